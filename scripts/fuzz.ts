// `npm run fuzz [-- --target engine|image] [--runs N] [--seed S]`: the fuzz campaigns. `engine` (test/fuzz/campaign.ts):
// 1,000,000 inputs to parse, solve, grade and nextStep. `image` (test/fuzz/image-campaign.ts): 100,000 mutated PNG,
// JPEG and WebP files through the CLI's decoding and `scan`. Without --target, both run. Prints the inputs that crashed,
// if any, and the slowest call; exits 1 when anything crashed (or, for images, a call took over 2 s).
import { formatReport, runCampaign } from '../test/fuzz/campaign.ts';
import { formatImageReport, runImageCampaign } from '../test/fuzz/image-campaign.ts';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const number = (name: string, fallback: number): number => Number(arg(name) ?? fallback);

const target = arg('--target') ?? 'all';
if (!['engine', 'image', 'all'].includes(target)) {
  console.error(`fuzz: --target must be engine, image or all (got ${target})`);
  process.exit(1);
}
const seed = number('--seed', 20261124);
const progress = (unit: string) => (done: number) => process.stderr.write(`\r${done.toLocaleString('en-US')} ${unit}…`);
let failed = false;

if (target !== 'image') {
  const report = runCampaign(seed, number('--runs', 1_000_000), progress('inputs'));
  process.stderr.write('\n');
  console.log(formatReport(report));
  failed ||= report.crashes.length > 0;
}
if (target !== 'engine') {
  const report = runImageCampaign(seed, number('--runs', 100_000), progress('pictures'));
  process.stderr.write('\n');
  console.log(formatImageReport(report));
  failed ||= report.crashes.length > 0 || report.slow.length > 0;
}
process.exitCode = failed ? 1 : 0;
