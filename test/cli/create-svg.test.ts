import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { hasStackTrace, sudoku } from './run-cli.ts';

interface Element {
  name: string;
  attributes: Record<string, string>;
  children: Element[];
  text: string;
}

/**
 * A tiny XML reader, strict enough to catch what would make a viewer refuse the file: one root, every tag closed in
 * order, attributes quoted, no stray `<` or `&` in text. Throws on anything else.
 */
function readXml(xml: string): Element {
  const body = xml.replace(/^<\?xml [^?]*\?>\s*/, '');
  const root: Element = { name: '#document', attributes: {}, children: [], text: '' };
  const stack = [root];
  const token = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<&]*")*)\s*(\/?)>|([^<]+)/gy;
  let at = 0;
  for (let match = token.exec(body); match; match = token.exec(body)) {
    at = token.lastIndex;
    const [, closing, name, attributeText, selfClosing, text] = match;
    const top = stack[stack.length - 1];
    if (text !== undefined) {
      if (/[<&]/.test(text)) throw new Error(`stray markup in text: ${text}`);
      if (stack.length === 1 && text.trim()) throw new Error('text outside the root');
      top.text += text;
    } else if (closing) {
      if (top.name !== name) throw new Error(`</${name}> closes <${top.name}>`);
      stack.pop();
    } else {
      const attributes = Object.fromEntries(
        [...attributeText.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
      );
      const element: Element = { name, attributes, children: [], text: '' };
      top.children.push(element);
      if (!selfClosing) stack.push(element);
    }
  }
  if (at !== body.length) throw new Error(`unreadable XML at offset ${at}: ${body.slice(at, at + 40)}`);
  if (stack.length !== 1) throw new Error(`<${stack[stack.length - 1].name}> is never closed`);
  if (root.children.length !== 1) throw new Error('not exactly one root element');
  return root.children[0];
}

/** Every element below `element`, depth first. */
const descendants = (element: Element): Element[] => element.children.flatMap((c) => [c, ...descendants(c)]);

interface Grid {
  digits: string;
  bold: string;
}

/** The grids of a page: each a translated group, its digits in reading order (and which are bold). */
function gridsOf(svg: Element): Grid[] {
  return svg.children
    .filter((e) => e.name === 'g' && e.attributes.transform?.startsWith('translate('))
    .map((g) => {
      const texts = descendants(g).filter((e) => e.name === 'text');
      return {
        digits: texts.map((t) => t.text).join(''),
        bold: texts.map((t) => (t.attributes['font-weight'] === 'bold' ? t.text : '')).join(''),
      };
    });
}

const digitsOf = (line: string): string => line.replace(/[^1-9]/g, '');

/** Only black and white anywhere: it prints and photocopies as it looks. */
function assertBlackOnWhite(xml: string): void {
  const colours = new Set([...xml.matchAll(/(?:fill|stroke)="([^"]*)"/g)].map((m) => m[1]));
  for (const colour of colours) assert.ok(['#000', '#fff'].includes(colour), `colour ${colour}`);
}

test('create --format svg prints one A4 page: well-formed SVG, 6 grids holding exactly the puzzles’ givens', () => {
  const { status, stdout, stderr } = sudoku(['create', '--count', '6', '--format', 'svg', '--seed', '11']);
  assert.equal(status, 0);
  assert.equal(stderr, '');
  const svg = readXml(stdout);
  assert.equal(svg.name, 'svg');
  assert.equal(svg.attributes.xmlns, 'http://www.w3.org/2000/svg');
  assert.equal(svg.attributes.width, '210mm');
  assert.equal(svg.attributes.height, '297mm');
  assertBlackOnWhite(stdout);
  const lines = sudoku(['create', '--count', '6', '--format', 'line', '--seed', '11']).stdout.trim().split('\n');
  const grids = gridsOf(svg);
  assert.equal(grids.length, 6);
  grids.forEach((grid, i) => {
    assert.equal(grid.digits, digitsOf(lines[i]), `grid ${i + 1}`);
    assert.equal(grid.bold, '', 'no bold on a puzzle page');
  });
  // Each grid has its 10 + 10 lines, and its number above it.
  const labels = svg.children.filter((e) => e.name === 'text').map((e) => e.text);
  assert.deepEqual(labels, ['1', '2', '3', '4', '5', '6']);
});

test('create --format svg --solutions --paper letter --out DIR writes one file a page and lists them', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sudoku-sheet-'));
  try {
    const out = join(dir, 'book');
    const args = ['--count', '8', '--difficulty', 'easy', '--seed', '3'];
    const { status, stdout, stderr } = sudoku([
      'create',
      ...args,
      '--format',
      'svg',
      '--solutions',
      '--paper',
      'letter',
      '--out',
      out,
    ]);
    assert.equal(status, 0, stderr);
    const files = ['puzzles-1', 'puzzles-2', 'solutions-1'].map((name) => join(out, `${name}.svg`));
    assert.equal(stdout, files.map((f) => `${f}\n`).join(''));
    const pages = files.map((file) => readFileSync(file, 'utf8'));
    pages.forEach(assertBlackOnWhite);
    const [first, second, solutions] = pages.map(readXml);
    for (const page of [first, second, solutions]) {
      assert.equal(page.attributes.width, '215.9mm');
      assert.equal(page.attributes.height, '279.4mm');
    }
    const lines = sudoku(['create', ...args, '--format', 'line'])
      .stdout.trim()
      .split('\n');
    const puzzles = [...gridsOf(first), ...gridsOf(second)];
    assert.deepEqual(
      puzzles.map((g) => g.digits),
      lines.map(digitsOf),
    );
    const solved = gridsOf(solutions);
    assert.equal(solved.length, 8);
    solved.forEach((grid, i) => {
      assert.equal(grid.digits.length, 81, `solution ${i + 1} is full`);
      const solution = sudoku(['solve', '--format', 'pretty'], lines[i]).stdout;
      assert.equal(grid.digits, digitsOf(solution), `solution ${i + 1}`);
      assert.equal(grid.bold, digitsOf(lines[i]), 'the givens are bold');
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('create --format svg: more than a page without --out, or sheet options without svg, are usage errors', () => {
  for (const [args, message] of [
    [['--count', '7', '--format', 'svg'], /7 puzzles take 2 pages: give --out DIR/],
    [['--format', 'svg', '--solutions'], /a puzzle and its solution take 2 pages/],
    [['--paper', 'letter'], /--paper only applies with --format svg/],
    [['--format', 'line', '--solutions'], /--solutions only applies with --format svg/],
    [['--format', 'svg', '--paper', 'a3'], /--paper must be one of a4, letter/],
  ] as const) {
    const { status, stdout, stderr } = sudoku(['create', ...args]);
    assert.equal(status, 1, args.join(' '));
    assert.equal(stdout, '');
    assert.match(stderr, message);
    assert.ok(!hasStackTrace(stderr));
  }
});

test('create --format svg --out into a place that cannot be written: exit 74 and why', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sudoku-sheet-'));
  try {
    const file = join(dir, 'a-file');
    writeFileSync(file, '');
    const { status, stderr } = sudoku(['create', '--format', 'svg', '--out', join(file, 'sheet')]);
    assert.equal(status, 74);
    assert.match(stderr, /^sudoku: could not write the sheet: .*a-file/);
    assert.ok(!hasStackTrace(stderr));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
