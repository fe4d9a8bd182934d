// Builds the technique trainer's bank (src/engine/generate/trainer-bank-data.ts; why it exists: trainer-bank.ts).
//
//   node --import tsx scripts/build-trainer-bank.ts [--count N] [--budget-s S] [--plain] [--keep] [technique-id …]
//
// For each technique (default: BANKED below), runs the trainer's own search from scratch (TechniqueSearch, no bank,
// rotate180) with the seeds `trainer-bank-<id>-0`, `-1`, … until it has N puzzles (default 2) that
//   1. need the technique and nothing the grader tries after it (graded with stopAfter, exactly as generate's
//      acceptance test), and
//   2. still do for at least half of CHECKS transformed images (transform.ts, drawn from a seed made of the
//      puzzle), since generate() uses the images, not the entries.
// The seeds are disjoint from the bench's (`trainer-bench-…`), which measure on puzzles the bank was not built from.
// --plain searches with the trainer's own carving where an aimed one exists (seeds `trainer-bank-plain-…`); --keep
// adds what it finds to the technique's entries instead of replacing them (to run two searches side by side).
// Reproducible: the same arguments write the same file (the searches are bounded by time, so a slower machine may
// need a larger --budget-s to find the same entries). Entries of techniques not named are kept as they are.
import { readFileSync, writeFileSync } from 'node:fs';
import * as prettier from 'prettier';
import { fileURLToPath } from 'node:url';
import { grade, TECHNIQUES, type TechniqueId } from '../src/engine/grade/index.ts';
import { createRng } from '../src/engine/rng.ts';
import { solve } from '../src/engine/solve/index.ts';
import { TechniqueSearch } from '../src/engine/generate/technique-search.ts';
import { bankPuzzleText } from '../src/engine/generate/trainer-bank.ts';
import { applyTransformation, randomTransformation } from '../src/engine/generate/transform.ts';
import type { Carved } from '../src/engine/generate/carve.ts';
import { randomSolvedGrid } from '../src/engine/generate/fill.ts';
import { orbitsOf } from '../src/engine/generate/symmetry.ts';
import { CLASSIC } from '../src/engine/geometry.ts';
import { UNITS } from '../src/engine/grid.ts';
import type { Rng } from '../src/engine/rng.ts';

/**
 * The techniques the bank serves: those whose search from scratch took more than about half a second median or two
 * seconds at worst in bench/RESULTS.md's "Technique trainer" before the bank (on an idle machine; a player's may be
 * three times slower), and the five it could not find in most 30 s searches.
 */
export const BANKED: readonly TechniqueId[] = [
  'hidden-triple',
  'naked-quad',
  'hidden-quad',
  'swordfish',
  'jellyfish',
  'remote-pair',
  'unique-rectangle-4',
  'avoidable-rectangle-1',
  'avoidable-rectangle-2',
  'sashimi-x-wing',
  'sashimi-swordfish',
  'finned-jellyfish',
  'sashimi-jellyfish',
  'simple-colouring',
  'multi-colouring',
  'x-chain',
  'als-xy-wing',
  'als-chain',
  'finned-franken-swordfish',
  'forcing-chain',
  'unit-forcing-chain',
  'forcing-net',
];

/** The units a half turn maps onto themselves: the middle row, the middle column, the centre box. */
const SELF_SYMMETRIC_UNITS = [UNITS[4], UNITS[9 + 4], UNITS[18 + 4]];

/**
 * A minimal half-turn-symmetric puzzle carved around one empty unit. For a hidden quad to be the step the grader
 * needs, its unit must have all nine cells open: with n open, the other n - 4 cells hold a naked subset with the same
 * eliminations, and naked subsets up to quads are tried first. Plain carving almost never leaves a unit empty.
 */
function carveAroundEmptyUnit(rng: Rng): Carved {
  for (;;) {
    const solution = randomSolvedGrid(rng, CLASSIC);
    const puzzle = solution.slice();
    for (const cell of SELF_SYMMETRIC_UNITS[rng.int(3)].cells) puzzle[cell] = 0;
    for (const orbit of rng.shuffle(orbitsOf('rotate180').filter((o) => o.every((cell) => puzzle[cell] !== 0)))) {
      for (const cell of orbit) puzzle[cell] = 0;
      if (solve(puzzle, { limit: 2 }).count !== 1) for (const cell of orbit) puzzle[cell] = solution[cell];
    }
    const blanks = puzzle.filter((d) => d === 0).length;
    if (blanks >= 40) return { puzzle, solution, blanks };
  }
}

/** Techniques searched with an aimed carving (the rest with the trainer's own). */
const AIMED: Partial<Record<TechniqueId, (rng: Rng) => Carved>> = {
  'hidden-quad': carveAroundEmptyUnit,
  'naked-quad': carveAroundEmptyUnit,
};

/** Transformed images graded per candidate entry; at least half must still need the technique and nothing after. */
const CHECKS = 24;
/** Seeds tried per entry wanted before giving up on a technique. */
const SEEDS_PER_ENTRY = 6;

const DATA = fileURLToPath(new URL('../src/engine/generate/trainer-bank-data.ts', import.meta.url));

