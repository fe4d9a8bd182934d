import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { parse } from '../../src/engine/parse/index.ts';

/**
 * One known puzzle (the classic Wikipedia example) in every layout the parser promises to read. Each sample is
 * written the way the program or site in question prints it; every one must give back this 81-character line.
 */
const LINE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const DIGITS = LINE.replaceAll('.', '0');

function assertReads(text: string, expectedFormat?: string): void {
  const result = parse(text);
  assert.ok(result.ok, `expected a grid, got ${result.ok ? '' : JSON.stringify(result.error)}\n${text}`);
  assert.equal(result.grid.join(''), DIGITS, text);
  if (expectedFormat !== undefined) assert.equal(result.format, expectedFormat, text);
}

const crlf = (text: string): string => text.replaceAll('\n', '\r\n');

test('81-character line with . blanks', () => {
  assertReads(LINE, 'line');
  assertReads(`${LINE}\n`, 'line');
  assertReads(`  ${LINE}  \n\n`, 'line');
});

test('81-character line with 0, -, _ or * blanks', () => {
  for (const blank of ['0', '-', '_', '*']) assertReads(LINE.replaceAll('.', blank), 'line');
});

test('81-character line with a trailing # comment', () => {
  assertReads(`${LINE} # Wikipedia's example, rated easy`, 'line');
  assertReads(`${LINE}#no space before the hash`, 'line');
});

test('the seed layout: 9 lines of 9 digits separated by spaces, 0 blank', () => {
  const seed = [
    '5 3 0 0 7 0 0 0 0',
    '6 0 0 1 9 5 0 0 0',
    '0 9 8 0 0 0 0 6 0',
    '8 0 0 0 6 0 0 0 3',
    '4 0 0 8 0 3 0 0 1',
    '7 0 0 0 2 0 0 0 6',
    '0 6 0 0 0 0 2 8 0',
    '0 0 0 4 1 9 0 0 5',
    '0 0 0 0 8 0 0 7 9',
  ].join('\n');
  assertReads(seed, 'seed');
  assertReads(`${seed}\n`, 'seed');
  assertReads(crlf(`${seed}\n`), 'seed');
});

test('9 lines of 9 characters (QQWing compact, Project Euler style with 0)', () => {
  const rows = [
    '53..7....',
    '6..195...',
    '.98....6.',
    '8...6...3',
    '4..8.3..1',
    '7...2...6',
    '.6....28.',
    '...419..5',
    '....8..79',
  ];
  assertReads(rows.join('\n'), 'rows');
  assertReads(rows.join('\n').replaceAll('.', '0'), 'rows');
  assertReads(crlf(rows.join('\n')), 'rows');
});

test('9 lines with a space between every character and . blanks', () => {
  const spaced = LINE.match(/.{9}/g)!
    .map((row) => [...row].join(' '))
    .join('\n');
  assertReads(spaced);
  assertReads(spaced.replaceAll(' ', '  '));
});

test('forum-style boxed grid with + - | rules', () => {
  assertReads(
    [
      '+-------+-------+-------+',
      '| 5 3 . | . 7 . | . . . |',
      '| 6 . . | 1 9 5 | . . . |',
      '| . 9 8 | . . . | . 6 . |',
      '+-------+-------+-------+',
      '| 8 . . | . 6 . | . . 3 |',
      '| 4 . . | 8 . 3 | . . 1 |',
      '| 7 . . | . 2 . | . . 6 |',
      '+-------+-------+-------+',
      '| . 6 . | . . . | 2 8 . |',
      '| . . . | 4 1 9 | . . 5 |',
      '| . . . | . 8 . | . 7 9 |',
      '+-------+-------+-------+',
    ].join('\n'),
    'boxed',
  );
});

test('boxed grid with wide boxes and 0 blanks (forum posts, many solvers)', () => {
  assertReads(
    [
      '+-------+-------+-------+',
      '| 5 3 0 | 0 7 0 | 0 0 0 |',
      '| 6 0 0 | 1 9 5 | 0 0 0 |',
      '| 0 9 8 | 0 0 0 | 0 6 0 |',
      '|-------+-------+-------|',
      '| 8 0 0 | 0 6 0 | 0 0 3 |',
      '| 4 0 0 | 8 0 3 | 0 0 1 |',
      '| 7 0 0 | 0 2 0 | 0 0 6 |',
      '|-------+-------+-------|',
      '| 0 6 0 | 0 0 0 | 2 8 0 |',
      '| 0 0 0 | 4 1 9 | 0 0 5 |',
      '| 0 0 0 | 0 8 0 | 0 7 9 |',
      '+-------+-------+-------+',
    ].join('\n'),
  );
});

