/** The usage text, built from the command table so a new command or option documents itself. */
import type { Command } from './command.ts';

/** Column where option descriptions start. */
const HELP_COLUMN = 20;

const EXIT_CODES = `Exit codes:
  0  done
  1  usage error: unknown command or option, bad option value (usage on stderr)
  2  the input is not a valid puzzle: unreadable, wrong cell count, a character
     that can't be a cell, two equal givens in a row, column or box; for
     grade also a puzzle with more than one solution (it has no level); for
     scan a file that can't be read, is not a PNG, JPEG or WebP, or shows no
     Sudoku
  3  a valid puzzle (for hint: a board) with no solution
  In batch mode (solve, grade): 0 when every line succeeded, else the highest
  code among the lines that failed.`;

function entry(head: string, help: string): string {
  const [first, ...more] = help.split('\n');
  const indent = ' '.repeat(HELP_COLUMN);
  // A head too long for its column (`--difficulty LEVEL`) gets the help on the lines below it.
  const lines = head.length < HELP_COLUMN - 1 ? [`${head.padEnd(HELP_COLUMN)}${first}`] : [head, `${indent}${first}`];
  return [...lines, ...more.map((line) => `${indent}${line}`)].join('\n');
}

function commandList(commands: readonly Command[]): string {
  return ['Commands:', ...commands.map((c) => entry(`  ${c.name}`, c.summary))].join('\n');
}

/** The full text, for `--help` (on stdout). */
export function usageText(commands: readonly Command[]): string {
  const sections = [
    'Usage: sudoku <command> [options]',
    commandList(commands),
    ...commands.flatMap((c) => {
      const parts: string[] = [];
      if (c.options.length > 0) {
        parts.push(
          [
            `Options for ${c.name}:`,
            ...c.options.map((o) => entry(`  --${o.name}${o.flag ? '' : ` ${o.placeholder}`}`, o.help)),
          ].join('\n'),
        );
      }
      if (c.notes) parts.push(c.notes);
      return parts;
    }),
    ['General:', entry('  -h, --help', 'show this help'), entry('  --version', 'print the version')].join('\n'),
    EXIT_CODES,
  ];
  return `${sections.join('\n\n')}\n`;
}

/** The short form printed on stderr after a usage error: enough to fix the command line, and where to read more. */
export function shortUsageText(commands: readonly Command[]): string {
  return `Usage: sudoku <command> [options]\n\n${commandList(commands)}\n\nRun 'sudoku --help' for the options, input formats and exit codes.\n`;
}
