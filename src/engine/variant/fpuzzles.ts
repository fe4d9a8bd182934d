/**
 * f-puzzles' JSON (the exchange format of the puzzle-setting community, also inside SudokuPad links) to a variant
 * and back. Read: the grid's size and givens (cells with `given`; a value without it is a solver's entry, left
 * blank), jigsaw regions (each cell's `region`, 0-based), `diagonal+` and `diagonal-`, `antiknight`, `antiking`,
 * `nonconsecutive`, killer cages (`killercage`, and the older `cage`), `extraregion` (four that are the windoku
 * windows read as windoku). Anything else that constrains the grid (thermometers, arrows, sandwich sums, kropki
 * dots…) is refused with a message naming it: a puzzle solved without one of its rules would be another puzzle.
 * Cosmetic entries (text, lines drawn, shapes) and metadata are ignored.
 */
import { boxRegions, windowCells, type Cage, type VariantRules } from './rules.ts';

export interface VariantPuzzle {
  rules: VariantRules;
  /** Row-major, 0 for a blank. */
  givens: number[];
}

/**
 * Why a puzzle the reader understood is refused, as data, for a face to word in its own language (the English
 * `message` stays for the CLI and logs): rules the model does not play, SudokuPad's own formats and server ids, a
 * link whose data does not decode.
 */
export type VariantRefusal =
  | { kind: 'unsupported-constraints'; constraints: string[] }
  | { kind: 'sudokupad-own-format' }
  | { kind: 'sudokupad-short-id' }
  | { kind: 'undecodable-link' };

export type FpuzzlesRead =
  { ok: true; puzzle: VariantPuzzle } | { ok: false; message: string; refusal?: VariantRefusal };

/** Keys that draw or describe and never constrain. */
const COSMETIC = new Set([
  'size',
  'grid',
  'title',
  'author',
  'ruleset',
  'solution',
  'text',
  'line',
  'rectangle',
  'circle',
  'highlightConflicts',
  'disabledlogic',
  'truecandidatesoptions',
]);
/** Keys this reader turns into rules. */
const READ = new Set([
  'diagonal+',
  'diagonal-',
  'antiknight',
  'antiking',
  'nonconsecutive',
  'killercage',
  'cage',
  'extraregion',
]);

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** "R3C12" → its cell index in a size × size grid, or null. */
function cellOf(ref: unknown, size: number): number | null {
  const match = typeof ref === 'string' ? /^R(\d+)C(\d+)$/i.exec(ref.trim()) : null;
  if (!match) return null;
  const [r, c] = [Number(match[1]) - 1, Number(match[2]) - 1];
  return r >= 0 && c >= 0 && r < size && c < size ? r * size + c : null;
}

/** The cells of an entry's `cells` list, or a message naming what is wrong. */
function cellsOf(entry: unknown, size: number, what: string): number[] | string {
  if (!isObject(entry) || !Array.isArray(entry.cells)) return `${what} has no list of cells`;
  const cells: number[] = [];
  for (const ref of entry.cells) {
    const cell = cellOf(ref, size);
    if (cell === null) return `${what} names a cell that is not on a ${size}×${size} grid: ${JSON.stringify(ref)}`;
    cells.push(cell);
  }
  return cells;
}

const sameCells = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort((x, y) => x - y).every((cell, i) => cell === [...b].sort((x, y) => x - y)[i]);

