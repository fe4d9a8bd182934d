// The element's API reference (docs/element/api.md) from custom-elements.json (built by `npm run build`), so
// the page says exactly what the JSDoc in src/components says. Only public members: none marked private or
// protected, none whose name starts with `_` or `#` (the manifest's clean-up may or may not have dropped them).

const oneLine = (text = '') => text.replace(/\s+/g, ' ').replaceAll('|', '\\|').trim();
const table = (head, rows) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
const isPublic = (m) => !m.privacy && !m.static && !/^[_#]/.test(m.name);

/** The Markdown of the reference tables for `<sudoku-board>`, from the parsed manifest. */
export function elementApi(manifest) {
  const element = manifest.modules
    .flatMap((m) => m.declarations ?? [])
    .find((d) => d.customElement && d.tagName === 'sudoku-board');
  if (!element) throw new Error('custom-elements.json declares no <sudoku-board>');
  const members = (element.members ?? []).filter(isPublic);
  return [
    '## Attributes',
    'Each is also a property.',
    table(
      ['attribute', 'type', 'default', 'what it does'],
      (element.attributes ?? [])
        .filter((a) => !/^[_#]/.test(a.name))
        .map((a) => [
          `\`${a.name}\``,
          `\`${oneLine(a.type?.text)}\``,
          a.default ? `\`${a.default}\`` : '',
          oneLine(a.description),
        ]),
    ),
    '## Read-only properties',
    table(
      ['property', 'type', 'what it says'],
      members
        .filter((m) => m.kind === 'field' && m.readonly)
        .map((m) => [`\`${m.name}\``, `\`${oneLine(m.type?.text)}\``, oneLine(m.description)]),
    ),
    '## Methods',
    table(
      ['method', 'returns', 'what it does'],
      members
        .filter((m) => m.kind === 'method')
        .map((m) => [
          `\`${m.name}(${(m.parameters ?? []).map((p) => p.name + (p.optional || p.default ? '?' : '')).join(', ')})\``,
          `\`${oneLine(m.return?.type?.text)}\``,
          oneLine(m.description),
        ]),
    ),
    '## Events',
    'Every event `bubbles` and is `composed`.',
    table(
      ['event', 'when'],
      (element.events ?? []).map((e) => [`\`${e.name}\``, oneLine(e.description)]),
    ),
    '## Parts',
    'Style them with `sudoku-board::part(name)`.',
    table(
      ['part', 'what it is'],
      (element.cssParts ?? []).map((p) => [`\`${p.name}\``, oneLine(p.description)]),
    ),
    '## Custom properties',
    table(
      ['property', 'what it colours or sets'],
      (element.cssProperties ?? []).map((p) => [`\`${p.name}\``, oneLine(p.description)]),
    ),
  ].join('\n\n');
}
