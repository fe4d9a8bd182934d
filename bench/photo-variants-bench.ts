// Photo variants: how `scan` generalises beyond the dev photos it was tuned on. The held-out photos are other phones,
// papers, light, sizes and orientations, so each dev photo (`imageN.jpg` beside its `imageN.dat`) is read again under
// renderings nobody tuned on (bench/photo-variants.ts: resized to 640×480, 1024 px and 12 MP, turned in its pixels,
// tilted, cropped tight, framed looser, recompressed, relit, colour cast, blurred, noised). Per variant: read exactly
// (with or without a flag), misread with every wrong cell flagged, declined, **misread with a wrong cell sure** (a
// cell at SURE or above: must be 0), cells right. Each reading goes to a JSON file (`--out`), with the wrong cells.
// Not a test: times depend on the machine.
// Run: node --import tsx bench/photo-variants-bench.ts FOLDER [--every N] [--variants a,b] [--photos image1,image2]
//        [--jobs N] [--out FILE]
import { appendFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { spawn } from 'node:child_process';
import { decodePhoto, judgeReading, photosIn, type Outcome, type Photo } from './photo-bench.ts';
import { asScanImage, variantRng, VARIANTS, type Rgba } from './photo-variants.ts';
import { scan, SURE, type Point } from '../src/engine/scan/index.ts';

export interface VariantReading {
  photo: string;
  variant: string;
  /** Null: the variant does not apply to this photo (a crop around a grid the plain photo did not show). */
  outcome: Outcome | null;
  cellsRight: number;
  flagged: number;
  /** Wrong cells: r1c1 truth→read (confidence). */
  wrong: string[];
  size: string;
}

interface Job {
  photos: Photo[];
  variants: number[];
}

const PLAIN = 'plain photo';

function wrongCells(result: ReturnType<typeof scan>, truth: readonly number[]): string[] {
  if (!result.found) return [];
  return truth.flatMap((d, i) =>
    result.grid[i] === d
      ? []
      : [
          `r${Math.floor(i / 9) + 1}c${(i % 9) + 1} ${d || '·'}→${result.grid[i] || '·'} (${result.confidence[i].toFixed(2)})`,
        ],
  );
}

/** The photo read as it is, then under each variant asked for. */
function readVariants(photo: Photo, index: number, variants: number[]): VariantReading[] {
  const image = decodePhoto(photo.file, 'cli') as Rgba;
  const reading = (variant: string, picture: Rgba | null): VariantReading => {
    const size = picture ? `${picture.width}×${picture.height}` : '';
    if (!picture) return { photo: photo.name, variant, outcome: null, cellsRight: 0, flagged: 0, wrong: [], size };
    const result = scan(asScanImage(picture));
    const judged = judgeReading(result, photo.truth);
    return { photo: photo.name, variant, ...judged, wrong: wrongCells(result, photo.truth), size };
  };
  const plainResult = scan(asScanImage(image));
  const corners: Point[] | undefined = plainResult.found ? plainResult.corners : undefined;
  const plain: VariantReading = {
    photo: photo.name,
    variant: PLAIN,
    ...judgeReading(plainResult, photo.truth),
    wrong: wrongCells(plainResult, photo.truth),
    size: `${image.width}×${image.height}`,
  };
  return [
    plain,
    ...variants.map((v) => reading(VARIANTS[v].name, VARIANTS[v].make({ image, corners, rng: variantRng(index, v) }))),
  ];
}

function table(readings: VariantReading[]): string {
  const names = [PLAIN, ...VARIANTS.map((v) => v.name)].filter((name) => readings.some((r) => r.variant === name));
  const lines = [
    '| variant | photos | exact | exact, flagged | misread, flagged | declined | **misread, a wrong cell sure** | cells right |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  const total = { n: 0, exact: 0, exactFlagged: 0, wrongFlagged: 0, declined: 0, silent: 0, right: 0 };
  for (const name of names) {
    const rs = readings.filter((r) => r.variant === name && r.outcome);
    const count = (o: Outcome) => rs.filter((r) => r.outcome === o).length;
    const row = {
      n: rs.length,
      exact: count('exact'),
      exactFlagged: count('exact-flagged'),
      wrongFlagged: count('wrong-flagged'),
      declined: count('declined'),
      silent: count('wrong-silent'),
      right: rs.reduce((s, r) => s + r.cellsRight, 0),
    };
    if (name !== PLAIN) for (const key of Object.keys(total) as (keyof typeof total)[]) total[key] += row[key];
    const pct = (k: number) => `${((100 * k) / Math.max(1, row.n)).toFixed(1)} %`;
    lines.push(
      `| ${name} | ${row.n} | ${row.exact + row.exactFlagged} (${pct(row.exact + row.exactFlagged)}) | ${row.exactFlagged} | ${row.wrongFlagged} | ${row.declined} | ${row.silent} | ${((100 * row.right) / Math.max(1, 81 * row.n)).toFixed(1)} % |`,
    );
  }
  const pct = (k: number) => `${((100 * k) / Math.max(1, total.n)).toFixed(1)} %`;
  lines.push(
    `| **all variants** | ${total.n} | ${total.exact + total.exactFlagged} (${pct(total.exact + total.exactFlagged)}) | ${total.exactFlagged} | ${total.wrongFlagged} | ${total.declined} | ${total.silent} | ${((100 * total.right) / Math.max(1, 81 * total.n)).toFixed(1)} % |`,
  );
  return lines.join('\n');
}

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

async function main(args: string[]): Promise<void> {
  const folder = args.find((a, i) => !a.startsWith('--') && (i === 0 || !args[i - 1].startsWith('--')));
  if (!folder) throw new Error('usage: photo-variants-bench.ts FOLDER [--every N] [--variants a,b] [--jobs N]');
  const every = Number(option(args, '--every') ?? 1);
  const wanted = option(args, '--variants')?.split(',');
  const names = option(args, '--photos')?.split(',');
  const jobs = Number(option(args, '--jobs') ?? 2);
  const out = option(args, '--out') ?? '.tmp-s18/photo-variants.json';
  const photos = photosIn(folder).filter((p, i) => (names ? names.includes(p.name) : i % every === 0));
  const variants = VARIANTS.flatMap((v, k) => (!wanted || wanted.some((w) => v.name.includes(w)) ? [k] : []));
  const started = performance.now();
  writeFileSync(`${out}l`, '');
  // Parts in child processes (one core each); a photo's number seeds its variants, whichever part reads it.
  const parts = await Promise.all(
    Array.from({ length: Math.min(jobs, photos.length) }, (_, j) => {
      const job: Job = { photos: photos.filter((_, i) => i % jobs === j), variants };
      return new Promise<VariantReading[]>((resolve, reject) => {
        const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--part'], {
          stdio: ['pipe', 'pipe', 'inherit'],
        });
        // One line of readings per photo, kept as it comes: a long run can be looked at before it ends.
        const got: VariantReading[] = [];
        let text = '';
        child.stdout.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n')) {
            const line = text.slice(0, end);
            text = text.slice(end + 1);
            got.push(...(JSON.parse(line) as VariantReading[]));
            appendFileSync(`${out}l`, `${line}\n`);
          }
        });
        child.on('error', reject);
        child.on('close', (code) => (code === 0 ? resolve(got) : reject(new Error(`part ${j} failed: ${code}`))));
        child.stdin.end(JSON.stringify(job));
      });
    }),
  );
  const readings = parts.flat();
  writeFileSync(out, JSON.stringify(readings, null, 1));
  console.log(`## Photo variants: ${photos.length} dev photos × ${variants.length} renderings\n`);
  console.log(
    `Each photo read as it is and under renderings it was not tuned on (bench/photo-variants.ts); "flagged": a cell below ${SURE}; a misread is warned only when every wrong cell is.\n`,
  );
  console.log(table(readings));
  const bad = readings.filter((r) => r.outcome && r.outcome !== 'exact' && r.outcome !== 'exact-flagged');
  console.log(
    `\n${bad.length} readings not exact (${((performance.now() - started) / 1000).toFixed(0)} s); each in ${out}.`,
  );
  for (const r of bad.filter((r) => r.outcome === 'wrong-silent'))
    console.log(`- silent: ${r.photo} ${r.variant} (${r.size}): ${r.wrong.join(', ')}`);
}

/** A part: the job on stdin, the readings on stdout. */
async function part(): Promise<void> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  const { photos, variants } = JSON.parse(text) as Job;
  const number = (photo: Photo) => Number(/\d+/.exec(photo.name)?.[0] ?? 0);
  for (const photo of photos) process.stdout.write(`${JSON.stringify(readVariants(photo, number(photo), variants))}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  await (args.includes('--part') ? part() : main(args));
}
