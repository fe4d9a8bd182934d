/** The shape every subcommand has; the argument parser, the usage text and the dispatcher only know this. */
import type { ExitCode } from './exit-codes.ts';
import type { Io } from './io.ts';
import type { OptionSpec, OptionValues } from './options.ts';

export interface Command {
  name: string;
  /** One line for the usage text. */
  summary: string;
  options: readonly OptionSpec<unknown>[];
  /** Says so in the usage text and in the complaint about a stray argument (`sudoku solve file.txt`). */
  readsStdin: boolean;
  /** The one argument that is not an option, when the command takes one (`sudoku scan FILE`): its placeholder. */
  operand?: string;
  /** Extra paragraphs for the usage text (input formats, batch mode). */
  notes?: string;
  /** Options that are fine one by one but not together: the usage error to give, or null. */
  checkOptions?(options: OptionValues): string | null;
  /** `operand` is the command's argument, when it declares one (the parser makes sure it was given). */
  run(options: OptionValues, io: Io, operand?: string): Promise<ExitCode>;
}
