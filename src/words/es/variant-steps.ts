/** Español: the variant techniques' names and sentences (variant-describe.ts), in the classic steps' style. */
import type { CageRef, HouseRef, VariantStep } from '../../engine/variant/index.ts';
import { cellList, cellName, chainNodes, digitsSlash } from '../cells.ts';
import { listIn, orIn, removesIn } from '../step-common.ts';
import { cageCorner, variantFacts, whereIn, type VariantStepLanguage } from '../variant-describe.ts';

const and = listIn('es');
const or = orIn('es');
const cellsAnd = (cells: readonly number[]): string => and(cells.map(cellName));
const removes = removesIn(
  and,
  (digits, cells) => `${digits} de ${cells}`,
  (groups) => `elimina ${groups}`,
);
const rm = (s: VariantStep): string => removes(s.eliminations);

const KINDS: Record<HouseRef['kind'], string> = {
  row: 'la fila',
  column: 'la columna',
  box: 'el bloque',
  region: 'la región',
  diagonal: 'la diagonal',
  'anti-diagonal': 'la antidiagonal',
  window: 'la ventana',
  'extra-region': 'la región extra',
};
const house = (h: HouseRef): string =>
  h.kind === 'diagonal' || h.kind === 'anti-diagonal' ? KINDS[h.kind] : `${KINDS[h.kind]} ${h.number}`;
const cage = (c: CageRef): string =>
  c.sum === undefined ? `la jaula en ${cageCorner(c)}` : `la jaula de ${c.sum} en ${cageCorner(c)}`;
const houses = (list: readonly HouseRef[]): string => and(list.map(house));
/** "de" before each house, as Spanish contracts it: "del bloque 3", "de la fila 8 y de la fila 9". */
const ofHouses = (list: readonly HouseRef[]): string =>
  and(list.map((h) => (h.kind === 'box' ? `del bloque ${h.number}` : `de ${house(h)}`)));
const where = whereIn(house, cage);

const names = {
  'full-house': 'Última casilla libre',
  'naked-single': 'Single desnudo',
  'hidden-single': 'Single oculto',
  'non-consecutive': 'Vecinos no consecutivos',
  'cage-combination': 'Combinaciones de jaula',
  'rule-45': 'Regla del 45',
  'cage-locked': 'Dígito obligado de una jaula',
  'locked-candidates': 'Candidatos bloqueados',
  'shared-peers': 'Vecinos comunes',
  'non-consecutive-pinch': 'Pinza no consecutiva',
  'non-consecutive-locked': 'Dígito bloqueado no consecutivo',
  'naked-pair': 'Par desnudo',
  'naked-triple': 'Trío desnudo',
  'hidden-pair': 'Par oculto',
  'hidden-triple': 'Trío oculto',
  'rule-45-multi': 'Regla del 45 en varias zonas',
  'cage-split': 'División de jaula',
  'naked-quad': 'Cuarteto desnudo',
  'hidden-quad': 'Cuarteto oculto',
  'x-wing': 'X-wing',
  swordfish: 'Pez espada',
  'xy-wing': 'XY-wing',
  'simple-colouring': 'Coloreado simple',
  'x-chain': 'Cadena X',
  'xy-chain': 'Cadena XY',
  aic: 'Cadena de inferencias alternas',
  trial: 'Prueba y error',
} satisfies VariantStepLanguage['names'];

const subset = (s: VariantStep): string =>
  `${names[s.technique]} ${digitsSlash(s.digits)} en ${where(s)} (${cellList(s.cells)}) ${rm(s)}`;

function fish(s: VariantStep): string {
  const list = s.houses ?? [];
  const half = list.length / 2;
  return `${names[s.technique]} en el ${s.digits[0]}, en ${houses(list.slice(0, half))} (${houses(list.slice(half))}) ${rm(s)}`;
}

function rule45(s: VariantStep): string {
  const { total, innies, outies, sum } = variantFacts(s, 'rule-45');
  const inside = s.cages?.length ? ', menos las jaulas que quedan enteras dentro' : '';
  const across = outies.length ? ' y con las jaulas que sobresalen' : '';
  const p = s.placements[0];
  let what: string;
  if (p) what = `así que la casilla ${innies.length ? 'interior' : 'exterior'} ${cellName(p.cell)} es un ${p.digit}`;
  else if (!outies.length) what = `así que las casillas interiores ${cellsAnd(innies)} suman ${sum}, lo que ${rm(s)}`;
  else if (!innies.length) what = `así que las casillas exteriores ${cellsAnd(outies)} suman ${-sum}, lo que ${rm(s)}`;
  else
    what = `así que las casillas interiores ${cellsAnd(innies)} menos las exteriores ${cellsAnd(outies)} dan ${sum}, lo que ${rm(s)}`;
  return `Regla del 45: los dígitos ${ofHouses(s.houses ?? [])} suman ${total}${inside}${across}, ${what}`;
}

