/**
 * The shape of one language's words about steps and hints: every technique's name and sentence (typed by the
 * engine's TechniqueId, so a technique without words in a language does not compile), the hint's other answers and
 * the reasons a board cannot be hinted. One object per language under steps/; describe.ts picks the sentence.
 */
import type { Conflict } from '../engine/grid.ts';
import type { HintResult, InvalidReason, Step, TechniqueId } from '../engine/grade/index.ts';

/** The languages every face speaks, English first. */
export const LANGS = ['en', 'de', 'fr', 'es'] as const;
export type Lang = (typeof LANGS)[number];

/** The answers of a hint besides a step, in one language. */
export interface HintWords {
  solved: string;
  /** "r4c7 is not 5", with the other wrong cells (`more`, maybe none). */
  wrongEntry(cell: number, digit: number, more: readonly number[]): string;
  /** "Your notes are missing …: restore them.", then the step's sentence (or null when none is left). */
  restoreNotes(notes: readonly { cell: number; digit: number }[], then: string | null): string;
  /** Why a board cannot be hinted; `conflict` where the reason has one. */
  invalid(reason: InvalidReason, conflict: Conflict | undefined): string;
}

export interface StepLanguage {
  lang: Lang;
  /** Each technique's display name, "Naked pair". */
  names: Record<TechniqueId, string>;
  /** Each technique's sentence from a step's data (the step's `technique` is the key's). */
  sentences: Record<TechniqueId, (step: Step) => string>;
  hint: HintWords;
  /** A cell in plain words, "row 3, column 6" (row and column 1-based): how hints name cells unless r3c6 is asked. */
  cellInWords: (row: number, col: number) => string;
}

export type { HintResult, Step, TechniqueId };
