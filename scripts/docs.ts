// `npm run docs`: regenerates the generated parts of the docs (see scripts/docs/blocks.ts). The element's API page
// needs the element's custom-elements.json: run `npm run build` first, or it is left as it is (and said so).
// `npm run docs -- --check` writes nothing and exits 1 when a page is out of date.
import { readFileSync, writeFileSync } from 'node:fs';
import { BLOCKS, available, expectedPage, root } from './docs/blocks.ts';

const check = process.argv.includes('--check');
const blocks = available();
for (const skipped of BLOCKS.filter((b) => !blocks.includes(b))) {
  console.warn(`docs: ${skipped.page} left as it is: its input needs \`npm run build\` first`);
}
let stale = 0;
for (const page of new Set(blocks.map((b) => b.page))) {
  const file = new URL(page, root);
  const want = await expectedPage(page, blocks);
  if (readFileSync(file, 'utf8') === want) continue;
  stale++;
  if (check) console.error(`docs: ${page} is out of date: run \`npm run docs\``);
  else {
    writeFileSync(file, want);
    console.log(`docs: wrote ${page}`);
  }
}
if (check && stale > 0) process.exit(1);
