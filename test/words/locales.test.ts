// public/_locales stays (browsers read the manifest's name, description and the menu item from it before any code
// runs), but says exactly what the catalogue says: the catalogue (src/words/<lang>/extension.ts) is the one place.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { EXTENSION_WORDS } from '../../src/words/extension-words.ts';
import { LANGS } from '../../src/words/catalogue-types.ts';

const LOCALES = new URL('../../public/_locales/', import.meta.url);

test('public/_locales has a folder for every language of the catalogue, and no other', () => {
  assert.deepEqual(readdirSync(LOCALES).sort(), [...LANGS].sort());
});

test("each language's messages.json says what the catalogue's manifest words say", () => {
  for (const lang of LANGS) {
    const file = JSON.parse(readFileSync(new URL(`${lang}/messages.json`, LOCALES), 'utf8')) as Record<
      string,
      { message: string }
    >;
    const messages = Object.fromEntries(Object.entries(file).map(([key, { message }]) => [key, message]));
    assert.deepEqual(messages, EXTENSION_WORDS[lang].manifest, lang);
  }
});
