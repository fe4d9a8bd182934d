/**
 * Français : technique names as the French Sudoku forums use them (many keep the English name), and every
 * technique's sentence from a step's data. Cells keep the r3c5 notation; units take their article ("la ligne 3",
 * "le bloc 7"); a narrow no-break space goes before the colon, as French typography wants.
 */
import type { CellSet, Step, StepFacts } from '../../engine/grade/index.ts';
import {
  cellList,
  cellName,
  chainNodes,
  colOf,
  digitsSlash,
  gridCells,
  gridSize,
  nodeName,
  rowOf,
  unitKind,
  unitNumber,
} from '../cells.ts';
import { factsOf } from '../facts.ts';
import {
  FINNED_FISH,
  firstCell as cell,
  firstDigit as digit,
  sameSentence,
  unitsOf as units,
  withDigits,
} from '../step-parts.ts';
import type { StepLanguage } from '../catalogue-types.ts';
import { capital, hintWords, listIn, removesIn } from '../step-common.ts';

const and = listIn('fr');
const cellsAnd = (cells: readonly number[]): string => and(cells.map(cellName));
const UNIT = { row: 'ligne', column: 'colonne', box: 'bloc' } as const;
/** "la ligne 3", "la colonne 5", "le bloc 7". */
const the = (u: number): string => `${unitKind(u) === 'box' ? 'le' : 'la'} ${UNIT[unitKind(u)]} ${unitNumber(u)}`;
/** "de la ligne 3", "du bloc 7". */
const of = (u: number): string => (unitKind(u) === 'box' ? `du bloc ${unitNumber(u)}` : `de ${the(u)}`);
/** "lignes 1 et 5". */
const lines = (us: readonly number[]): string =>
  `${unitKind(us[0]) === 'row' ? 'lignes' : 'colonnes'} ${and(us.map(unitNumber))}`;
const removes = removesIn(
  and,
  (digits, cells) => `${digits} de ${cells}`,
  (groups) => `élimine ${groups}`,
);
const C = '\u00a0:';

const names: StepLanguage['names'] = {
  'full-house': 'Dernière case libre',
  'naked-single': 'Singleton nu',
  'hidden-single': 'Singleton caché',
  'locked-pair': 'Paire verrouillée',
  'locked-triple': 'Triplet verrouillé',
  'locked-candidates-pointing': 'Candidats verrouillés (pointants)',
  'locked-candidates-claiming': 'Candidats verrouillés (revendiquants)',
  'naked-pair': 'Paire nue',
  'naked-triple': 'Triplet nu',
  'naked-quad': 'Quadruplet nu',
  'hidden-pair': 'Paire cachée',
  'hidden-triple': 'Triplet caché',
  'hidden-quad': 'Quadruplet caché',
  'x-wing': 'X-wing',
  swordfish: 'Swordfish',
  jellyfish: 'Jellyfish',
  'bug-plus-1': 'BUG+1',
  skyscraper: 'Gratte-ciel',
  'two-string-kite': 'Cerf-volant',
  'turbot-fish': 'Turbot',
  'empty-rectangle': 'Rectangle vide',
  'w-wing': 'W-wing',
  'xy-wing': 'XY-wing',
  'xyz-wing': 'XYZ-wing',
  'remote-pair': 'Paires distantes',
  'unique-rectangle-1': 'Rectangle unique type 1',
  'unique-rectangle-2': 'Rectangle unique type 2',
  'unique-rectangle-3': 'Rectangle unique type 3',
  'unique-rectangle-4': 'Rectangle unique type 4',
  'unique-rectangle-6': 'Rectangle unique type 6',
  'avoidable-rectangle-1': 'Rectangle évitable type 1',
  'avoidable-rectangle-2': 'Rectangle évitable type 2',
  'hidden-rectangle': 'Rectangle caché',
  'finned-x-wing': 'X-wing à nageoire',
  'sashimi-x-wing': 'X-wing sashimi',
  'finned-swordfish': 'Swordfish à nageoire',
  'sashimi-swordfish': 'Swordfish sashimi',
  'finned-jellyfish': 'Jellyfish à nageoire',
  'sashimi-jellyfish': 'Jellyfish sashimi',
  'sue-de-coq': 'Sue de Coq',
  'simple-colouring': 'Coloriage simple',
  'multi-colouring': 'Coloriage multiple',
  'x-chain': 'Chaîne X',
  'xy-chain': 'Chaîne XY',
  aic: 'Chaîne d’inférences alternées',
  'als-xz': 'ALS-XZ',
  'als-xy-wing': 'ALS-XY-wing',
  'als-chain': 'Chaîne d’ALS',
  'finned-franken-swordfish': 'Swordfish Franken à nageoire',
  'forcing-chain': 'Chaîne forçante',
  'cell-forcing-chain': 'Chaîne forçante de case',
  'unit-forcing-chain': 'Chaîne forçante d’unité',
  'forcing-net': 'Réseau forçant',
  trial: 'Essai',
};

