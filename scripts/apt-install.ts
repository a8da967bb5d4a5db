/**
 * Installs Debian packages with apt-get, as root or through sudo (a fresh CI machine runs as root);
 * the ensure-* scripts call it for what the tests need. Returns whether every step succeeded, and
 * says which command failed.
 */
export function aptInstall(packages: string[], options: { sudo?: string[]; flags?: string[] } = {}): boolean {
  const asRoot = process.getuid?.() === 0 ? [] : (options.sudo ?? ["sudo"]);
  for (const command of [
    [...asRoot, "apt-get", "update", "-qq"],
    [...asRoot, "apt-get", "install", "-y", "-qq", ...(options.flags ?? []), ...packages],
  ]) {
    let exitCode: number | null = null;
    try {
      exitCode = Bun.spawnSync(command, {
        stdout: "inherit",
        stderr: "inherit",
        env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
      }).exitCode;
    } catch {
      // No apt-get or no sudo on this machine: reported like a failed install.
    }
    if (exitCode !== 0) {
      console.error(`"${command.join(" ")}" failed.`);
      return false;
    }
  }
  return true;
}
