/**
 * `sudoku grade` and `sudoku hint` for a variant puzzle (issue 30): the same input forms `solve` reads for variants
 * (solve-variant.ts), graded and hinted by the variant grader (engine/variant/grade) in the language grade and hint
 * speak. The answers have the classic ones' shape: "level: …" and one line per technique, or one sentence.
 */
import {
  VARIANT_TECHNIQUES,
  gradeVariant,
  nextVariantStep,
  solveVariant,
  type VariantRead,
  type VariantStep,
} from '../engine/variant/index.ts';
import { cellName, inGridOf } from '../words/cells.ts';
import type { Lang } from '../words/catalogue-types.ts';
import { describeVariantStep, type VariantStepLanguage } from '../words/variant-describe.ts';
import { VARIANT_STEP_WORDS } from '../words/variant-all.ts';
import { reportError, type CliError } from './cli-error.ts';
import { EXIT, type ExitCode } from './exit-codes.ts';
import { complain, type Io } from './io.ts';

const unreadable = (message: string): CliError => ({ code: 'unreadable', exit: EXIT.invalid, message });

/** A step for scripts: its technique, the cells (named) it rests on, what it places and removes, and its sentence. */
function stepJson(step: VariantStep, words: VariantStepLanguage, size: number): object {
  return inGridOf(size, () => ({
    technique: step.technique,
    cells: step.cells.map(cellName),
    digits: step.digits,
    placements: step.placements.map(({ cell, digit }) => ({ cell: cellName(cell), digit })),
    eliminations: step.eliminations.map(({ cell, digit }) => ({ cell: cellName(cell), digit })),
    text: describeVariantStep(step, words, size),
  }));
}

const sentence = (text: string): string => (/[.!?]$/.test(text) ? text : `${text}.`);

export function gradeVariantInput(read: VariantRead, json: boolean, lang: Lang, io: Io): ExitCode {
  if (!read.ok) return reportError(io, unreadable(read.message), json);
  const { rules, givens } = read.puzzle;
  const words = VARIANT_STEP_WORDS[lang];
  const graded = gradeVariant(rules, givens);
  if (graded.level === null) {
    const problems: Record<NonNullable<typeof graded.problem>, CliError> = {
      'no-solution': { code: 'no-solution', exit: EXIT.unsolvable, message: 'this puzzle has no solution' },
      'multiple-solutions': {
        code: 'several-solutions',
        exit: EXIT.invalid,
        message: 'this puzzle has more than one solution, so it has no level',
      },
      'gave-up': {
        code: 'gave-up',
        exit: EXIT.invalid,
        message: 'gave up after the search budget: the puzzle could not be proven to have one solution',
      },
    };
    return reportError(io, problems[graded.problem ?? 'no-solution'], json);
  }
  if (json) {
    const steps = graded.steps.map((step) => stepJson(step, words, rules.size));
    io.stdout.write(`${JSON.stringify({ level: graded.level, techniques: graded.counts, steps })}\n`);
    return EXIT.ok;
  }
  const used = VARIANT_TECHNIQUES.filter((t) => graded.counts[t.id]);
  const lines = [`level: ${graded.level}`, used.length === 0 ? 'techniques: none' : 'techniques:'];
  for (const t of used) lines.push(`  ${words.names[t.id]}: ${graded.counts[t.id]}`);
  io.stdout.write(`${lines.join('\n')}\n`);
  return EXIT.ok;
}

/** The next step for a variant board (givens and the player's digits alike, as the classic hint without --givens). */
export function hintVariantInput(read: VariantRead, json: boolean, lang: Lang, io: Io): ExitCode {
  if (!read.ok) return reportError(io, unreadable(read.message), json);
  const { rules, givens: board } = read.puzzle;
  const words = VARIANT_STEP_WORDS[lang];
  const found = solveVariant(rules, board, 2);
  if (!found.solution) {
    const message = found.timedOut
      ? 'gave up after the search budget without finding a solution for this board'
      : 'this board has no solution (if it holds your own digits, one is wrong)';
    return reportError(io, { code: 'no-solution', exit: EXIT.unsolvable, message }, json);
  }
  if (board.every((digit) => digit !== 0)) {
    io.stdout.write(json ? `${JSON.stringify({ kind: 'solved' })}\n` : 'The puzzle is solved.\n');
    return EXIT.ok;
  }
  const step = nextVariantStep(rules, board);
  if (!step) {
    const message = 'no step was found for this board';
    return reportError(io, { code: 'invalid-board', exit: EXIT.invalid, message }, json);
  }
  io.stdout.write(
    `${json ? JSON.stringify(stepJson(step, words, rules.size)) : sentence(describeVariantStep(step, words, rules.size))}\n`,
  );
  if (found.count > 1) complain(io, 'note: this puzzle has more than one solution');
  return EXIT.ok;
}
