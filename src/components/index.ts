/** The components' public entry: importing it registers `<sudoku-board>`. */
export {
  SudokuBoard,
  type CheckResult,
  type GenerateRequestOptions,
  type LoadOptions,
  type LoadResult,
  type LevelStatistics,
  type ScanOutcome,
  type Statistics,
} from './sudoku-board/sudoku-board.ts';
export type {
  ChangeReason,
  SudokuBoardEventMap,
  SudokuChangeDetail,
  SudokuErrorCode,
  SudokuErrorDetail,
  SudokuHintDetail,
  SudokuSolvedDetail,
} from './sudoku-board/events.ts';
export type { GameStorage, SavedGame } from '../play/persistence.ts';
