// Plans one picture from the seeded source: which technology, board, theme, font, frame and effects, and the truth
// the manifest records. Nothing is drawn here; the page's HTML is what Chromium renders.
import { killerModel, sparseModel, sudokuModel, wordokuModel, type BoardModel } from './board-model.ts';
import { drawDomBoard, type DomFamily, type DrawnBoard } from './board-dom.ts';
import { pickBoardStyle, type BoardStyle } from './board-style.ts';
import { drawVectorBoard, drawsItself, type VectorFamily } from './board-vector.ts';
import { layPage, pickEffects, type Effects, type Page } from './effects.ts';
import { fontFaceCss, pickFont, type FontBook } from './fonts.ts';
import { desktopFrame, phoneFrame } from './frames-app.ts';
import { newspaperFrame, plainFrame, type Framed, type FrameInput } from './frames-page.ts';
import * as grids from './nonsudoku-grids.ts';
import * as tables from './nonsudoku-tables.ts';
import { pickPuzzle } from './puzzles.ts';
import { round, type Rng } from './random.ts';
import { pickPalette, type Palette, type ThemeName } from './theme.ts';

export const SUDOKU_FAMILIES = [
  'css-borders',
  'css-gap',
  'css-shadow',
  'table',
  'canvas',
  'svg-text',
  'svg-segments',
  'svg-strokes',
] as const;
export type SudokuFamily = (typeof SUDOKU_FAMILIES)[number];

export const NON_SUDOKU_FAMILIES = [
  'crossword',
  'calendar',
  'times-9x9',
  'times-10x10',
  'kenken',
  'kakuro',
  'futoshiki',
  'minesweeper',
  'wordoku',
  'empty-sudoku',
  'sparse-sudoku',
  'chessboard',
  'bingo',
  'spreadsheet',
  'text-page',
  'photo-like',
  'qr-like',
  'tic-tac-toe',
  'lottery',
  'nonogram',
  'killer-cages',
] as const;
export type NonSudokuFamily = (typeof NON_SUDOKU_FAMILIES)[number];

export interface ManifestEntry {
  file: string;
  family: SudokuFamily | NonSudokuFamily;
  /** 81 chars, '.' blank; null: no Sudoku in the picture. A player's entries count as digits; pencil marks do not. */
  truth: string | null;
  drawn: Record<string, unknown>;
}

export interface Planned {
  entry: ManifestEntry;
  page: Page;
  effects: Effects;
  crop: Framed['crop'];
  /** The page flags window.__ready itself (a canvas drawn after its font loads). */
  selfReady: boolean;
}

function pickTheme(rng: Rng): ThemeName {
  const roll = rng.next();
  return roll < 0.5 ? 'light' : roll < 0.7 ? 'dark' : roll < 0.82 ? 'sepia' : 'tinted';
}

type FrameKind = 'plain' | 'phone' | 'desktop' | 'newspaper';

/** A device scale factor and the board's CSS size for a frame, keeping the grid within ~150–1200 px. */
function pickGeometry(rng: Rng, frame: FrameKind): { dsf: number; size: number; phoneWidth: number } {
  const phoneWidth = rng.int(360, 430);
  if (frame === 'phone') {
    const dsf = rng.pick([1, 1.5, 2, 2, 3, 3]);
    return { dsf, size: phoneWidth - 2 * rng.int(0, 16), phoneWidth };
  }
  const dsf = frame === 'plain' ? rng.pick([1, 1, 1.5, 2, 2, 3]) : rng.pick([1, 1, 1.5, 2]);
  const [lo, hi] = frame === 'desktop' ? [360, 620] : frame === 'newspaper' ? [220, 450] : [120, 700];
  const size = rng.int(Math.max(lo, Math.ceil(150 / dsf)), Math.max(lo, Math.min(hi, Math.floor(1200 / dsf))));
  return { dsf, size, phoneWidth };
}

function frameBoard(rng: Rng, frame: FrameKind, input: FrameInput, phoneWidth: number): Framed {
  if (frame === 'phone') return phoneFrame(rng, input, phoneWidth);
  if (frame === 'desktop') return desktopFrame(rng, input);
  if (frame === 'newspaper') return newspaperFrame(rng, input);
  return plainFrame(rng, input);
}

function drawBoard(rng: Rng, family: SudokuFamily, model: BoardModel, style: BoardStyle): DrawnBoard {
  return family.startsWith('svg') || family === 'canvas'
    ? drawVectorBoard(rng, family as VectorFamily, model, style)
    : drawDomBoard(rng, family as DomFamily, model, style);
}

function finish(
  rng: Rng,
  file: string,
  family: ManifestEntry['family'],
  truth: string | null,
  framed: Framed,
  dsf: number,
  headCss: string,
  palette: Palette,
  selfReady: boolean,
  drawn: Record<string, unknown>,
): Planned {
  const effects = pickEffects(rng, dsf);
  const page = layPage(framed, effects, headCss, palette.page);
  const named = effects.jpeg ? file.replace(/\.png$/, '.jpg') : file;
  const entry: ManifestEntry = {
    file: named,
    family,
    truth,
    drawn: { ...drawn, frame: framed.note, theme: palette.name, crop: framed.crop, effects },
  };
  return { entry, page, effects, crop: framed.crop, selfReady };
}

