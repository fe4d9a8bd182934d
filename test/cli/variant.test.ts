// `sudoku create --variant` and `sudoku solve` of variant puzzles (issue 30), run as a user runs them: every variant
// name makes a puzzle whose f-puzzles JSON carries its rules, and that solve answers with a grid the independent
// checker passes under those rules; the links, the text form, SVG drawings, 16×16 and the errors.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkVariant } from '../../src/engine/variant/check.ts';
import { readFpuzzles, type VariantPuzzle } from '../../src/engine/variant/fpuzzles.ts';
import { readVariantPuzzle } from '../../src/engine/variant/read-variant.ts';
import { readVariantOrShareLink } from '../../src/engine/variant-share/read-with-share-link.ts';
import { windowCells } from '../../src/engine/variant/rules.ts';
import { writeVariantShareLink } from '../../src/engine/variant-share/variant-share-link.ts';
import { LZ_BASE64 } from '../../src/lz-base64.ts';
import { SEED_LAYOUT, hasStackTrace, sudoku } from './run-cli.ts';

/** N lines of N numbers separated by single spaces: the grid layout at any size. */
const gridOf = (size: number) => new RegExp(`^(?:\\d{1,2}(?: \\d{1,2}){${size - 1}}\\n){${size}}$`);

/** Solves `input` with the CLI and checks the answer against `puzzle`'s rules and givens. */
function assertSolved(input: string, puzzle: VariantPuzzle): void {
  const { status, stdout, stderr } = sudoku(['solve'], input);
  assert.equal(status, 0, stderr);
  assert.equal(stderr, '');
  assert.match(stdout, gridOf(puzzle.rules.size));
  const solution = stdout.trim().split(/\s+/).map(Number);
  assert.deepEqual(checkVariant(puzzle.rules, solution), []);
  assert.ok(
    puzzle.givens.every((d, i) => d === 0 || solution[i] === d),
    'every given kept',
  );
}

function created(args: string[]): string {
  const { status, stdout, stderr } = sudoku(['create', ...args]);
  assert.equal(status, 0, stderr);
  assert.ok(!hasStackTrace(stderr));
  return stdout;
}

describe('create --variant NAME --format fpuzzles, then solve', () => {
  const cases: [string, number, (json: Record<string, unknown>) => void][] = [
    ['classic', 9, (json) => assert.equal(Object.keys(json).join(), 'size,grid')],
    ['killer', 9, (json) => assert.ok((json.killercage as unknown[]).length > 10)],
    [
      'jigsaw',
      9,
      (json) => assert.ok((json.grid as { region?: number }[][]).flat().every((c) => c.region !== undefined)),
    ],
    ['x', 6, (json) => assert.ok(json['diagonal+'] === true && json['diagonal-'] === true)],
    ['windoku', 9, (json) => assert.equal((json.extraregion as unknown[]).length, windowCells().length)],
    ['anti-knight', 6, (json) => assert.equal(json.antiknight, true)],
    ['anti-king', 6, (json) => assert.equal(json.antiking, true)],
    ['non-consecutive', 9, (json) => assert.equal(json.nonconsecutive, true)],
    ['killer+x', 6, (json) => assert.ok(json.killercage && json['diagonal+'])],
  ];
  for (const [name, size, has] of cases) {
    it(`${name} (${size}×${size}): one line of JSON with the rules, solved under them`, () => {
      const stdout = created(['--variant', name, '--size', String(size), '--seed', '3', '--format', 'fpuzzles']);
      assert.equal(stdout.split('\n').length, 2, 'one line');
      const json = JSON.parse(stdout) as Record<string, unknown>;
      assert.equal(json.size, size);
      has(json);
      const read = readFpuzzles(json);
      assert.ok(read.ok, read.ok ? '' : read.message);
      assertSolved(stdout, read.puzzle);
    });
  }
});

