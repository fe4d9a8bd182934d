// Colour themes as sites and apps paint a board: light, dark, sepia, and a tinted one of random hue, each nudged a
// little per picture so no two boards share every colour.
import type { Rng } from './random.ts';

export type ThemeName = 'light' | 'dark' | 'sepia' | 'tinted';

export interface Palette {
  name: ThemeName;
  page: string;
  board: string;
  thinLine: string;
  boxLine: string;
  given: string;
  entry: string;
  mark: string;
  selected: string;
  peer: string;
  same: string;
  conflictText: string;
  conflictBg: string;
  /** Text around the board (headers, pads, articles). */
  text: string;
  muted: string;
  accent: string;
  /** A second background for alternate boxes when box lines are left out. */
  altBox: string;
}

const hsl = (h: number, s: number, l: number): string => `hsl(${Math.round(h)} ${Math.round(s)}% ${Math.round(l)}%)`;

export function pickPalette(rng: Rng, name: ThemeName): Palette {
  const hue = rng.range(0, 360);
  const accentHue = rng.pick([210, 220, 200, 260, 150, 25, 340]) + rng.range(-10, 10);
  if (name === 'dark') {
    const bgL = rng.range(6, 18);
    return {
      name,
      page: hsl(hue, rng.range(0, 20), bgL - 3 < 0 ? 0 : bgL - 3),
      board: hsl(hue, rng.range(0, 20), bgL),
      thinLine: hsl(hue, 10, bgL + rng.range(12, 22)),
      boxLine: hsl(hue, 10, bgL + rng.range(35, 60)),
      given: hsl(0, 0, rng.range(82, 96)),
      entry: hsl(accentHue, 80, rng.range(65, 78)),
      mark: hsl(0, 0, rng.range(55, 70)),
      selected: hsl(accentHue, 40, bgL + 18),
      peer: hsl(accentHue, 20, bgL + 6),
      same: hsl(accentHue, 35, bgL + 12),
      conflictText: hsl(0, 85, 65),
      conflictBg: hsl(0, 45, bgL + 12),
      text: hsl(0, 0, 88),
      muted: hsl(0, 0, 60),
      accent: hsl(accentHue, 75, 65),
      altBox: hsl(hue, 10, bgL + 5),
    };
  }
  if (name === 'sepia') {
    return {
      name,
      page: hsl(38, rng.range(30, 45), rng.range(82, 88)),
      board: hsl(40, rng.range(40, 60), rng.range(88, 93)),
      thinLine: hsl(35, 25, rng.range(60, 72)),
      boxLine: hsl(28, 35, rng.range(22, 35)),
      given: hsl(25, 35, rng.range(12, 22)),
      entry: hsl(rng.pick([20, 200, 120]), 55, 35),
      mark: hsl(30, 20, 45),
      selected: hsl(40, 70, 72),
      peer: hsl(38, 45, 82),
      same: hsl(35, 55, 76),
      conflictText: hsl(5, 70, 42),
      conflictBg: hsl(5, 60, 82),
      text: hsl(25, 35, 18),
      muted: hsl(30, 20, 40),
      accent: hsl(20, 60, 40),
      altBox: hsl(38, 40, 84),
    };
  }
  const tinted = name === 'tinted';
  const boardL = tinted ? rng.range(92, 98) : 100;
  return {
    name,
    page: tinted ? hsl(hue, rng.range(30, 70), rng.range(85, 95)) : hsl(hue, rng.range(0, 15), rng.range(94, 100)),
    board: tinted ? hsl(hue, 40, boardL) : '#fff',
    thinLine: tinted ? hsl(hue, 30, rng.range(65, 80)) : hsl(0, 0, rng.range(70, 85)),
    boxLine: tinted ? hsl(hue, 50, rng.range(20, 40)) : hsl(hue, rng.range(0, 30), rng.range(10, 35)),
    given: hsl(hue, rng.range(0, 25), rng.range(5, 25)),
    entry: hsl(accentHue, rng.range(55, 85), rng.range(38, 52)),
    mark: hsl(0, 0, rng.range(35, 55)),
    selected: hsl(accentHue, rng.range(60, 90), rng.range(78, 86)),
    peer: hsl(accentHue, rng.range(25, 50), rng.range(91, 95)),
    same: hsl(accentHue, rng.range(40, 70), rng.range(84, 90)),
    conflictText: hsl(rng.range(355, 365), 75, 48),
    conflictBg: hsl(0, 70, 90),
    text: hsl(hue, 10, 15),
    muted: hsl(hue, 5, 45),
    accent: hsl(accentHue, 70, 45),
    altBox: tinted ? hsl(hue, 40, boardL - 6) : hsl(hue, 20, 93),
  };
}
