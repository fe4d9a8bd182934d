// The fonts a picture is drawn in: every family installed on the machine (fc-list), and web fonts from @fontsource
// packages fetched with `npm pack` into a cache beside the corpus (never a dependency of the project). Offline, the
// web fonts are skipped with a warning and the corpus is drawn in the installed families alone.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Rng } from './random.ts';

/** Web fonts asked for by name: the brief's list, and a few more families sites use. */
const FONTSOURCE_IDS = [
  'inter',
  'poppins',
  'montserrat',
  'nunito',
  'source-sans-3',
  'merriweather',
  'playfair-display',
  'ibm-plex-mono',
  'fira-sans',
  'ubuntu',
  'libre-franklin',
  'rubik',
  'quicksand',
  'oswald',
  'work-sans',
  'lora',
  'raleway',
  'space-mono',
  'bitter',
  'dm-sans',
];

/** Installed families whose digits are no digits (symbols, dingbats). */
const SYMBOL_FAMILIES = new Set(['Standard Symbols PS', 'D050000L']);

export interface WebFont {
  id: string;
  /** `400-normal`, `700-italic`, … → the woff2 file. */
  faces: Map<string, string>;
}

export interface FontChoice {
  family: string;
  source: 'installed' | 'web';
  weight: number;
  italic: boolean;
  /** CSS font-variant-numeric, or 'normal'. */
  numerals: 'normal' | 'tabular-nums' | 'oldstyle-nums' | 'lining-nums';
}

export interface FontBook {
  installed: string[];
  web: WebFont[];
}

export function installedFamilies(): string[] {
  const out = execFileSync('fc-list', [':', 'family'], { encoding: 'utf8' });
  const families = out
    .split('\n')
    .map((line) => line.split(',')[0].trim())
    .filter((family) => family && !SYMBOL_FAMILIES.has(family));
  return [...new Set(families)].sort();
}

function fetchWebFont(cache: string, id: string): boolean {
  const dir = join(cache, id);
  if (existsSync(dir) && readdirSync(dir).length) return true;
  mkdirSync(dir, { recursive: true });
  try {
    const tgz = execFileSync('npm', ['pack', `@fontsource/${id}`, '--silent', '--pack-destination', cache], {
      encoding: 'utf8',
      timeout: 60_000,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .trim()
      .split('\n')
      .pop();
    if (!tgz) return false;
    const archive = join(cache, tgz);
    // Only the basic Latin subset's woff2 files: the digits are in it.
    execFileSync('tar', [
      'xzf',
      archive,
      '-C',
      dir,
      '--strip-components=2',
      '--wildcards',
      'package/files/*-latin-[0-9]*.woff2',
    ]);
    rmSync(archive);
    return readdirSync(dir).length > 0;
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return false;
  }
}

function readWebFont(cache: string, id: string): WebFont {
  const faces = new Map<string, string>();
  for (const file of readdirSync(join(cache, id))) {
    const match = /-latin-(\d+)-(normal|italic)\.woff2$/.exec(file);
    if (match) faces.set(`${match[1]}-${match[2]}`, join(cache, id, file));
  }
  return { id, faces };
}

/** The installed families, and the web fonts in the cache (fetched first where missing). */
export function loadFontBook(cache: string): FontBook {
  mkdirSync(cache, { recursive: true });
  const web: WebFont[] = [];
  let offline = false;
  for (const id of FONTSOURCE_IDS) {
    if (!offline && fetchWebFont(cache, id)) web.push(readWebFont(cache, id));
    else if (!offline) {
      offline = true;
      console.warn(`scan-wild: could not fetch @fontsource/${id}; drawing with installed fonts only from here`);
    } else if (existsSync(join(cache, id))) web.push(readWebFont(cache, id));
  }
  return { installed: installedFamilies(), web };
}

const WEIGHTS = [300, 400, 500, 600, 700, 800];

function pickNumerals(rng: Rng): FontChoice['numerals'] {
  const roll = rng.next();
  if (roll < 0.1) return 'tabular-nums';
  if (roll < 0.17) return 'oldstyle-nums';
  if (roll < 0.22) return 'lining-nums';
  return 'normal';
}

/** A font for one picture: half the time a web font, when any were fetched. */
export function pickFont(rng: Rng, book: FontBook, weights: readonly number[] = WEIGHTS): FontChoice {
  const italic = rng.chance(0.06);
  const numerals = pickNumerals(rng);
  if (book.web.length && rng.chance(0.5)) {
    const font = rng.pick(book.web);
    const style = italic ? 'italic' : 'normal';
    const usable = weights.filter((w) => font.faces.has(`${w}-${style}`));
    const fallback = [...font.faces.keys()].filter((key) => key.endsWith('-normal'));
    if (usable.length) return { family: font.id, source: 'web', weight: rng.pick(usable), italic, numerals };
    const key = rng.pick(fallback.length ? fallback : [...font.faces.keys()]);
    const [weight, keyStyle] = key.split('-');
    return { family: font.id, source: 'web', weight: Number(weight), italic: keyStyle === 'italic', numerals };
  }
  return { family: rng.pick(book.installed), source: 'installed', weight: rng.pick(weights), italic, numerals };
}

/** The CSS a page needs for a font: an @font-face with the woff2 inlined for a web font, nothing for installed. */
export function fontFaceCss(book: FontBook, font: FontChoice): string {
  if (font.source === 'installed') return '';
  const web = book.web.find((w) => w.id === font.family);
  const file = web?.faces.get(`${font.weight}-${font.italic ? 'italic' : 'normal'}`);
  if (!file) return '';
  const data = readFileSync(file).toString('base64');
  return `@font-face{font-family:"${font.family}";font-weight:${font.weight};font-style:${font.italic ? 'italic' : 'normal'};src:url(data:font/woff2;base64,${data}) format("woff2");}`;
}

/** A CSS font shorthand's family part, with a generic fallback. */
export const fontStack = (font: FontChoice): string => `'${font.family}', sans-serif`;

/** `font-weight:…;font-style:…;font-variant-numeric:…;font-family:…` for an element's style. */
export const fontCss = (font: FontChoice): string =>
  `font-family:${fontStack(font)};font-weight:${font.weight};font-style:${font.italic ? 'italic' : 'normal'};font-variant-numeric:${font.numerals};`;
