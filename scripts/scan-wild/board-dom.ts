// Boards drawn with HTML elements: a CSS grid of divs with borders, a grid whose lines are the gaps between cells
// (or cells apart with rounded corners, no lines at all), cells outlined by box-shadow or outline, and a <table>.
import type { BoardCell, BoardModel } from './board-model.ts';
import {
  cageOverlay,
  cellBackground,
  cellInk,
  cellItalic,
  cellWeight,
  centreMarkSize,
  lineWidth,
  markPlaces,
  type BoardStyle,
} from './board-style.ts';
import { fontCss } from './fonts.ts';
import { round, type Rng } from './random.ts';

export type DomFamily = 'css-borders' | 'css-gap' | 'css-shadow' | 'table';

export interface DrawnBoard {
  html: string;
  /** Which variant of the technology, for the manifest. */
  variant: string;
}

function cellInner(model: BoardModel, style: BoardStyle, cell: BoardCell, cellPx: number): string {
  if (cell.text) {
    const css = `color:${cellInk(style, cell)};font-weight:${cellWeight(style, cell)};font-style:${cellItalic(style, cell) ? 'italic' : 'normal'};font-size:${round(style.digitScale * cellPx)}px;line-height:1`;
    return `<span style="${css}">${cell.text}</span>`;
  }
  if (!cell.marks.length) return '';
  const ink = `color:${style.palette.mark};line-height:1;position:absolute;`;
  if (model.markStyle === 'centre') {
    const size = round(centreMarkSize(cell.marks, style.markScale) * cellPx);
    return `<span style="${ink}left:50%;top:50%;transform:translate(-50%,-50%);font-size:${size}px;white-space:nowrap">${cell.marks.join('')}</span>`;
  }
  return markPlaces(model.markStyle, cell.marks, style.markScale)
    .map(
      (m) =>
        `<span style="${ink}left:${round(m.x * 100)}%;top:${round(m.y * 100)}%;transform:translate(-50%,-50%);font-size:${round(m.size * cellPx)}px">${m.digit}</span>`,
    )
    .join('');
}

const CELL_BASE =
  'position:relative;display:flex;align-items:center;justify-content:center;overflow:hidden;box-sizing:border-box;';

function cssBorders(model: BoardModel, style: BoardStyle): DrawnBoard {
  const cellPx = style.size / 9;
  const cells = model.cells.map((cell, i) => {
    const r = Math.floor(i / 9);
    const c = i % 9;
    const right =
      c < 8
        ? `border-right:${lineWidth(style, c + 1)}px solid ${c % 3 === 2 ? style.palette.boxLine : style.palette.thinLine};`
        : '';
    const bottom =
      r < 8
        ? `border-bottom:${lineWidth(style, r + 1)}px solid ${r % 3 === 2 ? style.palette.boxLine : style.palette.thinLine};`
        : '';
    return `<div style="${CELL_BASE}${right}${bottom}background:${cellBackground(style, cell, i)}">${cellInner(model, style, cell, cellPx)}</div>`;
  });
  const grid = `display:grid;grid-template-columns:repeat(9,1fr);grid-template-rows:repeat(9,1fr);box-sizing:border-box;width:${style.size}px;height:${style.size}px;border:${style.outer}px solid ${style.palette.boxLine};`;
  return {
    html: `<div id="board" style="position:relative;${grid}${fontCss(style.font)}">${cells.join('')}${cageOverlay(model, style)}</div>`,
    variant: 'borders',
  };
}

function nestedBoxes(
  model: BoardModel,
  style: BoardStyle,
  boxCss: string,
  cellCss: (i: number) => string,
  containerCss: string,
): string {
  const cellPx = style.size / 9;
  const boxes: string[] = [];
  for (let b = 0; b < 9; b++) {
    const inner: string[] = [];
    for (let k = 0; k < 9; k++) {
      const i = (Math.floor(b / 3) * 3 + Math.floor(k / 3)) * 9 + (b % 3) * 3 + (k % 3);
      inner.push(`<div style="${CELL_BASE}${cellCss(i)}">${cellInner(model, style, model.cells[i], cellPx)}</div>`);
    }
    boxes.push(
      `<div style="display:grid;grid-template-columns:repeat(3,1fr);grid-template-rows:repeat(3,1fr);${boxCss}">${inner.join('')}</div>`,
    );
  }
  return `<div id="board" style="position:relative;box-sizing:border-box;width:${style.size}px;height:${style.size}px;display:grid;grid-template-columns:repeat(3,1fr);grid-template-rows:repeat(3,1fr);${containerCss}${fontCss(style.font)}">${boxes.join('')}${cageOverlay(model, style)}</div>`;
}

