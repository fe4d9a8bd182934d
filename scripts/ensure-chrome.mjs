// Makes sure a Chrome/Chromium exists for the browser tests. On a root Debian/Ubuntu machine without one it installs
// Debian's `chromium` (browser downloads by npm packages don't work on locked-down CI machines); elsewhere it stops
// with one line saying how to get one.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChrome } from './find-chrome.mjs';

export function ensureChrome() {
  const found = findChrome();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const isDebian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
  if (isRoot && isDebian) {
    console.log("No Chrome/Chromium found: installing Debian's chromium package (apt-get install -y chromium)…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    const install =
      update.status === 0 && spawnSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env });
    const installed = findChrome();
    if (install && install.status === 0 && installed) return installed;
  }
  console.error(
    'Browser tests need Chrome or Chromium: install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROME_PATH to its executable.',
  );
  return undefined;
}
