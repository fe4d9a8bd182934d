// The HTML of one corpus picture: a Sudoku grid drawn the way web and app Sudokus draw theirs (CSS borders, a font,
// a theme, highlights, player digits and pencil marks), alone on a background or inside a page with text, buttons
// and a keypad around it. The element to photograph is #shot.
import type { Lines, Spec } from './spec.ts';
import { fontFaceCss } from './web-fonts.ts';

/** Outer border, box line and cell line widths in CSS pixels, and the outer corner radius. */
const LINES: Record<Lines, { outer: number; box: number; thin: number; radius: number }> = {
  classic: { outer: 3, box: 2, thin: 1, radius: 0 },
  thick: { outer: 5, box: 4, thin: 2, radius: 0 },
  hair: { outer: 2, box: 2, thin: 1, radius: 0 },
  rounded: { outer: 3, box: 2, thin: 1, radius: 10 },
};

/** Digits are about 0.72 em tall in most fonts: the font size that makes a digit `fraction` of the cell. */
const fontPx = (cell: number, fraction: number): number => (cell * fraction) / 0.72;

const sameBox = (a: number, b: number): boolean =>
  Math.floor(a / 27) === Math.floor(b / 27) && Math.floor((a % 9) / 3) === Math.floor((b % 9) / 3);

function cellHtml(spec: Spec, i: number): string {
  const { theme, selected } = spec;
  const digit = spec.givens[i] !== '.' ? Number(spec.givens[i]) : spec.player[i];
  const styles: string[] = [];
  let colour = spec.player[i] ? theme.player : theme.given;
  if (selected >= 0) {
    const related = i % 9 === selected % 9 || Math.floor(i / 9) === Math.floor(selected / 9) || sameBox(i, selected);
    const selectedDigit = spec.truth[selected];
    if (i === selected && spec.invertSelected) {
      styles.push(`background:${theme.thick}`);
      colour = theme.background;
    } else if (i === selected || (selectedDigit !== '.' && spec.truth[i] === selectedDigit)) {
      styles.push(`background:${theme.selected}`);
    } else if (related) styles.push(`background:${theme.area}`);
  }
  if (digit) return `<div class="c" style="${styles.join(';')}"><span style="color:${colour}">${digit}</span></div>`;
  const marks = spec.pencil[i];
  if (!marks) return `<div class="c" style="${styles.join(';')}"></div>`;
  const slots = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => `<i>${marks.includes(d) ? d : ''}</i>`).join('');
  return `<div class="c" style="${styles.join(';')}"><b>${slots}</b></div>`;
}

export function gridHtml(spec: Spec): string {
  const w = LINES[spec.lines];
  const cell = Math.floor((spec.gridPx - 2 * w.outer) / 9);
  const { theme } = spec;
  const thin = spec.lines === 'hair' ? `${theme.thin}99` : theme.thin;
  const transform = [
    spec.perspective
      ? `perspective(${spec.gridPx * 2}px) rotateX(${spec.perspective.x}deg) rotateY(${spec.perspective.y}deg)`
      : '',
    spec.rotation ? `rotate(${spec.rotation}deg)` : '',
  ].join(' ');
  const css = `
    .g { display: grid; grid-template-columns: repeat(9, ${cell}px); grid-auto-rows: ${cell}px;
      border: ${w.outer}px solid ${theme.thick}; border-radius: ${w.radius}px; overflow: hidden;
      background: ${theme.background}; width: max-content; transform: ${transform || 'none'};
      font-family: '${spec.font}'; font-weight: ${spec.weight};${spec.italic ? ' font-style: italic;' : ''}${
        spec.oldStyle ? ' font-variant-numeric: oldstyle-nums;' : ''
      } }
    .c { box-sizing: border-box; display: flex; align-items: center; justify-content: center;
      border-right: ${w.thin}px solid ${thin}; border-bottom: ${w.thin}px solid ${thin};
      font-size: ${fontPx(cell, spec.fontScale).toFixed(1)}px; line-height: 1; }
    .c:nth-child(9n) { border-right: none; }
    .c:nth-child(9n+3), .c:nth-child(9n+6) { border-right: ${w.box}px solid ${theme.thick}; }
    .c:nth-child(n+19):nth-child(-n+27), .c:nth-child(n+46):nth-child(-n+54) { border-bottom: ${w.box}px solid ${theme.thick}; }
    .c:nth-child(n+73) { border-bottom: none; }
    .c b { display: grid; grid-template-columns: repeat(3, 1fr); width: 90%; height: 90%; font-weight: 400;
      font-size: ${fontPx(cell, spec.pencilScale).toFixed(1)}px; color: ${theme.pencil}; }
    .c i { font-style: normal; display: flex; align-items: center; justify-content: center; }`;
  const cells = Array.from({ length: 81 }, (_, i) => cellHtml(spec, i)).join('');
  return `<style>${fontFaceCss(spec.font)}${css}</style><div class="g">${cells}</div>`;
}

const PARAGRAPH =
  'Fill the grid so that every row, column and 3×3 box contains the digits 1 to 9. Today: 3 new puzzles, ' +
  'a streak of 12 days and 1,024 players online. Tip 7: look for a digit that fits in only one cell of a box.';

/** A page around the grid: title, text, status line, buttons and a 3×3 keypad (digits in bordered squares). */
function pageHtml(spec: Spec, grid: string): string {
  const { theme } = spec;
  const button = `border:1px solid ${theme.thin};border-radius:6px;padding:8px 14px;background:${theme.background};color:${theme.given}`;
  const keys = [1, 2, 3, 4, 5, 6, 7, 8, 9]
    .map((d) => `<div style="${button};font-size:28px;text-align:center">${d}</div>`)
    .join('');
  const side = `<div style="width:260px;color:${theme.given}">
      <p>Medium · 04:3${spec.index % 10} · Mistakes 1/3</p>
      <div style="display:grid;grid-template-columns:repeat(3,64px);gap:8px">${keys}</div>
      <p><span style="${button}">Undo</span> <span style="${button}">Erase</span> <span style="${button}">Hint 3</span></p>
    </div>`;
  const order = spec.index % 2 === 0 ? `${grid}${side}` : `${side}${grid}`;
  return `<div id="shot" style="padding:24px 32px;background:${theme.page};color:${theme.given};font-family:'DejaVu Sans'">
      <h1 style="margin:0 0 8px">Sudoku: daily puzzle #${200 + spec.index}</h1>
      <p style="max-width:900px">${PARAGRAPH}</p>
      <div style="display:flex;gap:40px;align-items:flex-start">${order}</div>
      <p><span style="${button}">New game</span> <span style="${button}">Check</span> Level 4 of 12 · Score 2,350</p>
    </div>`;
}

/** The whole document. Room is left around a rotated or tilted grid so its corners stay in the picture. */
export function pictureHtml(spec: Spec): string {
  const grid = gridHtml(spec);
  const slack = spec.rotation || spec.perspective ? Math.ceil(spec.gridPx * 0.12) : 0;
  const body = spec.inPage
    ? pageHtml(spec, grid)
    : `<div id="shot" style="display:inline-block;padding:${spec.margin + slack}px;background:${spec.theme.page}">${grid}</div>`;
  return `<!doctype html><html><head><meta charset="utf-8"></head><body style="margin:0;background:${spec.theme.page}">${body}</body></html>`;
}
