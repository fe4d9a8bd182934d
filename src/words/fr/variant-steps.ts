/**
 * Français : the variant techniques' names and sentences (variant-describe.ts), in the classic steps' style: houses
 * take their article ("la fenêtre 2", "le bloc 7"), a no-break space goes before the colon.
 */
import type { CageRef, HouseRef, VariantStep } from '../../engine/variant/index.ts';
import { cellList, cellName, chainNodes, digitsSlash } from '../cells.ts';
import { listIn, orIn, removesIn } from '../step-common.ts';
import { cageCorner, variantFacts, whereIn, type VariantStepLanguage } from '../variant-describe.ts';

const and = listIn('fr');
const or = orIn('fr');
const cellsAnd = (cells: readonly number[]): string => and(cells.map(cellName));
const removes = removesIn(
  and,
  (digits, cells) => `${digits} de ${cells}`,
  (groups) => `élimine ${groups}`,
);
const rm = (s: VariantStep): string => removes(s.eliminations);
const C = '\u00a0:';

const KINDS: Record<HouseRef['kind'], string> = {
  row: 'la ligne',
  column: 'la colonne',
  box: 'le bloc',
  region: 'la région',
  diagonal: 'la diagonale',
  'anti-diagonal': 'l’anti-diagonale',
  window: 'la fenêtre',
  'extra-region': 'la région supplémentaire',
};
const house = (h: HouseRef): string =>
  h.kind === 'diagonal' || h.kind === 'anti-diagonal' ? KINDS[h.kind] : `${KINDS[h.kind]} ${h.number}`;
const cage = (c: CageRef): string =>
  c.sum === undefined ? `la cage en ${cageCorner(c)}` : `la cage de ${c.sum} en ${cageCorner(c)}`;
const houses = (list: readonly HouseRef[]): string => and(list.map(house));
/** "de" before each house, as French contracts it: "du bloc 3", "de la ligne 8 et de la ligne 9". */
const ofHouses = (list: readonly HouseRef[]): string =>
  and(list.map((h) => (h.kind === 'box' ? `du bloc ${h.number}` : `de ${house(h)}`)));
const where = whereIn(house, cage);

const names = {
  'full-house': 'Dernière case libre',
  'naked-single': 'Singleton nu',
  'hidden-single': 'Singleton caché',
  'non-consecutive': 'Voisins non consécutifs',
  'cage-combination': 'Combinaisons de cage',
  'rule-45': 'Règle des 45',
  'cage-locked': 'Chiffre imposé par une cage',
  'locked-candidates': 'Candidats verrouillés',
  'shared-peers': 'Voisins communs',
  'non-consecutive-pinch': 'Pince non consécutive',
  'non-consecutive-locked': 'Chiffre verrouillé non consécutif',
  'naked-pair': 'Paire nue',
  'naked-triple': 'Triplet nu',
  'hidden-pair': 'Paire cachée',
  'hidden-triple': 'Triplet caché',
  'rule-45-multi': 'Règle des 45 sur plusieurs zones',
  'cage-split': 'Découpage de cage',
  'naked-quad': 'Quadruplet nu',
  'hidden-quad': 'Quadruplet caché',
  'x-wing': 'X-wing',
  swordfish: 'Swordfish',
  'xy-wing': 'XY-wing',
  'simple-colouring': 'Coloriage simple',
  'x-chain': 'Chaîne X',
  'xy-chain': 'Chaîne XY',
  aic: 'Chaîne d’inférences alternées',
  trial: 'Essai',
} satisfies VariantStepLanguage['names'];

const subset = (s: VariantStep): string =>
  `${names[s.technique]} ${digitsSlash(s.digits)} dans ${where(s)} (${cellList(s.cells)}) ${rm(s)}`;

function fish(s: VariantStep): string {
  const list = s.houses ?? [];
  const half = list.length / 2;
  return `${names[s.technique]} sur ${s.digits[0]} dans ${houses(list.slice(0, half))} (${houses(list.slice(half))}) ${rm(s)}`;
}

function rule45(s: VariantStep): string {
  const { total, innies, outies, sum } = variantFacts(s, 'rule-45');
  const inside = s.cages?.length ? ', moins les cages entièrement à l’intérieur' : '';
  const across = outies.length ? ' et avec les cages qui débordent' : '';
  const p = s.placements[0];
  let what: string;
  if (p) what = `donc la case ${innies.length ? 'intérieure' : 'extérieure'} ${cellName(p.cell)} est un ${p.digit}`;
  else if (!outies.length) what = `donc les cases intérieures ${cellsAnd(innies)} font ${sum}, ce qui ${rm(s)}`;
  else if (!innies.length) what = `donc les cases extérieures ${cellsAnd(outies)} font ${-sum}, ce qui ${rm(s)}`;
  else
    what = `donc les cases intérieures ${cellsAnd(innies)} moins les cases extérieures ${cellsAnd(outies)} font ${sum}, ce qui ${rm(s)}`;
  return `Règle des 45${C} les chiffres ${ofHouses(s.houses ?? [])} font ${total}${inside}${across}, ${what}`;
}