const name = (s: Step): string => names[s.technique];
const rm = (s: Step): string => removes(s.eliminations);

const subset = (s: Step): string =>
  `${name(s)} ${digitsSlash(s.digits)} dans ${the(units(s)[0])} (${cellList(s.cells)}) ${rm(s)}`;
const locked = (s: Step): string =>
  `${name(s)}${C} dans ${the(units(s)[0])}, le ${digit(s)} n’est que dans ${the(units(s)[1])}, ce qui ${rm(s)}`;
const lockedSubset = (s: Step): string =>
  `${name(s)} ${digitsSlash(s.digits)} dans ${the(units(s)[0])} et ${the(units(s)[1])} (${cellList(s.cells)}) ${rm(s)}`;

/** A fish's base lines, then its cover lines in brackets. */
function fishLines(s: Step, each: (us: number[]) => string): string {
  const u = units(s);
  return `${each(u.slice(0, u.length / 2))} (${each(u.slice(u.length / 2))})`;
}
const fins = (s: Step): string => {
  const { fins } = factsOf(s, 'fins');
  return `avec ${fins.length === 1 ? 'la nageoire' : 'les nageoires'} ${cellsAnd(fins)}`;
};
const fish = (s: Step): string => `${name(s)} sur ${digit(s)} dans les ${fishLines(s, lines)} ${rm(s)}`;
const finned = (s: Step): string => `${name(s)} sur ${digit(s)} dans les ${fishLines(s, lines)} ${fins(s)} ${rm(s)}`;

const wing = (s: Step): string => {
  const { pivot, pincers } = factsOf(s, 'wing');
  return `${name(s)} avec le pivot ${withDigits(pivot)} et les pinces ${withDigits(pincers[0])}, ${withDigits(pincers[1])}, ce qui ${rm(s)}`;
};

const rectangle = (s: Step, why: string): string =>
  `${name(s)} sur ${digitsSlash(s.digits)} en ${cellList(s.cells)}${C} ${why}, ce qui ${rm(s)}`;

const chain = (label: string) => (s: Step) => {
  const on = s.technique === 'x-chain' ? ` sur ${digit(s)}` : '';
  const p = s.placements[0];
  return `${label}${on}${C} ${chainNodes(s.links ?? [])}${p ? `, donc ${nodeName(p.digit, [p.cell])} est vrai` : ` ${rm(s)}`}`;
};

const alsSets = (sets: readonly CellSet[]): string[] =>
  sets.map((set, k) => `${String.fromCharCode(65 + k)} = ${withDigits(set)}`);

type Why = Extract<StepFacts, { kind: 'contradiction' }>['why'];
/** What the assumption runs into: in the conditional, or after "jusqu’à ce que" (subjunctive). */
function whyClause(why: Why, after: boolean): string {
  switch (why.kind) {
    case 'twice':
      return `${the(why.unit)} ${after ? 'contienne' : 'contiendrait'} deux ${why.digit}`;
    case 'no-candidate':
      return `${cellName(why.cell)} n’${after ? 'ait' : 'aurait'} plus de candidat`;
    case 'no-place':
      return `le ${why.digit} n’${after ? 'ait' : 'aurait'} plus de place dans ${the(why.unit)}`;
  }
}

