import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parse, MAX_PARSE_LENGTH, type ParseError } from '../../src/engine/parse/index.ts';

const LINE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const ROWS = LINE.match(/.{9}/g)!;
const SEED_ROWS = ROWS.map((row) => [...row.replaceAll('.', '0')].join(' '));

function errorOf(text: string): ParseError {
  const result = parse(text);
  assert.ok(!result.ok, `expected an error for:\n${text}`);
  return result.error;
}

test('empty input, or only whitespace, is "empty"', () => {
  for (const text of ['', ' ', '\n\n', '\r\n\t \r\n']) {
    const error = errorOf(text);
    assert.equal(error.code, 'empty');
    assert.equal(error.message, 'the input is empty');
  }
});

test('non-string input from untyped callers is an error, not a throw', () => {
  for (const value of [undefined, null, 42, {}, ['5']]) {
    const result = parse(value as unknown as string);
    assert.equal(result.ok, false);
    assert.equal(!result.ok && result.error.code, 'empty');
  }
});

test('an 81-character line one cell short says how many cells it found', () => {
  const error = errorOf(LINE.slice(0, 80));
  assert.equal(error.code, 'cell-count');
  assert.equal(error.message, 'found 80 cells, expected 81');
});

test('an 81-character line one cell long says how many cells it found', () => {
  assert.deepEqual(errorOf(`${LINE}.`), { code: 'cell-count', message: 'found 82 cells, expected 81' });
});

test('a 9-row grid with one short row names that row', () => {
  const rows = [...SEED_ROWS];
  rows[3] = '8 0 0 0 6 0 0 0';
  const error = errorOf(rows.join('\n'));
  assert.equal(error.code, 'cell-count');
  assert.equal(error.message, 'found 80 cells, expected 81 (line 4 has 8, the other rows 9)');
});

test('rows of 9 with one short and a stray line are an error naming both, not 81 cells read in order', () => {
  // Reading on would shift every cell after the gap by one: a different puzzle, solved without a word.
  const rows = [...SEED_ROWS];
  rows[2] = '0 9 8 0 0 0 0 6';
  const error = errorOf([...rows, '0'].join('\n'));
  assert.equal(error.code, 'cell-count');
  assert.equal(error.message, 'found 81 cells, but not as 9 rows of 9 (line 3 has 8, line 10 has 1, the other rows 9)');
});

test('a boxed grid that writes its blanks as dots, with a cell missing, names the row', () => {
  const rows = ROWS.map((row) => `| ${[...row].join(' ').replace(/(.{5}) (.{5}) /, '$1 | $2 | ')} |`);
  rows[1] = '| 6 . . | 1 9 | . . . |';
  const error = errorOf(rows.join('\n'));
  assert.equal(error.message, 'found 80 cells, expected 81 (line 2 has 8, the other rows 9)');
});

test('invisible and broken characters are named by code point, not shown as empty quotes', () => {
  assert.equal(
    errorOf(`${LINE.slice(0, 5)}\u200b${LINE.slice(5)}`).message,
    "line 1, column 6: U+200B can't be a cell",
  );
  assert.equal(
    errorOf(`${LINE.slice(0, 5)}\ufffd${LINE.slice(6)}`).message,
    "line 1, column 6: U+FFFD (a byte that is not UTF-8 text) can't be a cell",
  );
  // A broken byte glued to an 81-cell run is part of it, not a label beside a puzzle.
  assert.equal(errorOf(`\ufffd${LINE}`).code, 'bad-char');
});

test('a grid missing a row, or with one row too many, says how many rows it found', () => {
  assert.equal(errorOf(ROWS.slice(0, 8).join('\n')).message, 'found 72 cells, expected 81 (8 rows of 9)');
  assert.equal(errorOf([...ROWS, ROWS[0]].join('\n')).message, 'found 90 cells, expected 81 (10 rows of 9)');
});

test('a character that cannot be a cell is reported with its 1-based line and column', () => {
  const error = errorOf(`${LINE.slice(0, 7)}x${LINE.slice(8)}`);
  assert.deepEqual(error, {
    code: 'bad-char',
    message: "line 1, column 8: 'x' can't be a cell",
    line: 1,
    column: 8,
  });
});

test('a bad character inside a multi-line grid points at the original line and column', () => {
  const rows = [...SEED_ROWS];
  rows[2] = '0 9 8 0 0 0 0 6 x';
  const error = errorOf(['Puzzle 12', '', ...rows].join('\n'));
  assert.equal(error.code, 'bad-char');
  assert.equal(error.line, 5);
  assert.equal(error.column, 17);
  assert.equal(error.message, "line 5, column 17: 'x' can't be a cell");
});

