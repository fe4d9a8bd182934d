/**
 * Saving a game to localStorage (or another key-value store, see GameStorage) and reading it back. Whatever is stored under the key may be old, foreign or
 * hand-edited: it is checked field by field and anything that does not fit is ignored, never thrown.
 */
import type { Grid } from '../../engine/grid.ts';
import { gridToLine, lineToGrid } from '../../engine/grid.ts';
import { Game, type CellChange, type CellState, type Move } from './game.ts';
import { History } from './history.ts';

/**
 * Where a board keeps its game: the two synchronous calls of the Web Storage API, so `localStorage` fits as it is.
 * An asynchronous store (chrome.storage in an extension) fits by reading its value before the board starts and
 * writing through on every `setItem`.
 */
export type GameStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface SavedGame {
  version: 1;
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
}

const LINE = /^[1-9.]{81}$/;
/** Longest play time a saved game may restore (99:59:59): a larger one was tampered with, and would not display. */
export const MAX_RESTORED_MS = (100 * 3600 - 1) * 1000;
const isInt = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

const isCellState = (v: unknown): v is CellState =>
  typeof v === 'object' && v !== null && isInt((v as CellState).value, 0, 9) && isInt((v as CellState).notes, 0, 511);

const isChange = (v: unknown): v is CellChange =>
  typeof v === 'object' &&
  v !== null &&
  isInt((v as CellChange).cell, 0, 80) &&
  isCellState((v as CellChange).before) &&
  isCellState((v as CellChange).after);

const isMove = (v: unknown): v is Move => Array.isArray(v) && v.length > 0 && v.every(isChange);

/** The saved game, or null when there is none or it is not one of ours. */
export function parseSavedGame(text: string | null): SavedGame | null {
  if (!text) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const saved = data as Partial<SavedGame>;
  if (saved.version !== 1) return null;
  if (typeof saved.givens !== 'string' || !LINE.test(saved.givens)) return null;
  if (typeof saved.values !== 'string' || !LINE.test(saved.values)) return null;
  if (!Array.isArray(saved.notes) || saved.notes.length !== 81 || !saved.notes.every((n) => isInt(n, 0, 511)))
    return null;
  if (!Array.isArray(saved.moves) || !saved.moves.every(isMove)) return null;
  if (!isInt(saved.position, 0, saved.moves.length)) return null;
  const movesCount = saved.moves.length;
  const reveals = Array.isArray(saved.reveals) ? saved.reveals.filter((i) => isInt(i, 0, movesCount - 1)) : [];
  if (typeof saved.elapsedMs !== 'number' || !(saved.elapsedMs >= 0) || !Number.isFinite(saved.elapsedMs)) return null;
  if (saved.solution !== undefined && (typeof saved.solution !== 'string' || !LINE.test(saved.solution))) return null;
  // A given that the values contradict, or a move that changes a given (undo/redo would rewrite it), means the
  // record was edited or belongs to another puzzle: not a game we can resume.
  const givens = saved.givens;
  for (let i = 0; i < 81; i++) if (givens[i] !== '.' && saved.values[i] !== givens[i]) return null;
  if (saved.moves.some((move) => move.some(({ cell }) => givens[cell] !== '.'))) return null;
  return {
    version: 1,
    givens: saved.givens,
    values: saved.values,
    notes: saved.notes,
    moves: saved.moves,
    position: saved.position,
    reveals,
    elapsedMs: Math.min(saved.elapsedMs, MAX_RESTORED_MS),
    solved: saved.solved === true,
    difficulty: typeof saved.difficulty === 'string' ? saved.difficulty : undefined,
    solution: saved.solution,
  };
}

/** What the board keeps beside the game itself. */
export interface BoardRecord {
  elapsedMs: number;
  solved: boolean;
  difficulty: string;
  solution: Grid | null;
}

/** The record `saveGame` stores for `game` and the board's other state. */
export function gameRecord(game: Game, { elapsedMs, solved, difficulty, solution }: BoardRecord): SavedGame {
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
  };
}

/** The game a (checked) record holds, with its undo history; null when its lines can't be read. */
export function recordedGame(saved: SavedGame): Game | null {
  const givens = lineToGrid(saved.givens);
  const values = lineToGrid(saved.values);
  if (!givens || !values) return null;
  const game = new Game(givens, values, saved.notes);
  game.history = History.from<Move>(saved.moves, saved.position);
  const moves = game.history.toJSON().moves;
  for (const index of saved.reveals ?? []) if (moves[index]) game.markRevealed(moves[index]);
  return game;
}

/** localStorage, read lazily: merely touching it throws in some sandboxed frames, which the callers catch. */
const local = (): GameStorage => localStorage;

/** Reads the game saved under `key`; null when storage is unavailable (privacy modes) or the value is unusable. */
export function loadGame(key: string, storage?: GameStorage): SavedGame | null {
  try {
    return parseSavedGame((storage ?? local()).getItem(key));
  } catch {
    return null;
  }
}

/** Saves; false when storage refuses (full, or disabled), which the board reports but survives. */
export function saveGame(key: string, game: SavedGame, storage?: GameStorage): boolean {
  try {
    (storage ?? local()).setItem(key, JSON.stringify(game));
    return true;
  } catch {
    return false;
  }
}
