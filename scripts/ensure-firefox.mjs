// Makes sure a Firefox exists for the Firefox end-to-end tests, as ensure-chrome.mjs does for Chromium: on a root
// Debian/Ubuntu machine without one it installs Debian's `firefox-esr` (browser downloads by npm packages don't work
// on locked-down CI machines); elsewhere it says in one line how to get one, and the test that needs it fails.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findFirefox } from './find-firefox.mjs';

export function ensureFirefox() {
  const found = findFirefox();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const isDebian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
  if (isRoot && isDebian) {
    console.log("No Firefox found: installing Debian's firefox-esr package (apt-get install -y firefox-esr)…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    const install =
      update.status === 0 && spawnSync('apt-get', ['install', '-y', 'firefox-esr'], { stdio: 'inherit', env });
    const installed = findFirefox();
    if (install && install.status === 0 && installed) return installed;
  }
  console.error(
    'The Firefox end-to-end test needs Firefox 140 or later: install it (Debian/Ubuntu: sudo apt-get install firefox-esr) or set FIREFOX_PATH to its executable.',
  );
  return undefined;
}