function contradiction(s: Step, why: Why): string {
  const singles = (s.size ?? 1) - 1;
  const c = cell(s);
  const then =
    singles === 0
      ? whyClause(why, false)
      : `${singles === 1 ? 'un singleton suivrait' : `${singles} singletons suivraient`} jusqu’à ce que ${whyClause(why, true)}`;
  return `${name(s)}${C} si ${c} était un ${digit(s)}, ${then}, donc ${c} n’est pas un ${digit(s)}`;
}

function verity(s: Step): string {
  const { branches, times } = factsOf(s, 'verity');
  const placed = s.placements.length > 0;
  const { cell: target, digit: d } = placed ? s.placements[0] : s.eliminations[0];
  const t = cellName(target);
  const u = s.units?.[0];
  const title =
    s.technique !== 'forcing-net' ? name(s) : u === undefined ? 'Réseau forçant de case' : 'Réseau forçant d’unité';
  const each =
    u === undefined
      ? `chaque candidat de ${cellName(branches[0].cell)} (${and(branches.map((x) => x.digit))})`
      : `chaque place du ${branches[0].digit} dans ${the(u)} (${cellsAnd(branches.map((x) => x.cell))})`;
  const leads = placed ? `${t} = ${d}` : `${t} sans ${d}`;
  const after = `après ${and(times.map((n) => (n <= 1 ? `${n} singleton` : `${n} singletons`)))}`;
  const so = placed ? `${t} est un ${d}` : `${t} n’est pas un ${d}`;
  return `${title}${C} ${each} mène par des singletons à ${leads} (${after}), donc ${so}`;
}

const forcing = (s: Step): string => (s.facts?.kind === 'contradiction' ? contradiction(s, s.facts.why) : verity(s));

