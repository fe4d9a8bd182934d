// The colours a browser without CSS light-dark() gets (legacy-colours.styles.ts) are the board's own: each private
// colour's light and dark values equal its light-dark() pair in sudoku-board.styles.ts (the hint colour's, a
// fallback that comes with the hint code, in hint.styles.ts), none missing, none extra.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { legacyColours } from '../../src/components/sudoku-board/legacy-colours.styles.ts';
import { hintStyles } from '../../src/components/sudoku-board/hint.styles.ts';
import { styles } from '../../src/components/sudoku-board/sudoku-board.styles.ts';

type Pairs = Map<string, { light: string; dark: string }>;

function boardPairs(): Pairs {
  const text = [...styles, hintStyles].map((s) => s.cssText).join('\n');
  const pairs: Pairs = new Map();
  // `--_x: light-dark(…)` declared, or `var(--_x, light-dark(…))` as a fallback.
  for (const [, name, light, dark] of text.matchAll(/(--_[\w-]+)[:,]\s*light-dark\(\s*([^,]+?)\s*,\s*([^)]+?)\s*\)/g))
    pairs.set(name, { light, dark });
  return pairs;
}

/** The declarations of the first block after `marker` in `text`. */
function declarations(text: string, marker: string): Map<string, string> {
  const start = text.indexOf('{', text.indexOf(marker));
  const block = text.slice(start + 1, text.indexOf('}', start));
  return new Map([...block.matchAll(/(--_[\w-]+):\s*([^;]+?)\s*;/g)].map(([, name, value]) => [name, value]));
}

describe('colours without light-dark()', () => {
  it('equal the board’s light-dark() pairs, light and dark', () => {
    const pairs = boardPairs();
    assert.ok(pairs.size >= 10, `the board's pairs are read (${pairs.size})`);
    const text = legacyColours.cssText;
    const light = declarations(text, ':host');
    const dark = declarations(text, 'prefers-color-scheme: dark');
    assert.deepEqual(new Map([...pairs].map(([name, p]) => [name, p.light])), light);
    assert.deepEqual(new Map([...pairs].map(([name, p]) => [name, p.dark])), dark);
  });
});