function boardDrawn(style: BoardStyle, board: DrawnBoard, model: BoardModel, dsf: number): Record<string, unknown> {
  return {
    variant: board.variant,
    font: style.font,
    entryWeight: style.entryWeight,
    gridPx: Math.round(style.size * dsf),
    lines: { thin: style.thin, thick: style.thick, outer: style.outer, boxes: style.boxes },
    digitScale: style.digitScale,
    markStyle: model.markStyle,
    board: model.notes,
  };
}

export function planSudoku(rng: Rng, index: number, book: FontBook): Planned {
  const family = SUDOKU_FAMILIES[index % SUDOKU_FAMILIES.length];
  const palette = pickPalette(rng, pickTheme(rng));
  const frame = rng.pick(['plain', 'plain', 'plain', 'phone', 'phone', 'desktop', 'newspaper'] as const);
  const { dsf, size, phoneWidth } = pickGeometry(rng, frame);
  const style = pickBoardStyle(rng, book, palette, size);
  const puzzle = pickPuzzle(rng);
  const model = sudokuModel(rng, puzzle);
  const board = drawBoard(rng, family, model, style);
  const framed = frameBoard(rng, frame, { boardHtml: board.html, size, palette, font: style.font }, phoneWidth);
  const file = `s${String(index).padStart(3, '0')}-${family}.png`;
  return finish(
    rng,
    file,
    family,
    model.truth,
    framed,
    dsf,
    fontFaceCss(book, style.font),
    palette,
    drawsItself(family),
    {
      ...boardDrawn(style, board, model, dsf),
      puzzle: puzzle.puzzle,
    },
  );
}

const BOARD_KINDS: Partial<Record<NonSudokuFamily, (rng: Rng) => BoardModel>> = {
  wordoku: (rng) => wordokuModel(rng, pickPuzzle(rng)),
  'empty-sudoku': (rng) => sparseModel(rng, pickPuzzle(rng), 0),
  'sparse-sudoku': (rng) => sparseModel(rng, pickPuzzle(rng), rng.int(5, 12)),
  'killer-cages': (rng) => killerModel(rng, pickPuzzle(rng)),
};

function drawOther(rng: Rng, family: NonSudokuFamily, ctx: grids.Context): grids.Drawn {
  switch (family) {
    case 'crossword':
      return grids.crossword(rng, ctx);
    case 'kenken':
      return grids.kenken(rng, ctx);
    case 'kakuro':
      return grids.kakuro(rng, ctx);
    case 'futoshiki':
      return grids.futoshiki(rng, ctx);
    case 'minesweeper':
      return grids.minesweeper(rng, ctx);
    case 'nonogram':
      return grids.nonogram(rng, ctx);
    case 'qr-like':
      return grids.qrLike(rng, ctx);
    case 'chessboard':
      return grids.chessboard(rng, ctx);
    case 'tic-tac-toe':
      return grids.ticTacToe(rng, ctx);
    case 'calendar':
      return tables.calendar(rng, ctx);
    case 'times-9x9':
      return tables.times(rng, ctx, false);
    case 'times-10x10':
      return tables.times(rng, ctx, true);
    case 'bingo':
      return tables.bingo(rng, ctx);
    case 'spreadsheet':
      return tables.spreadsheet(rng, ctx);
    case 'lottery':
      return tables.lottery(rng, ctx);
    case 'text-page':
      return tables.textPage(rng, ctx);
    default:
      return tables.photoLike(rng, ctx);
  }
}

export function planNonSudoku(rng: Rng, index: number, book: FontBook): Planned {
  const family = NON_SUDOKU_FAMILIES[index % NON_SUDOKU_FAMILIES.length];
  const palette = pickPalette(rng, pickTheme(rng));
  const frame = rng.pick(['plain', 'plain', 'plain', 'phone', 'newspaper'] as const);
  const { dsf, size, phoneWidth } = pickGeometry(rng, frame);
  const file = `n${String(index).padStart(3, '0')}-${family}.png`;
  const boardKind = BOARD_KINDS[family];
  if (boardKind) {
    const model = boardKind(rng);
    const style = pickBoardStyle(rng, book, palette, size);
    const tech = rng.pick(['css-borders', 'css-gap', 'table', 'canvas', 'svg-text'] as const);
    const board = drawBoard(rng, tech, model, style);
    const framed = frameBoard(rng, frame, { boardHtml: board.html, size, palette, font: style.font }, phoneWidth);
    return finish(rng, file, family, null, framed, dsf, fontFaceCss(book, style.font), palette, drawsItself(tech), {
      technology: tech,
      ...boardDrawn(style, board, model, dsf),
    });
  }
  const font = pickFont(rng, book);
  const drawn = drawOther(rng, family, { palette, font, size });
  const framed = frameBoard(rng, frame, { boardHtml: drawn.html, size, palette, font }, phoneWidth);
  return finish(rng, file, family, null, framed, dsf, fontFaceCss(book, font), palette, false, {
    what: drawn.note,
    font,
    gridPx: round(size * dsf),
  });
}
