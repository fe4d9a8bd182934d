/** Every subcommand, in the order the usage text lists them. */
import type { Command } from './command.ts';
import { createCommand } from './create.ts';
import { gradeCommand } from './grade-command.ts';
import { hintCommand } from './hint-command.ts';
import { scanCommand } from './scan-command.ts';
import { solveCommand } from './solve-command.ts';

export const COMMANDS: readonly Command[] = [createCommand, solveCommand, gradeCommand, hintCommand, scanCommand];
