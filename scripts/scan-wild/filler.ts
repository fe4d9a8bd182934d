// Filler text for pages around a board: sentences with numbers in them (dates, scores, prices), as a news page has.
import type { Rng } from './random.ts';

const WORDS =
  'the council said on monday that plans for a new bridge across the river would go ahead after a vote of residents who had waited years for the project to begin while local shops reported a busy weekend and the weather stayed mild with light rain expected in the north by evening according to forecasters at the station'.split(
    ' ',
  );

function numberish(rng: Rng): string {
  return rng.pick([
    () => String(rng.int(2, 98)),
    () => `${rng.int(1, 28)} ${rng.pick(['March', 'June', 'Sept.', 'Dec.'])}`,
    () => `£${rng.int(1, 950)}.${rng.int(10, 99)}`,
    () => `${rng.int(0, 5)}–${rng.int(0, 5)}`,
    () => `${rng.int(1, 99)}%`,
    () => String(rng.int(1900, 2026)),
  ])();
}

export function sentence(rng: Rng): string {
  const length = rng.int(8, 22);
  const words: string[] = [];
  for (let i = 0; i < length; i++) words.push(rng.chance(0.08) ? numberish(rng) : rng.pick(WORDS));
  const text = words.join(' ');
  return `${text[0].toUpperCase()}${text.slice(1)}.`;
}

export function paragraph(rng: Rng, sentences = rng.int(3, 7)): string {
  return Array.from({ length: sentences }, () => sentence(rng)).join(' ');
}

export const headline = (rng: Rng): string =>
  rng.pick([
    'Council backs river crossing',
    'Mild week ahead for most',
    'Local team wins 3–1 at home',
    'Shops report record weekend',
    'Rail fares to rise 4.9%',
  ]);
