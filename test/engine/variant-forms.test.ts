// The forms a variant puzzle is read in (issue 30), by example: links as they travel (URL-encoded, `+` turned into
// spaces, `//` collapsed), SudokuPad's own payloads refused by name, the two 16×16 character conventions, our text
// form written by hand, and the messages for bad input, which say what is wrong and where.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lineLayout } from '../../src/engine/variant/cells-text.ts';
import { writeFpuzzles } from '../../src/engine/variant/fpuzzles.ts';
import { sixteenConvention } from '../../src/engine/variant/grid-forms.ts';
import { writeFpuzzlesLink, writeSudokuPadLink } from '../../src/engine/variant/links.ts';
import { readVariantPuzzle } from '../../src/engine/variant/read-variant.ts';
import { classicRules } from '../../src/engine/variant/rules.ts';
import { solveVariant } from '../../src/engine/variant/solve.ts';
import { LZ_BASE64 } from '../../src/lz-base64.ts';
import { canonical, generatedPuzzle } from './variant-puzzles.ts';

const failure = (text: string): string => {
  const read = readVariantPuzzle(text, LZ_BASE64);
  assert.ok(!read.ok, 'refused');
  return read.message;
};

describe('links', () => {
  const puzzle = generatedPuzzle('killer+x', 6, 2);
  const link = writeSudokuPadLink(puzzle, LZ_BASE64);
  const payload = link.slice('https://sudokupad.app/fpuzzles'.length);

  it('read however the payload was mangled on the way: URL-encoded, + as spaces, // collapsed, in a sentence', () => {
    const mangled = [
      writeFpuzzlesLink(puzzle, LZ_BASE64),
      `https://f-puzzles.com/?load=${encodeURIComponent(payload)}`,
      `https://f-puzzles.com/?load=${payload.replace(/\+/g, ' ')}`,
      `  https://sudokupad.app/fpuzzles${payload}#play  \n`,
      `sudokupad.app/?puzzleid=fpuzzles${payload}&setting-nogrid=1`,
      `http://app.crackingthecryptic.com/sudoku/fpuzzles${encodeURIComponent(payload)}`,
    ];
    for (const text of mangled) {
      const read = readVariantPuzzle(text, LZ_BASE64);
      assert.ok(read.ok, `${text}: ${read.ok ? '' : read.message}`);
      assert.deepEqual(canonical(read.puzzle), canonical(puzzle));
    }
  });

  it('a // that a server collapsed into / is put back', () => {
    // Seed 2663 of a 6×6 X happens to compress to a payload holding '//' (found by trying seeds in order; about one
    // seed in a few thousand does, and which one moves when the generator changes: the assertion says so).
    const candidate = generatedPuzzle('x', 6, 2663);
    const data = LZ_BASE64.compressToBase64(JSON.stringify(writeFpuzzles(candidate)));
    assert.ok(data.includes('//'), 'the payload holds // (if the generator changed, find the next seed that does)');
    const read = readVariantPuzzle(`https://sudokupad.app/fpuzzles${data.replace('//', '/')}`, LZ_BASE64);
    assert.ok(read.ok, read.ok ? '' : read.message);
    assert.deepEqual(canonical(read.puzzle), canonical(candidate));
  });

  it("SudokuPad's own formats and short ids are refused by name, never misread", () => {
    assert.match(failure('https://sudokupad.app/sclN4IgzglgXgpiBcBOANCA'), /SudokuPad's own puzzle format \(scl\)/);
    assert.match(failure('https://sudokupad.app/?puzzleid=ctcN4IgzglgXgpiBcBOANCA'), /own puzzle format \(ctc\)/);
    assert.match(failure('https://sudokupad.app/scf12345'), /compressed format \(scf\)/);
    assert.match(
      failure('https://sudokupad.app/psxu9dwbi1'),
      /'psxu9dwbi1' is a short id stored on SudokuPad's server/,
    );
    assert.match(failure('https://f-puzzles.com/'), /f-puzzles link: it has no \?load=/);
    assert.match(failure(`https://sudokupad.app/fpuzzles${payload.slice(0, 20)}`), /does not decode/);
  });

  it('each refusal a face words in its own language comes as data too, inside a link or not', () => {
    const refusal = (text: string) => {
      const read = readVariantPuzzle(text, LZ_BASE64);
      assert.ok(!read.ok, 'refused');
      return read.refusal;
    };
    assert.deepEqual(refusal('https://sudokupad.app/sclN4IgzglgXgpiBcBOANCA'), { kind: 'sudokupad-own-format' });
    assert.deepEqual(refusal('https://sudokupad.app/scf12345'), { kind: 'sudokupad-own-format' });
    assert.deepEqual(refusal('https://sudokupad.app/psxu9dwbi1'), { kind: 'sudokupad-short-id' });
    assert.deepEqual(refusal(`https://sudokupad.app/fpuzzles${payload.slice(0, 20)}`), { kind: 'undecodable-link' });
    const thermo = JSON.stringify({ ...writeFpuzzles(puzzle), thermometer: [{ lines: [['R1C1', 'R1C2']] }] });
    const expected = { kind: 'unsupported-constraints', constraints: ['thermometer'] };
    assert.deepEqual(refusal(thermo), expected);
    assert.deepEqual(refusal(`https://f-puzzles.com/?load=${LZ_BASE64.compressToBase64(thermo)}`), expected);
    assert.equal(refusal('https://f-puzzles.com/'), undefined, 'a link without a puzzle: the message alone says it');
  });

  it('without the codec, a link is refused saying so, not read as a grid', () => {
    const read = readVariantPuzzle(link);
    assert.ok(!read.ok);
    assert.match(read.message, /puzzle link, and no LZ-String codec was given/);
  });

  it('a cell in two cages of an f-puzzles file is named as r1c2', () => {
    const json = {
      ...writeFpuzzles(puzzle),
      killercage: [{ cells: ['R1C1', 'R1C2'], value: '3' }, { cells: ['R1C2', 'R2C2'] }],
    };
    assert.match(failure(JSON.stringify(json)), /^r1c2 is in two cages$/);
  });

  it('a link to a puzzle with a constraint not played here names it', () => {
    const json = { ...writeFpuzzles(puzzle), thermometer: [{ lines: [['R1C1', 'R1C2']] }] };
    const message = failure(`https://f-puzzles.com/?load=${LZ_BASE64.compressToBase64(JSON.stringify(json))}`);
    assert.match(message, /^f-puzzles link: f-puzzles: the constraint thermometer cannot be played here/);
  });
});

describe('16×16 in characters: 1–9A–G (ours) or 0–F', () => {
  const rules = classicRules(16);
  const solution = solveVariant(rules, new Array(256).fill(0), 1).solution!;
  const puzzle = solution.map((d, i) => (i % 3 === 0 ? d : 0));
  const hex = (digits: number[]) => digits.map((d) => (d ? (d - 1).toString(16).toUpperCase() : '.')).join('');

  it('ours, with . or 0 for blanks, one line or 16 lines', () => {
    const line = lineLayout(puzzle);
    assert.match(line, /G/);
    for (const text of [line, line.replace(/\./g, '0'), line.match(/.{16}/g)!.join('\n')]) {
      const read = readVariantPuzzle(text, LZ_BASE64);
      assert.ok(read.ok, read.ok ? '' : read.message);
      assert.deepEqual(read.puzzle.givens, puzzle);
    }
  });

  it('0–F: told by a 0 beside . blanks, or by a full grid of 0–F', () => {
    assert.equal(sixteenConvention(hex(puzzle)), 'hex');
    for (const [text, want] of [
      [hex(puzzle), puzzle],
      [hex(solution), solution],
      [hex(solution).toLowerCase(), solution],
    ] as const) {
      const read = readVariantPuzzle(text, LZ_BASE64);
      assert.ok(read.ok, read.ok ? '' : read.message);
      assert.deepEqual(read.puzzle.givens, want);
    }
  });

  it('without G and without a digit 0, the text is read as ours (the documented tie-break)', () => {
    assert.equal(sixteenConvention('123456789ABCDEF.'), 'letters');
    assert.equal(sixteenConvention('1234567890ABCDEF'), 'letters'); // 0 as a blank, no full grid
    assert.equal(sixteenConvention('0123456789ABCDEF.'), 'hex');
  });

  it('the CLI grid layout at 16×16: numbers 1–16 among spaces', () => {
    const text = Array.from({ length: 16 }, (_, r) => puzzle.slice(r * 16, r * 16 + 16).join(' ')).join('\n');
    const read = readVariantPuzzle(text, LZ_BASE64);
    assert.ok(read.ok, read.ok ? '' : read.message);
    assert.deepEqual(read.puzzle.givens, puzzle);
  });
});

describe('our text form, written by hand', () => {
  it('comments, blank lines, spaces between cells and any case are fine', () => {
    const text = `# a tiny killer X
Variant: Killer + X
grid:
1 . . .
. . . .

. . . .
. . . 2
CAGES:
7: r1c2 r1c3
?: r4c1 R4C2
`;
    const read = readVariantPuzzle(text, LZ_BASE64);
    assert.ok(read.ok, read.ok ? '' : read.message);
    assert.equal(read.format, 'variant text');
    assert.equal(read.puzzle.rules.size, 4);
    assert.ok(read.puzzle.rules.diagonals);
    assert.deepEqual(read.puzzle.rules.cages, [{ cells: [1, 2], sum: 7 }, { cells: [12, 13] }]);
    assert.deepEqual(read.puzzle.givens, [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2]);
  });

  it('a jigsaw by its region letters', () => {
    const read = readVariantPuzzle(
      'variant: jigsaw\ngrid:\n....\n....\n....\n....\nregions:\nAAAB\nCABB\nCCDB\nCDDD\n',
      LZ_BASE64,
    );
    assert.ok(read.ok, read.ok ? '' : read.message);
    assert.deepEqual(read.puzzle.rules.regions, [0, 0, 0, 1, 2, 0, 1, 1, 2, 2, 3, 1, 2, 3, 3, 3]);
  });

  it('says what is wrong, and on which line', () => {
    const grid = 'grid:\n....\n....\n....\n....\n';
    const cases: [string, RegExp][] = [
      [`variant: killer\n${grid}`, /a killer needs a 'cages:' section/],
      [`variant: x\n${grid}cages:\n3: r1c1 r1c2\n`, /'cages:' is for a killer: add killer/],
      [`variant: jigsaw\n${grid}`, /a jigsaw needs a 'regions:' section/],
      [`variant: jigsaw\n${grid}regions:\nAAAB\nAABB\nCCDD\nCCDD\n`, /region A has 5 cells, not 4/],
      [`variant: jigsaw\n${grid}regions:\nAABB\nAABB\nCCDD\nCCDD\n`, /the regions are the grid's boxes/],
      [`variant: killer\n${grid}cages:\n3: r1c1 r5c2\n`, /line 8: 'r5c2' is not a cell of a 4×4 grid/],
      [`variant: killer\n${grid}cages:\nten: r1c1\n`, /line 8: a cage is 'SUM: r1c1 r1c2 …'/],
      [`variant: killer\n${grid}cages:\n30: r1c1 r1c2\n`, /cage 1: 2 different digits cannot add up to 30/],
      [`variant: killer\n${grid}cages:\n3: r1c1 r1c2\n4: r1c2 r2c2\n`, /line 9: r1c2 is already in the cage on line 8/],
      [`variant: killer\n${grid}cages:\n3: r1c1 R1C1\n`, /line 8: r1c1 is named twice/],
      ['variant: sandwich\ngrid:\n....\n', /line 1: unknown variant 'sandwich'/],
      ['variant: windoku\nsize: 6\n', /windoku is a 9×9 variant/],
      [`variant: x\n${grid.replace('....', '..5.')}`, /line 3, cell 3: '5' is not a digit 1–4/],
      [`variant: x\nsize: 4\nwhat is this\n`, /line 3: 'what is this' is outside any section/],
      [`variant: x\n${grid.replace('....', '1..1')}`, /r1c1 and r1c4 both hold 1/],
    ];
    for (const [text, want] of cases) assert.match(failure(text), want, text);
  });
});

describe('plain grids and lines: what and where', () => {
  it('names the line, the column and the cell', () => {
    assert.match(failure('1234\n3412\n2143\n431\n'), /line 4 holds 3 cells, not 4/);
    assert.match(
      failure('1234\n3412\n2x43\n4321\n'),
      /line 3, column 2: 'x' is not a cell \(1–4; \. or 0 for a blank\)/,
    );
    assert.match(
      failure('12.4\n3412\n2143\n4325\n'),
      /line 4, column 4: r4c4 holds 5, but a 4×4 grid has the digits 1–4/,
    );
    assert.match(failure('1'.repeat(80)), /holds 80 cells: a puzzle on one line has 16, 36, 81 or 256/);
    assert.match(failure('12\n34\n56\n78\n90\n'), /5 lines of cells/);
    assert.match(failure('1.1.............'), /r1c1 and r1c3 both hold 1/);
    assert.match(failure(''), /empty/);
  });
});
