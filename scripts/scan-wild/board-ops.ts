// A board as a list of drawing operations (rectangles, lines, text, filled polygons, stroked polylines) in CSS px:
// what the SVG and canvas technologies draw, each in its own way.
import type { BoardModel } from './board-model.ts';
import {
  cellBackground,
  cellInk,
  cellItalic,
  cellWeight,
  centreMarkSize,
  lineWidth,
  markPlaces,
  type BoardStyle,
} from './board-style.ts';
import type { GlyphSet } from './glyphs.ts';
import { round } from './random.ts';

export type Op =
  | { t: 'rect'; x: number; y: number; w: number; h: number; c: string }
  | { t: 'line'; x1: number; y1: number; x2: number; y2: number; w: number; c: string }
  | { t: 'text'; s: string; x: number; y: number; size: number; weight: number; italic: boolean; c: string }
  | { t: 'poly'; pts: number[]; c: string }
  | { t: 'path'; pts: number[]; w: number; c: string };

function glyphOps(glyphs: GlyphSet, digit: number, cx: number, cy: number, height: number, ink: string): Op[] {
  const width = height * glyphs.aspect;
  const scaleX = glyphs.kind === 'segments' ? height : width;
  const left = cx - width / 2;
  const top = cy - height / 2;
  return glyphs.shapes[digit].map((shape) => {
    const pts = shape.flatMap(([x, y]) => [round(left + x * scaleX), round(top + y * height)]);
    return glyphs.kind === 'segments'
      ? { t: 'poly', pts, c: ink }
      : { t: 'path', pts, w: round(glyphs.strokeWidth * height), c: ink };
  });
}

/** The board's operations; `glyphs` draws digits as shapes instead of text (letters still as text). */
export function boardOps(model: BoardModel, style: BoardStyle, glyphs?: GlyphSet): Op[] {
  const s = style.size;
  const cell = s / 9;
  const ops: Op[] = [{ t: 'rect', x: 0, y: 0, w: s, h: s, c: style.palette.board }];
  model.cells.forEach((c, i) => {
    const bg = cellBackground(style, c, i);
    if (bg !== style.palette.board)
      ops.push({
        t: 'rect',
        x: round((i % 9) * cell),
        y: round(Math.floor(i / 9) * cell),
        w: round(cell),
        h: round(cell),
        c: bg,
      });
  });
  const at = (k: number): number => {
    const w = lineWidth(style, k);
    return round(k === 0 ? w / 2 : k === 9 ? s - w / 2 : k * cell);
  };
  for (const thickPass of [false, true])
    for (let k = 0; k <= 9; k++) {
      const box = k % 3 === 0;
      if (box !== thickPass) continue;
      const w = lineWidth(style, k);
      const c = box ? style.palette.boxLine : style.palette.thinLine;
      ops.push(
        { t: 'line', x1: at(k), y1: 0, x2: at(k), y2: s, w, c },
        { t: 'line', x1: 0, y1: at(k), x2: s, y2: at(k), w, c },
      );
    }
  model.cells.forEach((c, i) => {
    const x = (i % 9) * cell;
    const y = Math.floor(i / 9) * cell;
    if (c.text) {
      const ink = cellInk(style, c);
      const digit = Number(c.text);
      if (glyphs && digit)
        ops.push(...glyphOps(glyphs, digit, x + cell / 2, y + cell / 2, style.digitScale * cell * 0.8, ink));
      else
        ops.push({
          t: 'text',
          s: c.text,
          x: round(x + cell / 2),
          y: round(y + cell / 2),
          size: round(style.digitScale * cell),
          weight: cellWeight(style, c),
          italic: cellItalic(style, c),
          c: ink,
        });
      return;
    }
    if (!c.marks.length) return;
    const mark = { weight: 400, italic: false, c: style.palette.mark };
    if (model.markStyle === 'centre') {
      ops.push({
        t: 'text',
        s: c.marks.join(''),
        x: round(x + cell / 2),
        y: round(y + cell / 2),
        size: round(centreMarkSize(c.marks, style.markScale) * cell),
        ...mark,
      });
      return;
    }
    for (const m of markPlaces(model.markStyle, c.marks, style.markScale)) {
      if (glyphs)
        ops.push(...glyphOps(glyphs, m.digit, x + m.x * cell, y + m.y * cell, m.size * cell * 0.8, style.palette.mark));
      else
        ops.push({
          t: 'text',
          s: String(m.digit),
          x: round(x + m.x * cell),
          y: round(y + m.y * cell),
          size: round(m.size * cell),
          ...mark,
        });
    }
  });
  return ops;
}
