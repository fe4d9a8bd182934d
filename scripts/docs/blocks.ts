// The generated parts of the docs: each is a block between two markers in a page, made from the code it documents,
// so a page can't drift from the catalogue, the CLI's usage text or the element's manifest. `npm run docs` writes
// them; test/unit/docs-generated.test.ts and test/bundle/docs-api.test.ts fail when a page is out of date.
import { existsSync, readFileSync } from 'node:fs';
import prettier from 'prettier';
import { COMMANDS } from '../../src/cli/commands.ts';
import { usageText } from '../../src/cli/usage.ts';
import { trainerTechniques } from '../../src/engine/generate/index.ts';
import { elementApi } from './element-api.mjs';
import { techniqueTable } from './technique-table.ts';

export const root = new URL('../../', import.meta.url);
/** The element's manifest, where package.json's `customElements` field says it is (dist/lib/ as of this writing). */
export const MANIFEST = new URL(
  (JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { customElements: string }).customElements,
  root,
);

export interface Block {
  /** The page, from the repository's root. */
  page: string;
  /** The marker's name: `<!-- generated: NAME (npm run docs) -->` … `<!-- end generated -->`. */
  name: string;
  /** True when its input exists only after `npm run build`. */
  needsBuild?: boolean;
  make(): string;
}

function trainerList(): string {
  const rows = trainerTechniques().map((t) => `| ${t.level} | ${t.name} | \`${t.id}\` | [HoDoKu](${t.help}) |`);
  return ['| level | technique | id (`--technique`) | how it works |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

export const BLOCKS: readonly Block[] = [
  { page: 'docs/difficulty.md', name: 'techniques', make: techniqueTable },
  { page: 'docs/trainer.md', name: 'trainer', make: trainerList },
  { page: 'docs/cli.md', name: 'cli-usage', make: () => ['```text', usageText(COMMANDS).trimEnd(), '```'].join('\n') },
  {
    page: 'docs/element/api.md',
    name: 'element-api',
    needsBuild: true,
    make: () => elementApi(JSON.parse(readFileSync(MANIFEST, 'utf8'))),
  },
];

const opening = (name: string): string => `<!-- generated: ${name} (npm run docs) -->`;
const CLOSING = '<!-- end generated -->';

/** The page's text with the block's content put between its markers (which must be there). */
export function fillBlock(text: string, block: Block): string {
  const start = text.indexOf(opening(block.name));
  const end = text.indexOf(CLOSING, start);
  if (start === -1 || end === -1) throw new Error(`${block.page} has no "${opening(block.name)}" … "${CLOSING}"`);
  const head = text.slice(0, start + opening(block.name).length);
  return `${head}\n\n${block.make()}\n\n${text.slice(end)}`;
}

/** What a page should hold: its blocks filled in, then formatted as `prettier --write` formats it. */
export async function expectedPage(page: string, blocks: readonly Block[] = BLOCKS): Promise<string> {
  const file = new URL(page, root);
  let text = readFileSync(file, 'utf8');
  for (const block of blocks.filter((b) => b.page === page)) text = fillBlock(text, block);
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(text, { ...options, filepath: file.pathname });
}

/** The blocks whose inputs are here (the element's manifest only after a build). */
export const available = (): Block[] => BLOCKS.filter((b) => !b.needsBuild || existsSync(MANIFEST));
