/**
 * Saving a game to localStorage (or another key-value store, see GameStorage) and reading it back. Whatever is stored
 * under the key may be old, foreign or hand-edited: it is checked field by field, what does not fit is left out and
 * named, and nothing throws.
 */
import type { Grid } from '../../engine/grid.ts';
import { findConflicts, gridToLine, lineToGrid } from '../../engine/grid.ts';
import { Game, type CellChange, type CellState, type Move } from './game.ts';
import { History } from './history.ts';
import { readSettings, type Settings } from './settings.ts';

/** How many cell colours there are (1–6; 0 is none). */
export const COLORS = 6;

/**
 * Where a board keeps its game: the two synchronous calls of the Web Storage API, so `localStorage` fits as it is.
 * An asynchronous store (chrome.storage in an extension) fits by reading its value before the board starts and
 * writing through on every `setItem`.
 */
export type GameStorage = Pick<Storage, 'getItem' | 'setItem'> & {
  /**
   * Optional: calls `onChange` whenever another page, window or popup changes `key`, and returns a function that
   * stops it. The board then follows a newer save at once. localStorage needs none (the board listens to `storage`
   * events); without it a board still never writes over a newer save, it only finds it at its next save.
   */
  watch?(key: string, onChange: () => void): () => void;
};

export interface SavedGame {
  version: 1;
  /**
   * Bumped by every save. A board remembers the revision its game came from and never writes over a higher one: a
   * newer save by another tab, window or board on the same key wins (save-sync.ts). Absent in older records: 0.
   */
  revision?: number;
  /** 81 characters, '.' blank. */
  givens: string;
  /** Givens and the player's digits, 81 characters. */
  values: string;
  /** 81 bitmasks (bit d-1 = digit d). */
  notes: number[];
  moves: Move[];
  /** How many of `moves` are played (the rest were undone and can be redone). */
  position: number;
  /** Indexes in `moves` of the moves that revealed the solution. */
  reveals?: number[];
  elapsedMs: number;
  solved: boolean;
  difficulty?: string;
  /** Known solution, 81 characters, so check() and the completion test need no worker after a reload. */
  solution?: string;
  /** The game in progress this one replaced (one deep: its own `replaced` is not kept): Undo brings it back. */
  replaced?: SavedGame;
  /** The settings the player chose in the Settings panel (absent in older records: the page's). */
  settings?: Partial<Settings>;
  /** Cell colours, 81 characters '0'–'6' (absent: none). */
  colors?: string;
  /** Mistakes counted against the mistake limit (absent: none). */
  mistakes?: number;
  /** The mistake limit was reached: play stopped until Continue (absent: false). */
  stopped?: boolean;
}

/** What a stored record gave: the game to resume (perhaps with parts left out), or why there is none. */
export interface ReadRecord {
  /** The game, or null when nothing is stored or the record can't be used at all. */
  game: SavedGame | null;
  /** Parts of a record that could not be read and were left out, in words ("the notes of r3c4"); the rest is kept. */
  dropped: string[];
  /** Why a stored record can't be used at all (it is then kept aside, not overwritten unseen); null otherwise. */
  problem: string | null;
}

const LINE = /^[1-9.]{81}$/;
/** Longest play time a saved game may restore (99:59:59): a larger one was tampered with, and would not display. */
export const MAX_RESTORED_MS = (100 * 3600 - 1) * 1000;
const isInt = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

const isCellState = (v: unknown): v is CellState =>
  typeof v === 'object' &&
  v !== null &&
  isInt((v as CellState).value, 0, 9) &&
  isInt((v as CellState).notes, 0, 511) &&
  ((v as CellState).color === undefined || isInt((v as CellState).color, 0, COLORS));

const isChange = (v: unknown): v is CellChange =>
  typeof v === 'object' &&
  v !== null &&
  isInt((v as CellChange).cell, 0, 80) &&
  isCellState((v as CellChange).before) &&
  isCellState((v as CellChange).after);

const isMove = (v: unknown): v is Move => Array.isArray(v) && v.length > 0 && v.every(isChange);