test('columns count from the start of the original line, before CR and after tabs and rules', () => {
  const boxed = [
    '+-------+-------+-------+',
    '| 5 3 . | . 7 . | . . . |',
    '| 6 . . | 1 9 5 | . . . |',
    '| . 9 8 | . ? . | . 6 . |',
    '+-------+-------+-------+',
    '| 8 . . | . 6 . | . . 3 |',
    '| 4 . . | 8 . 3 | . . 1 |',
    '| 7 . . | . 2 . | . . 6 |',
    '+-------+-------+-------+',
    '| . 6 . | . . . | 2 8 . |',
    '| . . . | 4 1 9 | . . 5 |',
    '| . . . | . 8 . | . 7 9 |',
    '+-------+-------+-------+',
  ].join('\r\n');
  const error = errorOf(boxed);
  assert.equal(error.message, "line 4, column 13: '?' can't be a cell");
  assert.equal(error.line, 4);
  assert.equal(error.column, 13);
});

test('a bad field in tab-separated rows is reported where the field starts', () => {
  const rows = ROWS.map((row) => [...row].map((char) => (char === '.' ? '' : char)).join('\t'));
  rows[4] = rows[4].replace('3', '3?'); // '4\t\t\t8\t\t3?\t\t\t1'
  const error = errorOf(rows.join('\n'));
  assert.equal(error.code, 'bad-char');
  assert.equal(error.line, 5);
  assert.equal(error.column, 8);
  assert.equal(error.message, "line 5, column 8: '3?' can't be a cell");
});

test('a bad character in a link is located in the text', () => {
  const digits = LINE.replaceAll('.', '0');
  const text = `solve this\nhttps://www.sudokuwiki.org/sudoku.htm?bd=${digits.slice(0, 10)}x${digits.slice(11)}`;
  const error = errorOf(text);
  assert.equal(error.code, 'bad-char');
  assert.equal(error.line, 2);
  assert.equal(error.column, 'https://www.sudokuwiki.org/sudoku.htm?bd='.length + 11);
});

test('a link with the wrong number of cells says how many it found', () => {
  assert.deepEqual(errorOf('https://www.sudokuwiki.org/sudoku.htm?bd=123'), {
    code: 'cell-count',
    message: 'found 3 cells in the link, expected 81',
  });
});

test('invisible and control characters are named by code point, not printed raw', () => {
  const error = errorOf(`${LINE.slice(0, 40)}\u0007${LINE.slice(41)}`);
  assert.equal(error.message, "line 1, column 41: U+0007 can't be a cell");
});

test('text with no grid in it points at its first character', () => {
  assert.deepEqual(errorOf('hello world'), {
    code: 'bad-char',
    message: "line 1, column 1: 'h' can't be a cell",
    line: 1,
    column: 1,
  });
});

test('only rules or comments: no cells found', () => {
  assert.deepEqual(errorOf('+-------+-------+-------+\n# nothing here'), {
    code: 'cell-count',
    message: 'found 0 cells, expected 81',
  });
});

test('two equal givens in a row, column or box are a duplicate, described with describeConflict', () => {
  const row = errorOf(LINE.replace('53..7....', '53..7..7.'));
  assert.equal(row.code, 'duplicate');
  assert.equal(row.message, 'row 1 has two 7s, in columns 5 and 8');
  assert.equal(row.conflict?.unit.kind, 'row');
  assert.deepEqual(row.conflict?.cells, [4, 7]);

  const column = errorOf(LINE.replace('53..7....', '53..7...6'));
  assert.equal(column.message, 'column 9 has two 6s, in rows 1 and 6');

  const box = errorOf(`5${'.'.repeat(9)}5${'.'.repeat(70)}`);
  assert.equal(box.message, 'box 1 has two 5s, in r1c1 and r2c2');
});

test('allowConflicts reads a board with clashing digits as it is; other errors stay errors', () => {
  // A game in progress: the player wrote a 7 in r1c8 next to the given 7 in r1c5. A hint has to see that 7.
  const text = LINE.replace('53..7....', '53..7..7.');
  const result = parse(text, { allowConflicts: true });
  assert.ok(result.ok);
  assert.equal(result.grid[7], 7);
  assert.equal(result.grid.join(''), text.replaceAll('.', '0'));
  assert.equal(parse(text, { allowConflicts: false }).ok, false, 'the default and false both refuse the clash');
  assert.equal(errorOf(text).code, 'duplicate');
  const short = parse(text.slice(1), { allowConflicts: true });
  assert.ok(!short.ok);
  assert.equal(short.error.code, 'cell-count');
});

