// First step of `pnpm test` (and so of .ci/run): the browser every test tool launches must be
// there. When it is missing and apt can install as root (or through password-less sudo), install
// Debian's package and say so; otherwise stop with one line that says what to do.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium.mjs';

const run = (command, args) =>
  spawnSync(command, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  }).status === 0;
const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

if (!existsSync(chromiumPath)) {
  const root = process.getuid?.() === 0;
  const sudo = !root && has('sudo') && run('sudo', ['-n', 'true']);
  const asRoot = (args) => (root ? run(args[0], args.slice(1)) : run('sudo', ['-n', ...args]));
  if (!process.env.CHROMIUM_PATH && has('apt-get') && (root || sudo)) {
    console.log(`test: ${chromiumPath} is missing: installing Debian's chromium with apt-get`);
    if (
      !asRoot(['apt-get', 'update', '-qq']) ||
      !asRoot(['apt-get', 'install', '-y', '-qq', 'chromium']) ||
      !existsSync(chromiumPath)
    ) {
      console.error(
        'test: apt-get could not install chromium; install it yourself, then run again.',
      );
      process.exit(1);
    }
  } else {
    console.error(
      `test: no Chromium at ${chromiumPath}: install Debian's package (sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary, then run again.`,
    );
    process.exit(1);
  }
}
