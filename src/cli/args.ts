/**
 * Turns argv into what to do: show help, show the version, run a command with typed options, or a usage error
 * with a message that names the offending argument. Accepts `--opt value` and `--opt=value`.
 */
import type { Command } from './command.ts';
import { OptionValues } from './options.ts';

export type Invocation =
  | { kind: 'help' }
  | { kind: 'version' }
  | { kind: 'run'; command: Command; options: OptionValues; operand?: string }
  /**
   * `message` is absent when there was simply no command: the usage text says it all. `json` is true when the command
   * line asked for `--format json` (of a command that has it), so the error goes to stdout as JSON too.
   */
  | { kind: 'usage-error'; message?: string; json?: boolean };

const isHelp = (arg: string): boolean => arg === '--help' || arg === '-h';

/**
 * Whether `arg` names one of the command's options (`--format`, `--format=line`): then it is not the value of the
 * option before it. Anything else is a value, even with leading dashes: `--givens --3-…` (dashes are blanks).
 */
function isOptionName(arg: string, command: Command): boolean {
  if (!arg.startsWith('--')) return false;
  const equals = arg.indexOf('=');
  const name = arg.slice(2, equals === -1 ? undefined : equals);
  return command.options.some((o) => o.name === name);
}

function usageError(message?: string): Invocation {
  return { kind: 'usage-error', message };
}

/**
 * Whether `rest` asks for `--format json` of a command whose --format offers it, wherever on the line and whatever
 * else is wrong with it: a script that asked for JSON reads its usage errors as JSON too.
 */
function asksForJson(rest: readonly string[], command: Command): boolean {
  const format = command.options.find((o) => o.name === 'format');
  if (!format?.parse('json').ok) return false;
  return rest.some((arg, i) => arg === '--format=json' || (arg === '--format' && rest[i + 1] === 'json'));
}

export function parseArgs(argv: readonly string[], commands: readonly Command[]): Invocation {
  const invocation = parseInvocation(argv, commands);
  if (invocation.kind !== 'usage-error') return invocation;
  const command = commands.find((c) => c.name === argv[0]);
  return command && asksForJson(argv.slice(1), command) ? { ...invocation, json: true } : invocation;
}

function parseInvocation(argv: readonly string[], commands: readonly Command[]): Invocation {
  if (argv.length === 0) return usageError();
  const [first, ...rest] = argv;
  if (isHelp(first)) return { kind: 'help' };
  if (first === '--version') return { kind: 'version' };
  const names = commands.map((c) => c.name).join(', ');
  if (first.startsWith('-')) return usageError(`unknown option '${first}': give a command first (${names})`);
  const command = commands.find((c) => c.name === first);
  if (!command) return usageError(`unknown command '${first}' (commands: ${names})`);
  // Help wins wherever it appears after the command, even next to mistakes: it is what the user is asking for.
  if (rest.some(isHelp)) return { kind: 'help' };

  const options = new OptionValues();
  let operand: string | undefined;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (command.operand && operand === undefined && (!arg.startsWith('-') || arg === '-')) {
      operand = arg;
      continue;
    }
    if (!arg.startsWith('-') || arg === '-') {
      const hint = command.readsStdin ? `; ${command.name} reads stdin, e.g. sudoku ${command.name} < puzzle.txt` : '';
      return usageError(`unexpected argument '${arg}'${hint}`);
    }
    if (!arg.startsWith('--')) return usageError(`unknown option '${arg}' for ${command.name}`);
    const equals = arg.indexOf('=');
    const name = arg.slice(2, equals === -1 ? undefined : equals);
    const spec = command.options.find((o) => o.name === name);
    if (!spec) return usageError(`unknown option '--${name}' for ${command.name}`);
    if (spec.flag) {
      if (equals !== -1) return usageError(`--${name} takes no value (got '${arg.slice(equals + 1)}')`);
      const parsed = spec.parse('');
      if (parsed.ok) options.set(spec, parsed.value);
      continue;
    }
    let raw: string | undefined;
    if (equals !== -1) raw = arg.slice(equals + 1);
    else if (i + 1 < rest.length && !isOptionName(rest[i + 1], command)) raw = rest[++i];
    if (raw === undefined || raw === '') return usageError(`--${name} needs a value (${spec.placeholder})`);
    const parsed = spec.parse(raw);
    if (!parsed.ok) return usageError(parsed.message);
    options.set(spec, parsed.value);
  }
  if (command.operand && operand === undefined)
    return usageError(`${command.name} needs ${command.operand}: sudoku ${command.name} ${command.operand}`);
  const clash = command.checkOptions?.(options);
  if (clash) return usageError(clash);
  return { kind: 'run', command, options, operand };
}
