// Bundle sizes of the embeddable element, gzipped, against the budgets of issue 4. Builds dist/lib first, so the
// sizes are those of the sources as they are now.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const LIB = join(root, 'dist/lib');

/** What loads each lazy chunk of dist/lib, by its file name. */
const LAZY_CHUNKS: [RegExp, string][] = [
  [/^parse-/, 'chunk loaded for a puzzle in another layout (the full parser)'],
  [/^hints-/, 'chunk loaded with the first hint (tiers, sentence, applying it)'],
  [/^colouring-/, 'chunk loaded when colouring is first used or shown (colour move, palette, colour styles)'],
  [/^game-keeper-/, 'chunk loaded when a board has `persist` (reading, saving and following saved games)'],
  [/^settings-panel-/, 'chunk loaded when Settings first opens (the panel, its English words)'],
  [
    /^keypad-view-/,
    'chunk loaded when a board has `keypad` (its first render waits for it): the keypad and its styles',
  ],
  [
    /^trainer-/,
    'chunk loaded when Practise a technique first opens, or a practised technique is hinted (the list, its dialog, the hint note, their English words)',
  ],
  [
    /^statistics-/,
    'chunk loaded when statistics are first needed (a game ends, a finished game, Daily puzzle, `statistics()`): bookkeeping, the table, their English words',
  ],
  [/^dates-/, 'chunk loaded with the statistics or saved games (calendar dates of dailies)'],
  [/^conflict-words-/, 'chunk loaded with the full parser or the in-page engine (a conflict in words)'],
  [/^load-puzzle-/, "chunk loaded with the host's first `load()` (reading, solving, confirming, grading)"],
  // A language's chunk is its two-letter code and the hash alone (`lz-base64-…` starts with two letters too).
  [/^(?:[a-z]{2}|hint-words)-[\w-]{6}\.js$/, 'a language, loaded only when a board speaks it'],
  [
    /^lz-base64-/,
    'chunk loaded for an f-puzzles or SudokuPad link pasted or set (the lz-string codec its puzzle is packed with)',
  ],
  [/^rolldown-runtime-/, "the bundler's CommonJS interop, loaded with lz-base64 (lz-string is CommonJS)"],
  [/^worker-/, 'chunk loaded only without a worker (engine in-page)'],
  [
    /^variant-(?:view|make|share|geometry|tallies|hint|hint-play)-/,
    "a variant's code, loaded when a variant is first played, made or pasted (its view, rules, hints, statistics)",
  ],
  [/^variant-steps-/, "a language's words for variant hints, loaded with a variant's first hint in that language"],
  [/^variant-/, 'the variant engine (model, solver, grader, forms), loaded when a variant is first played'],
  [/^hint-play-/, 'chunk loaded with the first hint (tiers, sentence, applying it)'],
  [/^read-puzzle-/, 'chunk loaded for a puzzle pasted or set in another layout or size'],
  [
    /^(?:geometries|geometry|grid-shape|rng|step-parts|words|revealed|recorded-game|names)-/,
    'code shared by several lazy chunks, loaded with the first of them that needs it',
  ],
  [/^(?:sixteen|small-grids|size-levels)-/, 'chunk loaded when a grid other than 9×9 is first played'],
  [
    /^(?:scan|scan-check|picture-reading|picture-size)-/,
    'chunk loaded when a picture is first scanned, dropped or pasted',
  ],
  [/^(?:new-puzzle-offer|board-offer)-/, 'chunk loaded when the new-game offer first opens'],
  [/^(?:legacy-colours|print|forced-colours)\.styles-/, 'styles loaded when first needed (printing, forced colours)'],
];

const gzipKb = (file: string): number => gzipSync(readFileSync(join(LIB, file)), { level: 9 }).length / 1024;
const rawKb = (file: string): number => readFileSync(join(LIB, file)).length / 1024;

export async function runSizeBench(): Promise<string> {
  const build = spawnSync('npx', ['vite', 'build', '--mode', 'lib', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0 || !existsSync(join(LIB, 'sudoku-board.js')))
    return '## Bundle size\n\nThe lib build failed.\n';
  const files = readdirSync(LIB).filter((f) => f.endsWith('.js'));
  const element = 'sudoku-board.js';
  const worker = 'sudoku-board.worker.js';
  // The element imports its small shared chunks statically; lazily, the full parser (for a `puzzle` in a layout other
  // than 81 cells on lines), the in-page engine (used only without a worker), the languages, and the parts of play
  // loaded on first use (hints, colouring, the Settings panel, the technique trainer, the statistics).
  const staticImports = [...readFileSync(join(LIB, element), 'utf8').matchAll(/from\s*["']\.\/([\w.-]+\.js)["']/g)].map(
    (m) => m[1],
  );
  const elementKb = gzipKb(element) + staticImports.reduce((sum, f) => sum + gzipKb(f), 0);
  const rows = files.sort().map((f) => {
    const role =
      f === element
        ? 'the element + Lit'
        : f === worker
          ? 'engine worker'
          : staticImports.includes(f)
            ? 'chunk loaded with the element'
            : (LAZY_CHUNKS.find(([name]) => name.test(f))?.[1] ?? 'chunk loaded lazily (not named in size-bench.ts)');
    return `| \`${f}\` | ${role} | ${rawKb(f).toFixed(1)} | ${gzipKb(f).toFixed(1)} |`;
  });
  const verdict = (kb: number, budget: number) =>
    `${kb.toFixed(1)} KB (budget ${budget} KB: ${kb <= budget ? 'met' : 'OVER'})`;
  return [
    '## Bundle size',
    '',
    'dist/lib as `vite build --mode lib` (part of `npm run build`) writes it; gzip level 9.',
    '',
    '| file | what | KB | KB gzipped |',
    '| --- | --- | ---: | ---: |',
    ...rows,
    '',
    `Element + Lit, with the chunks it loads at once: ${verdict(elementKb, 25)}. ` +
      `Worker: ${verdict(gzipKb(worker), 20)}.`,
    '',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await runSizeBench());
