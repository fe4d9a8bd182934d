// What one corpus picture shows, drawn from a seeded RNG: the puzzle, the digits a player typed, the pencil marks,
// the font, the theme, the lines, and what happens to the picture after rendering (rotation, scaling, JPEG). The
// training and the evaluation sets draw from different seeds, and the evaluation set also uses fonts the
// classifier never saw (HELD_OUT_FONTS), so its accuracy says how the recognizer does on a stranger's screenshot.
import { createRng, type Rng } from '../../src/engine/rng.ts';
import { ratedSample } from '../../test/data/puzzles.ts';
import { WEB_FAMILIES } from './web-fonts.ts';

export type CorpusSet = 'train' | 'eval';

/** One style per evaluation picture, so the bench can say which kind of picture the misreads are. */
export const STYLES = [
  'plain',
  'bold-light',
  'dark',
  'highlight',
  'player',
  'pencil',
  'page',
  'jpeg',
  'scaled',
  'rotated',
  'perspective',
  'stress',
] as const;
export type Style = (typeof STYLES)[number];

/**
 * Styles of screenshots, the target of ≥ 99 %. Reported apart: a photo with perspective (the stretch goal), and
 * stress: everything at once, and worse (a small grid shrunk to 150–300 px, JPEG quality 20–50, rotated), to see
 * that what is misread is flagged unsure rather than to reach a score.
 */
export const SCREENSHOT_STYLES: readonly Style[] = STYLES.filter((s) => s !== 'perspective' && s !== 'stress');

/** Fonts the classifier is trained on (the Debian font packages .ci/run installs, plus DejaVu and Liberation). */
export const TRAIN_FONTS = [
  'DejaVu Sans',
  'DejaVu Serif',
  'DejaVu Sans Mono',
  'DejaVu Sans Condensed',
  'Liberation Sans',
  'Liberation Serif',
  'Liberation Mono',
  'Liberation Sans Narrow',
  'FreeSans',
  'FreeSerif',
  'FreeMono',
  'Nimbus Sans',
  'Nimbus Roman',
  'Nimbus Mono PS',
  'Open Sans',
  'Lato',
  'Cantarell',
  'Hack',
  'Roboto Condensed',
  'Roboto Slab',
  'C059',
  'URW Gothic',
  'Caladea',
  'Inconsolata',
  'Comfortaa',
];

/** Every family the training set draws in: the installed ones and the web fonts (web-fonts.ts). */
const TRAINING_FAMILIES: readonly string[] = [...TRAIN_FONTS, ...WEB_FAMILIES];

/** Never in training: one or two of each kind (sans, serif, monospace). */
export const HELD_OUT_FONTS = ['Roboto', 'Carlito', 'P052', 'URW Bookman', 'Noto Sans Mono', 'Nimbus Sans Narrow'];

export type Lines = 'classic' | 'thick' | 'hair' | 'rounded';

export interface Theme {
  dark: boolean;
  page: string;
  background: string;
  thin: string;
  thick: string;
  given: string;
  player: string;
  pencil: string;
  /** Row, column and box of the selected cell. */
  area: string;
  selected: string;
}

export interface Spec {
  set: CorpusSet;
  index: number;
  style: Style;
  /** 81 characters: what the picture must be read as (givens and player digits; pencil marks are blanks). */
  truth: string;
  givens: string;
  /** Cells holding a player's digit (shown in the theme's player colour). */
  player: Record<number, number>;
  /** Cells with pencil marks: the candidates drawn small. */
  pencil: Record<number, number[]>;
  font: string;
  /** The digits drawn italic (the font's italic face, or slanted by the browser when it has none); extra set only. */
  italic?: boolean;
  /** The font's old-style figures (CSS oldstyle-nums), where it has them; extra set only. */
  oldStyle?: boolean;
  heldOut: boolean;
  weight: number;
  /** Digit height as a fraction of the cell (font size, really). */
  fontScale: number;
  /** Pencil-mark digit height as a fraction of the cell. */
  pencilScale: number;
  theme: Theme;
  lines: Lines;
  /** Grid width in CSS pixels as rendered (before `scale`). */
  gridPx: number;
  /** A selected cell with its row, column and box shaded, or -1. */
  selected: number;
  /** The selected cell filled dark with a light digit, as some apps do. */
  invertSelected: boolean;
  /** Text, buttons and a keypad around the grid. */
  inPage: boolean;
  rotation: number;
  perspective: { x: number; y: number } | null;
  /** Resampled after rendering by this factor (1: not at all). */
  scale: number;
  format: 'png' | 'jpeg';
  quality: number;
  /** Pixels of background around the grid when not in a page. */
  margin: number;
}