function cageSplit(s: VariantStep): string {
  const { part, sums, total } = variantFacts(s, 'cage-split');
  return (
    `Découpage de cage${C} les chiffres ${ofHouses(s.houses ?? [])} font ${total}, et ce que leurs autres cases et ` +
    `cages peuvent faire ne laisse à ${cage((s.cages ?? [])[0])} que ${or(sums)} pour ${part.length === 1 ? 'sa case' : 'ses cases'} ` +
    `${cellsAnd(part)} à l’intérieur, ce qui ${rm(s)}`
  );
}

const chain =
  (label: string) =>
  (s: VariantStep): string =>
    `${label}${s.technique === 'x-chain' ? ` sur ${s.digits[0]}` : ''}${C} ${chainNodes(variantFacts(s, 'chain').links)} (une extrémité est vraie) ${rm(s)}`;

const sentences: VariantStepLanguage['sentences'] = {
  'full-house': (s) =>
    `Dernière case libre${C} ${cellName(s.cells[0])} est la dernière case vide dans ${where(s)}, c’est donc un ${s.digits[0]}`,
  'naked-single': (s) => `Singleton nu${C} ${cellName(s.cells[0])} ne peut être que ${s.digits[0]}`,
  'hidden-single': (s) =>
    `Singleton caché${C} le ${s.digits[0]} n’a qu’une place dans ${where(s)}, ${cellName(s.cells[0])}`,
  'non-consecutive': (s) =>
    `Non consécutif${C} ${cellName(s.cells[0])} est un ${s.digits[0]}, donc aucune case voisine n’en diffère de un, ce qui ${rm(s)}`,
  'non-consecutive-pinch': (s) =>
    `Non consécutif${C} ${cellName(s.cells[0])} est ${or(s.digits)}, et quel qu’il soit, ses voisines ne peuvent être ` +
    `${or([...new Set(s.eliminations.map((e) => e.digit))])} (égal ou à un d’écart), ce qui ${rm(s)}`,
  'non-consecutive-locked': (s) =>
    `Non consécutif${C} dans ${where(s)}, le ${s.digits[0]} n’est qu’en ${cellsAnd(s.cells)}, à côté de ` +
    `${cellName(s.eliminations[0].cell)}, qui ne peut donc pas en différer de un, ce qui ${rm(s)}`,
  'cage-combination': (s) =>
    `Combinaisons de cage${C} ${cage((s.cages ?? [])[0])} (${cellList(s.cells)}) ne peut être que ` +
    `${or(variantFacts(s, 'combinations').combinations.map((set) => set.join('+')))}, ce qui ${rm(s)}`,
  'rule-45': rule45,
  'rule-45-multi': rule45,
  'cage-split': cageSplit,
  'cage-locked': (s) =>
    `Chiffre imposé par une cage${C} ${cage((s.cages ?? [])[0])} doit contenir le ${s.digits[0]} (toute combinaison ` +
    `qui convient l’a), seulement en ${cellsAnd(s.cells)}${s.houses?.length ? `, dans ${house(s.houses[0])}` : ''}, ce qui ${rm(s)}`,
  'locked-candidates': (s) => {
    const [a, b] = s.houses ?? [];
    return `Candidats verrouillés${C} dans ${house(a)}, le ${s.digits[0]} n’est que dans ${house(b)}, ce qui ${rm(s)}`;
  },
  'shared-peers': (s) =>
    `Voisins communs${C} dans ${where(s)}, le ${s.digits[0]} n’est qu’en ${cellsAnd(s.cells)}, et aucune case qui ` +
    `les voit toutes selon les règles ne peut l’avoir, ce qui ${rm(s)}`,
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
    return `XY-wing de pivot ${set(pivot)} et de pinces ${set(pincers[0])}, ${set(pincers[1])} ${rm(s)}`;
  },
  'simple-colouring': (s) => {
    const { colours, pair } = variantFacts(s, 'colours');
    const why = pair
      ? `${cellsAnd(pair)} se voient et ont la même couleur, cette couleur est donc fausse`
      : `${cellsAnd(s.eliminations.map((e) => e.cell))} ${s.eliminations.length === 1 ? 'voit' : 'voient'} les deux couleurs`;
    return `Coloriage simple sur ${s.digits[0]} (${cellsAnd(colours[0])} / ${cellsAnd(colours[1])})${C} ${why}, ce qui ${rm(s)}`;
  },
  'x-chain': chain(names['x-chain']),
  'xy-chain': chain(names['xy-chain']),
  aic: chain('AIC'),
  trial: (s) =>
    `Essai${C} aucune étape logique ne reste, on essaie donc le ${s.digits[0]} en ${cellName(s.cells[0])} (il mène à la solution)`,
};

export const frVariant: VariantStepLanguage = { lang: 'fr', names, sentences, house, cage };
export default frVariant;
