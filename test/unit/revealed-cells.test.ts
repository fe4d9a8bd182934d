// Which digits the board put down (src/play/revealed-cells.ts), DOM-free: an applied hint's and the revealed solution's,
// read from the history, so undo, redo, the player's own moves over them and colours do what a player expects.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lineToGrid } from '../../src/engine/grid.ts';
import { Game, type Move } from '../../src/play/game.ts';
import { revealedCells } from '../../src/play/revealed-cells.ts';
import { parseSavedGame } from '../../src/play/persistence.ts';
import { recordedGame } from '../../src/play/recorded-game.ts';
import { gameRecord } from '../../src/play/saved-record.ts';

const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
const marked = (game: Game): number[] => [...revealedCells(game)].sort((a, b) => a - b);
/** What hint-play.ts does to an applied hint's move. */
const asHint = (move: Move | null): Move => (move!.forEach((change) => (change.hint = true)), move!);

describe('revealed cells', () => {
  it("an applied hint's placed digit is marked; its notes taken from peers are not", () => {
    const game = new Game(lineToGrid(PUZZLE)!);
    game.apply([{ cell: 3, value: 0, notes: 0b10 }]);
    asHint(game.place([2], 4));
    assert.deepEqual(marked(game), [2]);
  });

  it('undo and redo carry the mark; the player writing or erasing over it takes it off, undone puts it back', () => {
    const game = new Game(lineToGrid(PUZZLE)!);
    asHint(game.place([2], 4));
    game.undo();
    assert.deepEqual(marked(game), []);
    game.redo();
    assert.deepEqual(marked(game), [2]);
    game.place([2], 9);
    assert.deepEqual(marked(game), []);
    game.place([2], 4);
    assert.deepEqual(marked(game), [], 'the same digit typed by the player is the player’s');
    game.undo();
    game.undo();
    assert.deepEqual(marked(game), [2]);
    game.place([2], 0);
    assert.deepEqual(marked(game), []);
  });

  it("the revealed solution marks what it changed, not the player's right digits; a colour keeps the mark", () => {
    const game = new Game(lineToGrid(PUZZLE)!);
    game.place([2], 4);
    const move = game.apply(lineToGrid(SOLUTION)!.map((value, cell) => ({ cell, value, notes: 0 })))!;
    game.markRevealed(move);
    const blanks = [...PUZZLE].flatMap((c, i) => (c === '.' && i !== 2 ? [i] : []));
    assert.deepEqual(marked(game), blanks);
    game.commit([{ cell: 3, before: { value: 6, notes: 0, color: 0 }, after: { value: 6, notes: 0, color: 2 } }]);
    assert.ok(revealedCells(game).has(3), 'coloured, still revealed');
  });

  it('a saved game keeps the marks with its moves; one saved without them has none', () => {
    const game = new Game(lineToGrid(PUZZLE)!);
    asHint(game.place([2], 4));
    game.place([3], 6);
    const record = JSON.parse(
      JSON.stringify(gameRecord(game, { elapsedMs: 0, solved: false, difficulty: 'easy', solution: null })),
    );
    assert.deepEqual(marked(recordedGame(record)!), [2]);
    const read = (): Game => recordedGame(parseSavedGame(JSON.stringify(record))!)!;
    assert.deepEqual(marked(read()), [2], 'read back as the board reads it');
    record.moves[0][0].hint = 'yes';
    assert.equal(parseSavedGame(JSON.stringify(record))!.moves.length, 0, 'a damaged mark drops the history whole');
    for (const move of record.moves) for (const change of move) delete change.hint;
    assert.deepEqual(marked(read()), []);
    assert.equal(read().values[2], 4, 'an older record loads, its digits kept');
  });
});
