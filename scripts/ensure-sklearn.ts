import { aptInstall } from "./apt-install";

/**
 * The safety classifier's training script (api/src/safety/classifier/train/train.py) and the grader
 * combiner's (api/src/ai/offline/grader/train/fit.py) are tested on a tiny sample, with Debian's
 * Python and scikit-learn. Installs python3-sklearn with apt-get when /usr/bin/python3 cannot import
 * it; never uses PyPI.
 */
const PYTHON = "/usr/bin/python3";
const canImport = () =>
  Bun.spawnSync([PYTHON, "-c", "import sklearn, scipy, numpy"], { stdout: "ignore", stderr: "ignore" }).exitCode === 0;

if (canImport()) process.exit(0);

console.log(`${PYTHON} cannot import scikit-learn; installing python3-sklearn with apt-get...`);
if (!aptInstall(["python3-sklearn"])) {
  console.error("Install Debian's python3-sklearn package (apt-get install python3-sklearn).");
  process.exit(1);
}
if (!canImport()) {
  console.error(`python3-sklearn was installed but ${PYTHON} still cannot import it.`);
  process.exit(1);
}
