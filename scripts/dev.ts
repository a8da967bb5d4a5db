/**
 * The development loop: rspack rebuilds the shell and widgets on every change (development mode),
 * the API restarts when its code changes, and open pages reload when a new build lands.
 *
 *   bun run dev        then open http://localhost:3000
 */
const root = `${import.meta.dir}/..`;
const env = { ...process.env, NODE_ENV: "development", WEB_LIVE_RELOAD: "true" };

const build = Bun.spawn([`${root}/node_modules/.bin/rspack`, "build", "--watch", "-c", "rspack.config.ts"], {
  cwd: root,
  env,
  stdout: "inherit",
  stderr: "inherit",
});
const api = Bun.spawn([process.execPath, "--watch", "api/src/main.ts"], {
  cwd: root,
  env,
  stdout: "inherit",
  stderr: "inherit",
});

const stop = () => {
  build.kill();
  api.kill();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
await Promise.race([build.exited, api.exited]);
stop();
