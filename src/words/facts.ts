/** A step's facts of the kind its technique carries, or a clear error naming the step (a finder that left them out). */
import type { Step, StepFacts } from '../engine/grade/index.ts';

export function factsOf<K extends StepFacts['kind']>(step: Step, kind: K): Extract<StepFacts, { kind: K }> {
  const facts = step.facts;
  if (facts?.kind !== kind) {
    throw new TypeError(
      `a ${step.technique} step needs facts of kind '${kind}', not ${facts ? `'${facts.kind}'` : 'none'}`,
    );
  }
  return facts as Extract<StepFacts, { kind: K }>;
}
