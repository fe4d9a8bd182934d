/** Every subcommand, in the order the usage text lists them. `grade` and `hint` join here. */
import type { Command } from './command.ts';
import { createCommand } from './create.ts';
import { solveCommand } from './solve.ts';

export const COMMANDS: readonly Command[] = [createCommand, solveCommand];
