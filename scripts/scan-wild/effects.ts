// What happens to a picture after drawing: rotation, blur, a photo-of-a-screen look (perspective, soft focus,
// glare, sensor noise), and the JPEG quality it is saved at. The page is laid out here around the framed board.
import type { Framed } from './frames-page.ts';
import { round, type Rng } from './random.ts';

export interface Photo {
  rotateX: number;
  rotateY: number;
  rotateZ: number;
  blur: number;
  brightness: number;
  contrast: number;
  glare: number;
  /** The glare's centre across the picture, in %. */
  glareX: number;
  noise: number;
  desk: string;
}

export interface Effects {
  deviceScaleFactor: number;
  rotate: number;
  blur: number;
  photo: Photo | null;
  /** JPEG quality, or null for PNG. */
  jpeg: number | null;
}

export function pickEffects(rng: Rng, deviceScaleFactor: number): Effects {
  const photo: Photo | null = rng.chance(0.08)
    ? {
        rotateX: round(rng.range(-10, 10), 1),
        rotateY: round(rng.range(-12, 12), 1),
        rotateZ: round(rng.range(-3, 3), 1),
        blur: round(rng.range(0.5, 1.4)),
        brightness: round(rng.range(0.8, 1.05)),
        contrast: round(rng.range(0.75, 1)),
        glare: round(rng.range(0.05, 0.25)),
        glareX: rng.int(20, 80),
        noise: round(rng.range(0.04, 0.12)),
        desk: rng.pick(['#2b2b2b', '#4a3b2a', '#1c2430', '#555']),
      }
    : null;
  const rotate = !photo && rng.chance(0.2) ? round(rng.pick([-1, 1]) * rng.range(0.3, 4), 1) : 0;
  const blur = !photo && rng.chance(0.15) ? round(rng.range(0.3, 0.9)) : 0;
  const jpeg = photo || rng.chance(0.4) ? rng.int(40, 95) : null;
  return { deviceScaleFactor, rotate, blur, photo, jpeg };
}

const NOISE =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='240' height='240'%3E%3Cfilter id='n'%3E%3CfeTurbulence type='fractalNoise' baseFrequency='0.85' numOctaves='2' stitchTiles='stitch'/%3E%3C/filter%3E%3Crect width='100%25' height='100%25' filter='url(%23n)'/%3E%3C/svg%3E\")";

export interface Page {
  html: string;
  width: number;
  height: number;
  /** Photo: the whole viewport is the picture. */
  wholeViewport: boolean;
}

export function layPage(framed: Framed, effects: Effects, headCss: string, pageColour: string): Page {
  const photo = effects.photo;
  // Room for a rotated scene: its corners swing out by up to sin(4°) of its size.
  const room = photo
    ? Math.round(Math.max(framed.width, framed.height) * 0.12)
    : effects.rotate
      ? Math.round(Math.max(framed.width, framed.height) * 0.08)
      : 0;
  const filters = [
    effects.blur ? `blur(${effects.blur}px)` : '',
    photo ? `blur(${photo.blur}px) brightness(${photo.brightness}) contrast(${photo.contrast})` : '',
  ].join(' ');
  const transform = photo
    ? `perspective(${Math.round(framed.width * 1.6)}px) rotateX(${photo.rotateX}deg) rotateY(${photo.rotateY}deg) rotateZ(${photo.rotateZ}deg) scale(0.92)`
    : effects.rotate
      ? `rotate(${effects.rotate}deg)`
      : 'none';
  const overlay = photo
    ? `<div style="position:fixed;inset:0;pointer-events:none;background:radial-gradient(ellipse at ${photo.glareX}% 30%, rgba(255,255,255,${photo.glare}), transparent 60%)"></div><div style="position:fixed;inset:0;pointer-events:none;opacity:${photo.noise};background:${NOISE};mix-blend-mode:overlay"></div>`
    : '';
  const html = `<!doctype html><html><head><meta charset="utf-8"><style>${headCss}html,body{margin:0}body{background:${photo ? photo.desk : pageColour};padding:${room}px;width:max-content}#scene{transform:${transform};transform-origin:50% 50%;${filters.trim() ? `filter:${filters.trim()};` : ''}width:max-content}</style></head><body><div id="scene">${framed.body}</div>${overlay}</body></html>`;
  return { html, width: framed.width + 2 * room, height: framed.height + 2 * room, wholeViewport: Boolean(photo) };
}