const sentences: StepLanguage['sentences'] = {
  'full-house': (s) =>
    `${name(s)}${C} ${cell(s)} est la dernière case vide ${of(units(s)[0])}, c’est donc un ${digit(s)}`,
  'naked-single': (s) => `${name(s)}${C} ${cell(s)} ne peut être que ${digit(s)}`,
  'hidden-single': (s) => `${name(s)}${C} le ${digit(s)} n’a qu’une place dans ${the(units(s)[0])}, ${cell(s)}`,
  'locked-pair': lockedSubset,
  'locked-triple': lockedSubset,
  'locked-candidates-pointing': locked,
  'locked-candidates-claiming': locked,
  'naked-pair': subset,
  'naked-triple': subset,
  'hidden-pair': subset,
  'hidden-triple': subset,
  'naked-quad': subset,
  'hidden-quad': subset,
  'x-wing': fish,
  swordfish: fish,
  jellyfish: fish,
  'bug-plus-1': (s) =>
    `${name(s)}${C} toutes les autres cases vides ont deux candidats et le ${digit(s)} apparaît trois fois autour de ` +
    `${cell(s)}, donc ${cell(s)} est un ${digit(s)}`,
  skyscraper: (s) => {
    const [topP, baseP, baseQ, topQ] = s.cells.map(cellName);
    const [p, q] = units(s);
    const base = s.cells[1];
    const baseLine = unitKind(p) === 'row' ? `la colonne ${colOf(base) + 1}` : `la ligne ${rowOf(base) + 1}`;
    return (
      `${name(s)} sur ${digit(s)} dans les ${lines([p, q])} (base ${baseP}, ${baseQ} dans ${baseLine}\u00a0; ` +
      `sommets ${topP}, ${topQ})${C} un des sommets est un ${digit(s)}, ce qui ${rm(s)}`
    );
  },
  'two-string-kite': (s) => {
    const [farR, nearR, nearC, farC] = s.cells.map(cellName);
    const [r, c, box] = units(s);
    return (
      `${name(s)} sur ${digit(s)} dans ${the(r)} (${farR}, ${nearR}) et ${the(c)} (${nearC}, ${farC}), ` +
      `reliées dans ${the(box)}${C} ${farR} ou ${farC} est un ${digit(s)}, ce qui ${rm(s)}`
    );
  },
  'turbot-fish': (s) => {
    const [a, b, c, d] = s.cells.map(cellName);
    const [u1, u2] = units(s);
    return (
      `${name(s)} sur ${digit(s)} (${a}=${b}-${c}=${d}, liens forts dans ${the(u1)} et ${the(u2)})${C} ` +
      `${a} ou ${d} est un ${digit(s)}, ce qui ${rm(s)}`
    );
  },
  'empty-rectangle': (s) => {
    const { row, col, near, far } = factsOf(s, 'empty-rectangle');
    const [box, pairUnit] = units(s);
    const d = digit(s);
    const line = unitKind(pairUnit) !== 'row' ? `la colonne ${col + 1}` : `la ligne ${row + 1}`;
    return (
      `${name(s)} sur ${d} dans ${the(box)} (ses ${d} sont dans la ligne ${row + 1} et la colonne ${col + 1}) avec la ` +
      `paire conjuguée ${cellName(near)}=${cellName(far)} dans ${the(pairUnit)}${C} ${cellName(far)} est un ${d}, ou ` +
      `le ${d} du bloc est dans ${line}, ce qui ${rm(s)}`
    );
  },
  'w-wing': (s) => {
    const [p, s1, s2, q] = s.cells;
    return (
      `${name(s)} ${digitsSlash(s.digits)} sur ${cellsAnd([p, q])}, reliées par le lien fort sur ${s.digits[0]} ` +
      `${cellName(s1)}=${cellName(s2)}, ce qui ${rm(s)}`
    );
  },
  'xy-wing': wing,
  'xyz-wing': wing,
  'remote-pair': (s) =>
    `${name(s)} ${digitsSlash(s.digits)} le long de ${s.cells.map(cellName).join('–')}${C} les chiffres alternent, ` +
    `donc ${cellName(s.cells[0])} et ${cellName(s.cells[s.cells.length - 1])} en portent des différents, ce qui ${rm(s)}`,
  'unique-rectangle-1': (s) =>
    rectangle(s, `seule la case ${cellName(factsOf(s, 'ur-extra').cell)} a d’autres candidats`),
  'unique-rectangle-2': (s) => {
    const { roof, digit: z } = factsOf(s, 'ur-roof');
    return rectangle(s, `${cellName(roof[0])} ou ${cellName(roof[1])} doit être un ${z}`);
  },
  'unique-rectangle-3': (s) => {
    const { roof, extra, subset: set } = factsOf(s, 'ur-subset');
    return rectangle(
      s,
      `les chiffres en plus ${digitsSlash(extra)} de ${cellList(roof)} forment avec ${cellList(set.cells)} un ` +
        `sous-ensemble nu ${digitsSlash(set.digits)} dans ${units(s).map(the).join(' et ')}`,
    );
  },
  'unique-rectangle-4': (s) => {
    const { roof, digit: x } = factsOf(s, 'ur-roof');
    return rectangle(s, `le ${x} doit être en ${cellName(roof[0])} ou en ${cellName(roof[1])} (${the(units(s)[0])})`);
  },
  'unique-rectangle-6': (s) => {
    const { digit: x, diagonal, others, other } = factsOf(s, 'ur-diagonal');
    const [r, r2, c, c2] = units(s).map(unitNumber);
    return rectangle(
      s,
      `le ${x} n’est dans les lignes ${Math.min(r, r2)} et ${Math.max(r, r2)} et les colonnes ${Math.min(c, c2)} et ` +
        `${Math.max(c, c2)} qu’aux coins, il remplit donc une diagonale\u00a0; s’il était en ${cellName(diagonal[0])} et ` +
        `${cellName(diagonal[1])}, ${cellName(others[0])} et ${cellName(others[1])} seraient des ${other}, un motif mortel`,
    );
  },
  'hidden-rectangle': (s) => {
    const { corner, digit: x } = factsOf(s, 'hidden-rectangle');
    const [row, col] = units(s).map(unitNumber);
    return rectangle(
      s,
      `${cellName(corner)} ne contient que ${digitsSlash(s.digits)}, et le ${x} n’est dans la ligne ${row} et la ` +
        `colonne ${col} qu’à l’intérieur du rectangle`,
    );
  },
  'avoidable-rectangle-1': (s) => {
    const { solved, open, swap } = factsOf(s, 'ar-solved');
    return rectangle(
      s,
      `${cellsAnd(solved)} sont des cases résolues, pas des données\u00a0; un ${s.eliminations[0].digit} en ` +
        `${cellName(open)} permettrait aux quatre cases d’échanger ${swap[0]} et ${swap[1]}`,
    );
  },
  'avoidable-rectangle-2': (s) => {
    const { solved, open, swap, z } = factsOf(s, 'ar-pair');
    return rectangle(
      s,
      `${cellsAnd(solved)} sont des cases résolues, pas des données, donc ${cellName(open[0])} n’est pas ${swap[1]} ou ` +
        `${cellName(open[1])} n’est pas ${swap[0]}, et l’une d’elles est un ${z}`,
    );
  },
  ...sameSentence(FINNED_FISH, finned),
  'sue-de-coq': (s) => {
    const { core, line, box } = factsOf(s, 'sue-de-coq');
    const [lineUnit, boxUnit] = units(s);
    const set = (x: CellSet): string => `${cellsAnd(x.cells)} (${digitsSlash(x.digits)})`;
    return (
      `${name(s)}${C} ${set(core)} dans ${the(lineUnit)} et ${the(boxUnit)}, avec ${set(line)} dans la ` +
      `${UNIT[unitKind(lineUnit)]} et ${set(box)} dans le bloc, ce qui ${rm(s)}`
    );
  },
  'simple-colouring': (s) => {
    const [a, b] = s.colours ?? [[], []];
    const facts = s.facts;
    const seeing = s.eliminations.map((e) => e.cell);
    const why =
      facts?.kind === 'colour-wrap'
        ? `${cellsAnd(facts.pair)} partagent une unité et une couleur, donc cette couleur est fausse`
        : `${cellsAnd(seeing)} ${seeing.length === 1 ? 'voit' : 'voient'} les deux couleurs`;
    return `${name(s)} sur ${digit(s)} (${cellsAnd(a)} / ${cellsAnd(b)})${C} ${why}, ce qui ${rm(s)}`;
  },
  'multi-colouring': (s) => {
    const { chains, sees, falseColour, either } = factsOf(s, 'multi-colouring');
    const [[a0, a1], [b0, b1]] = chains;
    const seen = sees.map(([x, y]) => `${cellName(x)} voit ${cellName(y)}`).join(' et ');
    const why = falseColour
      ? `${seen}, les deux couleurs de l’autre chaîne, donc la couleur de ${cellsAnd(falseColour)} est fausse`
      : `${seen}, donc ${cellsAnd(either?.[0] ?? [])} ou ${cellsAnd(either?.[1] ?? [])} contient le ${digit(s)}`;
    return (
      `${name(s)} sur ${digit(s)} (chaînes ${cellsAnd(a0)} / ${cellsAnd(a1)} et ${cellsAnd(b0)} / ${cellsAnd(b1)})${C} ` +
      `${why}, ce qui ${rm(s)}`
    );
  },
  'x-chain': chain('Chaîne X'),
  'xy-chain': chain('Chaîne XY'),
  aic: chain('AIC'),
  'als-xz': (s) => {
    const { sets, restricted, z } = factsOf(s, 'als');
    const both = alsSets(sets).join(' et ');
    const [x, y] = restricted[0];
    return restricted[0].length === 2
      ? `${name(s)}${C} ${both} partagent les chiffres restreints ${x} et ${y} (double lien), donc chacun contient ` +
          `tous ses autres chiffres, et ${x} et ${y} sont chacun dans l’un d’eux, ce qui ${rm(s)}`
      : `${name(s)}${C} ${both} partagent le chiffre restreint ${x}, avec Z = ${digitsSlash(z)}, ce qui ${rm(s)}`;
  },
  'als-xy-wing': (s) => {
    const { sets, restricted, z } = factsOf(s, 'als');
    const [a, b, c] = alsSets(sets);
    return (
      `${name(s)}${C} ${a} et ${b} partagent le chiffre restreint ${restricted[0][0]}, B et ${c} le chiffre ` +
      `restreint ${restricted[1][0]}, donc Z = ${digitsSlash(z)} est dans A ou C, ce qui ${rm(s)}`
    );
  },
  'als-chain': (s) => {
    const { sets, restricted, z } = factsOf(s, 'als');
    const last = String.fromCharCode(64 + sets.length);
    return (
      `${name(s)}${C} ${alsSets(sets).join(', ')}, chacun relié au suivant par le chiffre restreint ` +
      `${restricted.map(digitsSlash).join(', ')} tour à tour, donc Z = ${digitsSlash(z)} est dans A ou ${last}, ce qui ${rm(s)}`
    );
  },
  'finned-franken-swordfish': (s) =>
    `${name(s)} sur ${digit(s)} dans ${fishLines(s, (us) => us.map(the).join(', '))} ${fins(s)} ${rm(s)}`,
  'forcing-chain': forcing,
  'cell-forcing-chain': forcing,
  'unit-forcing-chain': forcing,
  'forcing-net': forcing,
  trial: (s) =>
    `${name(s)}${C} aucune étape logique ne reste, on essaie donc le ${digit(s)} en ${cell(s)} (il mène à la solution)`,
};

