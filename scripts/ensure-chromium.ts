import { existsSync } from "node:fs";

/**
 * The browser tests drive Debian's Chromium. Installs it with apt-get when it is missing (a fresh
 * CI machine runs as root); never downloads a browser of its own.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

if (existsSync(CHROMIUM)) process.exit(0);

console.log(`Chromium is not installed at ${CHROMIUM}; installing it with apt-get...`);
const asRoot = process.getuid?.() === 0 ? [] : ["sudo"];
for (const command of [
  [...asRoot, "apt-get", "update", "-qq"],
  [...asRoot, "apt-get", "install", "-y", "-qq", "chromium"],
]) {
  const result = Bun.spawnSync(command, {
    stdout: "inherit",
    stderr: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (result.exitCode !== 0) {
    console.error(
      `"${command.join(" ")}" failed. Install Debian's chromium package (apt-get install chromium), or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
}
if (!existsSync(CHROMIUM)) {
  console.error(`Chromium was installed but is not at ${CHROMIUM}; set CHROMIUM_PATH to its location.`);
  process.exit(1);
}