// The real program's output, from the `qqwing` npm package, so the sample cannot drift from what QQWing prints.
const require = createRequire(import.meta.url);
interface QQWing {
  setPuzzle(cells: number[]): boolean;
  setPrintStyle(style: number): void;
  getPuzzleString(): string;
}
const QQWingClass = require('qqwing') as { new (): QQWing; PrintStyle: Record<string, number> };

function qqwingPrint(style: string): string {
  const qq = new QQWingClass();
  qq.setPuzzle([...DIGITS].map(Number));
  qq.setPrintStyle(QQWingClass.PrintStyle[style]);
  return qq.getPuzzleString();
}

test('QQWing "readable" output, straight from the qqwing package', () => {
  const readable = qqwingPrint('READABLE');
  assert.match(readable, /^ 5 3 \. \| \. 7 \. \| \. \. \.\n/);
  assert.match(readable, /-------\|-------\|-------/);
  assertReads(readable, 'qqwing');
});

test('QQWing compact, one-line and CSV output', () => {
  assertReads(qqwingPrint('COMPACT'), 'rows');
  assertReads(qqwingPrint('ONE_LINE'), 'line');
  assertReads(qqwingPrint('CSV'), 'line');
});

test("Simon Tatham's Solo text copy (game_text_format)", () => {
  const solo = [
    '5 3 . | . 7 . | . . .',
    '6 . . | 1 9 5 | . . .',
    '. 9 8 | . . . | . 6 .',
    '------+-------+------',
    '8 . . | . 6 . | . . 3',
    '4 . . | 8 . 3 | . . 1',
    '7 . . | . 2 . | . . 6',
    '------+-------+------',
    '. 6 . | . . . | 2 8 .',
    '. . . | 4 1 9 | . . 5',
    '. . . | . 8 . | . 7 9',
    '',
  ].join('\n');
  assertReads(solo, 'solo');
  // Solo X marks blanks on the diagonals with _ instead of .
  assertReads(solo.replace('5 3 .', '5 3 _').replace('. . 5\n', '. _ 5\n'), 'solo');
});

test("HoDoKu's formatted givens (.---. / :---+ / '---' rules)", () => {
  assertReads(
    [
      '.-------.-------.-------.',
      '| 5 3 . | . 7 . | . . . |',
      '| 6 . . | 1 9 5 | . . . |',
      '| . 9 8 | . . . | . 6 . |',
      ':-------+-------+-------:',
      '| 8 . . | . 6 . | . . 3 |',
      '| 4 . . | 8 . 3 | . . 1 |',
      '| 7 . . | . 2 . | . . 6 |',
      ':-------+-------+-------:',
      '| . 6 . | . . . | 2 8 . |',
      '| . . . | 4 1 9 | . . 5 |',
      '| . . . | . 8 . | . 7 9 |',
      "'-------'-------'-------'",
    ].join('\n'),
    'hodoku',
  );
});

test('Simple Sudoku .ss file', () => {
  const ss = [
    '*-----------*',
    '|53.|.7.|...|',
    '|6..|195|...|',
    '|.98|...|.6.|',
    '|---+---+---|',
    '|8..|.6.|..3|',
    '|4..|8.3|..1|',
    '|7..|.2.|..6|',
    '|---+---+---|',
    '|.6.|...|28.|',
    '|...|419|..5|',
    '|...|.8.|.79|',
    '*-----------*',
    '',
  ].join('\n');
  assertReads(ss, 'ss');
  assertReads(crlf(ss), 'ss');
});

test('SadMan / SudoCue .sdk file with # header lines', () => {
  assertReads(
    [
      '#AWikipedia',
      '#DThe example puzzle from the Sudoku article',
      '#CJust start plugging in the numbers',
      '#B2005-05-01',
      '#SWikipedia',
      '#LEasy',
      '#Uhttps://en.wikipedia.org/wiki/Sudoku',
      '53..7....',
      '6..195...',
      '.98....6.',
      '8...6...3',
      '4..8.3..1',
      '7...2...6',
      '.6....28.',
      '...419..5',
      '....8..79',
    ].join('\r\n'),
    'sdk',
  );
});

