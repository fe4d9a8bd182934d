/** The extension's words in every language (the service worker bundles them all: it is the extension's, and small). */
import { de } from './de/extension.ts';
import { en } from './en/extension.ts';
import { es } from './es/extension.ts';
import { fr } from './fr/extension.ts';
import type { ExtensionWords } from './extension-types.ts';
import type { Lang } from './catalogue-types.ts';

export const EXTENSION_WORDS: Record<Lang, ExtensionWords> = { en, de, fr, es };
export type { ExtensionWords };
