// Finds a Firefox for the Firefox end-to-end tests: FIREFOX_PATH, then the usual install paths (Debian's
// firefox-esr first, as that is what CI installs).
import { existsSync } from 'node:fs';

const CANDIDATES = [
  '/usr/bin/firefox-esr',
  '/usr/lib/firefox-esr/firefox-esr',
  '/usr/bin/firefox',
  '/usr/lib/firefox/firefox',
  '/opt/firefox/firefox',
  '/snap/bin/firefox',
  '/Applications/Firefox.app/Contents/MacOS/firefox',
];

/** @returns {string | undefined} */
export function findFirefox() {
  const fromEnv = process.env.FIREFOX_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((path) => existsSync(path));
}
