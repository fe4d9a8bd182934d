/**
 * Our own text form of a variant puzzle (issue 30), plain enough to write by hand (docs/variants.md):
 *
 *     variant: killer+x
 *     size: 6
 *     grid:
 *     1.....
 *     …                (N lines of N cells: 1–9, A–G for 10–16, . blank)
 *     regions:
 *     AAABBB
 *     …                (a jigsaw only: N lines of N region letters A–P)
 *     cages:
 *     12: r1c1 r1c2 r2c1
 *     ?: r3c3 r3c4     (a cage without a sum only forbids repeats)
 *     extra regions:
 *     r1c1 r2c2 r3c3   (groups that may not repeat a digit, such as one diagonal alone)
 *
 * `#` starts a comment line; blank lines and case do not matter. The variant line must agree with the sections
 * (a killer has cages, a jigsaw has regions), so a typo is an error, not a different puzzle. writeVariantText
 * writes exactly this shape, and reading it back gives the same puzzle and, written again, the same text.
 */
import { cellChar, cellRef, charDigit, readCellRef } from './cells-text.ts';
import type { VariantPuzzle } from './fpuzzles.ts';
import { isJigsaw, readVariantName, rulesOfParts, sizeProblem, variantNameOf } from './names.ts';
import { boxRegions, type Cage } from './rules.ts';

export type TextFormRead = { ok: true; puzzle: VariantPuzzle } | { ok: false; message: string };

const SECTIONS = ['grid', 'regions', 'cages', 'extra regions'] as const;
type Section = (typeof SECTIONS)[number];

const regionLetter = (region: number): string => String.fromCharCode(65 + region);

/** The puzzle in the text form. */
export function writeVariantText({ rules, givens }: VariantPuzzle): string {
  const { size } = rules;
  const rows = (cell: (index: number) => string) =>
    Array.from({ length: size }, (_, r) => Array.from({ length: size }, (_, c) => cell(r * size + c)).join(''));
  const lines = [`variant: ${variantNameOf(rules)}`, `size: ${size}`, 'grid:', ...rows((i) => cellChar(givens[i]))];
  if (isJigsaw(rules)) lines.push('regions:', ...rows((i) => regionLetter(rules.regions[i])));
  if (rules.cages?.length) {
    lines.push('cages:');
    for (const cage of rules.cages)
      lines.push(`${cage.sum ?? '?'}: ${cage.cells.map((cell) => cellRef(cell, size)).join(' ')}`);
  }
  if (rules.extraRegions?.length) {
    lines.push('extra regions:');
    for (const cells of rules.extraRegions) lines.push(cells.map((cell) => cellRef(cell, size)).join(' '));
  }
  return `${lines.join('\n')}\n`;
}

/** Whether `text` is in this form: its first line that is not a comment says `variant:`. */
export const isVariantText = (text: string): boolean =>
  /^variant\s*:/i.test(
    text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .find((line) => line !== '' && !line.startsWith('#')) ?? '',
  );

interface Line {
  text: string;
  number: number;
}

