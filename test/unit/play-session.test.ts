// The play session (src/play/session.ts), DOM-free: the rules of input a player relies on (a digit, a note, an
// erase on the selected cells, notes mode, a right-click's one note, digit-first's picked digit, locked states, the
// mistake limit), and a model test: random inputs against a plain model of those rules.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { lineToGrid } from '../../src/engine/grid.ts';
import { Game } from '../../src/play/game.ts';
import { PlaySession, type InputResult } from '../../src/play/session.ts';

const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

interface Host {
  frozen: boolean;
  auto: boolean;
  changes: number;
}

function session(host: Host = { frozen: false, auto: false, changes: 0 }): PlaySession {
  const play = new PlaySession({
    frozen: () => host.frozen,
    autoCandidates: () => host.auto,
    changed: () => host.changes++,
  });
  play.begin(new Game(lineToGrid(PUZZLE)!), null, false);
  return play;
}

const kind = (result: InputResult): string => (result === null ? 'none' : 'given' in result ? 'given' : result.reason);

describe('the play session', () => {
  it('starts a game on its first blank, playing, and tells the host', () => {
    const host = { frozen: false, auto: false, changes: 0 };
    const play = session(host);
    assert.equal(play.selected, 2);
    assert.equal(play.size, 9);
    assert.ok(play.playing && !play.locked);
    assert.ok(host.changes > 0);
  });

  it('places, toggles notes, erases, and passes givens over', () => {
    const play = session();
    assert.equal(kind(play.input(4, false)), 'entry');
    assert.equal(play.game.values[2], 4);
    assert.equal(kind(play.input(4, false)), 'erase', 'the same digit again takes it out');
    assert.equal(play.game.values[2], 0);
    play.toggleNotes();
    assert.equal(kind(play.input(1, false)), 'note');
    assert.equal(play.game.notes[2], 1);
    play.select(0);
    assert.equal(kind(play.input(1, false)), 'given');
  });

  it('a right-click makes the next digit a note, once', () => {
    const play = session();
    assert.ok(play.noteNextDigit());
    assert.equal(kind(play.input(2, false)), 'note');
    assert.equal(kind(play.input(2, false)), 'entry');
  });

  it('says when a placed digit clashes', () => {
    const play = session();
    const result = play.input(5, false);
    assert.ok(result && 'clash' in result && result.clash, '5 is in row 1 already');
  });

  it('takes no input while frozen, paused, stopped or done', () => {
    const host = { frozen: true, auto: false, changes: 0 };
    const play = session(host);
    assert.equal(play.input(4, false), null);
    host.frozen = false;
    assert.ok(play.pause());
    assert.equal(play.input(4, false), null);
    assert.ok(play.resume());
    assert.ok(play.addMistakes(3, 3), 'the limit reached stops play');
    assert.equal(play.input(4, false), null);
    assert.ok(play.goOn());
    assert.equal(play.addMistakes(1, 3), false, 'the limit stops a game once');
    play.finish();
    assert.equal(play.input(4, false), null);
    assert.ok(!play.playing);
  });

  it('picks a digit and puts it down again', () => {
    const play = session();
    assert.equal(play.pick(3), 3);
    assert.equal(play.pick(3), 0);
  });

  it('extends and toggles a selection, the focus on the last cell added', () => {
    const play = session();
    assert.equal(play.extend(3, false), 3);
    assert.deepEqual(play.selection, [3, 2]);
    assert.equal(play.extend(3, true), 2, 'a toggled cell leaves; the focus goes to another');
    assert.deepEqual(play.selection, [2]);
    assert.equal(play.extend(2, true), 2, 'the only cell stays');
  });
});

// ---- the model ----------------------------------------------------------------------------------------------

/** The rules as a player states them, on plain arrays: rows, columns and boxes worked out here, not imported. */
class Model {
  givens = lineToGrid(PUZZLE)!;
  values = this.givens.slice();
  notes = new Array<number>(81).fill(0);
  selected = 2;
  also: number[] = [];
  notesMode = false;
  noteNext = false;
  picked = 0;
  paused = false;

  static peers(a: number, b: number): boolean {
    const [ra, ca, rb, cb] = [Math.floor(a / 9), a % 9, Math.floor(b / 9), b % 9];
    const box = (r: number, c: number) => Math.floor(r / 3) * 3 + Math.floor(c / 3);
    return a !== b && (ra === rb || ca === cb || box(ra, ca) === box(rb, cb));
  }

  candidates(cell: number): number {
    let mask = 0x1ff;
    for (let other = 0; other < 81; other++)
      if (Model.peers(cell, other) && this.values[other]) mask &= ~(1 << (this.values[other] - 1));
    return mask;
  }

  get selection(): number[] {
    return [this.selected, ...this.also];
  }

