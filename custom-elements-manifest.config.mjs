// The analyzer's settings for `npm run manifest`. The element's settings are declared in one table
// (src/play/settings.ts) and spread into its `static properties`, which the analyzer can't read: each setting's
// attribute (its property's name in kebab case, as the table has it) is linked here to the documented property, so
// the manifest (and the README's tables printed from it) give its type, default and description as for any other.
const camel = (name) => name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());

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
  ],
};
