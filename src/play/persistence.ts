/**
 * Saving a game to localStorage (or another key-value store, see GameStorage) and reading it back. Whatever is stored
 * under the key may be old, foreign or hand-edited: it is checked field by field, what does not fit is left out and
 * named, and nothing throws.
 */
import { geometryOfSize } from '../engine/geometries.ts';
import { storedVariantGeometry } from './variant-geometry.ts';
import type { Geometry } from '../engine/geometry.ts';
import { isLineOf } from '../engine/grid-shape.ts';
import { CLASSIC, findConflicts, lineToGrid } from '../engine/grid.ts';
import type { CellChange, CellState, Move } from './game.ts';
import { isSettingKey, validSetting, type SettingKey, type Settings } from './settings.ts';
import { isDate } from './statistics/dates.ts';
import type { GameStorage, SavedGame } from './saved-record.ts';

export type { GameStorage, SavedGame } from './saved-record.ts';

/** How many cell colours there are (1–6; 0 is none). */
export const COLORS = 6;

/** What a stored record gave: the game to resume (perhaps with parts left out), or why there is none. */
export interface ReadRecord {
  /** The game, or null when nothing is stored or the record can't be used at all. */
  game: SavedGame | null;
  /** Parts of a record that could not be read and were left out, in words ("the notes of r3c4"); the rest is kept. */
  dropped: string[];
  /** Why a stored record can't be used at all (it is then kept aside, not overwritten unseen); null otherwise. */
  problem: string | null;
}

/** Longest play time a saved game may restore (99:59:59): a larger one was tampered with, and would not display. */
export const MAX_RESTORED_MS = (100 * 3600 - 1) * 1000;
const isInt = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/**
 * The checks of a record's parts on its grid (9×9, or the record's `size`): its lines' length and digits, its cells,
 * notes and candidate colours.
 */
function checksOn(geometry: Geometry) {
  const { size, cellCount, allDigits } = geometry;
  /** A cell's candidate colours (Game.noteColors): a 3-bit colour for each digit, each 0–6. */
  const isPackedColours = (v: unknown): boolean =>
    isInt(v, 0, 2 ** (3 * size) - 1) &&
    Array.from({ length: size }, (_, d) => (v >> (3 * d)) & 7).every((c) => c <= COLORS);
  const isCellState = (v: unknown): v is CellState =>
    typeof v === 'object' &&
    v !== null &&
    isInt((v as CellState).value, 0, size) &&
    isInt((v as CellState).notes, 0, allDigits) &&
    ((v as CellState).color === undefined || isInt((v as CellState).color, 0, COLORS)) &&
    ((v as CellState).noteColors === undefined || isPackedColours((v as CellState).noteColors));
  const isChange = (v: unknown): v is CellChange =>
    typeof v === 'object' &&
    v !== null &&
    isInt((v as CellChange).cell, 0, cellCount - 1) &&
    isCellState((v as CellChange).before) &&
    isCellState((v as CellChange).after) &&
    // An applied hint's mark (revealed digits): true or absent, as in records from before it.
    ((v as CellChange).hint === undefined || (v as CellChange).hint === true);
  return {
    /** Digits 1…size and '.', one a cell; `full`: digits only. */
    line: (v: unknown, full = false): v is string => isLineOf(v, geometry, full ? '' : '.'),
    digitOrBlank: (c: string): boolean => c === '.' || (c >= '1' && parseInt(c, 17) <= size),
    isPackedColours,
    isMove: (v: unknown): v is Move => Array.isArray(v) && v.length > 0 && v.every(isChange),
    cellText: (cell: number): string => `r${geometry.rowOf(cell) + 1}c${geometry.colOf(cell) + 1}`,
  };
}

const unusable = (problem: string): ReadRecord => ({ game: null, dropped: [], problem });