const cellText = (cell: number): string => `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;

const unusable = (problem: string): ReadRecord => ({ game: null, dropped: [], problem });

/** A solution worth trusting: a full grid with no clash that keeps every given (else the board solves again). */
function trustedSolution(solution: unknown, givens: string): string | undefined {
  if (typeof solution !== 'string' || !/^[1-9]{81}$/.test(solution)) return undefined;
  for (let i = 0; i < 81; i++) if (givens[i] !== '.' && solution[i] !== givens[i]) return undefined;
  const grid = lineToGrid(solution);
  return grid && findConflicts(grid).length === 0 ? solution : undefined;
}

/**
 * Reads a stored record, keeping what is sound. Whatever is stored may be old, foreign, hand-edited or written by a
 * newer build: a record without readable givens, or of a format this build does not know, can't be used at all; a
 * bad digit, note, move list or time is left out (and named in `dropped`) and the rest of the game is kept.
 */
export function readSavedGame(text: string | null, nested = false): ReadRecord {
  if (!text) return { game: null, dropped: [], problem: null };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return unusable('it is not JSON');
  }
  return readRecord(data, nested);
}

function readRecord(data: unknown, nested: boolean): ReadRecord {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return unusable('it is not a saved game');
  const saved = data as Partial<Record<keyof SavedGame, unknown>>;
  if (typeof saved.version === 'number' && saved.version > 1)
    return unusable(`it was saved by a newer version of the board (format ${saved.version})`);
  if (saved.version !== 1) return unusable('it is not a saved game of this board');
  if (typeof saved.givens !== 'string' || !LINE.test(saved.givens)) return unusable("its puzzle can't be read");
  const givens = saved.givens;
  const dropped: string[] = [];

  // Digits: a given always wins; a cell that is neither a digit nor a blank is left blank.
  let values = givens;
  if (typeof saved.values === 'string' && saved.values.length === 81) {
    const raw = saved.values;
    values = Array.from(givens, (given, i) => {
      if (given !== '.') {
        if (raw[i] !== given) dropped.push(`the digit at ${cellText(i)}`);
        return given;
      }
      if (/[1-9.]/.test(raw[i])) return raw[i];
      dropped.push(`the digit at ${cellText(i)}`);
      return '.';
    }).join('');
  } else if (saved.values !== undefined) dropped.push('the digits');

  let notes = new Array<number>(81).fill(0);
  if (Array.isArray(saved.notes) && saved.notes.length === 81) {
    notes = saved.notes.map((n: unknown, i) => {
      if (isInt(n, 0, 511)) return n;
      dropped.push(`the notes of ${cellText(i)}`);
      return 0;
    });
  } else if (saved.notes !== undefined) dropped.push('the notes');

  // The history must fit together whole: a move on a given (undo would rewrite it) or a bad position drops it all.
  let moves: Move[] = [];
  let position = 0;
  let reveals: number[] = [];
  const history = Array.isArray(saved.moves) ? saved.moves : [];
  if (history.length > 0 || saved.position !== undefined) {
    const sound =
      history.every(isMove) &&
      isInt(saved.position, 0, history.length) &&
      !history.some((move: Move) => move.some(({ cell }) => givens[cell] !== '.'));
    if (sound) {
      moves = history;
      position = saved.position as number;
      const count = moves.length;
      reveals = Array.isArray(saved.reveals)
        ? saved.reveals.filter((i: unknown): i is number => isInt(i, 0, count - 1))
        : [];
    } else dropped.push('the undo history');
  }

  const elapsed = saved.elapsedMs;
  const elapsedMs = typeof elapsed === 'number' && elapsed >= 0 && Number.isFinite(elapsed) ? elapsed : 0;
  if (elapsedMs !== elapsed && elapsed !== undefined) dropped.push('the play time');
  const replaced = nested ? null : readRecord(saved.replaced, true).game;
  const settings = readSettings(saved.settings, dropped);
  const colors = typeof saved.colors === 'string' && /^[0-6]{81}$/.test(saved.colors) ? saved.colors : undefined;
  if (colors !== saved.colors) dropped.push('the colours');
  const mistakes = saved.mistakes === undefined || isInt(saved.mistakes, 0, 999) ? saved.mistakes : undefined;
  if (mistakes !== saved.mistakes) dropped.push('the mistake count');

  const game: SavedGame = {
    version: 1,
    revision: isInt(saved.revision, 0, Number.MAX_SAFE_INTEGER) ? saved.revision : 0,
    givens,
    values,
    notes,
    moves,
    position,
    reveals,
    elapsedMs: Math.min(elapsedMs, MAX_RESTORED_MS),
    // Only a full board can be over: a tampered flag would lock an unfinished game.
    solved: saved.solved === true && !values.includes('.'),
    difficulty: typeof saved.difficulty === 'string' ? saved.difficulty : undefined,
    solution: trustedSolution(saved.solution, givens),
  };
  if (replaced) game.replaced = replaced;
  if (settings) game.settings = settings;
  if (colors) game.colors = colors;
  if (mistakes) game.mistakes = mistakes;
  if (saved.stopped === true) game.stopped = true;
  return { game, dropped, problem: null };
}

/** The saved game, or null when there is none or it can't be used at all (see readSavedGame). */
export function parseSavedGame(text: string | null): SavedGame | null {
  return readSavedGame(text).game;
}

/** What the board keeps beside the game itself. */
export interface BoardRecord {
  elapsedMs: number;
  solved: boolean;
  difficulty: string;
  solution: Grid | null;
  settings?: Partial<Settings>;
  mistakes?: number;
  stopped?: boolean;
}

/** The record the board saves for `game` and the board's other state. */
export function gameRecord(game: Game, board: BoardRecord): SavedGame {
  const { elapsedMs, solved, difficulty, solution, settings, mistakes, stopped } = board;
  const { moves, position } = game.history.toJSON();
  return {
    version: 1,
    givens: gridToLine(game.givens),
    values: game.value,
    notes: game.notes.slice(),
    moves,
    position,
    reveals: moves.flatMap((move, index) => (game.isRevealed(move) ? [index] : [])),
    elapsedMs: Math.round(elapsedMs),
    solved,
    difficulty,
    solution: solution ? gridToLine(solution) : undefined,
    // Only what is there: older builds' records, and a board left at its defaults, have none of these.
    ...(game.colors.some(Boolean) ? { colors: game.colors.join('') } : {}),
    ...(settings && Object.keys(settings).length ? { settings } : {}),
    ...(mistakes ? { mistakes } : {}),
    ...(stopped ? { stopped } : {}),
  };
}

/** The game a (checked) record holds, with its undo history; null when its lines can't be read. */
export function recordedGame(saved: SavedGame): Game | null {
  const givens = lineToGrid(saved.givens);
  const values = lineToGrid(saved.values);
  if (!givens || !values) return null;
  const game = new Game(givens, values, saved.notes, saved.colors ? [...saved.colors].map(Number) : undefined);
  game.history = History.from<Move>(saved.moves, saved.position);
  const moves = game.history.toJSON().moves;
  for (const index of saved.reveals ?? []) if (moves[index]) game.markRevealed(moves[index]);
  return game;
}

/** localStorage, read lazily: merely touching it throws in some sandboxed frames, which the callers catch. */
const local = (): GameStorage => localStorage;

/** The record stored under `key`, read (see readSavedGame), with its text; nothing when storage is unavailable. */
export function readStored(key: string, storage?: GameStorage): ReadRecord & { text: string | null } {
  const text = storedText(key, storage);
  return { ...readSavedGame(text), text };
}

/** The text stored under `key`; null when there is none or storage is unavailable. */
export function storedText(key: string, storage?: GameStorage): string | null {
  try {
    return (storage ?? local()).getItem(key);
  } catch {
    return null;
  }
}

/** Where a record the board can't use whole is kept, so that starting a new game never destroys it. */
export const asideKey = (key: string): string => `${key}:unreadable`;

/** Saves; false when storage refuses (full, or disabled), which the board reports but survives. */
export function saveText(key: string, text: string, storage?: GameStorage): boolean {
  try {
    (storage ?? local()).setItem(key, text);
    return true;
  } catch {
    return false;
  }
}

/** Has the player something to lose in this record: not over, and a digit or note of theirs, or a minute of play. */
export function recordInProgress(saved: SavedGame, meaningfulMs: number): boolean {
  if (saved.solved) return false;
  const written = Array.from(saved.givens).some(
    (given, i) => given === '.' && (saved.values[i] !== '.' || saved.notes[i] !== 0),
  );
  return written || saved.elapsedMs >= meaningfulMs;
}
