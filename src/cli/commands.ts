/** Every subcommand, in the order the usage text lists them. */
import type { Command } from './command.ts';
import { createCommand } from './create.ts';
import { gradeCommand } from './grade.ts';
import { hintCommand } from './hint.ts';
import { scanCommand } from './scan.ts';
import { solveCommand } from './solve.ts';

export const COMMANDS: readonly Command[] = [createCommand, solveCommand, gradeCommand, hintCommand, scanCommand];
