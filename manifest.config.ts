import { defineManifest } from '@crxjs/vite-plugin';
import pkg from './package.json' with { type: 'json' };

/**
 * MV3 manifest. Permissions stay minimal on purpose: no host permissions and no content scripts, so the
 * extension can read a page only when the user invokes it there (activeTab).
 */
export default defineManifest({
  manifest_version: 3,
  name: 'Sudoku',
  description: 'Play Sudoku by difficulty, and solve any Sudoku grid you select on a page.',
  version: pkg.version,
  action: {
    default_title: 'Sudoku',
    default_popup: 'src/popup/index.html',
  },
});