test('SadMan .sdk file with [Puzzle] and [State] sections reads the puzzle, not the state', () => {
  assertReads(
    [
      '[Puzzle]',
      '53..7....',
      '6..195...',
      '.98....6.',
      '8...6...3',
      '4..8.3..1',
      '7...2...6',
      '.6....28.',
      '...419..5',
      '....8..79',
      '[State]',
      '534678912',
      '672195348',
      '198342567',
      '859761423',
      '426853791',
      '713924856',
      '961537284',
      '287419635',
      '345286179',
    ].join('\r\n'),
    'sdk',
  );
});

test('SudokuWiki link (?bd= + 81 digits)', () => {
  assertReads(`https://www.sudokuwiki.org/sudoku.htm?bd=${DIGITS}`, 'url-sudokuwiki');
  assertReads(
    `Try this one: https://www.sudokuwiki.org/sudoku.htm?bd=${DIGITS}&sv=1 (from the forum)`,
    'url-sudokuwiki',
  );
});

test('SudokuExchange link (?s= + 81 digits)', () => {
  assertReads(`https://sudokuexchange.com/play/?s=${DIGITS}`, 'url-sudokuexchange');
  assertReads(`https://sudokuexchange.com/play/?d=Easy&s=${DIGITS}#notes`, 'url-sudokuexchange');
});

// A table's innerText: cells joined by tabs, rows by newlines, an empty field for a blank cell. Rows 1 and 7 end and
// start with empty fields, which must not be lost.
const TABLE_ROWS = [
  '5\t3\t\t\t7\t\t\t\t',
  '6\t\t\t1\t9\t5\t\t\t',
  '\t9\t8\t\t\t\t\t6\t',
  '8\t\t\t\t6\t\t\t\t3',
  '4\t\t\t8\t\t3\t\t\t1',
  '7\t\t\t\t2\t\t\t\t6',
  '\t6\t\t\t\t\t2\t8\t',
  '\t\t\t4\t1\t9\t\t\t5',
  '\t\t\t\t8\t\t\t7\t9',
];

test('tab-separated rows with empty fields for blanks (a table copied from a page)', () => {
  assertReads(TABLE_ROWS.join('\n'), 'tsv');
  assertReads(`${TABLE_ROWS.join('\n')}\n`, 'tsv');
  assertReads(crlf(TABLE_ROWS.join('\n')), 'tsv');
  // A tab after every row's last cell, as some copies write.
  assertReads(TABLE_ROWS.map((row) => `${row}\t`).join('\n'), 'tsv');
  // Cells padded with spaces or no-break spaces, as some pages render them.
  assertReads(
    TABLE_ROWS.map((row) =>
      row
        .split('\t')
        .map((cell) => ` ${cell}\u00a0`)
        .join('\t'),
    ).join('\n'),
    'tsv',
  );
});

test('tab-separated rows survive the whole text being trimmed (leading/trailing empty fields lost)', () => {
  // Rows upside down, so the first row starts with empty fields and the last one ends with them.
  const upsideDown = [...TABLE_ROWS].reverse().join('\n');
  const expected = LINE.match(/.{9}/g)!.reverse().join('').replaceAll('.', '0');
  for (const text of [upsideDown, upsideDown.trim(), `${upsideDown.trim()}\n`]) {
    const result = parse(text);
    assert.ok(result.ok, JSON.stringify(result));
    assert.equal(result.grid.join(''), expected);
  }
});

test('comma-separated rows, with empty fields or 0 for blanks', () => {
  const csv = [
    '5,3,,,7,,,,',
    '6,,,1,9,5,,,',
    ',9,8,,,,,6,',
    '8,,,,6,,,,3',
    '4,,,8,,3,,,1',
    '7,,,,2,,,,6',
    ',6,,,,,2,8,',
    ',,,4,1,9,,,5',
    ',,,,8,,,7,9',
  ].join('\n');
  assertReads(csv, 'csv');
  assertReads(crlf(csv), 'csv');
  const zeros = LINE.match(/.{9}/g)!
    .map((row) => [...row.replaceAll('.', '0')].join(', '))
    .join('\n');
  assertReads(zeros, 'csv');
  // Trailing commas after each row, as spreadsheet exports sometimes write.
  assertReads(zeros.replaceAll('\n', ',\n') + ',', 'csv');
});

