// Prints the README's reference tables for <sudoku-board> from dist/lib/custom-elements.json (run `npm run build`
// first), so the README says exactly what the JSDoc in src/components says.
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync(new URL('../dist/lib/custom-elements.json', import.meta.url), 'utf8'));
const element = manifest.modules
  .flatMap((m) => m.declarations ?? [])
  .find((d) => d.customElement && d.tagName === 'sudoku-board');

const oneLine = (text = '') => text.replace(/\s+/g, ' ').replaceAll('|', '\\|').trim();
const table = (head, rows) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');

const sections = [
  '**Attributes** (each is also a property)',
  table(
    ['attribute', 'type', 'default', 'what it does'],
    element.attributes.map((a) => [
      `\`${a.name}\``,
      `\`${oneLine(a.type?.text)}\``,
      a.default ? `\`${a.default}\`` : '',
      oneLine(a.description),
    ]),
  ),
  '**Read-only properties**',
  table(
    ['property', 'type', 'what it says'],
    element.members
      .filter((m) => m.kind === 'field' && m.readonly && !m.privacy && !m.static)
      .map((m) => [`\`${m.name}\``, `\`${oneLine(m.type?.text)}\``, oneLine(m.description)]),
  ),
  '**Methods**',
  table(
    ['method', 'returns', 'what it does'],
    element.members
      .filter((m) => m.kind === 'method' && !m.privacy && !m.static)
      .map((m) => [
        `\`${m.name}(${(m.parameters ?? []).map((p) => p.name + (p.optional || p.default ? '?' : '')).join(', ')})\``,
        `\`${oneLine(m.return?.type?.text)}\``,
        oneLine(m.description),
      ]),
  ),
  '**Events** (`bubbles` and `composed`)',
  table(
    ['event', 'when'],
    element.events.map((e) => [`\`${e.name}\``, oneLine(e.description)]),
  ),
  '**Parts** (style with `sudoku-board::part(name)`)',
  table(
    ['part', 'what it is'],
    element.cssParts.map((p) => [`\`${p.name}\``, oneLine(p.description)]),
  ),
  '**Custom properties**',
  table(
    ['property', 'what it colours or sets'],
    element.cssProperties.map((p) => [`\`${p.name}\``, oneLine(p.description)]),
  ),
];
console.log(sections.join('\n\n'));