describe('the other forms', () => {
  it('the same seed gives the same puzzle, in every form', () => {
    const args = ['--variant', 'killer+x', '--size', '6', '--seed', '11'];
    const json = created([...args, '--format', 'fpuzzles']);
    assert.equal(created([...args, '--format', 'fpuzzles']), json);
    const fromJson = readVariantPuzzle(json, LZ_BASE64);
    for (const format of ['link', 'text']) {
      const text = created([...args, '--format', format]);
      const read = readVariantPuzzle(text, LZ_BASE64);
      assert.ok(read.ok && fromJson.ok, read.ok ? '' : read.message);
      assert.deepEqual(read.puzzle, fromJson.puzzle, format);
      assertSolved(text, read.puzzle);
    }
  });

  it("the board's share link of a variant game is read and solved under its rules", () => {
    const json = created(['--variant', 'jigsaw+x', '--size', '6', '--seed', '4', '--format', 'fpuzzles']);
    const read = readVariantPuzzle(json, LZ_BASE64);
    assert.ok(read.ok);
    const link = writeVariantShareLink('https://example.com/play', read.puzzle);
    assertSolved(link, read.puzzle);
    assert.deepEqual(readVariantOrShareLink(`see ${link} for today's`, LZ_BASE64), { ...read, format: 'share link' });
  });

  it('a killer or jigsaw without --format comes in the text form, which shows its cages and regions', () => {
    assert.match(
      created(['--variant', 'killer', '--size', '4', '--seed', '1']),
      /^variant: killer\nsize: 4\n[^]*\ncages:\n/,
    );
    assert.match(created(['--variant', 'jigsaw', '--size', '4', '--seed', '1']), /^variant: jigsaw\n[^]*\nregions:\n/);
  });

  it('grid: N lines of N numbers, single spaces, 0 blank; line: N×N characters', () => {
    const grid = created(['--variant', 'x', '--size', '6', '--seed', '5']);
    assert.match(grid, gridOf(6));
    assert.ok(grid.includes(' 0'));
    const line = created(['--variant', 'x', '--size', '6', '--seed', '5', '--format', 'line']);
    assert.match(line, /^[1-6.]{36}\n$/);
    assert.equal(line.trim().replace(/\./g, '0'), grid.replace(/\s/g, ''));
  });

  it('--count: puzzles from seed N, N+1, …; grids apart by a blank line, JSON one a line', () => {
    const two = created(['--variant', 'x', '--size', '4', '--seed', '1', '--count', '2']);
    const [first, second] = two.split('\n\n');
    assert.equal(`${first}\n`, created(['--variant', 'x', '--size', '4', '--seed', '1']));
    assert.equal(second, created(['--variant', 'x', '--size', '4', '--seed', '2']));
    const lines = created(['--variant', 'killer', '--size', '4', '--count', '3', '--format', 'fpuzzles']);
    assert.equal(lines.trim().split('\n').length, 3);
  });

  it('a 16×16: made, written in 1–9A–G, solved to 16 lines of 16 numbers', () => {
    const line = created(['--size', '16', '--seed', '1', '--format', 'line']);
    assert.match(line, /^[1-9A-G.]{256}\n$/);
    const read = readVariantPuzzle(line, LZ_BASE64);
    assert.ok(read.ok);
    assertSolved(line, read.puzzle);
  });

  it('svg: cages dashed with their sums, jigsaw borders, windows shaded, diagonals', () => {
    const killer = created(['--variant', 'killer+x', '--seed', '2', '--format', 'svg']);
    assert.match(killer, /^<\?xml[^]*<svg [^]*<\/svg>\n$/);
    assert.match(killer, /stroke-dasharray/);
    const json = readFpuzzles(created(['--variant', 'killer+x', '--seed', '2', '--format', 'fpuzzles']));
    assert.ok(json.ok);
    const sums = (json.puzzle.rules.cages ?? []).map((cage) => cage.sum);
    for (const sum of sums) assert.ok(killer.includes(`>${sum}</text>`), `sum ${sum} drawn`);
    assert.match(killer, /<line x1="0" y1="0" x2="9" y2="9"\/>/);
    assert.match(
      created(['--variant', 'windoku', '--seed', '2', '--format', 'svg']),
      /(<rect x="\d" y="\d" width="3" height="3" fill="#d9d9d9"\/>){4}/,
    );
    // A jigsaw's thick lines: one cell edge for each pair of neighbours in different regions.
    const jigsaw = created(['--variant', 'jigsaw', '--size', '6', '--seed', '2', '--format', 'svg']);
    assert.match(jigsaw, /jigsaw · 6×6/);
    const regions = readFpuzzles(
      created(['--variant', 'jigsaw', '--size', '6', '--seed', '2', '--format', 'fpuzzles']),
    );
    assert.ok(regions.ok);
    const { regions: of } = regions.puzzle.rules;
    let borders = 0;
    for (let cell = 0; cell < 36; cell++) {
      if (cell % 6 < 5 && of[cell] !== of[cell + 1]) borders++;
      if (cell < 30 && of[cell] !== of[cell + 6]) borders++;
    }
    const thick = /<path d="([^"]*)" stroke="#000" stroke-width="0\.07"/.exec(jigsaw);
    assert.ok(thick);
    assert.equal(thick[1].split('M').length - 1, borders);
  });

  it('svg of a 16×16: givens 10–16 drawn as A–G, as the board and the line form write them', () => {
    const svg = created(['--variant', 'x', '--size', '16', '--seed', '1', '--format', 'svg']);
    const line = created(['--variant', 'x', '--size', '16', '--seed', '1', '--format', 'line']).trim();
    const drawn = [...svg.matchAll(/<text x="[\d.]+" y="[\d.]+">([^<]+)<\/text>/g)].map((m) => m[1]);
    assert.deepEqual(drawn, [...line.replace(/\./g, '')]);
    assert.ok(drawn.some((ch) => /[A-G]/.test(ch)));
  });

  it('a classic puzzle in the exchange forms comes from the classic generator, --difficulty and all', () => {
    const json = created(['--seed', '9', '--difficulty', 'easy', '--format', 'fpuzzles']);
    const grid = created(['--seed', '9', '--difficulty', 'easy']);
    assert.match(grid, SEED_LAYOUT);
    const read = readFpuzzles(json);
    assert.ok(read.ok);
    assert.equal(read.puzzle.givens.join(' '), grid.trim().split(/\s+/).join(' '));
  });
});

