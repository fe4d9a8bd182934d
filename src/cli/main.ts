/** Argv in, exit code out: the whole CLI, independent of how the process was started. */
import pkg from '../../package.json' with { type: 'json' };
import { parseArgs } from './args.ts';
import { errorJson } from './cli-error.ts';
import { COMMANDS } from './commands.ts';
import { EXIT, type ExitCode } from './exit-codes.ts';
import { complain, type Io } from './io.ts';
import { shortUsageText, usageText } from './usage.ts';

export async function main(argv: readonly string[], io: Io): Promise<ExitCode> {
  const invocation = parseArgs(argv, COMMANDS);
  switch (invocation.kind) {
    case 'help':
      io.stdout.write(usageText(COMMANDS));
      return EXIT.ok;
    case 'version':
      io.stdout.write(`${pkg.version}\n`);
      return EXIT.ok;
    case 'usage-error':
      if (invocation.message) {
        complain(io, invocation.message);
        io.stderr.write('\n');
      }
      io.stderr.write(shortUsageText(COMMANDS));
      if (invocation.json)
        io.stdout.write(`${errorJson({ code: 'usage', exit: EXIT.usage, message: invocation.message ?? '' })}\n`);
      return EXIT.usage;
    case 'run':
      return invocation.command.run(invocation.options, io, invocation.operand);
  }
}