/** Reads f-puzzles JSON (an object, or its text). */
export function readFpuzzles(input: unknown): FpuzzlesRead {
  const fail = (message: string, refusal?: VariantRefusal): FpuzzlesRead => ({
    ok: false,
    message: `f-puzzles: ${message}`,
    ...(refusal ? { refusal } : {}),
  });
  let json: unknown = input;
  if (typeof input === 'string') {
    try {
      json = JSON.parse(input);
    } catch {
      return fail('not JSON');
    }
  }
  if (!isObject(json)) return fail('not a JSON object');
  const size = json.size;
  if (size !== 4 && size !== 6 && size !== 9 && size !== 16)
    return fail(`a ${String(size)}×${String(size)} grid: sizes 4, 6, 9 and 16 are played`);
  const unsupported = Object.keys(json).filter((key) => {
    if (COSMETIC.has(key) || READ.has(key)) return false;
    const value = json[key];
    return value !== false && value !== null && !(Array.isArray(value) && value.length === 0);
  });
  if (unsupported.length)
    return fail(`the constraint${unsupported.length > 1 ? 's' : ''} ${unsupported.join(', ')} cannot be played here`, {
      kind: 'unsupported-constraints',
      constraints: unsupported,
    });
  const rows = json.grid;
  if (!Array.isArray(rows) || rows.length !== size || rows.some((row) => !Array.isArray(row) || row.length !== size))
    return fail(`its grid is not ${size} rows of ${size} cells`);
  const givens: number[] = [];
  const regions = boxRegions(size);
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      const cell: unknown = (rows[r] as unknown[])[c];
      const at = `R${r + 1}C${c + 1}`;
      if (!isObject(cell)) return fail(`${at} is not a cell object`);
      const { value, given, region } = cell;
      if (given === true && (!Number.isInteger(value) || (value as number) < 1 || (value as number) > size))
        return fail(`${at} is a given of ${JSON.stringify(value)}: digits are 1–${size}`);
      givens.push(given === true ? (value as number) : 0);
      if (region !== undefined && region !== null) {
        if (!Number.isInteger(region) || (region as number) < 0 || (region as number) >= size)
          return fail(`${at} is in region ${JSON.stringify(region)}: regions are 0–${size - 1}`);
        regions[r * size + c] = region as number;
      }
    }
  }
  const rules: VariantRules = { size, regions };
  const both = json['diagonal+'] === true && json['diagonal-'] === true;
  if (both) rules.diagonals = true;
  const extra: number[][] = [];
  if (!both && json['diagonal+'] === true)
    extra.push(Array.from({ length: size }, (_, i) => (size - 1 - i) * size + i));
  if (!both && json['diagonal-'] === true) extra.push(Array.from({ length: size }, (_, i) => i * size + i));
  if (json.antiknight === true) rules.antiKnight = true;
  if (json.antiking === true) rules.antiKing = true;
  if (json.nonconsecutive === true) rules.nonConsecutive = true;
  const cages: Cage[] = [];
  for (const key of ['killercage', 'cage'] as const) {
    const list = json[key] ?? [];
    if (!Array.isArray(list)) return fail(`${key} is not a list`);
    for (const [i, entry] of list.entries()) {
      const cells = cellsOf(entry, size, `${key} ${i + 1}`);
      if (typeof cells === 'string') return fail(cells);
      const text = isObject(entry) ? entry.value : undefined;
      if (text === undefined || text === null || text === '') {
        cages.push({ cells });
        continue;
      }
      const sum = Number(text);
      if (!Number.isInteger(sum) || sum < 1) return fail(`${key} ${i + 1} has the sum ${JSON.stringify(text)}`);
      cages.push({ cells, sum });
    }
  }
  if (cages.length) rules.cages = cages;
  const regionsList = json.extraregion ?? [];
  if (!Array.isArray(regionsList)) return fail('extraregion is not a list');
  const extraRegions: number[][] = [];
  for (const [i, entry] of regionsList.entries()) {
    const cells = cellsOf(entry, size, `extraregion ${i + 1}`);
    if (typeof cells === 'string') return fail(cells);
    extraRegions.push(cells);
  }
  const windows = size === 9 ? windowCells() : [];
  if (
    windows.length &&
    extraRegions.length >= 4 &&
    windows.every((pane) => extraRegions.some((cells) => sameCells(cells, pane)))
  ) {
    rules.windows = true;
    extra.push(...extraRegions.filter((cells) => !windows.some((pane) => sameCells(cells, pane))));
  } else extra.push(...extraRegions);
  if (extra.length) rules.extraRegions = extra;
  return { ok: true, puzzle: { rules, givens } };
}

const ref = (cell: number, size: number) => `R${Math.floor(cell / size) + 1}C${(cell % size) + 1}`;

/** The puzzle as f-puzzles JSON (an object: JSON.stringify it for one line). */
export function writeFpuzzles({ rules, givens }: VariantPuzzle): Json {
  const { size } = rules;
  const boxes = boxRegions(size);
  const jigsaw = rules.regions.some((region, cell) => region !== boxes[cell]);
  const grid = Array.from({ length: size }, (_, r) =>
    Array.from({ length: size }, (_, c) => {
      const cell = r * size + c;
      const out: Json = {};
      if (givens[cell]) Object.assign(out, { value: givens[cell], given: true });
      if (jigsaw) out.region = rules.regions[cell];
      return out;
    }),
  );
  const json: Json = { size, grid };
  if (rules.diagonals) Object.assign(json, { 'diagonal+': true, 'diagonal-': true });
  if (rules.antiKnight) json.antiknight = true;
  if (rules.antiKing) json.antiking = true;
  if (rules.nonConsecutive) json.nonconsecutive = true;
  if (rules.cages?.length)
    json.killercage = rules.cages.map((cage) => ({
      cells: cage.cells.map((cell) => ref(cell, size)),
      ...(cage.sum !== undefined ? { value: String(cage.sum) } : {}),
    }));
  // One diagonal alone is an extra region to the rules, and f-puzzles' own flag in its file.
  const positive = Array.from({ length: size }, (_, i) => (size - 1 - i) * size + i);
  const negative = Array.from({ length: size }, (_, i) => i * size + i);
  const others = (rules.extraRegions ?? []).filter((cells) => {
    if (sameCells(cells, positive)) json['diagonal+'] = true;
    else if (sameCells(cells, negative)) json['diagonal-'] = true;
    else return true;
    return false;
  });
  const extra = [...(rules.windows ? windowCells() : []), ...others];
  if (extra.length) json.extraregion = extra.map((cells) => ({ cells: cells.map((cell) => ref(cell, size)) }));
  return json;
}
