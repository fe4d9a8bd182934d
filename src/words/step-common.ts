/**
 * What the languages besides English share in wording steps: lists joined as the language joins them (Intl), the
 * removals phrase from its groups, and the hint's answers built from a few phrases. English keeps its own (en.ts):
 * its sentences must stay byte for byte the engine's old ones.
 */
import type { Conflict } from '../engine/grid.ts';
import type { Candidate, InvalidReason } from '../engine/grade/index.ts';
import { cellName, removalGroups } from './cells.ts';
import type { HintWords, Lang } from './catalogue-types.ts';

/** "a, b und c" in the language. */
export const listIn =
  (lang: Lang) =>
  (items: readonly (string | number)[]): string =>
    new Intl.ListFormat(lang, { type: 'conjunction' }).format(items.map(String));

/** "a, b oder c" in the language. */
export const orIn =
  (lang: Lang) =>
  (items: readonly (string | number)[]): string =>
    new Intl.ListFormat(lang, { type: 'disjunction' }).format(items.map(String));

/** The removals phrase: `group` words one group (its digits and cells, listed), `removes` the whole. */
export function removesIn(
  and: (items: readonly (string | number)[]) => string,
  group: (digits: string, cells: string) => string,
  removes: (groups: string) => string,
): (elims: readonly Candidate[]) => string {
  return (elims) => removes(and(removalGroups(elims).map((g) => group(and(g.digits), and(g.cells.map(cellName))))));
}

/** The phrases a language words the hint's answers with. */
export interface HintPhrases {
  notIs: (cell: string, digit: number) => string;
  moreWrong: (n: number, cells: string) => string;
  /** "5 in r1c2", a missing note. */
  inCell: (digits: string, cell: string) => string;
  moreCells: (n: number) => string;
  missingNotes: (list: string, n: number) => string;
  /** " Then: …." after missing notes. */
  nextStep: (step: string) => string;
  solved: string;
  /** A conflict: "row 1 has two 5s, in columns 2 and 8". */
  conflict: (c: Conflict) => string;
  invalid: Record<InvalidReason, (conflict: string | null) => string>;
}

/** The restore list names this many cells at most; a long list would bury the step. */
const LISTED_CELLS = 4;

export function hintWords(lang: Lang, p: HintPhrases): HintWords {
  const and = listIn(lang);
  return {
    solved: p.solved,
    wrongEntry: (cell, digit, more) =>
      p.notIs(cellName(cell), digit) + (more.length ? p.moreWrong(more.length, and(more.map(cellName))) : ''),
    restoreNotes: (notes, then) => {
      const byCell = new Map<number, number[]>();
      for (const { cell, digit } of notes) byCell.set(cell, [...(byCell.get(cell) ?? []), digit]);
      const parts = [...byCell].map(([cell, digits]) => p.inCell(digits.join('/'), cellName(cell)));
      const list =
        parts.length <= LISTED_CELLS
          ? and(parts)
          : and([...parts.slice(0, LISTED_CELLS - 1), p.moreCells(parts.length - (LISTED_CELLS - 1))]);
      return p.missingNotes(list, notes.length) + (then === null ? '' : p.nextStep(then));
    },
    invalid: (reason, conflict) => p.invalid[reason](conflict ? p.conflict(conflict) : null),
  };
}

/** The first letter in upper case, for a phrase that starts a sentence. */
export const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
