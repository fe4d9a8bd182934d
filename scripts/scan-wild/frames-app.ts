// App screens around a board: a phone app (status bar, timer, mistake counter, toolbar icons, and a number pad
// whose large digits 1–9 sit right under the grid) and a desktop game page with a 3×3 pad beside the grid.
import { fontCss } from './fonts.ts';
import type { FrameInput, Framed } from './frames-page.ts';
import type { Rng } from './random.ts';

const ICONS: Record<string, string> = {
  Undo: '<path d="M9 7H4V2M4 7a9 9 0 1 1-1 6" fill="none" stroke="currentColor" stroke-width="2"/>',
  Erase: '<path d="M4 16l8-8 6 6-6 6H8zM10 20h10" fill="none" stroke="currentColor" stroke-width="2"/>',
  Notes: '<path d="M5 19l2-6L16 4l4 4-9 9zM4 20h16" fill="none" stroke="currentColor" stroke-width="2"/>',
  Hint: '<path d="M12 3a6 6 0 0 0-4 10v3h8v-3a6 6 0 0 0-4-10zM9 20h6" fill="none" stroke="currentColor" stroke-width="2"/>',
};

function toolbar(rng: Rng, input: FrameInput): string {
  const p = input.palette;
  const tools = Object.entries(ICONS).map(([label, path]) => {
    const badge =
      label === 'Hint' && rng.chance(0.6)
        ? `<span style="position:absolute;top:-4px;right:-8px;background:${p.accent};color:#fff;border-radius:8px;font:600 10px sans-serif;padding:1px 5px">${rng.int(1, 3)}</span>`
        : label === 'Notes'
          ? `<span style="position:absolute;top:-4px;right:-14px;background:${p.muted};color:#fff;border-radius:8px;font:600 9px sans-serif;padding:1px 4px">${rng.pick(['ON', 'OFF'])}</span>`
          : '';
    return `<div style="display:flex;flex-direction:column;align-items:center;gap:2px;color:${p.muted};font:12px sans-serif"><span style="position:relative"><svg width="26" height="26" viewBox="0 0 24 24">${path}</svg>${badge}</span>${label}</div>`;
  });
  return `<div style="display:flex;justify-content:space-around;margin:14px 0 10px">${tools.join('')}</div>`;
}

function numberPad(rng: Rng, input: FrameInput, columns: number): string {
  const p = input.palette;
  const size = rng.int(22, 40);
  const counts = rng.chance(0.5);
  const boxed = rng.chance(0.5);
  const keys = Array.from({ length: 9 }, (_, i) => {
    const count = counts
      ? `<div style="font-size:${Math.round(size * 0.38)}px;color:${p.muted};font-weight:400">${rng.int(0, 9)}</div>`
      : '';
    const box = boxed ? `background:${p.board};border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.2);` : '';
    return `<div style="${box}text-align:center;padding:6px 0;line-height:1.1"><div style="font-size:${size}px;color:${p.accent}">${i + 1}</div>${count}</div>`;
  });
  const weight = rng.pick([300, 400, 500, 600]);
  return `<div style="display:grid;grid-template-columns:repeat(${columns},1fr);gap:6px;${fontCss(input.font)};font-weight:${weight}">${keys.join('')}</div>`;
}

export function phoneFrame(rng: Rng, input: FrameInput, width: number): Framed {
  const p = input.palette;
  const side = Math.max(0, Math.floor((width - input.size) / 2));
  const mistakes = `Mistakes: ${rng.int(0, 2)}/3`;
  const timer = `${String(rng.int(0, 59)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
  const pad = numberPad(rng, input, rng.chance(0.75) ? 9 : 5);
  const status = `<div style="display:flex;justify-content:space-between;padding:6px 18px;font:600 14px sans-serif;color:${p.text}"><span>${rng.int(7, 12)}:${String(rng.int(0, 59)).padStart(2, '0')}</span><span>▂▄▆ ◔ ${rng.int(20, 99)}%</span></div>`;
  const header = `<div style="display:flex;justify-content:space-between;align-items:center;padding:8px 14px;font:600 18px sans-serif;color:${p.text}"><span>‹</span><span>Sudoku</span><span>⚙</span></div>`;
  const info = `<div style="display:flex;justify-content:space-between;padding:4px ${side + 4}px 8px;font:13px sans-serif;color:${p.muted}"><span>${mistakes}</span><span>${rng.pick(['Easy', 'Medium', 'Hard', 'Expert'])}</span><span>⏱ ${timer}</span></div>`;
  const ad = rng.chance(0.3)
    ? `<div style="margin-top:10px;height:50px;background:${p.peer};color:${p.muted};font:12px sans-serif;display:flex;align-items:center;justify-content:center">Ad · Play 1000+ levels free</div>`
    : '';
  const body = `<div id="frame" style="width:${width}px;min-height:100vh;background:${p.page};box-sizing:border-box">${status}${header}${info}<div style="padding:0 ${side}px">${input.boardHtml}</div><div style="padding:0 ${Math.max(8, side)}px">${toolbar(rng, input)}${pad}</div>${ad}</div>`;
  return {
    body,
    width,
    height: Math.ceil(input.size + rng.int(360, 470)),
    crop: { around: 'frame' },
    note: `phone app ${width} px wide`,
  };
}

export function desktopFrame(rng: Rng, input: FrameInput): Framed {
  const p = input.palette;
  const panel = `<div style="width:260px;display:flex;flex-direction:column;gap:14px;color:${p.text};font:15px sans-serif">
<div style="display:flex;justify-content:space-between"><span>Mistakes: ${rng.int(0, 3)}/3</span><span>Score: ${rng.int(0, 9999)}</span><span>${rng.int(0, 9)}:${String(rng.int(0, 59)).padStart(2, '0')}</span></div>
<div style="display:flex;justify-content:space-around">${['Undo', 'Erase', 'Notes', 'Hint'].map((t) => `<span style="color:${p.muted}">${t}</span>`).join('')}</div>
${numberPad(rng, input, 3)}
<button style="padding:12px;font:600 16px sans-serif;background:${p.accent};color:#fff;border:0;border-radius:6px">New Game</button></div>`;
  const width = Math.ceil(input.size + 380);
  const body = `<div id="frame" style="display:flex;gap:40px;padding:30px;background:${p.page};width:${width}px;box-sizing:border-box;align-items:flex-start">${input.boardHtml}${panel}</div>`;
  return {
    body,
    width: width + 10,
    height: Math.ceil(Math.max(input.size, 520) + 80),
    crop: rng.chance(0.5) ? { around: 'frame' } : { around: 'board', margin: rng.int(0, 40) },
    note: 'desktop game page with a 3×3 pad',
  };
}
