/**
 * The record a board saves of its game: always loaded, as Undo keeps a replaced game in this form with or without
 * `persist`. The game a record holds is recorded-game.ts's, and reading stored text back (checked field by field)
 * persistence.ts's, both loaded when first needed (a saved game read, Undo bringing a replaced game back).
 */
import type { VariantRules } from '../engine/variant/index.ts';
import type { Grid } from '../engine/grid.ts';
import { CLASSIC, gridToLine } from '../engine/grid.ts';
import type { Game, Move } from './game.ts';
import type { Settings } from './settings.ts';

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
   * Bumped by every save. A board remembers the revision its game came from and never writes over another game saved
   * with that revision or a higher one: a newer save by another tab, window or board on the same key wins, and a
   * lower one (an older game written back) is written over (game-keeper.ts). Absent in older records: 0.
   */
  revision?: number;
  /**
   * The grid's side, for a grid other than 9×9 (4 or 6; the lines and lists below then have size × size entries).
   * Absent: 9×9, as every record was before other sizes (and as 9×9 records still are, byte for byte).
   */
  size?: number;
  /** A variant's rules (cages, jigsaw regions, diagonals…: src/engine/variant/rules.ts); absent for classic. */
  variant?: VariantRules;
  /** 81 characters, '.' blank. */
  givens: string;
  /** Givens and the player's digits, 81 characters. */
  values: string;
  /** 81 bitmasks (bit d-1 = digit d). */
  notes: number[];
  /** The undo history; an applied hint's changes carry `hint: true` (absent in older records: none marked). */
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
  /** Candidate colours, 81 numbers as Game.noteColors has them (absent: none). */
  noteColors?: number[];
  /** Mistakes counted against the mistake limit (absent: none). */
  mistakes?: number;
  /** The mistake limit was reached: play stopped until Continue (absent: false). */
  stopped?: boolean;
  /** The technique a trainer game practises, a catalogue id (absent: no trainer game). */
  practice?: string;
  /** A daily puzzle: its date, `YYYY-MM-DD` (absent: not a daily). */
  daily?: string;
  /** The game's id for the statistics, so that it is counted once (absent in older records: a new one is made). */
  id?: string;
  /** A hint was asked for or the solution revealed: solving it is not "without help" (absent: false). */
  helped?: boolean;
}

/** What the statistics need to know of a game beside its moves: see SavedGame's fields of these names. */
export interface GamePlay {
  id?: string;
  daily?: string;
  helped?: boolean;
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
  practice?: string;
  play?: GamePlay;
}

/** The record the board saves for `game` and the board's other state. */
export function gameRecord(game: Game, board: BoardRecord): SavedGame {
  const { elapsedMs, solved, difficulty, solution, settings, mistakes, stopped, practice, play } = board;
  const { moves, position } = game.history.toJSON();
  const { size, cellCount, variant } = game.geometry;
  return {
    version: 1,
    // Only another grid is said (its size, and a variant's rules: JSON leaves out an undefined one): a classic 9×9
    // record stays as it always was.
    ...(game.geometry !== CLASSIC && { size, variant }),
    givens: gridToLine(game.givens, cellCount),
    values: game.value,
    notes: game.notes.slice(),
    moves,
    position,
    reveals: moves.flatMap((move, index) => (game.isRevealed(move) ? [index] : [])),
    elapsedMs: Math.round(elapsedMs),
    solved,
    difficulty,
    solution: solution ? gridToLine(solution, cellCount) : undefined,
    // Only what is there: older builds' records, and a board left at its defaults, have none of these.
    ...(game.colors.some(Boolean) ? { colors: game.colors.join('') } : {}),
    ...(game.noteColors.some(Boolean) ? { noteColors: game.noteColors.slice() } : {}),
    ...(settings && Object.keys(settings).length ? { settings } : {}),
    ...(mistakes ? { mistakes } : {}),
    ...(stopped ? { stopped } : {}),
    ...(practice ? { practice } : {}),
    ...play,
  };
}

/** Has the player something to lose in this record: not over, and a digit or note of theirs, or a minute of play. */
export function recordInProgress(saved: SavedGame, meaningfulMs: number): boolean {
  if (saved.solved) return false;
  const written = Array.from(saved.givens).some(
    (given, i) => given === '.' && (saved.values[i] !== '.' || saved.notes[i] !== 0),
  );
  return written || saved.elapsedMs >= meaningfulMs;
}
