/** Deutsch: the variant techniques' names and sentences (variant-describe.ts), in the classic steps' style. */
import type { CageRef, HouseRef, VariantStep } from '../../engine/variant/index.ts';
import { cellList, cellName, chainNodes, digitsSlash } from '../cells.ts';
import { listIn, orIn, removesIn } from '../step-common.ts';
import { cageCorner, variantFacts, whereIn, type VariantStepLanguage } from '../variant-describe.ts';

const and = listIn('de');
const or = orIn('de');
const cellsAnd = (cells: readonly number[]): string => and(cells.map(cellName));
const removes = removesIn(
  and,
  (digits, cells) => `${digits} aus ${cells}`,
  (groups) => `entfernt ${groups}`,
);
const rm = (s: VariantStep): string => removes(s.eliminations);

/** A house after "in": "Zeile 3", "Fenster 2", "der Diagonale". */
const KINDS: Record<HouseRef['kind'], string> = {
  row: 'Zeile',
  column: 'Spalte',
  box: 'Block',
  region: 'Region',
  diagonal: 'der Diagonale',
  'anti-diagonal': 'der Gegendiagonale',
  window: 'Fenster',
  'extra-region': 'Zusatzregion',
};
const house = (h: HouseRef): string =>
  h.kind === 'diagonal' || h.kind === 'anti-diagonal' ? KINDS[h.kind] : `${KINDS[h.kind]} ${h.number}`;
/** A cage after "in": "dem 15er-Käfig bei r1c1". */
const cage = (c: CageRef): string =>
  c.sum === undefined ? `dem Käfig bei ${cageCorner(c)}` : `dem ${c.sum}er-Käfig bei ${cageCorner(c)}`;
const houses = (list: readonly HouseRef[]): string => and(list.map(house));
const where = whereIn(house, cage);

const names = {
  'full-house': 'Full House',
  'naked-single': 'Nackter Einer',
  'hidden-single': 'Versteckter Einer',
  'non-consecutive': 'Nicht-konsekutive Nachbarn',
  'cage-combination': 'Käfig-Kombinationen',
  'rule-45': '45er-Regel',
  'cage-locked': 'Käfig braucht eine Ziffer',
  'locked-candidates': 'Gesperrte Kandidaten',
  'shared-peers': 'Gemeinsame Nachbarn',
  'non-consecutive-pinch': 'Nicht-konsekutive Zange',
  'non-consecutive-locked': 'Nicht-konsekutiv gesperrte Ziffer',
  'naked-pair': 'Nacktes Paar',
  'naked-triple': 'Nacktes Tripel',
  'hidden-pair': 'Verstecktes Paar',
  'hidden-triple': 'Verstecktes Tripel',
  'rule-45-multi': '45er-Regel über mehrere Bereiche',
  'cage-split': 'Käfig teilen',
  'naked-quad': 'Nacktes Quartett',
  'hidden-quad': 'Verstecktes Quartett',
  'x-wing': 'X-Wing',
  swordfish: 'Schwertfisch',
  'xy-wing': 'XY-Wing',
  'simple-colouring': 'Einfaches Färben',
  'x-chain': 'X-Kette',
  'xy-chain': 'XY-Kette',
  aic: 'Alternierende Inferenzkette',
  trial: 'Ausprobieren',
} satisfies VariantStepLanguage['names'];

const subset = (s: VariantStep): string =>
  `${names[s.technique]} ${digitsSlash(s.digits)} in ${where(s)} (${cellList(s.cells)}) ${rm(s)}`;

function fish(s: VariantStep): string {
  const list = s.houses ?? [];
  const half = list.length / 2;
  return `${names[s.technique]} auf ${s.digits[0]} in ${houses(list.slice(0, half))} (${houses(list.slice(half))}) ${rm(s)}`;
}

function rule45(s: VariantStep): string {
  const { total, innies, outies, sum } = variantFacts(s, 'rule-45');
  const inside = s.cages?.length ? ', ohne die ganz darin liegenden Käfige' : '';
  const across = outies.length ? ' und mit den Käfigen über den Rand' : '';
  const p = s.placements[0];
  let what: string;
  if (p) what = `ist ${innies.length ? 'das Innie' : 'das Outie'} ${cellName(p.cell)} ${p.digit}`;
  else if (!outies.length) what = `ergeben die Innies ${cellsAnd(innies)} ${sum}; das ${rm(s)}`;
  else if (!innies.length) what = `ergeben die Outies ${cellsAnd(outies)} ${-sum}; das ${rm(s)}`;
  else what = `ergeben die Innies ${cellsAnd(innies)} weniger die Outies ${cellsAnd(outies)} ${sum}; das ${rm(s)}`;
  return `45er-Regel: Die Ziffern in ${houses(s.houses ?? [])} ergeben ${total}${inside}${across}; damit ${what}`;
}