function cssGap(rng: Rng, model: BoardModel, style: BoardStyle): DrawnBoard {
  const p = style.palette;
  if (rng.chance(0.4)) {
    // Cells apart with rounded corners on the page's colour: no line at all, the gaps are the grid.
    const gap = rng.pick([2, 3, 4, 5]);
    const radius = rng.pick([2, 4, 6, 10]);
    const boxGap = gap + rng.pick([0, 2, 4, 6]);
    const cellBg = (i: number): string =>
      `border-radius:${radius}px;background:${cellBackground(style, model.cells[i], i) === p.board ? p.altBox : cellBackground(style, model.cells[i], i)};`;
    return {
      html: nestedBoxes(
        model,
        style,
        `gap:${gap}px;`,
        cellBg,
        `gap:${boxGap}px;padding:${rng.pick([0, 4, 8])}px;background:${p.board};`,
      ),
      variant: `apart gap ${gap} box gap ${boxGap} radius ${radius}`,
    };
  }
  const cellBg = (i: number): string => `background:${cellBackground(style, model.cells[i], i)};`;
  return {
    html: nestedBoxes(
      model,
      style,
      `gap:${style.thin}px;background:${p.thinLine};`,
      cellBg,
      `gap:${style.thick}px;padding:${style.outer}px;background:${p.boxLine};`,
    ),
    variant: 'lines are gaps',
  };
}

function cssShadow(rng: Rng, model: BoardModel, style: BoardStyle): DrawnBoard {
  const p = style.palette;
  const how = rng.pick(['inset-shadow', 'outline', 'spread-shadow'] as const);
  const half = round(style.thin / 2);
  const line =
    how === 'inset-shadow'
      ? `box-shadow:inset 0 0 0 ${half}px ${p.thinLine};`
      : how === 'outline'
        ? `outline:${style.thin}px solid ${p.thinLine};outline-offset:-${half}px;`
        : `box-shadow:0 0 0 ${half}px ${p.thinLine};`;
  const box = `outline:${style.thick}px solid ${p.boxLine};outline-offset:-${round(style.thick / 2)}px;position:relative;z-index:1;`;
  const cellCss = (i: number): string => `${line}background:${cellBackground(style, model.cells[i], i)};`;
  return {
    html: nestedBoxes(model, style, box, cellCss, `box-shadow:0 0 0 ${style.outer}px ${p.boxLine};`),
    variant: how,
  };
}

function table(rng: Rng, model: BoardModel, style: BoardStyle): DrawnBoard {
  const p = style.palette;
  const groups = rng.chance(0.35);
  const cellPx = round(style.size / 9);
  const rows: string[] = [];
  for (let r = 0; r < 9; r++) {
    const tds: string[] = [];
    for (let c = 0; c < 9; c++) {
      const i = r * 9 + c;
      const cell = model.cells[i];
      const border = groups
        ? `border:${style.thin}px solid ${p.thinLine};`
        : `border:${style.thin}px solid ${p.thinLine};${c % 3 === 0 ? `border-left:${lineWidth(style, c)}px solid ${p.boxLine};` : ''}${c === 8 ? `border-right:${style.outer}px solid ${p.boxLine};` : ''}${r % 3 === 0 ? `border-top:${lineWidth(style, r)}px solid ${p.boxLine};` : ''}${r === 8 ? `border-bottom:${style.outer}px solid ${p.boxLine};` : ''}`;
      const inner = `<div style="${CELL_BASE}width:100%;height:100%">${cellInner(model, style, cell, cellPx)}</div>`;
      tds.push(
        `<td style="${border}padding:0;width:${cellPx}px;height:${cellPx}px;background:${cellBackground(style, cell, i)}">${inner}</td>`,
      );
    }
    rows.push(`<tr>${tds.join('')}</tr>`);
  }
  const body = groups
    ? `<colgroup><col><col><col></colgroup><colgroup><col><col><col></colgroup><colgroup><col><col><col></colgroup>${[0, 1, 2].map((b) => `<tbody>${rows.slice(b * 3, b * 3 + 3).join('')}</tbody>`).join('')}`
    : rows.join('');
  const groupCss = groups
    ? `<style>#board colgroup,#board tbody{border:${style.thick}px solid ${p.boxLine}}</style>`
    : '';
  const html = `${groupCss}<div style="position:relative;display:inline-block"><table id="board" style="border-collapse:collapse;table-layout:fixed;${fontCss(style.font)}">${body}</table>${cageOverlay(model, style)}</div>`;
  return { html, variant: groups ? 'collapse, colgroup/tbody box borders' : 'collapse, cell borders' };
}

export function drawDomBoard(rng: Rng, family: DomFamily, model: BoardModel, style: BoardStyle): DrawnBoard {
  if (family === 'css-borders') return cssBorders(model, style);
  if (family === 'css-gap') return cssGap(rng, model, style);
  if (family === 'css-shadow') return cssShadow(rng, model, style);
  return table(rng, model, style);
}
