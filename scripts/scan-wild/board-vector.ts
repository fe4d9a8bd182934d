// Boards drawn from operations: inline SVG (text elements, or digits as seven-segment polygons or stroked
// polylines) and a 2D canvas (fillText, its own line drawing; sharp at the device's pixel ratio or drawn at 1× and
// stretched, as many sites do).
import type { BoardModel } from './board-model.ts';
import { boardOps, type Op } from './board-ops.ts';
import { cageOverlay, type BoardStyle } from './board-style.ts';
import type { DrawnBoard } from './board-dom.ts';
import { fontCss, fontStack } from './fonts.ts';
import { segmentGlyphs, strokeGlyphs } from './glyphs.ts';
import type { Rng } from './random.ts';

export type VectorFamily = 'svg-text' | 'svg-segments' | 'svg-strokes' | 'canvas';

const escape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function svgOp(op: Op, baseline: 'central' | 'shifted'): string {
  switch (op.t) {
    case 'rect':
      return `<rect x="${op.x}" y="${op.y}" width="${op.w}" height="${op.h}" fill="${op.c}"/>`;
    case 'line':
      return `<line x1="${op.x1}" y1="${op.y1}" x2="${op.x2}" y2="${op.y2}" stroke="${op.c}" stroke-width="${op.w}" stroke-linecap="square"/>`;
    case 'poly':
      return `<polygon points="${op.pts.join(' ')}" fill="${op.c}"/>`;
    case 'path':
      return `<polyline points="${op.pts.join(' ')}" fill="none" stroke="${op.c}" stroke-width="${op.w}" stroke-linecap="round" stroke-linejoin="round"/>`;
    case 'text': {
      const y = baseline === 'central' ? `y="${op.y}" dominant-baseline="central"` : `y="${op.y}" dy="0.35em"`;
      return `<text x="${op.x}" ${y} text-anchor="middle" font-size="${op.size}" font-weight="${op.weight}"${op.italic ? ' font-style="italic"' : ''} fill="${op.c}">${escape(op.s)}</text>`;
    }
  }
}

function svgBoard(rng: Rng, family: VectorFamily, model: BoardModel, style: BoardStyle): DrawnBoard {
  const glyphs =
    family === 'svg-segments' ? segmentGlyphs(rng) : family === 'svg-strokes' ? strokeGlyphs(rng) : undefined;
  const baseline = rng.chance(0.5) ? 'central' : 'shifted';
  const ops = boardOps(model, style, glyphs);
  const svg = `<svg id="board" width="${style.size}" height="${style.size}" viewBox="0 0 ${style.size} ${style.size}" style="display:block;${fontCss(style.font)}">${ops.map((op) => svgOp(op, baseline)).join('')}</svg>`;
  return {
    html: `<div style="position:relative;display:inline-block">${svg}${cageOverlay(model, style)}</div>`,
    variant: glyphs ? glyphs.note : `text, baseline ${baseline}`,
  };
}

/** The canvas draws once the font is loaded (a canvas does not redraw when a web font arrives), then flags ready. */
function canvasBoard(rng: Rng, model: BoardModel, style: BoardStyle): DrawnBoard {
  const sharp = rng.chance(0.7);
  const ops = boardOps(model, style);
  const font = style.font;
  const family = fontStack(font);
  const script = `(() => {
  const ops = ${JSON.stringify(ops)};
  const size = ${style.size};
  const canvas = document.getElementById('board');
  const scale = ${sharp ? 'window.devicePixelRatio || 1' : '1'};
  canvas.width = Math.round(size * scale); canvas.height = Math.round(size * scale);
  const ctx = canvas.getContext('2d');
  const draw = () => {
    ctx.setTransform(scale, 0, 0, scale, 0, 0);
    for (const op of ops) {
      if (op.t === 'rect') { ctx.fillStyle = op.c; ctx.fillRect(op.x, op.y, op.w, op.h); }
      else if (op.t === 'line') { ctx.strokeStyle = op.c; ctx.lineWidth = op.w; ctx.beginPath(); ctx.moveTo(op.x1, op.y1); ctx.lineTo(op.x2, op.y2); ctx.stroke(); }
      else if (op.t === 'text') {
        ctx.fillStyle = op.c; ctx.textAlign = 'center'; ctx.textBaseline = 'middle';
        ctx.font = (op.italic ? 'italic ' : '') + op.weight + ' ' + op.size + 'px ' + ${JSON.stringify(family)};
        ctx.fillText(op.s, op.x, op.y + op.size * ${rng.pick([0, 0.04, 0.08])});
      }
    }
    window.__ready = true;
  };
  document.fonts.load(${JSON.stringify(`${font.italic ? 'italic ' : ''}${font.weight} 20px ${family}`)}).then(draw, draw);
})();`;
  const html = `<div style="position:relative;display:inline-block"><canvas id="board" style="display:block;width:${style.size}px;height:${style.size}px"></canvas>${cageOverlay(model, style)}</div><script>${script}</script>`;
  return { html, variant: sharp ? 'canvas at device pixel ratio' : 'canvas at 1×, stretched' };
}

export function drawVectorBoard(rng: Rng, family: VectorFamily, model: BoardModel, style: BoardStyle): DrawnBoard {
  return family === 'canvas' ? canvasBoard(rng, model, style) : svgBoard(rng, family, model, style);
}

/** A canvas flags readiness itself; every other page is ready once its fonts are. */
export const drawsItself = (family: string): boolean => family === 'canvas';
