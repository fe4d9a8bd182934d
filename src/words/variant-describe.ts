/**
 * Variant steps in words (issue 30): the shape of one language's words about the variant grader's steps
 * (engine/variant/grade), typed by its technique ids so a technique without words in a language does not compile,
 * and the sentence of a step in a grid of its size. Each language's words are in <lang>/variant-steps.ts, written
 * like the classic steps (steps.ts): the technique's name, then what it rests on, then what it removes or places.
 */
import type { CageRef, HouseRef, VariantStep, VariantTechniqueId } from '../engine/variant/index.ts';
import type { Lang } from './catalogue-types.ts';
import { cellName, inGridOf } from './cells.ts';

export interface VariantStepLanguage {
  lang: Lang;
  /** Each technique's display name, "Rule of 45". */
  names: Record<VariantTechniqueId, string>;
  /** Each technique's sentence from a step's data. */
  sentences: Record<VariantTechniqueId, (step: VariantStep) => string>;
  /** A house in words: "row 3", "window 2", "the anti-diagonal". */
  house: (house: HouseRef) => string;
  /** A cage in words, with its sum: "the 15 cage at r1c1". */
  cage: (cage: CageRef) => string;
}

/** The cage's first cell (top-left in reading order), where a player finds its sum written. */
export const cageCorner = (cage: CageRef): string => cellName(Math.min(...cage.cells));

/** The step's sentence in the language, naming cells in a `size` × `size` grid. */
export const describeVariantStep = (step: VariantStep, words: VariantStepLanguage, size: number): string =>
  inGridOf(size, () => words.sentences[step.technique](step));