/** What a stress picture always has; the other styles it has at random. */
const HARSH: readonly Style[] = ['scaled', 'jpeg', 'rotated'];

const pick = <T>(rng: Rng, items: readonly T[]): T => items[rng.int(items.length)];
const between = (rng: Rng, lo: number, hi: number): number => lo + rng.next() * (hi - lo);

const LIGHT: Omit<Theme, 'dark'>[] = [
  {
    page: '#ffffff',
    background: '#ffffff',
    thin: '#bec6d4',
    thick: '#344861',
    given: '#344861',
    player: '#325aaf',
    pencil: '#6e7c8c',
    area: '#e2ebf3',
    selected: '#bbdefb',
  },
  {
    page: '#f4f4f4',
    background: '#ffffff',
    thin: '#999999',
    thick: '#000000',
    given: '#000000',
    player: '#1976d2',
    pencil: '#777777',
    area: '#eeeeee',
    selected: '#ffe082',
  },
  {
    page: '#faf6ee',
    background: '#fffdf7',
    thin: '#c8bfae',
    thick: '#5b4a35',
    given: '#2b2118',
    player: '#2e7d32',
    pencil: '#8d7f6a',
    area: '#f1e8d6',
    selected: '#e6d3a8',
  },
  {
    page: '#ffffff',
    background: '#ffffff',
    thin: '#cccccc',
    thick: '#333333',
    given: '#222222',
    player: '#7b1fa2',
    pencil: '#999999',
    area: '#f0f0ff',
    selected: '#c5cae9',
  },
  {
    page: '#eef2f7',
    background: '#ffffff',
    thin: '#d0d7de',
    thick: '#57606a',
    given: '#24292f',
    player: '#0969da',
    pencil: '#6e7781',
    area: '#ddf4ff',
    selected: '#b6e3ff',
  },
];
const DARK: Omit<Theme, 'dark'>[] = [
  {
    page: '#121212',
    background: '#1e1e1e',
    thin: '#444444',
    thick: '#aaaaaa',
    given: '#eeeeee',
    player: '#8ab4f8',
    pencil: '#9a9a9a',
    area: '#2d3748',
    selected: '#4a5568',
  },
  {
    page: '#202124',
    background: '#202124',
    thin: '#5f6368',
    thick: '#dadce0',
    given: '#e8eaed',
    player: '#81c995',
    pencil: '#9aa0a6',
    area: '#303134',
    selected: '#3c4043',
  },
  {
    page: '#0d1117',
    background: '#161b22',
    thin: '#30363d',
    thick: '#8b949e',
    given: '#c9d1d9',
    player: '#f0883e',
    pencil: '#8b949e',
    area: '#1f2937',
    selected: '#263b57',
  },
  {
    page: '#2b2b2b',
    background: '#333333',
    thin: '#555555',
    thick: '#cccccc',
    given: '#ffffff',
    player: '#c58af9',
    pencil: '#aaaaaa',
    area: '#3d3d3d',
    selected: '#505050',
  },
];

const candidates = (grid: string, cell: number): number[] => {
  const row = Math.floor(cell / 9);
  const col = cell % 9;
  const seen = new Set<number>();
  for (let i = 0; i < 81; i++) {
    const r = Math.floor(i / 9);
    const c = i % 9;
    const sameBox = Math.floor(r / 3) === Math.floor(row / 3) && Math.floor(c / 3) === Math.floor(col / 3);
    if ((r === row || c === col || sameBox) && grid[i] !== '.') seen.add(Number(grid[i]));
  }
  return [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => !seen.has(d));
};

