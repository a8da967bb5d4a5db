import { existsSync } from "node:fs";
import { aptInstall } from "./apt-install";

/**
 * The two-instance test puts Debian's nginx in front of two API processes. Installs it with
 * apt-get when it is missing (a fresh CI machine runs as root); where that cannot be done, the
 * run goes on and that test says it was skipped.
 */
const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

if (existsSync(NGINX) || Bun.which("nginx")) process.exit(0);

console.log(`nginx is not installed at ${NGINX}; installing it with apt-get...`);
if (!aptInstall(["nginx"], { sudo: ["sudo", "-n"], flags: ["--no-install-recommends"] })) {
  console.warn(
    "The two-instance test will be skipped. Install Debian's nginx package (apt-get install nginx), or set NGINX_PATH.",
  );
  process.exit(0);
}
if (!existsSync(NGINX) && !Bun.which("nginx")) {
  console.warn(`nginx was installed but is not at ${NGINX}; set NGINX_PATH, or the two-instance test is skipped.`);
}