test('a JSON array of 9 arrays of 9 numbers, 0 or null blank', () => {
  const rows = LINE.match(/.{9}/g)!.map((row) => [...row].map((char) => (char === '.' ? 0 : Number(char))));
  assertReads(JSON.stringify(rows), 'json');
  assertReads(JSON.stringify(rows, null, 2), 'json');
  assertReads(JSON.stringify(rows.map((row) => row.map((n) => (n === 0 ? null : n)))), 'json');
  assertReads(`[${rows.map((row) => `[${row.join(', ')}]`).join(',\n ')}]\n`, 'json');
});

test('JSON variants: a flat array of 81, and an array of 9 row strings', () => {
  assertReads(JSON.stringify([...DIGITS].map(Number)), 'json');
  assertReads(JSON.stringify(LINE.match(/.{9}/g)), 'json');
});

test('line noise around a grid is ignored: titles, "Puzzle 12" headers, blank lines, footers', () => {
  const rows = [
    '53..7....',
    '6..195...',
    '.98....6.',
    '8...6...3',
    '4..8.3..1',
    '7...2...6',
    '.6....28.',
    '...419..5',
    '....8..79',
  ];
  assertReads(['Puzzle 12', ...rows].join('\n'));
  assertReads(
    ['Daily Sudoku: Mon 5-Jan-2026', '', 'Difficulty: easy', '', ...rows, '', 'Solution tomorrow!'].join('\n'),
  );
  assertReads(['', '', LINE, '', ''].join('\n'), 'line');
  assertReads(`Puzzle 12: ${LINE}`, 'line');
  assertReads(`Puzzle: ${LINE}`, 'line');
  assertReads(`"${LINE}"`, 'line');
  assertReads(`${LINE} rated 2.3 (easy)`, 'line');
  assertReads(`${LINE} 1.2`, 'line');
  assertReads(`${LINE}\t3.4\t2024-01-05`, 'line');
  assertReads(['Sudoku #3 (easy)', '', LINE, '', 'Good luck.'].join('\r\n'), 'line');
  assertReads(`Here is today's puzzle:\n\n${LINE}\n\nEnjoy!`, 'line');
});

test('a boxed grid with a title and the rules in CRLF', () => {
  assertReads(
    crlf(
      [
        'Puzzle 12',
        '',
        '+-------+-------+-------+',
        '| 5 3 . | . 7 . | . . . |',
        '| 6 . . | 1 9 5 | . . . |',
        '| . 9 8 | . . . | . 6 . |',
        '+-------+-------+-------+',
        '| 8 . . | . 6 . | . . 3 |',
        '| 4 . . | 8 . 3 | . . 1 |',
        '| 7 . . | . 2 . | . . 6 |',
        '+-------+-------+-------+',
        '| . 6 . | . . . | 2 8 . |',
        '| . . . | 4 1 9 | . . 5 |',
        '| . . . | . 8 . | . 7 9 |',
        '+-------+-------+-------+',
        '',
      ].join('\n'),
    ),
    'boxed',
  );
});