/** Reads the text form; a failure names the line and what is wrong with it. */
export function readVariantText(text: string): TextFormRead {
  const fail = (message: string): TextFormRead => ({ ok: false, message: `variant text: ${message}` });
  const headers = new Map<string, Line>();
  const sections = new Map<Section, Line[]>();
  let current: Line[] | null = null;
  for (const [i, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const keyed = /^([a-z][a-z ]*?)\s*:\s*(.*)$/i.exec(line);
    const key = keyed?.[1].toLowerCase();
    if (keyed && key && (key === 'variant' || key === 'size')) {
      if (headers.has(key)) return fail(`line ${i + 1}: a second '${key}:' line`);
      headers.set(key, { text: keyed[2], number: i + 1 });
      current = null;
      continue;
    }
    const section = SECTIONS.find((name) => name === key);
    if (keyed && section) {
      if (sections.has(section)) return fail(`line ${i + 1}: a second '${section}:' section`);
      if (keyed[2] !== '') return fail(`line ${i + 1}: '${section}:' starts a section; its lines go below it`);
      current = [];
      sections.set(section, current);
      continue;
    }
    if (!current)
      return fail(
        `line ${i + 1}: '${line.length > 30 ? `${line.slice(0, 30)}…` : line}' is outside any section (variant:, size:, ${SECTIONS.map((s) => `${s}:`).join(', ')})`,
      );
    current.push({ text: line, number: i + 1 });
  }
  const variant = headers.get('variant');
  if (!variant) return fail("no 'variant:' line");
  const name = readVariantName(variant.text);
  if (!name.ok) return fail(`line ${variant.number}: ${name.message}`);
  const { parts } = name;
  const grid = sections.get('grid');
  const sizeLine = headers.get('size');
  let size: number;
  if (sizeLine) {
    size = /^\d+$/.test(sizeLine.text) ? Number(sizeLine.text) : NaN;
    if (!Number.isInteger(size)) return fail(`line ${sizeLine.number}: size '${sizeLine.text}' is not a number`);
  } else if (grid?.length) size = grid.length;
  else return fail("no 'size:' line and no grid to tell the size from");
  const problem = sizeProblem(parts, size);
  if (problem) return fail(`${sizeLine ? `line ${sizeLine.number}: ` : ''}${problem}`);
  const cellCount = size * size;

  /** N lines of N characters (or of N words), each turned into a number by `read` or refused. */
  const square = (what: string, lines: Line[], read: (ch: string) => number | null, allowed: string) => {
    if (lines.length !== size) return `${what} has ${lines.length} lines, not ${size}`;
    const out: number[] = [];
    for (const line of lines) {
      const cells = /\s/.test(line.text) ? line.text.split(/\s+/) : [...line.text];
      if (cells.length !== size) return `line ${line.number}: ${cells.length} cells, not ${size}`;
      for (const [c, cell] of cells.entries()) {
        const value = read(cell);
        if (value === null || value > size) return `line ${line.number}, cell ${c + 1}: '${cell}' is not ${allowed}`;
        out.push(value);
      }
    }
    return out;
  };

  const givens = grid
    ? square(
        'the grid',
        grid,
        // One character a cell, or numbers among spaces (`12`, `0` blank) as the CLI's grid layout prints them.
        (cell) => (/^\d+$/.test(cell) ? Number(cell) : cell.length === 1 ? charDigit(cell) : null),
        `a digit 1–${size} or . for a blank`,
      )
    : new Array<number>(cellCount).fill(0);
  if (typeof givens === 'string') return fail(givens);

  const regionLines = sections.get('regions');
  if (parts.has('jigsaw') !== Boolean(regionLines))
    return fail(
      parts.has('jigsaw')
        ? "a jigsaw needs a 'regions:' section"
        : "'regions:' is for a jigsaw: add jigsaw to the variant line",
    );
  let regions = boxRegions(size);
  if (regionLines) {
    const read = square(
      'regions:',
      regionLines,
      (ch) =>
        /^[a-p]$/i.test(ch) && ch.toUpperCase().charCodeAt(0) - 65 < size ? ch.toUpperCase().charCodeAt(0) - 65 : null,
      `a region letter A–${regionLetter(size - 1)}`,
    );
    if (typeof read === 'string') return fail(read);
    const counts = new Array<number>(size).fill(0);
    read.forEach((region) => counts[region]++);
    const wrong = counts.findIndex((count) => count !== size);
    if (wrong >= 0) return fail(`region ${regionLetter(wrong)} has ${counts[wrong]} cells, not ${size}`);
    regions = read;
    if (!isJigsaw({ size, regions })) return fail("the regions are the grid's boxes: that is not a jigsaw");
  }

  const cellList = (line: Line, words: string[]): number[] | string => {
    const cells: number[] = [];
    for (const word of words) {
      const cell = readCellRef(word, size);
      if (cell === null)
        return `line ${line.number}: '${word}' is not a cell of a ${size}×${size} grid (r1c1 … r${size}c${size})`;
      cells.push(cell);
    }
    return cells.length ? cells : `line ${line.number}: no cells`;
  };

  const cageLines = sections.get('cages');
  if (parts.has('killer') !== Boolean(cageLines?.length))
    return fail(
      parts.has('killer')
        ? "a killer needs a 'cages:' section"
        : "'cages:' is for a killer: add killer to the variant line",
    );
  const cages: Cage[] = [];
  /** The line of the cage each cell is in, so a cell in two cages is named with both lines. */
  const cageLineOf = new Map<number, number>();
  for (const line of cageLines ?? []) {
    const match = /^(\d+|\?)\s*:\s*(.*)$/.exec(line.text);
    if (!match) return fail(`line ${line.number}: a cage is 'SUM: r1c1 r1c2 …' (? for no sum)`);
    const cells = cellList(line, match[2].split(/\s+/).filter(Boolean));
    if (typeof cells === 'string') return fail(cells);
    for (const cell of cells) {
      const before = cageLineOf.get(cell);
      if (before !== undefined)
        return fail(
          `line ${line.number}: ${cellRef(cell, size)} is ${before === line.number ? 'named twice' : `already in the cage on line ${before}`}`,
        );
      cageLineOf.set(cell, line.number);
    }
    cages.push(match[1] === '?' ? { cells } : { cells, sum: Number(match[1]) });
  }

  const extraRegions: number[][] = [];
  for (const line of sections.get('extra regions') ?? []) {
    const cells = cellList(line, line.text.split(/\s+/));
    if (typeof cells === 'string') return fail(cells);
    extraRegions.push(cells);
  }
  const rules = rulesOfParts(parts, size, regions);
  if (cages.length) rules.cages = cages;
  if (extraRegions.length) rules.extraRegions = extraRegions;
  return { ok: true, puzzle: { rules, givens } };
}