function args(): { count: number; budgetMs: number; plain: boolean; keep: boolean; ids: TechniqueId[] } {
  const argv = process.argv.slice(2);
  let count = 2;
  let budgetMs = 600_000;
  let plain = false;
  let keep = false;
  const ids: TechniqueId[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--count') count = Number(argv[++i]);
    else if (argv[i] === '--budget-s') budgetMs = Number(argv[++i]) * 1000;
    else if (argv[i] === '--plain') plain = true;
    else if (argv[i] === '--keep') keep = true;
    else if (TECHNIQUES.some((t) => t.id === argv[i])) ids.push(argv[i] as TechniqueId);
    else throw new Error(`build-trainer-bank: ${JSON.stringify(argv[i])} is not an option or a technique id`);
  }
  if (!(count >= 1) || !(budgetMs > 0))
    throw new Error('build-trainer-bank: --count and --budget-s take positive numbers');
  return { count, budgetMs, plain, keep, ids: ids.length > 0 ? ids : [...BANKED] };
}

const trains = (puzzle: number[], technique: TechniqueId): boolean => {
  const graded = grade(puzzle, { stopAfter: technique });
  return graded.level !== null && !graded.above && (graded.counts[technique] ?? 0) > 0;
};

/** How many of CHECKS transformed images of `puzzle` still train `technique`. */
export function survivingImages(puzzle: number[], technique: TechniqueId): number {
  const rng = createRng(`trainer-bank-check-${bankPuzzleText(puzzle)}`);
  let kept = 0;
  for (let i = 0; i < CHECKS; i++)
    if (trains(applyTransformation(puzzle, randomTransformation('rotate180', rng)), technique)) kept++;
  return kept;
}

function find(technique: TechniqueId, count: number, budgetMs: number, plain: boolean): string[] {
  const found: string[] = [];
  for (let i = 0; found.length < count && i < count * SEEDS_PER_ENTRY; i++) {
    const start = performance.now();
    const search = new TechniqueSearch({
      technique,
      symmetry: 'rotate180',
      rng: createRng(`trainer-bank-${plain ? 'plain-' : ''}${technique}-${i}`),
      timeLimitMs: budgetMs,
      carve: plain ? undefined : AIMED[technique],
    });
    while (!search.attempt());
    const result = search.result();
    const seconds = ((performance.now() - start) / 1000).toFixed(1);
    if (!result?.trains) {
      console.error(`${technique} seed ${i}: not found in ${seconds} s`);
      continue;
    }
    const unique = solve(result.puzzle, { limit: 2 }).count === 1;
    const kept = survivingImages(result.puzzle, technique);
    const text = bankPuzzleText(result.puzzle);
    const ok = unique && trains(result.puzzle, technique) && kept * 2 >= CHECKS;
    console.error(
      `${technique} seed ${i}: ${seconds} s, ${kept}/${CHECKS} images train${ok ? '' : ' (dropped)'} ${text}`,
    );
    if (ok) found.push(text);
  }
  return found;
}

/** The bank as the data file holds it now (parsed from its text, so runs for different techniques can merge). */
function readBank(): Map<TechniqueId, string[]> {
  const bank = new Map<TechniqueId, string[]>();
  let current: TechniqueId | null = null;
  for (const line of readFileSync(DATA, 'utf8').split('\n')) {
    const key = /^\s*'?([a-z0-9-]+)'?: \[/.exec(line);
    if (key) current = key[1] as TechniqueId;
    for (const [, text] of line.matchAll(/'([.1-9]{81})'/g))
      if (current) bank.set(current, [...(bank.get(current) ?? []), text]);
  }
  return bank;
}

/** Writes the data file, formatted as the repository's Prettier formats it (so `prettier --check` passes). */
async function writeBank(bank: Map<TechniqueId, string[]>): Promise<void> {
  const rows = TECHNIQUES.filter((t) => (bank.get(t.id)?.length ?? 0) > 0).map(
    (t) =>
      `  '${t.id}': [\n${bank
        .get(t.id)!
        .map((text) => `    '${text}',\n`)
        .join('')}  ],\n`,
  );
  const text = `/**
 * Written by \`scripts/build-trainer-bank.ts\` (read it for how each entry was found and checked): do not edit by hand.
 * Per technique, puzzles (81 characters, '.' blank) that need it and nothing the grader tries after it.
 */
import type { TechniqueId } from '../grade/index.ts';

export const TRAINER_BANK: Partial<Record<TechniqueId, readonly string[]>> = {
${rows.join('')}};
`;
  const options = await prettier.resolveConfig(DATA);
  writeFileSync(DATA, await prettier.format(text, { ...options, filepath: DATA }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { count, budgetMs, plain, keep, ids } = args();
  for (const technique of ids) {
    const found = find(technique, count, budgetMs, plain);
    // Re-read just before writing, so a run for other techniques that finished meanwhile is kept.
    const bank = readBank();
    bank.set(technique, keep ? [...new Set([...(bank.get(technique) ?? []), ...found])] : found);
    await writeBank(bank);
    console.error(`${technique}: ${found.length} entries written`);
  }
}
