// Web fonts for the training corpus: the families sites and apps draw their digits in are mostly not installed on a
// Debian machine, and a classifier that saw 25 installed families reads a site's flat-topped 3 as a 5. These come
// from the npm registry's @fontsource packages (OFL and Apache licences), fetched with `npm pack` at the pinned
// version into .scan-corpus/fonts/ (gitignored, never a dependency of the project) and embedded in each picture's
// page as data: URLs. Only the training set draws in them: the evaluation set keeps its fonts, so its figures stay
// comparable, and none of these is among the fonts of the independent corpus (scripts/scan-wild/fonts.ts).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** @fontsource package id → pinned version: sans, serif, monospace, rounded, condensed and hand-drawn digits. */
export const TRAIN_WEB_FONTS: Readonly<Record<string, string>> = {
  'noto-sans': '5.3.0',
  'pt-sans': '5.3.0',
  'nunito-sans': '5.3.0',
  mulish: '5.3.0',
  karla: '5.3.0',
  barlow: '5.3.0',
  cabin: '5.3.0',
  heebo: '5.3.0',
  'titillium-web': '5.3.0',
  'josefin-sans': '5.3.0',
  dosis: '5.3.0',
  'exo-2': '5.3.0',
  'varela-round': '5.3.0',
  fredoka: '5.3.0',
  'baloo-2': '5.3.0',
  manrope: '5.3.0',
  outfit: '5.3.0',
  lexend: '5.3.0',
  urbanist: '5.3.0',
  sora: '5.3.0',
  'plus-jakarta-sans': '5.3.0',
  figtree: '5.3.0',
  'red-hat-display': '5.3.0',
  archivo: '5.3.0',
  asap: '5.3.0',
  hind: '5.3.0',
  overpass: '5.3.0',
  kanit: '5.3.0',
  prompt: '5.3.0',
  'maven-pro': '5.3.0',
  questrial: '5.3.0',
  abel: '5.3.0',
  teko: '5.3.0',
  'bebas-neue': '5.3.0',
  anton: '5.3.0',
  righteous: '5.3.0',
  signika: '5.3.0',
  catamaran: '5.3.0',
  jost: '5.3.0',
  mukta: '5.3.0',
  'pt-serif': '5.3.0',
  'noto-serif': '5.3.0',
  'libre-baskerville': '5.3.0',
  'crimson-text': '5.3.0',
  'eb-garamond': '5.3.0',
  'cormorant-garamond': '5.3.0',
  'zilla-slab': '5.3.0',
  arvo: '5.3.0',
  domine: '5.3.0',
  vollkorn: '5.3.0',
  alegreya: '5.3.0',
  spectral: '5.3.0',
  'source-serif-4': '5.3.1',
  'old-standard-tt': '5.3.0',
  'roboto-mono': '5.3.0',
  'jetbrains-mono': '5.3.0',
  'source-code-pro': '5.3.1',
  'fira-code': '5.3.0',
  'courier-prime': '5.3.0',
  'dm-mono': '5.3.0',
  'ubuntu-mono': '5.3.0',
  'comic-neue': '5.3.0',
  'patrick-hand': '5.3.0',
  kalam: '5.3.0',
  orbitron: '5.3.0',
  'share-tech-mono': '5.3.0',
};

/** The CSS family a web font is drawn as: its package id, marked so it cannot be taken for an installed family. */
export const webFamily = (id: string): string => `wf-${id}`;
export const WEB_FAMILIES: readonly string[] = Object.keys(TRAIN_WEB_FONTS).map(webFamily);

const CACHE = fileURLToPath(new URL('../../.scan-corpus/fonts', import.meta.url));
/** The weights kept of each family (the browser draws the others from the nearest). */
const WEIGHTS = ['300', '400', '700'];
/** A woff2 file's weight when it is one to keep: the Latin subset's. */
const faceFile = (file: string): string | null => {
  const match = /-latin-(\d00)-normal\.woff2$/.exec(file);
  return match && WEIGHTS.includes(match[1]) ? match[1] : null;
};

function fetchFont(id: string): void {
  const dir = join(CACHE, id);
  if (existsSync(dir) && readdirSync(dir).length) return;
  mkdirSync(dir, { recursive: true });
  const spec = `@fontsource/${id}@${TRAIN_WEB_FONTS[id]}`;
  const tgz = execFileSync('npm', ['pack', spec, '--silent', '--pack-destination', CACHE], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .pop();
  if (!tgz) throw new Error(`npm pack ${spec} gave no archive`);
  const archive = join(CACHE, tgz);
  execFileSync('tar', ['xzf', archive, '-C', dir, '--strip-components=2', '--wildcards', 'package/files/*.woff2']);
  rmSync(archive);
  for (const file of readdirSync(dir)) if (!faceFile(file)) rmSync(join(dir, file));
  if (!readdirSync(dir).length) throw new Error(`${spec}: no woff2 face of weight ${WEIGHTS.join('/')}`);
}

/** Fetches every training web font not yet in the cache; throws when one cannot be had (the corpus needs them all). */
export function ensureWebFonts(log = console.error): void {
  const missing = Object.keys(TRAIN_WEB_FONTS).filter((id) => {
    const dir = join(CACHE, id);
    return !existsSync(dir) || !readdirSync(dir).length;
  });
  if (missing.length) log(`  fetching ${missing.length} web fonts with npm pack into ${CACHE}`);
  for (const id of missing) fetchFont(id);
}

const css = new Map<string, string>();

/** The @font-face rules of `family` when it is a web font (its faces as data: URLs), else ''. */
export function fontFaceCss(family: string): string {
  const id = family.startsWith('wf-') ? family.slice(3) : null;
  if (!id || !(id in TRAIN_WEB_FONTS)) return '';
  let rules = css.get(id);
  if (rules === undefined) {
    const dir = join(CACHE, id);
    rules = readdirSync(dir)
      .map((file) => {
        const weight = faceFile(file);
        const data = readFileSync(join(dir, file)).toString('base64');
        return `@font-face{font-family:'${family}';font-weight:${weight};src:url(data:font/woff2;base64,${data}) format('woff2')}`;
      })
      .join('');
    css.set(id, rules);
  }
  return rules;
}
