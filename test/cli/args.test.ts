/** The argument parser in-process: the spawned tests cover the user's view, these pin down the edge cases cheaply. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseArgs, type Invocation } from '../../src/cli/args.ts';
import { COMMANDS } from '../../src/cli/commands.ts';
import {
  countOption,
  createFormatOption,
  formatOption,
  givensOption,
  reportFormatOption,
  seedOption,
  symmetryOption,
} from '../../src/cli/options.ts';

function run(argv: string[]): Extract<Invocation, { kind: 'run' }> {
  const invocation = parseArgs(argv, COMMANDS);
  assert.equal(invocation.kind, 'run', JSON.stringify(invocation));
  return invocation as Extract<Invocation, { kind: 'run' }>;
}

function usageError(argv: string[]): string | undefined {
  const invocation = parseArgs(argv, COMMANDS);
  assert.equal(invocation.kind, 'usage-error', argv.join(' '));
  return (invocation as Extract<Invocation, { kind: 'usage-error' }>).message;
}

test('options take their value as the next argument or after =, typed', () => {
  const { command, options } = run(['create', '--seed', '12', '--count=3', '--symmetry', 'mirror', '--format=line']);
  assert.equal(command.name, 'create');
  assert.equal(options.get(seedOption), 12);
  assert.equal(options.get(countOption), 3);
  assert.equal(options.get(symmetryOption), 'mirror');
  assert.equal(options.get(createFormatOption), 'line');
});

test('options not given are undefined, so commands apply their defaults', () => {
  const { options } = run(['create']);
  assert.equal(options.get(seedOption), undefined);
  assert.equal(options.get(countOption), undefined);
});

test('seeds: whole numbers (also negative) are numbers, other text is kept as text', () => {
  assert.equal(run(['create', '--seed', '-5']).options.get(seedOption), -5);
  assert.equal(run(['create', '--seed=puzzle of the day']).options.get(seedOption), 'puzzle of the day');
  assert.equal(run(['create', '--seed', '99999999999999999999']).options.get(seedOption), '99999999999999999999');
});

test('the last of a repeated option wins', () => {
  assert.equal(run(['solve', '--format', 'line', '--format', 'pretty']).options.get(formatOption), 'pretty');
});

test('an option followed by another option is missing its value', () => {
  assert.match(usageError(['create', '--seed', '--count', '2']) ?? '', /--seed needs a value/);
  assert.match(usageError(['create', '--count']) ?? '', /--count needs a value/);
});

test('help, version, and no command', () => {
  assert.equal(parseArgs(['--help'], COMMANDS).kind, 'help');
  assert.equal(parseArgs(['solve', '--format', 'bogus', '--help'], COMMANDS).kind, 'help');
  assert.equal(parseArgs(['--version'], COMMANDS).kind, 'version');
  assert.equal(usageError([]), undefined, 'no command: the usage says it all');
});

test('options belong to their command: create has no --format typo, solve has no --count', () => {
  assert.match(usageError(['create', '--formt', 'line']) ?? '', /unknown option '--formt' for create/);
  assert.match(usageError(['solve', '--count', '2']) ?? '', /unknown option '--count' for solve/);
  assert.match(usageError(['solve', '--difficulty', 'easy']) ?? '', /unknown option '--difficulty' for solve/);
  assert.match(usageError(['grade', '--givens', '1']) ?? '', /unknown option '--givens' for grade/);
});

test('a value may start with dashes (a puzzle with - blanks); only a real option name ends an option', () => {
  const line = '--3-2-6--9--3-5--1--18-64----81-29--7-------8--67-82----26-95--8--2-3--9--5-1-3--';
  const { options } = run(['hint', '--givens', line, '--format', 'json']);
  assert.equal(options.get(givensOption)?.filter((d) => d !== 0).length, 32);
  assert.equal(options.get(reportFormatOption), 'json');
  assert.match(usageError(['create', '--count', '--format', 'line']) ?? '', /--count needs a value/);
});
