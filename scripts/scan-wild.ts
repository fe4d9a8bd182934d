// Renders the "wild" screenshot corpus: Sudoku pictures drawn in many technologies, themes, fonts and app frames,
// and pictures with no Sudoku (puzzles, tables, pages), from a seed, into .scan-wild/<set>/ with a manifest.json.
// Material independent of scripts/scan-corpus*: neither its code nor its assumptions are shared. Two sets from
// different seeds: `tune` (to look at and tune on) and `check` (held out: looked at only to measure), and a larger
// `explore` set from a third seed: more tune-like material to find failure classes on, looked at like `tune`, and
// `explore2` to `explore23` from fresh seeds once the earlier explore sets' failures were fixed.
// Run: node --import tsx scripts/scan-wild.ts [--set tune|check|explore|explore2|explore3|explore4|explore5|explore6|explore7|explore8|explore9|explore10|explore11|explore12|explore13|explore14|explore15|explore16|explore17|explore18|explore19|explore20|explore21|explore22|explore23] [--force]
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { planNonSudoku, planSudoku, type ManifestEntry, type Planned } from './scan-wild/catalogue.ts';
import { loadFontBook } from './scan-wild/fonts.ts';
import { makeRng } from './scan-wild/random.ts';
import { renderAll } from './scan-wild/render.ts';

export const WILD_DIR = fileURLToPath(new URL('../.scan-wild/', import.meta.url));
export const WILD_SETS = {
  tune: 0x5eed_0001,
  check: 0xc4ec_0002,
  explore: 0xe8b1_0003,
  explore2: 0xe8b2_0004,
  explore3: 0xe8b2_0005,
  explore4: 0xe8b2_0006,
  explore5: 0xe8b2_0007,
  explore6: 0xe8b2_0008,
  explore7: 0xe8b2_0009,
  explore8: 0xe8b2_000a,
  explore9: 0xe8b2_000b,
  explore10: 0xe8b2_000c,
  explore11: 0xe8b2_000d,
  explore12: 0xe8b2_000e,
  explore13: 0xe8b2_000f,
  explore14: 0xe8b2_0010,
  explore15: 0xe8b2_0011,
  explore16: 0xe8b2_0012,
  explore17: 0xe8b2_0013,
  explore18: 0xe8b2_0014,
  explore19: 0xe8b2_0015,
  explore20: 0xe8b2_0016,
  explore21: 0xe8b2_0017,
  explore22: 0xe8b2_0018,
  explore23: 0xe8b2_0019,
} as const;
export type WildSet = keyof typeof WILD_SETS;

/** Pictures per set: `explore` and `explore2` to `explore23` (fresh seeds, each once the earlier sets' failures were
 * fixed) are twice the others, to show rarer failures. */
const SET_SIZE: Record<WildSet, { sudoku: number; nonSudoku: number }> = {
  tune: { sudoku: 304, nonSudoku: 84 },
  check: { sudoku: 304, nonSudoku: 84 },
  explore: { sudoku: 608, nonSudoku: 168 },
  explore2: { sudoku: 608, nonSudoku: 168 },
  explore3: { sudoku: 608, nonSudoku: 168 },
  explore4: { sudoku: 608, nonSudoku: 168 },
  explore5: { sudoku: 608, nonSudoku: 168 },
  explore6: { sudoku: 608, nonSudoku: 168 },
  explore7: { sudoku: 608, nonSudoku: 168 },
  explore8: { sudoku: 608, nonSudoku: 168 },
  explore9: { sudoku: 608, nonSudoku: 168 },
  explore10: { sudoku: 608, nonSudoku: 168 },
  explore11: { sudoku: 608, nonSudoku: 168 },
  explore12: { sudoku: 608, nonSudoku: 168 },
  explore13: { sudoku: 608, nonSudoku: 168 },
  explore14: { sudoku: 608, nonSudoku: 168 },
  explore15: { sudoku: 608, nonSudoku: 168 },
  explore16: { sudoku: 608, nonSudoku: 168 },
  explore17: { sudoku: 608, nonSudoku: 168 },
  explore18: { sudoku: 608, nonSudoku: 168 },
  explore19: { sudoku: 608, nonSudoku: 168 },
  explore20: { sudoku: 608, nonSudoku: 168 },
  explore21: { sudoku: 608, nonSudoku: 168 },
  explore22: { sudoku: 608, nonSudoku: 168 },
  explore23: { sudoku: 608, nonSudoku: 168 },
};

export interface Manifest {
  set: WildSet;
  seed: number;
  /** What `truth` counts as a digit: the rule the reader follows. */
  truthRule: string;
  entries: ManifestEntry[];
}

const TRUTH_RULE =
  "81 chars, '.' blank: every digit written in a cell counts (givens, a player's entries in another colour or " +
  'weight, a wrong entry shown in conflict); pencil marks (3×3, corner, centre) count as blank. null: no classic ' +
  'Sudoku to read (other puzzles, tables, pages, a Wordoku, an empty grid, a grid of 5–12 digits, a Killer with ' +
  'cage sums only).';

export function plan(set: WildSet): Planned[] {
  const book = loadFontBook(join(WILD_DIR, 'fonts'));
  const rng = makeRng(WILD_SETS[set]);
  const plans: Planned[] = [];
  for (let i = 0; i < SET_SIZE[set].sudoku; i++) plans.push(planSudoku(rng, i, book));
  for (let i = 0; i < SET_SIZE[set].nonSudoku; i++) plans.push(planNonSudoku(rng, i, book));
  return plans;
}

/** The set's manifest, rendering the set first when it is missing (or `force`). */
export async function ensureWild(set: WildSet, force = false): Promise<Manifest> {
  const dir = join(WILD_DIR, set);
  const manifestPath = join(dir, 'manifest.json');
  if (!force && existsSync(manifestPath)) return JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const plans = plan(set);
  const started = Date.now();
  await renderAll(plans, dir, (done) => {
    if (done % 50 === 0 || done === plans.length)
      console.error(`scan-wild ${set}: ${done}/${plans.length} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  });
  const manifest: Manifest = { set, seed: WILD_SETS[set], truthRule: TRUTH_RULE, entries: plans.map((p) => p.entry) };
  writeFileSync(manifestPath, JSON.stringify(manifest, null, 1));
  return manifest;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const at = process.argv.indexOf('--set');
  const sets: WildSet[] = at > 0 ? [process.argv[at + 1] as WildSet] : ['tune', 'check'];
  for (const set of sets) {
    if (!(set in WILD_SETS)) throw new Error(`--set: ${Object.keys(WILD_SETS).join(', ')}, not ${set}`);
    await ensureWild(set, process.argv.includes('--force'));
  }
}
