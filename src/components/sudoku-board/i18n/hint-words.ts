/**
 * Hint sentences in a language besides English, from the structured data of the engine's answer (HintResult, Step);
 * loaded with the language, never with the element (English shows the engine's own sentences). In the language:
 * - a wrong digit, missing notes and "solved" are worded whole;
 * - a step's sentence is worded whole for the techniques in FAMILY (full house, naked and hidden single, locked
 *   candidates pointing and claiming, locked pair and triple, naked and hidden pair, triple and quad, X-wing,
 *   swordfish, jellyfish); every other technique keeps the engine's English sentence (its name is still the
 *   language's in the first tiers, hint-tiers.ts);
 * - an "invalid" answer (a broken board) keeps the engine's English.
 * Cell names keep the r3c5 notation in every language.
 */
import type { Candidate, HintResult, Step } from '../../../engine/grade/index.ts';
import type { Locale, StepTemplates, StepWords } from './strings.ts';

// This module is its own chunk, fetched with a language: it imports no code, so the bundler splits nothing out of
// the element for it (engine/grid.ts's names and units are restated here in a line each).
const cellName = (cell: number): string => `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
const unitKind = (u: number) => (u < 9 ? 'row' : u < 18 ? 'column' : 'box');
const unitWords = (s: Locale, u: number): string => s.unit(unitKind(u), (u % 9) + 1);
const and = (s: Locale, items: readonly (string | number)[]): string =>
  new Intl.ListFormat(s.lang, { type: 'conjunction' }).format(items.map(String));

/** Which techniques each family of step templates words. */
const FAMILY: Partial<Record<Step['technique'], keyof StepTemplates>> = {
  'full-house': 'fullHouse',
  'naked-single': 'nakedSingle',
  'hidden-single': 'hiddenSingle',
  'locked-candidates-pointing': 'locked',
  'locked-candidates-claiming': 'locked',
  'locked-pair': 'lockedSubset',
  'locked-triple': 'lockedSubset',
  'naked-pair': 'subset',
  'naked-triple': 'subset',
  'naked-quad': 'subset',
  'hidden-pair': 'subset',
  'hidden-triple': 'subset',
  'hidden-quad': 'subset',
  'x-wing': 'fish',
  swordfish: 'fish',
  jellyfish: 'fish',
};

/** The removals grouped by the digits each cell loses, as the engine's sentence groups them. */
function removesWords(s: Locale, elims: readonly Candidate[]): string {
  const byCell = new Map<number, number[]>();
  for (const { cell, digit } of elims) byCell.set(cell, [...(byCell.get(cell) ?? []), digit]);
  const groups = new Map<string, { digits: number[]; cells: number[] }>();
  for (const [cell, digits] of [...byCell].sort((a, b) => a[0] - b[0])) {
    digits.sort((a, b) => a - b);
    const key = digits.join();
    const group = groups.get(key) ?? { digits, cells: [] };
    group.cells.push(cell);
    groups.set(key, group);
  }
  const parts = [...groups.values()].map((g) => s.removeGroup(and(s, g.digits), and(s, g.cells.map(cellName))));
  return s.removes(and(s, parts));
}

/** Fish: the first half of its units are the base lines, the rest the cover lines. */
function linesWords(s: Locale, units: readonly number[]): string {
  if (units.length === 0) return '';
  return s.lines(
    units[0] < 9 ? 'row' : 'column',
    and(
      s,
      units.map((u) => (u % 9) + 1),
    ),
  );
}

export function stepWords(s: Locale, step: Step): StepWords {
  const units = step.units ?? [];
  const half = units.length / 2;
  return {
    name: s.techniques[step.technique],
    cell: cellName(step.placements[0]?.cell ?? step.cells[0] ?? 0),
    cells: step.cells.map(cellName).join(', '),
    digit: step.digits[0] ?? 0,
    digits: step.digits.join('/'),
    units: units.map((u) => unitWords(s, u)),
    base: linesWords(s, units.slice(0, half)),
    cover: linesWords(s, units.slice(half)),
    removes: removesWords(s, step.eliminations),
  };
}

/** The full sentence of a step: the language's template, else the engine's English. */
export function stepSentence(s: Locale, step: Step): string {
  const family = FAMILY[step.technique];
  const template = family && s.steps?.[family];
  return template ? template(stepWords(s, step)) : step.text;
}

/** The cells named in a "missing notes" list: the first few, then how many more. */
const LISTED_CELLS = 4;

/** The sentence for a hint, worded from its data as far as the language goes. */
export function hintSentence(s: Locale, result: HintResult): string {
  switch (result.kind) {
    case 'step':
      return stepSentence(s, result.step);
    case 'solved':
      return s.isSolved;
    case 'wrong-entry': {
      const [, ...more] = result.cells;
      const rest = more.length ? s.moreWrong(more.length, and(s, more.map(cellName))) : '';
      return s.notIs(cellName(result.cell), result.digit) + rest;
    }
    case 'restore-notes': {
      const byCell = new Map<number, number[]>();
      for (const { cell, digit } of result.notes) byCell.set(cell, [...(byCell.get(cell) ?? []), digit]);
      const parts = [...byCell].map(([cell, digits]) => s.inCell(digits.join('/'), cellName(cell)));
      const list =
        parts.length <= LISTED_CELLS
          ? and(s, parts)
          : and(s, [...parts.slice(0, LISTED_CELLS - 1), s.moreCells(parts.length - (LISTED_CELLS - 1))]);
      return s.missingNotes(list, result.notes.length) + (result.step ? s.nextStep(stepSentence(s, result.step)) : '');
    }
    default:
      return result.text;
  }
}

/** `locale` with its hint sentences. */
export const withHints = (locale: Locale): Locale => ({ ...locale, sayHint: (result) => hintSentence(locale, result) });
