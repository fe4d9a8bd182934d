/**
 * The technique trainer's words in English: loaded with the trainer (trainer.ts), not with the element, since most
 * players never open it. Other languages carry theirs in their catalogue (`trainer`).
 */
import type { TrainerStrings } from '../board-types.ts';

export const enTrainer: TrainerStrings = {
  intro: 'Pick a technique: the board makes a puzzle that needs it, and nothing harder.',
  howItWorks: 'How it works',
  howNamed: (name) => `How it works: ${name}`,
  close: 'Close',
  practising: (name) => `Here comes the technique you are practising: ${name}.`,
  making: (name, attempts) => `Making a puzzle to practise ${name}${attempts ? `, tried ${attempts}` : ''}…`,
};
