// Every relative link in README.md and docs/ leads somewhere: the file exists, and an #anchor names a heading of the
// page it points at, by GitHub's rules for heading ids. Moving a topic or renaming a heading breaks no door.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

const FENCED = /^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm;

/** The text a reader sees as prose: fenced blocks and inline code hold no links. */
const prose = (text: string): string => text.replace(FENCED, '').replace(/`[^`\n]*`/g, '');

/** GitHub's id for a heading: its text lower-cased, punctuation but `-` and `_` dropped, spaces made hyphens. */
export function slug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');
}

/** Every heading id of a page (not counting `#` lines inside fenced code), a repeated one with GitHub's -1, -2… */
export function anchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  const ids = new Set<string>();
  for (const [, heading] of text.replace(FENCED, '').matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = slug(heading);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    ids.add(n === 0 ? base : `${base}-${n}`);
  }
  return ids;
}

test('GitHub heading ids', () => {
  assert.equal(slug('Saved games (`persist`)'), 'saved-games-persist');
  assert.equal(slug('The `<sudoku-board>` API'), 'the-sudoku-board-api');
  assert.equal(slug('--jobs'), '--jobs');
  assert.equal(slug('Notes sign, Pause and the clock'), 'notes-sign-pause-and-the-clock');
  assert.deepEqual([...anchors('# A\n\n## A\n')], ['a', 'a-1']);
});

const pages = [join(root, 'README.md'), ...markdownFiles(join(root, 'docs'))];

for (const page of pages) {
  test(`every relative link of ${relative(root, page)} resolves`, () => {
    const text = readFileSync(page, 'utf8');
    const broken: string[] = [];
    for (const [, target] of prose(text).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:: not ours to check offline
      const [path, anchor] = target.split('#') as [string, string | undefined];
      const file = path === '' ? page : join(dirname(page), decodeURIComponent(path));
      if (!existsSync(file)) {
        broken.push(`${target}: no such file`);
        continue;
      }
      if (anchor === undefined) continue;
      if (!file.endsWith('.md')) {
        broken.push(`${target}: an anchor into a file that is not Markdown`);
        continue;
      }
      if (!anchors(readFileSync(file, 'utf8')).has(anchor)) broken.push(`${target}: no such heading`);
    }
    assert.deepEqual(broken, [], `${relative(root, page)} has links that lead nowhere`);
  });
}
