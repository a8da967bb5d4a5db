import { existsSync } from "node:fs";
import { aptInstall } from "./apt-install";

/**
 * The browser journeys also run in Safari's engine: Debian's WebKitGTK, driven by WebKitWebDriver on
 * an Xvfb display. Installs both with apt-get when either is missing (a fresh CI machine runs as root).
 */
const DRIVER = process.env.WEBKIT_DRIVER_PATH ?? "/usr/bin/WebKitWebDriver";
const XVFB = process.env.XVFB_PATH ?? "/usr/bin/Xvfb";

if (existsSync(DRIVER) && existsSync(XVFB)) process.exit(0);

console.log("WebKitWebDriver or Xvfb is missing; installing webkit2gtk-driver and xvfb with apt-get...");
if (!aptInstall(["webkit2gtk-driver", "xvfb"]) || !existsSync(DRIVER) || !existsSync(XVFB)) {
  console.error(
    "Install Debian's webkit2gtk-driver and xvfb packages, or set WEBKIT_DRIVER_PATH and XVFB_PATH to where they are.",
  );
  process.exit(1);
}
