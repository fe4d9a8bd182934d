// Pages around a board: a plain page (a title and buttons, or nothing), and a newspaper site's article page with
// text in columns around the puzzle and a caption under it.
import { headline, paragraph } from './filler.ts';
import type { FontChoice } from './fonts.ts';
import type { Rng } from './random.ts';
import type { Palette } from './theme.ts';

export interface FrameInput {
  boardHtml: string;
  /** The board's CSS size. */
  size: number;
  palette: Palette;
  font: FontChoice;
}

export interface Framed {
  body: string;
  width: number;
  height: number;
  /** What the picture is cut to: the board with a margin (CSS px), or the whole frame. */
  crop: { around: 'board'; margin: number } | { around: 'frame' };
  note: string;
}

function cropMargin(rng: Rng): number {
  const roll = rng.next();
  if (roll < 0.25) return 0;
  if (roll < 0.5) return rng.int(2, 12);
  return rng.int(16, 90);
}

export function plainFrame(rng: Rng, input: FrameInput): Framed {
  const p = input.palette;
  const titled = rng.chance(0.4);
  const title = titled
    ? `<h2 style="margin:0 0 12px;font:600 20px sans-serif;color:${p.text}">${rng.pick(['Sudoku', 'Daily Sudoku', 'Puzzle #' + rng.int(10, 9999), 'Medium'])}</h2>`
    : '';
  const buttons = titled
    ? `<div style="margin-top:12px;display:flex;gap:8px">${['New', 'Check', 'Solve', 'Reset'].map((b) => `<button style="font:14px sans-serif;padding:6px 12px">${b}</button>`).join('')}</div>`
    : '';
  const pad = 100;
  return {
    body: `<div id="frame" style="display:inline-block;padding:${pad}px;background:${p.page}">${title}${input.boardHtml}${buttons}</div>`,
    width: Math.ceil(input.size + 2 * pad + 40),
    height: Math.ceil(input.size + 2 * pad + (titled ? 110 : 20)),
    crop: { around: 'board', margin: cropMargin(rng) },
    note: titled ? 'page with title and buttons' : 'plain page',
  };
}

export function newspaperFrame(rng: Rng, input: FrameInput): Framed {
  const p = input.palette;
  const serif = rng.pick([
    'Georgia, serif',
    '"Nimbus Roman", serif',
    '"DejaVu Serif", serif',
    '"Liberation Serif", serif',
  ]);
  const column = (n: number): string =>
    Array.from({ length: n }, () => `<p style="margin:0 0 10px">${paragraph(rng)}</p>`).join('');
  const width = Math.ceil(input.size + rng.int(320, 560));
  const caption = `<figcaption style="font:italic 13px ${serif};margin-top:6px;color:${p.muted}">Sudoku No. ${rng.int(1000, 9999)} · Difficulty ${'★'.repeat(rng.int(1, 5))} · Fill each row, column and box with 1–9.</figcaption>`;
  const body = `<div id="frame" style="width:${width}px;background:${p.page};color:${p.text};font:15px/1.45 ${serif};padding:16px 24px;box-sizing:border-box">
<div style="border-bottom:3px double ${p.text};font:700 34px ${serif};text-align:center;padding-bottom:6px">The Daily Courier</div>
<div style="display:flex;justify-content:space-between;font-size:12px;padding:4px 0 10px;color:${p.muted}"><span>Sunday ${rng.int(1, 28)} November 2026</span><span>Puzzles · Page ${rng.int(2, 40)}</span></div>
<h1 style="font:700 26px ${serif};margin:0 0 8px">${headline(rng)}</h1>
<div style="display:flex;gap:20px"><div style="flex:1;text-align:justify">${column(rng.int(3, 6))}</div>
<figure style="margin:0;flex:none">${input.boardHtml}${caption}</figure></div>
<div style="columns:2;column-gap:20px;margin-top:12px;text-align:justify">${column(4)}</div></div>`;
  return {
    body,
    width: width + 20,
    height: Math.ceil(input.size + 900),
    crop: { around: 'board', margin: rng.int(30, 220) },
    note: `newspaper page, ${serif.split(',')[0]}`,
  };
}
