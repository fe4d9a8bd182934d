// The editor data and typings in dist/lib/frameworks/ (scripts/framework-data.mjs, run by `npm run manifest`) say
// what custom-elements.json says of <sudoku-board>, and nothing private. Run after `npm run build`.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { OUT_DIR, publicManifest } from '../../scripts/framework-data.mjs';
import { LIB_DIR } from './static-server.ts';

interface Named {
  name: string;
  kind?: string;
  privacy?: string;
  readonly?: boolean;
  attribute?: string;
  static?: boolean;
  description?: string;
}
interface Declaration {
  tagName?: string;
  members?: Named[];
  attributes?: Named[];
  events?: Named[];
  cssProperties?: Named[];
  cssParts?: Named[];
}
interface Manifest {
  modules: { declarations?: Declaration[] }[];
}

const read = (file: string): string => readFileSync(join(OUT_DIR, file), 'utf8');
const manifest = JSON.parse(readFileSync(join(LIB_DIR, 'custom-elements.json'), 'utf8')) as Manifest;
const board = manifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.tagName === 'sudoku-board');
const names = (items: Named[] | undefined): string[] => (items ?? []).map((i) => i.name).sort();

describe('dist/lib/frameworks: generated from custom-elements.json', () => {
  it('VS Code HTML data: the tag with every attribute of the manifest, and no other', () => {
    const data = JSON.parse(read('vscode.html-custom-data.json')) as { tags: { name: string; attributes: Named[] }[] };
    assert.deepEqual(
      data.tags.map((t) => t.name),
      ['sudoku-board'],
    );
    assert.deepEqual(names(data.tags[0].attributes), names(board?.attributes));
  });

  it('VS Code CSS data: every --sudoku-* property and every part', () => {
    const data = JSON.parse(read('vscode.css-custom-data.json')) as { properties: Named[]; pseudoElements: Named[] };
    assert.ok((board?.cssProperties?.length ?? 0) > 0);
    assert.deepEqual(names(data.properties), names(board?.cssProperties));
    assert.deepEqual(
      names(data.pseudoElements),
      names(board?.cssParts).map((part) => `::part(${part})`),
    );
  });

  it('web-types: the element, its attributes, public properties and events', () => {
    const data = JSON.parse(read('web-types.json')) as {
      contributions: { html: { elements: ({ name: string; attributes: Named[] } & Record<string, unknown>)[] } };
    };
    const [element] = data.contributions.html.elements;
    assert.equal(element.name, 'sudoku-board');
    assert.deepEqual(names(element.attributes), names(board?.attributes));
    const js = element.js as { properties: Named[]; events: Named[] };
    const fields = board?.members?.filter((m) => m.kind === 'field' && !m.static);
    assert.deepEqual(names(js.properties), names(fields));
    assert.deepEqual(names(js.events), names(board?.events));
  });

  it('React and Vue typings: settable attributes and properties, typed events, no read-only property', () => {
    for (const file of ['custom-element-jsx.d.ts', 'custom-element-vuejs.d.ts']) {
      const dts = read(file);
      const props = dts.slice(dts.indexOf('SudokuBoardProps = {'));
      for (const member of board?.members ?? []) {
        if (member.kind !== 'field' || member.static) continue;
        // A property with an attribute is listed by its attribute's name (what JSX and templates write).
        const listed = new RegExp(`\\n  "?${member.attribute ?? member.name}"?\\?:`).test(props);
        assert.equal(listed, !member.readonly, `${file}: ${member.name} ${member.readonly ? 'is read-only' : ''}`);
      }
      assert.match(props, /"onsudoku-solved"\?: \(e: CustomEvent<SudokuSolvedDetail>\) => void;/);
      assert.match(dts, /from "sudoku-web";/, 'types come from the package entry');
    }
  });

  it('publicManifest leaves out private, protected, _ and # names, @internal and statics', () => {
    const member = (name: string, extra: Partial<Named> = {}): Named => ({ kind: 'field', name, ...extra });
    const cleaned = publicManifest({
      modules: [
        {
          declarations: [
            {
              tagName: 'x-y',
              members: [
                member('shown'),
                member('kept', { privacy: 'public' }),
                member('secret', { privacy: 'private' }),
                member('forKin', { privacy: 'protected' }),
                member('_under'),
                member('#hash'),
                member('inside', { description: 'Not for pages. @internal' }),
                member('properties', { static: true }),
                member('fixed', { readonly: true }),
              ],
              attributes: [{ name: 'shown' }, { name: '_under' }],
            },
          ],
        },
      ],
    }) as Manifest;
    const [declaration] = cleaned.modules[0].declarations ?? [];
    assert.deepEqual(names(declaration.members), ['fixed', 'kept', 'shown']);
    assert.deepEqual(names(declaration.attributes), ['shown']);
  });
});
