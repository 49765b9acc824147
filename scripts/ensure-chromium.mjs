// Makes sure a Chromium for the browser tests exists: Debian's package, never a download.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (existsSync(path)) process.exit(0);

if (
  process.platform !== 'linux' ||
  typeof process.getuid !== 'function' ||
  process.getuid() !== 0
) {
  console.error(
    `Chromium is needed for the browser tests but ${path} does not exist.\n` +
      'Install it with `sudo apt-get install -y chromium` (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium binary, then run the tests again.',
  );
  process.exit(1);
}

console.log(`Chromium missing at ${path}: installing Debian's chromium package…`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [
  ['update', '-qq'],
  ['install', '-y', '-qq', 'chromium'],
]) {
  const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(
      `apt-get ${args.join(' ')} failed; install chromium by hand and run the tests again.`,
    );
    process.exit(1);
  }
}
if (!existsSync(path)) {
  console.error(`chromium was installed but ${path} still does not exist; set CHROMIUM_PATH.`);
  process.exit(1);
}