/** The puzzles: the rated sample with its published solutions (player digits are taken from the solution). */
const PUZZLES = ratedSample();

export function makeSpec(set: CorpusSet, index: number, style: Style): Spec {
  const rng = createRng(`scan-corpus:${set}:${index}`);
  const train = set === 'train';
  // Training draws every feature at random; an evaluation picture shows its style (and a random font and size).
  const stress = style === 'stress';
  const has = (s: Style, trainChance: number): boolean =>
    train ? rng.next() < trainChance : style === s || (stress && (HARSH.includes(s) || rng.next() < 0.5));
  const row = PUZZLES[(train ? 0 : 3500) + rng.int(3500)];
  const dark = has('dark', 0.35);
  const theme = { dark, ...pick(rng, dark ? DARK : LIGHT) };
  const heldOut = !train && rng.next() < 0.4;
  // Training also draws in the web fonts; the evaluation set keeps to the installed ones (its figures stay comparable).
  const font = pick(rng, heldOut ? HELD_OUT_FONTS : train ? TRAINING_FAMILIES : TRAIN_FONTS);
  const weight = has('bold-light', 0.4) ? pick(rng, [300, 700, 800]) : pick(rng, [400, 400, 500]);

  const givens = row.puzzle;
  const truth = [...givens];
  const player: Record<number, number> = {};
  const pencil: Record<number, number[]> = {};
  const blanks = [...givens].flatMap((ch, i) => (ch === '.' ? [i] : []));
  rng.shuffle(blanks);
  if (has('player', 0.5)) {
    for (const cell of blanks.splice(0, 4 + rng.int(16))) {
      player[cell] = Number(row.solution[cell]);
      truth[cell] = row.solution[cell];
    }
  }
  if (has('pencil', 0.5)) {
    for (const cell of blanks.splice(0, 6 + rng.int(20))) {
      const all = candidates(truth.join(''), cell);
      // Often all the candidates (a filled-in notes grid), sometimes a few, at times a single one.
      pencil[cell] = rng.next() < 0.6 ? all : all.filter(() => rng.next() < 0.5);
      if (pencil[cell].length === 0) pencil[cell] = [all[0] ?? 1 + rng.int(9)];
    }
  }

  const highlight = has('highlight', 0.4);
  const scaled = has('scaled', 0.3);
  const rotated = has('rotated', 0.25);
  const perspective = has('perspective', 0.08) && !stress;
  const jpeg = has('jpeg', 0.3);
  // Grids of 180–900 px as the user sees them; a scaled one is rendered large and shrunk to that range.
  const shownPx = Math.round(
    stress ? between(rng, 150, 300) : scaled ? between(rng, 180, 450) : between(rng, 180, 900),
  );
  const scale = stress ? between(rng, 0.3, 0.5) : scaled ? between(rng, 0.35, 0.75) : 1;
  return {
    set,
    index,
    style,
    truth: truth.join(''),
    givens,
    player,
    pencil,
    font,
    heldOut,
    weight,
    fontScale: between(rng, 0.36, 0.78),
    pencilScale: between(rng, 0.15, 0.26),
    theme,
    lines: pick(rng, ['classic', 'classic', 'thick', 'hair', 'rounded'] as const),
    gridPx: Math.round(shownPx / scale),
    selected: highlight ? rng.int(81) : -1,
    invertSelected: highlight && rng.next() < 0.2,
    inPage: has('page', 0.3),
    rotation: rotated ? (rng.next() < 0.5 ? -1 : 1) * between(rng, 1, 5) : 0,
    perspective: perspective ? { x: between(rng, -12, 12), y: between(rng, -12, 12) } : null,
    scale,
    format: jpeg ? 'jpeg' : 'png',
    quality: jpeg ? Math.round(stress ? between(rng, 20, 50) : between(rng, 35, 90)) : 100,
    margin: Math.round(between(rng, 4, 48)),
  };
}
