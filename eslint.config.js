// @ts-check
import tseslint from 'typescript-eslint';
import { configs as litConfigs } from 'eslint-plugin-lit';
import { configs as wcConfigs } from 'eslint-plugin-wc';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/'] },
  ...tseslint.configs.recommended,
  litConfigs['flat/recommended'],
  wcConfigs['flat/recommended'],
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // src/play is DOM-free and shared by the element and the popup (tested under Node): it imports neither Lit nor
    // either face.
    files: ['src/play/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['lit', 'lit/*', '@lit/*'], message: 'src/play is DOM-free: no Lit.' },
            { group: ['**/components/**', '**/popup/**'], message: 'src/play imports no face: the faces import it.' },
          ],
        },
      ],
    },
  },
  {
    // The element's startup bundle has a size budget: decorators would add their helper and Lit's decorator module.
    files: ['src/components/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          name: 'lit/decorators.js',
          message: 'Declare reactive properties in `static properties` (0.6 KB gzipped smaller).',
        },
      ],
    },
  },
);
