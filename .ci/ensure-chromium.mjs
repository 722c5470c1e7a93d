// Makes sure the end-to-end tests find their browser before any of them runs: `npm test` calls it first (so a
// missing Chromium is known before the build, not after it as one failure per browser test), and the e2e project's
// vitest global setup calls it again for runs that skip `npm test`. The tests drive CHROMIUM_PATH, else Debian's
// /usr/bin/chromium; a missing Debian Chromium is installed with .ci/install-chromium.sh where that needs no
// password (root, or sudo without one), and otherwise the run stops with one line saying what to install.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const installScript = fileURLToPath(new URL('./install-chromium.sh', import.meta.url));

/** The one line a run stops with when it cannot get the browser itself. */
export class ChromiumMissing extends Error {
  constructor(message) {
    super(message);
    // The line is all there is to say: no stack trace under it.
    this.stack = `${this.name}: ${message}`;
  }
}

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function succeeds(command, args) {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

/** Whether apt-get may run here without asking for a password. */
function canInstallWithoutPassword() {
  if (!succeeds('sh', ['-c', 'command -v apt-get'])) return false;
  return process.getuid?.() === 0 || succeeds('sudo', ['-n', 'true']);
}

/**
 * The browser's path once it is there; throws ChromiumMissing with what to do. `install` runs the install script
 * (its output goes to the terminal) and says whether it succeeded.
 */
export function ensureChromium({
  env = process.env,
  debianPath = DEBIAN_CHROMIUM,
  canInstall = canInstallWithoutPassword,
  install = () => spawnSync('bash', [installScript], { stdio: 'inherit' }).status === 0,
} = {}) {
  if (env.CHROMIUM_PATH) {
    if (isExecutable(env.CHROMIUM_PATH)) return env.CHROMIUM_PATH;
    throw new ChromiumMissing(
      `The end-to-end tests need Chromium, and CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable: point it at a Chromium or Chrome, or unset it and run \`sudo apt-get install -y chromium\`.`,
    );
  }
  if (isExecutable(debianPath)) return debianPath;
  if (canInstall()) {
    console.info(`The end-to-end tests need Chromium at ${debianPath}: installing Debian's (bash .ci/install-chromium.sh) …`);
    if (install() && isExecutable(debianPath)) return debianPath;
  }
  throw new ChromiumMissing(
    `The end-to-end tests need Chromium at ${debianPath}: run \`sudo apt-get install -y chromium\` (or \`sudo bash .ci/install-chromium.sh\`), or set CHROMIUM_PATH to another Chromium or Chrome.`,
  );
}

/** Vitest global setup of the e2e project: no browser test starts without the browser. */
export default function setup() {
  ensureChromium();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    ensureChromium();
  } catch (error) {
    if (!(error instanceof ChromiumMissing)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