function cageSplit(s: VariantStep): string {
  const { part, sums, total } = variantFacts(s, 'cage-split');
  return (
    `Käfig teilen: Die Ziffern in ${houses(s.houses ?? [])} ergeben ${total}, und was die übrigen Zellen und Käfige ` +
    `dort ergeben können, lässt ${cage((s.cages ?? [])[0])} für ${part.length === 1 ? 'seine Zelle' : 'seine Zellen'} ` +
    `${cellsAnd(part)} darin nur ${or(sums)}, also ${rm(s)}`
  );
}

const chain =
  (label: string) =>
  (s: VariantStep): string =>
    `${label}${s.technique === 'x-chain' ? ` auf ${s.digits[0]}` : ''}: ${chainNodes(variantFacts(s, 'chain').links)} (ein Ende ist wahr) ${rm(s)}`;

const sentences: VariantStepLanguage['sentences'] = {
  'full-house': (s) =>
    `Full House: ${cellName(s.cells[0])} ist die letzte leere Zelle in ${where(s)}, also ist sie ${s.digits[0]}`,
  'naked-single': (s) => `Nackter Einer: ${cellName(s.cells[0])} kann nur ${s.digits[0]} sein`,
  'hidden-single': (s) =>
    `Versteckter Einer: Die ${s.digits[0]} hat in ${where(s)} nur einen Platz, ${cellName(s.cells[0])}`,
  'non-consecutive': (s) =>
    `Nicht-konsekutiv: ${cellName(s.cells[0])} ist ${s.digits[0]}, also ist keine Nachbarzelle um eins verschieden, ${rm(s)}`,
  'non-consecutive-pinch': (s) =>
    `Nicht-konsekutiv: ${cellName(s.cells[0])} ist ${or(s.digits)}, und was immer es ist, seine Nachbarn können nicht ` +
    `${or([...new Set(s.eliminations.map((e) => e.digit))])} sein (gleich oder um eins verschieden), also ${rm(s)}`,
  'non-consecutive-locked': (s) =>
    `Nicht-konsekutiv: Die ${s.digits[0]} liegt in ${where(s)} nur in ${cellsAnd(s.cells)}, neben ` +
    `${cellName(s.eliminations[0].cell)}, also ist diese Zelle nicht um eins verschieden davon, ${rm(s)}`,
  'cage-combination': (s) =>
    `Käfig-Kombinationen: In ${cage((s.cages ?? [])[0])} (${cellList(s.cells)}) passt nur ` +
    `${or(variantFacts(s, 'combinations').combinations.map((set) => set.join('+')))}, also ${rm(s)}`,
  'rule-45': rule45,
  'rule-45-multi': rule45,
  'cage-split': cageSplit,
  'cage-locked': (s) =>
    `Käfig braucht eine Ziffer: In ${cage((s.cages ?? [])[0])} muss die ${s.digits[0]} stehen (jede passende ` +
    `Kombination hat sie), nur in ${cellsAnd(s.cells)}${s.houses?.length ? `, innerhalb von ${house(s.houses[0])}` : ''}, also ${rm(s)}`,
  'locked-candidates': (s) => {
    const [a, b] = s.houses ?? [];
    return `Gesperrte Kandidaten: In ${house(a)} liegt die ${s.digits[0]} nur in ${house(b)}, also ${rm(s)}`;
  },
  'shared-peers': (s) =>
    `Gemeinsame Nachbarn: In ${where(s)} liegt die ${s.digits[0]} nur in ${cellsAnd(s.cells)}, und keine Zelle, ` +
    `die sie nach den Regeln alle sieht, kann sie haben, also ${rm(s)}`,
  'naked-pair': subset,
  'naked-triple': subset,
  'naked-quad': subset,
  'hidden-pair': subset,
  'hidden-triple': subset,
  'hidden-quad': subset,
  'x-wing': fish,
  swordfish: fish,
  'xy-wing': (s) => {
    const { pivot, pincers } = variantFacts(s, 'wing');
    const set = (x: { cells: number[]; digits: number[] }) => `${cellName(x.cells[0])} (${digitsSlash(x.digits)})`;
    return `XY-Wing mit Angelpunkt ${set(pivot)} und Zangen ${set(pincers[0])}, ${set(pincers[1])} ${rm(s)}`;
  },
  'simple-colouring': (s) => {
    const { colours, pair } = variantFacts(s, 'colours');
    const why = pair
      ? `${cellsAnd(pair)} sehen sich und haben dieselbe Farbe, also ist diese Farbe falsch`
      : `${cellsAnd(s.eliminations.map((e) => e.cell))} ${s.eliminations.length === 1 ? 'sieht' : 'sehen'} beide Farben`;
    return `Einfaches Färben auf ${s.digits[0]} (${cellsAnd(colours[0])} / ${cellsAnd(colours[1])}): ${why}, also ${rm(s)}`;
  },
  'x-chain': chain(names['x-chain']),
  'xy-chain': chain(names['xy-chain']),
  aic: chain('AIC'),
  trial: (s) =>
    `Ausprobieren: Es bleibt kein logischer Schritt, also probiere die ${s.digits[0]} in ${cellName(s.cells[0])} (sie führt zur Lösung)`,
};

export const deVariant: VariantStepLanguage = { lang: 'de', names, sentences, house, cage };
export default deVariant;