/** A solution worth trusting: a full grid with no clash that keeps every given (else the board solves again). */
function trustedSolution(solution: unknown, givens: string, geometry: Geometry): string | undefined {
  if (!checksOn(geometry).line(solution, true)) return undefined;
  for (let i = 0; i < geometry.cellCount; i++) if (givens[i] !== '.' && solution[i] !== givens[i]) return undefined;
  const grid = lineToGrid(solution, geometry.cellCount);
  return grid && findConflicts(grid, geometry.units).length === 0 ? solution : undefined;
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
  // No size: 9×9, as every record before other sizes.
  const geometry =
    saved.variant !== undefined
      ? storedVariantGeometry(saved.variant)
      : saved.size === undefined
        ? CLASSIC
        : geometryOfSize(saved.size as number);
  if (!geometry && saved.variant !== undefined) return unusable('its variant rules make no grid this board plays');
  if (!geometry) return unusable(`its grid size (${String(saved.size)}) is not one this board plays`);
  if (geometry.size !== (saved.size ?? CLASSIC.size)) return unusable("its variant's size is not the record's");
  const { cellCount } = geometry;
  const { line, digitOrBlank, isPackedColours, isMove, cellText } = checksOn(geometry);
  if (!line(saved.givens)) return unusable("its puzzle can't be read");
  const givens = saved.givens;
  const dropped: string[] = [];

  // Digits: a given always wins; a cell that is neither a digit nor a blank is left blank.
  let values = givens;
  if (typeof saved.values === 'string' && saved.values.length === cellCount) {
    const raw = saved.values;
    values = Array.from(givens, (given, i) => {
      if (given !== '.') {
        if (raw[i] !== given) dropped.push(`the digit at ${cellText(i)}`);
        return given;
      }
      if (digitOrBlank(raw[i])) return raw[i];
      dropped.push(`the digit at ${cellText(i)}`);
      return '.';
    }).join('');
  } else if (saved.values !== undefined) dropped.push('the digits');

  let notes = new Array<number>(cellCount).fill(0);
  if (Array.isArray(saved.notes) && saved.notes.length === cellCount) {
    notes = saved.notes.map((n: unknown, i) => {
      if (isInt(n, 0, geometry.allDigits)) return n;
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
  const colors =
    typeof saved.colors === 'string' && new RegExp(`^[0-${COLORS}]{${cellCount}}$`).test(saved.colors)
      ? saved.colors
      : undefined;
  if (colors !== saved.colors) dropped.push('the colours');
  const noteColors =
    Array.isArray(saved.noteColors) && saved.noteColors.length === cellCount && saved.noteColors.every(isPackedColours)
      ? (saved.noteColors as number[])
      : undefined;
  if (noteColors !== saved.noteColors) dropped.push('the candidate colours');
  const mistakes = saved.mistakes === undefined || isInt(saved.mistakes, 0, 999) ? saved.mistakes : undefined;
  if (mistakes !== saved.mistakes) dropped.push('the mistake count');
  // An id, shown only as the name of a technique the list knows (trainer.ts): anything else is left out.
  const practice =
    typeof saved.practice === 'string' && /^[a-z0-9+-]{1,40}$/.test(saved.practice) ? saved.practice : undefined;
  if (practice !== saved.practice) dropped.push('the practised technique');
  const daily = saved.daily === undefined || isDate(saved.daily) ? saved.daily : undefined;
  if (daily !== saved.daily) dropped.push('the daily date');

  const game: SavedGame = {
    version: 1,
    revision: isInt(saved.revision, 0, Number.MAX_SAFE_INTEGER) ? saved.revision : 0,
    ...(geometry === CLASSIC ? {} : { size: geometry.size }),
    ...(geometry.variant && { variant: geometry.variant }),
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
    solution: trustedSolution(saved.solution, givens, geometry),
  };
  if (replaced) game.replaced = replaced;
  if (settings) game.settings = settings;
  if (colors) game.colors = colors;
  if (noteColors) game.noteColors = noteColors;
  if (mistakes) game.mistakes = mistakes;
  if (saved.stopped === true) game.stopped = true;
  if (practice) game.practice = practice;
  if (daily) game.daily = daily;
  // The statistics' id and help mark are left out quietly when bad (the board makes a new id): neither is the
  // player's work, and the game is whole without them.
  if (typeof saved.id === 'string' && /^[\w-]{1,40}$/.test(saved.id)) game.id = saved.id;
  if (saved.helped === true) game.helped = true;
  return { game, dropped, problem: null };
}

/** The saved game, or null when there is none or it can't be used at all (see readSavedGame). */
export function parseSavedGame(text: string | null): SavedGame | null {
  return readSavedGame(text).game;
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

/**
 * The settings of a saved record that can be used. A setting with a value it can't hold is left out and named in
 * `dropped`; one this build does not know (a newer build's) is passed over in silence.
 */
function readSettings(raw: unknown, dropped: string[]): Partial<Settings> | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    dropped.push('the settings');
    return undefined;
  }
  const settings: Partial<Record<SettingKey, unknown>> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!isSettingKey(key)) continue;
    if (validSetting(key, value)) settings[key] = value;
    else dropped.push(`the setting ${key}`);
  }
  return settings as Partial<Settings>;
}
