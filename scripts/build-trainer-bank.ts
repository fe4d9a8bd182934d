// Builds the technique trainer's bank (src/engine/generate/trainer-bank-data.ts; why it exists: trainer-bank.ts).
//
//   node --import tsx scripts/build-trainer-bank.ts [--budget-s S] [technique-id …]
//
// For each technique (default: every one in RECIPES below), runs the trainer's own search from scratch
// (TechniqueSearch, no bank, rotate180) with the seeds `trainer-bank-<series><id>-0`, `-1`, … until it has the
// recipe's count of puzzles that
//   1. need the technique and nothing the grader tries after it (graded with stopAfter, exactly as generate's
//      acceptance test), and
//   2. still do for at least half of CHECKS transformed images (transform.ts, drawn from a seed made of the
//      puzzle), since generate() uses the images, not the entries,
// and writes them in place of the technique's entries (those of techniques not named are kept).
// The seeds are disjoint from the bench's (`trainer-bench-…`), which measure on puzzles the bank was not built from.
// Reproducible: the data file was written by this script's default run with --budget-s 300 (each search is bounded
// by time, so a much slower machine may need a larger budget to find the same entries; a much larger one may find a
// seed the 300 s missed, and so another entry).
import { readFileSync, writeFileSync } from 'node:fs';
import * as prettier from 'prettier';
import { fileURLToPath } from 'node:url';
import { grade, TECHNIQUES, type TechniqueId } from '../src/engine/grade/index.ts';
import { createRng } from '../src/engine/rng.ts';
import { solve } from '../src/engine/solve/index.ts';
import { TechniqueSearch } from '../src/engine/generate/technique-search.ts';
import { bankPuzzleText } from '../src/engine/generate/trainer-bank.ts';
import { applyTransformation, randomTransformation } from '../src/engine/generate/transform.ts';

/** How many entries a technique gets, and from which series of seeds. */
interface Recipe {
  count: number;
  /** Put before the technique id in the seeds: the two rarest were found by a second series run beside the first. */
  series: string;
}

const PAIR: Recipe = { count: 2, series: '' };
/** One entry (a hundred million images) for the two rarest: their searches take minutes each. */
const RARE: Recipe = { count: 1, series: 'plain-' };

/**
 * The techniques the bank serves: those whose search from scratch took more than about half a second median or two
 * seconds at worst in bench/RESULTS.md's "Technique trainer" before the bank (on an idle machine; a player's may be
 * three times slower), and the five it could not find in most 30 s searches.
 */
export const RECIPES: Partial<Record<TechniqueId, Recipe>> = {
  'hidden-triple': PAIR,
  'naked-quad': PAIR,
  'hidden-quad': RARE,
  swordfish: PAIR,
  jellyfish: PAIR,
  'remote-pair': PAIR,
  'unique-rectangle-4': PAIR,
  'avoidable-rectangle-1': PAIR,
  'avoidable-rectangle-2': RARE,
  'sashimi-x-wing': PAIR,
  'sashimi-swordfish': PAIR,
  'finned-jellyfish': PAIR,
  'sashimi-jellyfish': PAIR,
  'simple-colouring': PAIR,
  'multi-colouring': PAIR,
  'x-chain': PAIR,
  'als-xy-wing': PAIR,
  'als-chain': PAIR,
  'finned-franken-swordfish': PAIR,
  'forcing-chain': PAIR,
  'unit-forcing-chain': PAIR,
  'forcing-net': PAIR,
};

/** Transformed images graded per candidate entry; at least half must still need the technique and nothing after. */
const CHECKS = 24;
/** Seeds tried per entry wanted before giving up on a technique. */
const SEEDS_PER_ENTRY = 6;

const DATA = fileURLToPath(new URL('../src/engine/generate/trainer-bank-data.ts', import.meta.url));

function args(): { budgetMs: number; ids: TechniqueId[] } {
  const argv = process.argv.slice(2);
  let budgetMs = 600_000;
  const ids: TechniqueId[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--budget-s') budgetMs = Number(argv[++i]) * 1000;
    else if (RECIPES[argv[i] as TechniqueId]) ids.push(argv[i] as TechniqueId);
    else throw new Error(`build-trainer-bank: ${JSON.stringify(argv[i])} is not an option or a banked technique id`);
  }
  if (!(budgetMs > 0)) throw new Error('build-trainer-bank: --budget-s takes a positive number');
  return { budgetMs, ids: ids.length > 0 ? ids : (Object.keys(RECIPES) as TechniqueId[]) };
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

function find(technique: TechniqueId, { count, series }: Recipe, budgetMs: number): string[] {
  const found: string[] = [];
  for (let i = 0; found.length < count && i < count * SEEDS_PER_ENTRY; i++) {
    const start = performance.now();
    const search = new TechniqueSearch({
      technique,
      symmetry: 'rotate180',
      rng: createRng(`trainer-bank-${series}${technique}-${i}`),
      timeLimitMs: budgetMs,
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
  const { budgetMs, ids } = args();
  for (const technique of ids) {
    const found = find(technique, RECIPES[technique]!, budgetMs);
    // Re-read just before writing, so a run for other techniques that finished meanwhile is kept.
    const bank = readBank();
    bank.set(technique, found);
    await writeBank(bank);
    console.error(`${technique}: ${found.length} entries written`);
  }
}