function cageSplit(s: VariantStep): string {
  const { part, sums, total } = variantFacts(s, 'cage-split');
  return (
    `División de jaula: los dígitos ${ofHouses(s.houses ?? [])} suman ${total}, y lo que pueden sumar sus otras ` +
    `casillas y jaulas solo deja a ${cage((s.cages ?? [])[0])} ${or(sums)} para ${part.length === 1 ? 'su casilla' : 'sus casillas'} ` +
    `${cellsAnd(part)} de dentro, lo que ${rm(s)}`
  );
}

const chain =
  (label: string) =>
  (s: VariantStep): string =>
    `${label}${s.technique === 'x-chain' ? ` en el ${s.digits[0]}` : ''}: ${chainNodes(variantFacts(s, 'chain').links)} (un extremo es verdadero) ${rm(s)}`;

const sentences: VariantStepLanguage['sentences'] = {
  'full-house': (s) =>
    `Última casilla libre: ${cellName(s.cells[0])} es la última casilla vacía en ${where(s)}, así que es un ${s.digits[0]}`,
  'naked-single': (s) => `Single desnudo: ${cellName(s.cells[0])} solo puede ser ${s.digits[0]}`,
  'hidden-single': (s) =>
    `Single oculto: el ${s.digits[0]} solo tiene un sitio en ${where(s)}, ${cellName(s.cells[0])}`,
  'non-consecutive': (s) =>
    `No consecutivo: ${cellName(s.cells[0])} es un ${s.digits[0]}, así que ninguna casilla vecina difiere en uno, lo que ${rm(s)}`,
  'non-consecutive-pinch': (s) =>
    `No consecutivo: ${cellName(s.cells[0])} es ${or(s.digits)}, y sea cual sea, sus vecinas no pueden ser ` +
    `${or([...new Set(s.eliminations.map((e) => e.digit))])} (igual o a uno de distancia), lo que ${rm(s)}`,
  'non-consecutive-locked': (s) =>
    `No consecutivo: en ${where(s)}, el ${s.digits[0]} solo está en ${cellsAnd(s.cells)}, junto a ` +
    `${cellName(s.eliminations[0].cell)}, que no puede diferir en uno de él, lo que ${rm(s)}`,
  'cage-combination': (s) =>
    `Combinaciones de jaula: ${cage((s.cages ?? [])[0])} (${cellList(s.cells)}) solo puede ser ` +
    `${or(variantFacts(s, 'combinations').combinations.map((set) => set.join('+')))}, lo que ${rm(s)}`,
  'rule-45': rule45,
  'rule-45-multi': rule45,
  'cage-split': cageSplit,
  'cage-locked': (s) =>
    `Dígito obligado de una jaula: ${cage((s.cages ?? [])[0])} debe tener el ${s.digits[0]} (toda combinación que ` +
    `encaja lo tiene), solo en ${cellsAnd(s.cells)}${s.houses?.length ? `, dentro ${ofHouses([s.houses[0]])}` : ''}, lo que ${rm(s)}`,
  'locked-candidates': (s) => {
    const [a, b] = s.houses ?? [];
    return `Candidatos bloqueados: en ${house(a)}, el ${s.digits[0]} solo está en ${house(b)}, lo que ${rm(s)}`;
  },
  'shared-peers': (s) =>
    `Vecinos comunes: en ${where(s)}, el ${s.digits[0]} solo está en ${cellsAnd(s.cells)}, y ninguna casilla que ` +
    `las vea todas según las reglas puede tenerlo, lo que ${rm(s)}`,
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
    return `XY-wing con pivote ${set(pivot)} y pinzas ${set(pincers[0])}, ${set(pincers[1])} ${rm(s)}`;
  },
  'simple-colouring': (s) => {
    const { colours, pair } = variantFacts(s, 'colours');
    const why = pair
      ? `${cellsAnd(pair)} se ven y comparten color, así que ese color es falso`
      : `${cellsAnd(s.eliminations.map((e) => e.cell))} ${s.eliminations.length === 1 ? 've' : 'ven'} los dos colores`;
    return `Coloreado simple en el ${s.digits[0]} (${cellsAnd(colours[0])} / ${cellsAnd(colours[1])}): ${why}, lo que ${rm(s)}`;
  },
  'x-chain': chain(names['x-chain']),
  'xy-chain': chain(names['xy-chain']),
  aic: chain('AIC'),
  trial: (s) =>
    `Prueba y error: no queda ningún paso lógico, así que prueba el ${s.digits[0]} en ${cellName(s.cells[0])} (lleva a la solución)`,
};

export const esVariant: VariantStepLanguage = { lang: 'es', names, sentences, house, cage };
export default esVariant;
