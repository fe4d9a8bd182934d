// The play session (src/play/session.ts), DOM-free: the rules of input a player relies on (a digit, a note, an
// erase on the selected cells, notes mode, a right-click's one note, digit-first's picked digit, locked states, the
// mistake limit), and a model test: random inputs against a plain model of those rules, on the classic 9×9 grid and
// the small ones (4×4 with 2×2 boxes, 6×6 with boxes of 2 rows by 3 columns).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { MINI, SIX } from '../../src/engine/geometries.ts';
import { CLASSIC, type Geometry } from '../../src/engine/geometry.ts';
import { lineToGrid } from '../../src/engine/grid.ts';
import { Game } from '../../src/play/game.ts';
import { PlaySession, type InputResult } from '../../src/play/session.ts';

const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

/** A puzzle of each size the session plays, with its box's height and width (for the model, which works them out). */
interface Shape {
  name: string;
  puzzle: string;
  geometry: Geometry;
  size: number;
  boxRows: number;
  boxCols: number;
}

const SHAPES: Shape[] = [
  { name: '9×9', puzzle: PUZZLE, geometry: CLASSIC, size: 9, boxRows: 3, boxCols: 3 },
  { name: '6×6', puzzle: '....56...1...3..615...3..4......23..', geometry: SIX, size: 6, boxRows: 2, boxCols: 3 },
  { name: '4×4', puzzle: '....34....4..1..', geometry: MINI, size: 4, boxRows: 2, boxCols: 2 },
];

interface Host {
  frozen: boolean;
  auto: boolean;
  changes: number;
}

function session(host: Host = { frozen: false, auto: false, changes: 0 }, shape = SHAPES[0]): PlaySession {
  const play = new PlaySession({
    get frozen() {
      return host.frozen;
    },
    get autoCandidates() {
      return host.auto;
    },
    requestUpdate: () => void host.changes++,
  });
  const { geometry } = shape;
  const givens = lineToGrid(shape.puzzle, geometry.cellCount)!;
  play.begin(new Game(givens, undefined, undefined, undefined, undefined, geometry), null, false);
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

  it('the mistake limit stops play when reached, when lowered below the mistakes made, and never after Continue', () => {
    const play = session();
    assert.equal(play.addMistakes(2, 0), false, 'no limit: mistakes are only counted');
    assert.equal(play.addMistakes(1, 5), false, '3 of 5');
    assert.ok(play.addMistakes(1, 2), 'the limit lowered to 2 under 4 mistakes: the next one stops the game');
    assert.ok(play.stopped);
    assert.ok(play.goOn());
    assert.equal(play.addMistakes(1, 2), false, 'Continue: the limit stops this game no more');
    assert.equal(play.addMistakes(1, 1), false, '…even lowered again');
    play.begin(new Game(lineToGrid(PUZZLE)!), null, false);
    assert.equal(play.mistakes, 0);
    assert.ok(play.addMistakes(1, 1), 'a new game: the limit stops it again');
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
  readonly shape: Shape;
  readonly cells: number;
  givens: number[];
  values: number[];
  notes: number[];
  selected: number;
  also: number[] = [];
  notesMode = false;
  noteNext = false;
  picked = 0;
  paused = false;

  constructor(shape: Shape) {
    this.shape = shape;
    this.cells = shape.size * shape.size;
    this.givens = [...shape.puzzle].map((c) => (c === '.' ? 0 : Number(c)));
    this.values = this.givens.slice();
    this.notes = new Array<number>(this.cells).fill(0);
    this.selected = this.givens.indexOf(0);
  }

  peers(a: number, b: number): boolean {
    const { size, boxRows, boxCols } = this.shape;
    const [ra, ca, rb, cb] = [Math.floor(a / size), a % size, Math.floor(b / size), b % size];
    const box = (r: number, c: number) => `${Math.floor(r / boxRows)},${Math.floor(c / boxCols)}`;
    return a !== b && (ra === rb || ca === cb || box(ra, ca) === box(rb, cb));
  }

  candidates(cell: number): number {
    let mask = 2 ** this.shape.size - 1;
    for (let other = 0; other < this.cells; other++)
      if (this.peers(cell, other) && this.values[other]) mask &= ~(1 << (this.values[other] - 1));
    return mask;
  }

  get selection(): number[] {
    return [this.selected, ...this.also];
  }

  input(digit: number, asNote: boolean, frozen: boolean, auto: boolean): string {
    if (frozen || this.paused || digit > this.shape.size) return 'none';
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
    for (let other = 0; other < this.cells; other++) {
      if (this.values[other] || !(this.notes[other] & bit)) continue;
      if (cells.some((cell) => this.peers(cell, other))) {
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

/** Commands on a grid of `cells` cells; digits 0–9 whatever the size, so a small grid meets digits it has no place for. */
const commandOn = (cells: number): fc.Arbitrary<Command> => {
  const cell = fc.integer({ min: 0, max: cells - 1 });
  return fc.oneof(
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
};

describe('the play session against a model of the rules', () => {
  for (const shape of SHAPES)
    it(`random selections, digits, notes, erases, modes and locks do what the rules say (${shape.name})`, () => {
      fc.assert(
        fc.property(fc.array(commandOn(shape.size * shape.size), { maxLength: 60 }), (commands) => {
          const host = { frozen: false, auto: false, changes: 0 };
          const play = session(host, shape);
          const model = new Model(shape);
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
                if (step.digit <= shape.size) model.picked = model.picked === step.digit ? 0 : step.digit;
                assert.equal(play.pick(step.digit), model.picked);
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

describe('the play session on a smaller grid', () => {
  it('6×6: takes digits 1–6 only; its conflicts, candidates and digits left are the 6×6 grid’s', () => {
    const play = session(undefined, SHAPES[1]);
    assert.equal(play.size, 6);
    assert.equal(play.selected, 0);
    assert.equal(play.input(7, false), null, 'a 7 has no place on 6×6');
    assert.equal(play.game.values[0], 0);
    // Row 1 holds 5 and 6, column 1 holds 5 (row 4), the box (rows 1–2, columns 1–3) nothing: 1–4 are left.
    assert.equal(play.game.candidates(0), 0b1111);
    const result = play.input(5, false);
    assert.ok(result && 'clash' in result && result.clash, '5 is in row 1 already');
    assert.deepEqual(
      [...play.game.conflicts()].sort((a, b) => a - b),
      [0, 4, 18],
      'row 1 and column 1',
    );
    assert.equal(play.game.remaining().length, 7, 'digits 1–6 (index 0 unused)');
    assert.equal(play.game.value.length, 36);
  });
});
