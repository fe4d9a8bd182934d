/**
 * A step or hint as the engine gave it before issue 26, its words included: `name` after `technique`, `text` after
 * the finder's own fields (before a trailing empty `placements` or `eliminations` that makeStep added), and a hint's
 * `text` last. The CLI's `--format json` prints these, so its output keeps its shape (and, in English, its bytes);
 * the behaviour snapshot records them. The structured `facts` and an invalid hint's `reason`/`conflict` stay out.
 */
import { describeHint, describeStep, stepName, type WordedGrid } from './describe.ts';
import type { HintResult, Step, StepLanguage } from './catalogue-types.ts';

type Record_ = { [key: string]: unknown };

/** Chains name both their placements and their eliminations (one of them empty), in that order. */
const GIVES_BOTH = new Set(['x-chain', 'xy-chain', 'aic']);

/**
 * A step's fields in the order the engine gave them before every step had one shape (makeStep, issue 31): the fields
 * a finder named, in its order, then the empty `placements` or `eliminations` makeStep added. A finder names the one
 * of the two it changes (a chain names both); a cell or unit forcing chain (or net) names its digits and size first.
 */
function legacyKeys(step: Step): (keyof Step)[] {
  const both = GIVES_BOTH.has(step.technique);
  const placed = both || step.placements.length > 0;
  const removed = both || (!placed && step.eliminations.length > 0);
  const given: (keyof Step)[] = placed
    ? removed
      ? ['placements', 'eliminations']
      : ['placements']
    : removed
      ? ['eliminations']
      : [];
  const added: (keyof Step)[] = [
    ...(placed ? [] : (['placements'] as const)),
    ...(removed ? [] : (['eliminations'] as const)),
  ];
  if (step.facts?.kind === 'verity') return ['digits', 'size', ...given, 'cells', 'units', 'facts', ...added];
  return ['cells', 'digits', 'units', ...given, 'links', 'colours', 'size', 'facts', ...added];
}

export function wordedStep(step: Step, words: StepLanguage, grid?: WordedGrid): Record_ {
  const entries: [string, unknown][] = legacyKeys(step)
    .filter((key) => key !== 'facts' && step[key] !== undefined)
    .map((key) => [key, step[key]]);
  // makeStep appends `placements` and `eliminations` when the finder gave none: those come after the sentence.
  let end = entries.length;
  while (end > 0) {
    const [key, value] = entries[end - 1];
    if ((key === 'placements' || key === 'eliminations') && Array.isArray(value) && value.length === 0) end--;
    else break;
  }
  return Object.fromEntries([
    ['technique', step.technique],
    ['name', stepName(step, words)],
    ...entries.slice(0, end),
    ['text', describeStep(step, words, grid)],
    ...entries.slice(end),
  ]);
}

export function wordedHint(result: HintResult, words: StepLanguage, grid?: WordedGrid): Record_ {
  const text = describeHint(result, words, grid);
  switch (result.kind) {
    case 'step':
      return { kind: result.kind, step: wordedStep(result.step, words, grid), text };
    case 'restore-notes':
      return {
        kind: result.kind,
        notes: result.notes,
        step: result.step ? wordedStep(result.step, words, grid) : null,
        text,
      };
    case 'invalid':
      return { kind: result.kind, text };
    default:
      return { ...result, text };
  }
}
