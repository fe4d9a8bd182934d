import { expect } from '@open-wc/testing';
import { initialSource, readPuzzle } from '../../src/components/sudoku-board/initial-source.ts';
import type { SavedGame } from '../../src/play/persistence.ts';
import { gridToLine, lineToGrid } from '../../src/engine/grid.ts';
import { EASY } from './sudoku-board-helpers.ts';

/** top95 line 1. */
const OTHER = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const PLAYED = '4' + EASY.slice(1);

const saved = (givens = EASY): SavedGame => ({
  version: 1,
  givens,
  values: givens,
  notes: new Array(81).fill(0),
  moves: [],
  position: 0,
  elapsedMs: 0,
  solved: false,
});

describe('initialSource: which game a board starts with', async () => {
  it('makes a new puzzle at the difficulty when it has nothing else', async () => {
    expect(initialSource(null, null, null, 'hard')).to.deep.equal({ from: 'generate', difficulty: 'hard' });
    expect(initialSource(null, null, null, 'easy')).to.deep.equal({ from: 'generate', difficulty: 'easy' });
  });

  it('resumes a saved game when there is no puzzle attribute, before a value or form state', async () => {
    const game = saved();
    const source = initialSource(game, null, { givens: null, value: PLAYED }, 'medium');
    expect(source).to.deep.equal({ from: 'saved', saved: game });
  });

  it('resumes a saved game of the same puzzle as the attribute, in any format', async () => {
    const game = saved();
    const rows = EASY.match(/.{9}/g)!.join('\n');
    expect(initialSource(game, await readPuzzle(rows), null, 'medium')).to.deep.equal({ from: 'saved', saved: game });
  });

  it('takes the attribute over a saved game of another puzzle, with a value on top', async () => {
    const source = initialSource(
      saved(OTHER),
      await readPuzzle(EASY),
      { givens: lineToGrid(OTHER), value: PLAYED },
      'medium',
    );
    expect(source.from).to.equal('attribute');
    if (source.from !== 'attribute') return;
    expect(gridToLine(source.givens!)).to.equal(EASY);
    expect(source.value).to.equal(PLAYED);
    expect(source.problem).to.equal(undefined);
  });

  it('gives a blank grid for an empty attribute', async () => {
    const source = initialSource(null, await readPuzzle('  '), null, 'medium');
    expect(source.from === 'attribute' && gridToLine(source.givens!)).to.equal('.'.repeat(81));
  });

  it('says why an unreadable attribute was not taken, and resumes a saved game all the same', async () => {
    const unreadable = initialSource(null, await readPuzzle('not a sudoku'), null, 'medium');
    expect(unreadable.from).to.equal('attribute');
    expect(unreadable.from === 'attribute' && unreadable.givens).to.equal(null);
    expect(unreadable.problem).to.match(/^The puzzle can't be read: .+\.$/);

    const game = saved(OTHER);
    const resumed = initialSource(game, await readPuzzle('not a sudoku'), null, 'medium');
    expect(resumed.from).to.equal('saved');
    expect(resumed.problem).to.equal(unreadable.problem);
  });

  it('plays a value that came without a puzzle: on its restored givens, else on a blank grid', async () => {
    const withGivens = initialSource(null, null, { givens: lineToGrid(EASY), value: PLAYED }, 'medium');
    expect(withGivens.from).to.equal('form');
    if (withGivens.from !== 'form') return;
    expect(gridToLine(withGivens.givens)).to.equal(EASY);
    expect(withGivens.value).to.equal(PLAYED);

    const valueOnly = initialSource(null, null, { givens: null, value: PLAYED }, 'medium');
    expect(valueOnly.from === 'form' && gridToLine(valueOnly.givens)).to.equal('.'.repeat(81));
  });
});