  input(digit: number, asNote: boolean, frozen: boolean, auto: boolean): string {
    if (frozen || this.paused) return 'none';
    const note = asNote || this.notesMode || this.noteNext;
    this.noteNext = false;
    const cells = [...new Set(this.selection)].filter((cell) => !this.givens[cell]);
    if (!cells.length) return 'given';
    if (digit === 0 || (!note && cells.every((cell) => this.values[cell] === digit))) {
      const after = cells.map((cell) => (this.values[cell] && auto ? this.candidates(cell) : 0));
      const changed = cells.some((cell, i) => this.values[cell] !== 0 || this.notes[cell] !== after[i]);
      cells.forEach((cell, i) => ((this.values[cell] = 0), (this.notes[cell] = after[i])));
      return changed ? 'erase' : 'none';
    }
    const bit = 1 << (digit - 1);
    if (note) {
      const blanks = cells.filter((cell) => !this.values[cell]);
      const on = blanks.some((cell) => !(this.notes[cell] & bit));
      blanks.forEach((cell) => (this.notes[cell] = on ? this.notes[cell] | bit : this.notes[cell] & ~bit));
      return blanks.length ? 'note' : 'none';
    }
    let changed = false;
    for (const cell of cells) {
      changed ||= this.values[cell] !== digit || this.notes[cell] !== 0;
      this.values[cell] = digit;
      this.notes[cell] = 0;
    }
    for (let other = 0; other < 81; other++) {
      if (this.values[other] || !(this.notes[other] & bit)) continue;
      if (cells.some((cell) => Model.peers(cell, other))) {
        this.notes[other] &= ~bit;
        changed = true;
      }
    }
    return changed ? 'entry' : 'none';
  }
}

type Command =
  | { type: 'select'; cell: number }
  | { type: 'extend'; cell: number }
  | { type: 'input'; digit: number; note: boolean }
  | { type: 'notes' }
  | { type: 'note-next' }
  | { type: 'pick'; digit: number }
  | { type: 'pause' }
  | { type: 'freeze' }
  | { type: 'auto' };

const cell = fc.integer({ min: 0, max: 80 });
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 2, arbitrary: cell.map((c) => ({ type: 'select' as const, cell: c })) },
  { weight: 3, arbitrary: cell.map((c) => ({ type: 'extend' as const, cell: c })) },
  {
    weight: 6,
    arbitrary: fc
      .record({ digit: fc.integer({ min: 0, max: 9 }), note: fc.boolean() })
      .map((r) => ({ type: 'input' as const, ...r })),
  },
  { weight: 1, arbitrary: fc.constant({ type: 'notes' as const }) },
  { weight: 1, arbitrary: fc.constant({ type: 'note-next' as const }) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 1, max: 9 }).map((d) => ({ type: 'pick' as const, digit: d })),
  },
  { weight: 1, arbitrary: fc.constant({ type: 'pause' as const }) },
  { weight: 1, arbitrary: fc.constant({ type: 'freeze' as const }) },
  { weight: 1, arbitrary: fc.constant({ type: 'auto' as const }) },
);

describe('the play session against a model of the rules', () => {
  it('random selections, digits, notes, erases, modes and locks do what the rules say', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 60 }), (commands) => {
        const host = { frozen: false, auto: false, changes: 0 };
        const play = session(host);
        const model = new Model();
        for (const step of commands) {
          switch (step.type) {
            case 'select':
              play.select(step.cell);
              model.selected = step.cell;
              model.also = [];
              break;
            case 'extend': {
              play.extend(step.cell, false);
              const cells = new Set(model.selection);
              cells.delete(step.cell);
              model.selected = step.cell;
              model.also = [...cells];
              break;
            }
            case 'input': {
              const before = host.changes;
              const got = kind(play.input(step.digit, step.note));
              const wanted = model.input(step.digit, step.note, host.frozen, host.auto);
              assert.equal(got, wanted, `input ${step.digit}${step.note ? ' as a note' : ''}`);
              assert.ok(host.changes >= before);
              break;
            }
            case 'notes':
              assert.equal(play.toggleNotes(), (model.notesMode = !model.notesMode));
              break;
            case 'note-next':
              if (play.noteNextDigit()) model.noteNext = true;
              else assert.ok(host.frozen || model.paused, 'a right-click is refused only when locked');
              break;
            case 'pick':
              assert.equal(play.pick(step.digit), (model.picked = model.picked === step.digit ? 0 : step.digit));
              break;
            case 'pause':
              if (model.paused) assert.ok(play.resume());
              else assert.ok(play.pause());
              model.paused = !model.paused;
              break;
            case 'freeze':
              host.frozen = !host.frozen;
              break;
            case 'auto':
              host.auto = !host.auto;
              break;
          }
          assert.deepEqual(play.game.values, model.values);
          assert.deepEqual(play.game.notes, model.notes);
          assert.deepEqual(new Set(play.selection), new Set(model.selection));
          assert.equal(play.selected, model.selected);
          assert.equal(play.noteNext, model.noteNext);
          assert.equal(play.notesMode, model.notesMode);
          assert.equal(play.locked, host.frozen || model.paused);
        }
      }),
      { numRuns: 500 },
    );
  });
});
