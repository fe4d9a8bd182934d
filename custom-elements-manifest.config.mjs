// The analyzer's settings for `npm run manifest`. The element's settings are declared in one table
// (src/play/settings.ts) and spread into its `static properties`, which the analyzer can't read: each setting's
// attribute (its property's name in kebab case, as the table has it) is linked here to the documented property, so
// the manifest (and the README's tables printed from it) give its type, default and description as for any other.
const camel = (name) => name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());

// The package's main entry, where `import 'sudoku-web'` finds the element (the cdn/ bundle exports the same class).
const ENTRY = 'dist/esm/sudoku-board.js';

/** Not the element's API: JS-private (`#x`), TypeScript private/protected, `_underscored` or tagged `@internal`. */
const hidden = (item) =>
  item.privacy === 'private' ||
  item.privacy === 'protected' ||
  /^[#_]/.test(item.name) ||
  /@internal\b/.test(item.description ?? '');

/** The element's public face alone, with nothing pointing at the internal base classes it is built from. */
function publicFace(declaration) {
  const strip = (items) => items?.filter((item) => !hidden(item)).map(({ inheritedFrom: _, ...item }) => item);
  return {
    ...declaration,
    // BoardApi, BoardHost, BoardSaves, BoardCore and BoardBase are src/ files, none of them in the package: what
    // they give the element is listed on it. Its nearest public ancestor is Lit's.
    superclass: { name: 'LitElement', package: 'lit' },
    members: strip(declaration.members),
    attributes: strip(declaration.attributes),
    events: strip(declaration.events),
  };
}

export default {
  plugins: [
    {
      name: 'setting-attributes',
      packageLinkPhase({ customElementsManifest }) {
        for (const module of customElementsManifest.modules) {
          for (const declaration of module.declarations ?? []) {
            for (const attribute of declaration.attributes ?? []) {
              if (attribute.fieldName) continue;
              const field = declaration.members?.find((m) => m.kind === 'field' && m.name === camel(attribute.name));
              if (!field) continue;
              attribute.fieldName = field.name;
              attribute.type = field.type;
              if (field.default !== undefined) attribute.default = field.default;
              if (field.description) attribute.description = field.description;
              field.attribute = attribute.name;
            }
          }
        }
      },
    },
    {
      // The analyzer describes src/*.ts, which the package doesn't ship: the manifest names the module a user
      // imports (dist/esm/sudoku-board.js) and lists only the custom element in it, without private members.
      name: 'package-paths',
      packageLinkPhase({ customElementsManifest }) {
        const element = customElementsManifest.modules
          .flatMap((module) => module.declarations ?? [])
          .find((declaration) => declaration.customElement && declaration.tagName === 'sudoku-board');
        if (!element) throw new Error('custom-elements manifest: <sudoku-board> not found');
        const declaration = { name: element.name, module: ENTRY };
        customElementsManifest.modules = [
          {
            kind: 'javascript-module',
            path: ENTRY,
            declarations: [publicFace(element)],
            exports: [
              { kind: 'js', name: element.name, declaration },
              { kind: 'custom-element-definition', name: element.tagName, declaration },
            ],
          },
        ];
      },
    },
  ],
};
