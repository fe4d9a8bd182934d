// `npm run fuzz [-- --runs N --seed S]`: the engine fuzz campaign (test/fuzz/campaign.ts), 1,000,000 inputs by default.
// Prints the inputs that crashed, if any, and the slowest call; exits 1 when anything crashed.
import { formatReport, runCampaign } from '../test/fuzz/campaign.ts';

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};

const runs = arg('--runs', 1_000_000);
const seed = arg('--seed', 20261124);
const report = runCampaign(seed, runs, (done) => process.stderr.write(`\r${done.toLocaleString('en-US')} inputs…`));
process.stderr.write('\n');
console.log(formatReport(report));
process.exitCode = report.crashes.length === 0 ? 0 : 1;
