import { existsSync } from "node:fs";
import { aptInstall } from "./apt-install";

/**
 * The browser tests drive Debian's Chromium. Installs it with apt-get when it is missing (a fresh
 * CI machine runs as root); never downloads a browser of its own.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

if (existsSync(CHROMIUM)) process.exit(0);

console.log(`Chromium is not installed at ${CHROMIUM}; installing it with apt-get...`);
if (!aptInstall(["chromium"])) {
  console.error("Install Debian's chromium package (apt-get install chromium), or set CHROMIUM_PATH.");
  process.exit(1);
}
if (!existsSync(CHROMIUM)) {
  console.error(`Chromium was installed but is not at ${CHROMIUM}; set CHROMIUM_PATH to its location.`);
  process.exit(1);
}