export const fr: StepLanguage = {
  lang: 'fr',
  names,
  sentences,
  cellInWords: (row, col) => `${UNIT.row} ${row}, ${UNIT.column} ${col}`,
  hint: hintWords('fr', {
    notIs: (c, d) => `${c} n’est pas ${d}`,
    moreWrong: (n, cells) => ` (encore ${n} faux${C} ${cells})`,
    inCell: (digits, c) => `${digits} en ${c}`,
    moreCells: (n) => `${n} autres cases`,
    missingNotes: (list, n) => `Il manque à vos notes ${list}${C} ${n === 1 ? 'remettez-le' : 'remettez-les'}.`,
    nextStep: (step) => ` Ensuite${C} ${step}.`,
    solved: 'La grille est résolue.',
    conflict: ({ unit: u, digit: d, cells: [a, b] }) => {
      const where =
        u.kind === 'row'
          ? `dans les colonnes ${colOf(a) + 1} et ${colOf(b) + 1}`
          : u.kind === 'column'
            ? `dans les lignes ${rowOf(a) + 1} et ${rowOf(b) + 1}`
            : `en ${cellName(a)} et ${cellName(b)}`;
      const unitIndex = { row: 0, column: 1, box: 2 }[u.kind] * gridSize() + u.index;
      return `${the(unitIndex)} a deux ${d}, ${where}`;
    },
    invalid: {
      'board-not-grid': () => `La grille doit compter ${gridCells()} chiffres de 0 à ${gridSize()}.`,
      'givens-not-grid': () => `Les données doivent compter ${gridCells()} chiffres de 0 à ${gridSize()}.`,
      'broken-puzzle': (c) => `La grille est erronée${C} ${c ?? ''}.`,
      'no-solution': () => 'La grille n’a pas de solution.',
      'wrong-entry': (c) => `Il n’y a pas de solution à partir d’ici${C} une saisie est fausse${c ? ` (${c})` : ''}.`,
      clash: (c) => `${capital(c ?? '')}.`,
      'gave-up': () => `Pas d’indice${C} le solveur a abandonné sur cette grille.`,
      'entries-disagree': () =>
        `Il n’y a pas de solution à partir d’ici${C} vos saisies ne peuvent pas toutes être justes ensemble.`,
      contradiction: () => `Aucune étape ne s’applique${C} la grille se contredit.`,
    },
  }),
};
export default fr;