describe('errors', () => {
  const usage = (args: string[], want: RegExp) => {
    const { status, stdout, stderr } = sudoku(['create', ...args]);
    assert.equal(status, 1, stderr);
    assert.equal(stdout, '');
    assert.match(stderr, want);
  };

  it('names, sizes and forms that do not fit are usage errors that say why', () => {
    usage(['--variant', 'sandwich'], /--variant: unknown variant 'sandwich' \(variants: classic, killer, jigsaw/);
    usage(['--variant', 'x+x'], /named twice/);
    usage(['--variant', 'killer', '--size', '16'], /16×16 killer and jigsaw puzzles are not made yet/);
    usage(['--variant', 'windoku', '--size', '6'], /windoku is a 9×9 variant/);
    usage(
      ['--variant', 'killer', '--format', 'grid'],
      /--format grid cannot show a killer puzzle \(its cages\): use --format fpuzzles, link, text or svg/,
    );
    usage(['--variant', 'jigsaw', '--format', 'line'], /cannot show a jigsaw puzzle \(its regions\)/);
    usage(['--variant', 'anti-knight+killer', '--format', 'line'], /cannot show an anti-knight\+killer puzzle/);
    usage(['--variant', 'x', '--format', 'pretty'], /--format pretty is for classic grids/);
    usage(['--variant', 'x', '--technique', 'x-wing'], /--technique does not apply to --variant x/);
    usage(['--variant', 'anti-king', '--size', '4'], /no 4×4 anti-king puzzle could be made/);
  });

  it('--difficulty is checked', () => {
    usage(['--variant', 'x', '--difficulty', 'insane'], /--difficulty must be one of easy/);
  });

  it('grade and hint: a bad form exits 2 with the reason, a board with no solution 3, several solutions no level', () => {
    const bad = sudoku(['grade'], 'variant: killer\nsize: 4\n');
    assert.equal(bad.status, 2);
    assert.match(bad.stderr, /a killer needs a 'cages:' section/);
    const none = 'variant: x\ngrid:\n1...\n..3.\n.4..\n...2\n';
    assert.equal(sudoku(['grade'], none).status, 3);
    const hint = sudoku(['hint'], none);
    assert.equal(hint.status, 3);
    assert.match(hint.stderr, /this board has no solution/);
    const several = sudoku(['grade'], 'variant: x\ngrid:\n1...\n....\n....\n....\n');
    assert.equal(several.status, 2);
    assert.match(several.stderr, /more than one solution, so it has no level/);
  });
  it('solve: bad input exits 2 with the reason; no solution 3; several: a note, or exit 2 with --unique', () => {
    const bad = sudoku(['solve'], 'variant: killer\nsize: 4\n');
    assert.equal(bad.status, 2);
    assert.match(bad.stderr, /a killer needs a 'cages:' section/);
    const native = sudoku(['solve'], 'https://sudokupad.app/sclN4IgzglgXgpiBcBOANCA\n');
    assert.equal(native.status, 2);
    assert.match(native.stderr, /SudokuPad's own puzzle format/);
    // X: r1c1 = 1 and r4c4 = 2 leave the main diagonal's r2c2 and r3c3 3 and 4, and r2c3 = 3, r3c2 = 4 block both.
    const none = sudoku(['solve'], 'variant: x\ngrid:\n1...\n..3.\n.4..\n...2\n');
    assert.equal(none.status, 3, none.stderr);
    assert.match(none.stderr, /no solution/);
    const several = 'variant: x\ngrid:\n1...\n....\n....\n....\n';
    const once = sudoku(['solve'], several);
    assert.equal(once.status, 0);
    assert.match(once.stderr, /note: this puzzle has more than one solution; printed one of them/);
    const unique = sudoku(['solve', '--unique'], several);
    assert.equal(unique.status, 2);
    assert.equal(unique.stdout, '');
    assert.match(unique.stderr, /more than one solution/);
  });
});

describe('create --variant --difficulty, grade and hint', () => {
  const levelOf = (input: string): string => {
    const { status, stdout, stderr } = sudoku(['grade'], input);
    assert.equal(status, 0, stderr);
    return /^level: (\w+)$/m.exec(stdout)?.[1] ?? `no level in ${stdout}`;
  };

  for (const [name, size, level] of [
    ['x', 6, 'medium'],
    ['killer', 6, 'easy'],
    ['jigsaw', 6, 'hard'],
    ['windoku', 9, 'easy'],
    ['windoku', 9, 'expert'],
  ] as const) {
    it(`a ${size}×${size} ${name} made at ${level} grades ${level}, and its techniques are named`, () => {
      const json = created([
        '--variant',
        name,
        '--size',
        String(size),
        '--difficulty',
        level,
        '--seed',
        '5',
        '--format',
        'fpuzzles',
      ]);
      assert.equal(levelOf(json), level);
      const read = readFpuzzles(JSON.parse(json));
      assert.ok(read.ok);
      if (name === 'killer')
        assert.ok(
          read.puzzle.givens.every((d) => d === 0),
          'a killer has cages only',
        );
      const { stdout } = sudoku(['grade'], json);
      assert.match(stdout, /^techniques:\n(  [^:]+: \d+\n)+$/m);
    });
  }

  it('a level the rules rarely make prints the closest found, with a note naming its level, as classic does', () => {
    // 6×6 killers are seldom hard: some seeds find none in the engine's tries. Each run still prints a puzzle.
    for (const seed of ['1', '2', '3', '4', '5', '6']) {
      const args = ['--variant', 'killer', '--size', '6', '--difficulty', 'hard', '--seed', seed];
      const { status, stdout, stderr } = sudoku(['create', ...args, '--format', 'fpuzzles']);
      assert.equal(status, 0, stderr);
      const note =
        /^sudoku: note: no hard 6×6 killer puzzle found in \d+ tries; printed the closest found, level (\w+)\n$/.exec(
          stderr,
        );
      assert.ok(stderr === '' || note, `seed ${seed}: ${stderr}`);
      assert.equal(levelOf(stdout), note ? note[1] : 'hard', `seed ${seed}`);
    }
  });

  it('hint: the next step in words, naming a cage by its sum, in the language asked, and as JSON', () => {
    const json = created(['--variant', 'killer', '--size', '6', '--seed', '11', '--format', 'fpuzzles']);
    const hint = sudoku(['hint'], json);
    assert.equal(hint.status, 0, hint.stderr);
    assert.match(hint.stdout, /^[^\n]*r\dc\d[^\n]*\.\n$/, 'one sentence naming a cell');
    assert.match(hint.stdout, /cage/i);
    const german = sudoku(['hint', '--lang', 'de'], json);
    assert.notEqual(german.stdout, hint.stdout);
    const asJson = JSON.parse(sudoku(['hint', '--format', 'json'], json).stdout) as { technique: string; text: string };
    assert.equal(hint.stdout, `${asJson.text}${/[.!?]$/.test(asJson.text) ? '' : '.'}\n`);
  });

  it('hint on a board with the solution filled in says it is solved', () => {
    const puzzle = created(['--variant', 'x', '--size', '6', '--seed', '2', '--format', 'text']);
    const solution = sudoku(['solve', '--format', 'line'], puzzle).stdout.trim();
    const filled = `variant: x\ngrid:\n${solution.match(/.{6}/g)!.join('\n')}\n`;
    const { status, stdout } = sudoku(['hint'], filled);
    assert.equal(status, 0);
    assert.equal(stdout, 'The puzzle is solved.\n');
  });
});

describe('solve, grade and hint --variant NAME: a grid or line read under rules it cannot show', () => {
  // create prints these variants as plain digits by default; without --variant, solve would play them as classic.
  const cases: [string, number][] = [
    ['x', 9],
    ['windoku', 9],
    ['anti-knight', 9],
    ['anti-king', 9],
    ['non-consecutive', 9],
    ['x+anti-knight', 9],
    ['anti-knight', 6],
  ];
  for (const [name, size] of cases) {
    it(`${name} (${size}×${size}): create's grid, with a note, solved uniquely under the rules; graded; hinted`, () => {
      const made = sudoku(['create', '--variant', name, '--size', String(size), '--seed', '4']);
      assert.equal(made.status, 0, made.stderr);
      assert.match(
        made.stderr,
        new RegExp(`note: the grid layout holds the digits only: .*--variant ${name.replace('+', '\\+')}`),
      );
      const text = sudoku(['create', '--variant', name, '--size', String(size), '--seed', '4', '--format', 'text']);
      const read = readVariantPuzzle(text.stdout);
      assert.ok(read.ok);
      assert.deepEqual(
        made.stdout.trim().split(/\s+/).map(Number),
        read.puzzle.givens,
        'the grid holds the same digits as the text form',
      );
      const solved = sudoku(['solve', '--variant', name], made.stdout);
      assert.equal(solved.status, 0, solved.stderr);
      assert.equal(solved.stderr, '', 'one solution under the rules: no note');
      const solution = solved.stdout.trim().split(/\s+/).map(Number);
      assert.deepEqual(checkVariant(read.puzzle.rules, solution), []);
      assert.ok(read.puzzle.givens.every((d, i) => d === 0 || solution[i] === d));
      const graded = sudoku(['grade', '--variant', name], made.stdout);
      assert.equal(graded.status, 0, graded.stderr);
      assert.match(graded.stdout, /^level: /);
      const hinted = sudoku(['hint', '--variant', name], made.stdout);
      assert.equal(hinted.status, 0, hinted.stderr);
      assert.ok(hinted.stdout.length > 0);
    });
  }

  it('a killer or jigsaw by name, another variant than the puzzle states, or --givens: refused, saying why', () => {
    const grid = sudoku(['create', '--variant', 'x', '--seed', '1']).stdout;
    const killer = sudoku(['solve', '--variant', 'killer'], grid);
    assert.equal(killer.status, 2);
    assert.match(killer.stderr, /--variant killer: a grid cannot hold its cages/);
    const jigsaw = sudoku(['grade', '--variant', 'jigsaw+x'], grid);
    assert.equal(jigsaw.status, 2);
    assert.match(jigsaw.stderr, /a grid cannot hold its regions/);
    const link = sudoku(['create', '--variant', 'x', '--seed', '1', '--format', 'link']).stdout;
    const other = sudoku(['solve', '--variant', 'anti-king'], link);
    assert.equal(other.status, 2);
    assert.match(other.stderr, /states its own rules \(x\); leave out --variant/);
    assert.equal(sudoku(['solve', '--variant', 'x'], link).status, 0, 'the same rules repeated are fine');
    const givens = sudoku(['hint', '--variant', 'x', '--givens', grid.replace(/\n/g, ' ')], grid);
    assert.equal(givens.status, 1);
    const sized = sudoku(['solve', '--variant', 'x', '--size', '6'], grid);
    assert.equal(sized.status, 2);
    assert.match(sized.stderr, /--size 6, but the grid is 9×9/);
    const line = (seed: string) => sudoku(['create', '--variant', 'x', '--seed', seed, '--format', 'line']).stdout;
    const batch = sudoku(['solve', '--variant', 'x'], line('1') + line('2'));
    assert.equal(batch.status, 2);
    assert.match(
      batch.stderr,
      /--variant x reads one puzzle \(batch mode, one puzzle a line, is for classic puzzles\)/,
    );
    const windoku = sudoku(['solve', '--variant', 'windoku'], `1 0 0 0 0 0\n${'0 0 0 0 0 0\n'.repeat(5)}`);
    assert.equal(windoku.status, 2);
    assert.match(windoku.stderr, /windoku is a 9×9 variant/);
  });
});
