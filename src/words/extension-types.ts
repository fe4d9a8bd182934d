/**
 * The extension's own words (manifest, context menu, the service worker's messages), one object per language. The
 * manifest's name, description and menu item must also be in public/_locales/<lang>/messages.json, which browsers
 * read before any code runs: test/words/locales.test.ts checks that those files say exactly what `manifest` says.
 */
export interface ExtensionWords {
  /** public/_locales' messages, by their key. */
  manifest: { extName: string; extDescription: string; menuSolve: string };
  /** The overlay's "Next step" on a board that is not 81 cells. */
  noStepGrid: string;
}