test('row 3 with two 7s in columns 2 and 8, from a seed-layout grid', () => {
  const rows = Array.from({ length: 9 }, () => '0 0 0 0 0 0 0 0 0');
  rows[2] = '0 7 0 0 0 0 0 7 0';
  const error = errorOf(rows.join('\n'));
  assert.equal(error.code, 'duplicate');
  assert.equal(error.message, 'row 3 has two 7s, in columns 2 and 8');
});

test('several different 81-character puzzles are an error, not a silent pick', () => {
  const other = '.'.repeat(81);
  const error = errorOf(`${LINE}\n${other}\n`);
  assert.equal(error.code, 'cell-count');
  assert.equal(error.message, 'found 2 puzzles (starting on lines 1 and 2), expected one');
});

test('two grids one after another are an error too', () => {
  const error = errorOf([...ROWS, '', ...ROWS.map((row) => [...row].reverse().join(''))].join('\n'));
  assert.equal(error.message, 'found 2 puzzles (starting on lines 1 and 11), expected one');
});

test("repeats: 'count' makes the same grid twice two puzzles, refused like two different ones", () => {
  const twice = [...SEED_ROWS, '', ...SEED_ROWS].join('\n');
  assert.ok(parse(twice).ok, 'by default the copies merge into one puzzle');
  const result = parse(twice, { repeats: 'count' });
  assert.ok(!result.ok);
  assert.equal(result.error.code, 'cell-count');
  assert.equal(result.error.message, 'found 2 puzzles (starting on lines 1 and 11), expected one');
  const lineAndGrid = parse(`${LINE}\n${ROWS.join('\n')}`, { repeats: 'count' });
  assert.ok(!lineAndGrid.ok);
  assert.equal(lineAndGrid.error.message, 'found 2 puzzles (starting on lines 1 and 2), expected one');
  assert.ok(parse(SEED_ROWS.join('\n'), { repeats: 'count' }).ok, 'one grid still reads');
});

test('JSON with the wrong shape or a value that cannot be a cell', () => {
  assert.deepEqual(errorOf('[[1,2,3]]'), { code: 'cell-count', message: 'found 1 row in the JSON array, expected 9' });
  const rows = Array.from({ length: 9 }, () => Array.from({ length: 9 }, () => 0));
  rows[2][4] = 12;
  assert.deepEqual(errorOf(JSON.stringify(rows)), {
    code: 'bad-char',
    message: "JSON row 3, item 5: 12 can't be a cell",
  });
  rows[2] = [0, 0, 0];
  assert.deepEqual(errorOf(JSON.stringify(rows)), {
    code: 'cell-count',
    message: 'JSON row 3 has 3 cells, expected 9',
  });
  assert.deepEqual(errorOf('[1, 2, 3]'), {
    code: 'cell-count',
    message: 'found 3 cells in the JSON array, expected 81',
  });
});

test('JSON nested thousands deep is an error with its place, never a throw (the stack would run out naming it)', () => {
  const deepArray = `${'['.repeat(6000)}${']'.repeat(6000)}`;
  const deepObject = `${'{"a":'.repeat(6000)}1${'}'.repeat(6000)}`;
  const zeros = Array.from({ length: 8 }, () => 0).join(',');
  const row = `[${zeros},0]`;
  const cases = [
    {
      text: `[[${deepArray},${zeros}],${Array.from({ length: 8 }, () => row).join(',')}]`,
      where: 'JSON row 1, item 1',
    },
    { text: `[${row},${deepArray},${Array.from({ length: 7 }, () => row).join(',')}]`, where: 'JSON row 2, item 1' },
    {
      text: `[[${deepObject},${zeros}],${Array.from({ length: 8 }, () => row).join(',')}]`,
      where: 'JSON row 1, item 1',
    },
    { text: `[1,2,${deepObject}]`, where: 'JSON item 3' },
  ];
  for (const { text, where } of cases) {
    const error = errorOf(text);
    assert.equal(error.code, 'bad-char', where);
    assert.ok(error.message.startsWith(`${where}: a deeply nested`), error.message);
  }
});

test(`input over ${MAX_PARSE_LENGTH} characters is refused up front as too-large`, () => {
  const error = errorOf(LINE.repeat(Math.ceil((10 * 1024 * 1024) / 81)));
  assert.equal(error.code, 'too-large');
  assert.match(error.message, /^the input is [\d,]+ characters long; parse reads at most 1,048,576 \(1 MB\)$/);
});

test('an 81-character line glued to a stray letter is a bad character, not a silent pick', () => {
  assert.deepEqual(errorOf(`${LINE}x`), {
    code: 'bad-char',
    message: "line 1, column 82: 'x' can't be a cell",
    line: 1,
    column: 82,
  });
});