test('a grid drawn with box-drawing characters, blanks as spaces', () => {
  assertReads(
    [
      '╔═══╤═══╤═══╦═══╤═══╤═══╦═══╤═══╤═══╗',
      '║ 5 │ 3 │   ║   │ 7 │   ║   │   │   ║',
      '╟───┼───┼───╫───┼───┼───╫───┼───┼───╢',
      '║ 6 │   │   ║ 1 │ 9 │ 5 ║   │   │   ║',
      '╟───┼───┼───╫───┼───┼───╫───┼───┼───╢',
      '║   │ 9 │ 8 ║   │   │   ║   │ 6 │   ║',
      '╠═══╪═══╪═══╬═══╪═══╪═══╬═══╪═══╪═══╣',
      '║ 8 │   │   ║   │ 6 │   ║   │   │ 3 ║',
      '╟───┼───┼───╫───┼───┼───╫───┼───┼───╢',
      '║ 4 │   │   ║ 8 │   │ 3 ║   │   │ 1 ║',
      '╟───┼───┼───╫───┼───┼───╫───┼───┼───╢',
      '║ 7 │   │   ║   │ 2 │   ║   │   │ 6 ║',
      '╠═══╪═══╪═══╬═══╪═══╪═══╬═══╪═══╪═══╣',
      '║   │ 6 │   ║   │   │   ║ 2 │ 8 │   ║',
      '╟───┼───┼───╫───┼───┼───╫───┼───┼───╢',
      '║   │   │   ║ 4 │ 1 │ 9 ║   │   │ 5 ║',
      '╟───┼───┼───╫───┼───┼───╫───┼───┼───╢',
      '║   │   │   ║   │ 8 │   ║   │ 7 │ 9 ║',
      '╚═══╧═══╧═══╩═══╧═══╧═══╩═══╧═══╧═══╝',
    ].join('\n'),
  );
});

test('an all-blank grid and a full grid both read', () => {
  const blank = parse('.'.repeat(81));
  assert.ok(blank.ok);
  assert.ok(blank.grid.every((cell) => cell === 0));
  const solved = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
  const full = parse(solved);
  assert.ok(full.ok);
  assert.equal(full.grid.join(''), solved);
});

test('the same 81-character line twice is still one puzzle', () => {
  assertReads(`${LINE}\n${LINE}\n`, 'line');
});

test('boxed grids that draw blanks as spaces (older Solo copies, forum posts)', () => {
  const oldSolo = [
    '5 3   |   7   |      ',
    '6     | 1 9 5 |      ',
    '  9 8 |       |   6  ',
    '------+-------+------',
    '8     |   6   |     3',
    '4     | 8   3 |     1',
    '7     |   2   |     6',
    '------+-------+------',
    '  6   |       | 2 8  ',
    '      | 4 1 9 |     5',
    '      |   8   |   7 9',
  ];
  assertReads(oldSolo.join('\n'), 'solo');
  // Editors often strip trailing spaces.
  assertReads(oldSolo.map((row) => row.trimEnd()).join('\n'), 'solo');
  assertReads(
    [
      '+-------+-------+-------+',
      '| 5 3   |   7   |       |',
      '| 6     | 1 9 5 |       |',
      '|   9 8 |       |   6   |',
      '+-------+-------+-------+',
      '| 8     |   6   |     3 |',
      '| 4     | 8   3 |     1 |',
      '| 7     |   2   |     6 |',
      '+-------+-------+-------+',
      '|   6   |       | 2 8   |',
      '|       | 4 1 9 |     5 |',
      '|       |   8   |   7 9 |',
      '+-------+-------+-------+',
    ].join('\n'),
    'boxed',
  );
  assertReads(
    [
      '*-----------*',
      '|53 | 7 |   |',
      '|6  |195|   |',
      '| 98|   | 6 |',
      '|---+---+---|',
      '|8  | 6 |  3|',
      '|4  |8 3|  1|',
      '|7  | 2 |  6|',
      '|---+---+---|',
      '| 6 |   |28 |',
      '|   |419|  5|',
      '|   | 8 | 79|',
      '*-----------*',
    ].join('\n'),
    'ss',
  );
});

test('code literals: a Python repr with None, a JS array with trailing commas, row strings in quotes', () => {
  const rows = LINE.match(/.{9}/g)!;
  const numbers = rows.map((row) => [...row].map((char) => (char === '.' ? 0 : Number(char))));
  // print(grid) in Python, blanks as None: not JSON, but unambiguous.
  assertReads(`[${numbers.map((row) => `[${row.map((n) => (n === 0 ? 'None' : n)).join(', ')}]`).join(', ')}]`);
  // A JS/TS literal with a trailing comma after every row (JSON.parse refuses it).
  assertReads(`const puzzle = [\n${numbers.map((row) => `  [${row.join(', ')}],`).join('\n')}\n];`, 'csv');
  // An array of row strings, one a line, single-quoted.
  assertReads(`[\n${rows.map((row) => `  '${row}',`).join('\n')}\n]`, 'rows');
  // The same on one line.
  assertReads(`[${rows.map((row) => `'${row}'`).join(', ')}]`, 'csv-line');
});
