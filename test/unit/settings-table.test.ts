// The settings table (src/play/settings.ts) is the one place a setting is declared: the element's properties, the
// saved record's check and the panel are read off it, and the element's documentation (its JSDoc, which the
// API reference, docs/element/api.md, is generated from) must say the same attribute and default for each row.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { enPanel } from '../../src/words/en/board-panel.ts';
import { readSavedGame } from '../../src/play/persistence.ts';
import { SETTINGS, SETTING_KEYS, attributeOf, settingProperties, validSetting } from '../../src/play/settings.ts';

const source = readFileSync(
  new URL('../../src/components/sudoku-board/sudoku-board.component.ts', import.meta.url),
  'utf8',
);
const apiPage = readFileSync(new URL('../../docs/element/api.md', import.meta.url), 'utf8');

describe('the settings table', () => {
  it('declares each setting once: property, attribute, type and default agree with the element and its docs', () => {
    const properties = settingProperties();
    for (const key of SETTING_KEYS) {
      const { default: value } = SETTINGS[key];
      const attribute = attributeOf(key);
      assert.equal((properties[key] as { attribute: string }).attribute, attribute);
      assert.ok(source.includes(`@attr ${attribute} - `), `the element documents the attribute ${attribute}`);
      const field = new RegExp(
        `\\n  (?:override )?${key}(?:: [^=]+)? = ${JSON.stringify(value).replaceAll('"', "'")};`,
      );
      assert.match(source, field, `the element's ${key} property starts at the table's default`);
      assert.ok(apiPage.includes(`| \`${attribute}\``), `the API reference's attribute table lists ${attribute}`);
      assert.equal(typeof enPanel[key], 'string', `the panel has a word for ${key}`);
      assert.ok(validSetting(key, value), `${key}'s default passes its own check`);
    }
  });

  it("a saved record's setting is checked by the table: a value it can't hold is left out and named", () => {
    const record = (settings: unknown) =>
      JSON.stringify({
        version: 1,
        givens: '.'.repeat(81),
        values: '.'.repeat(81),
        notes: new Array(81).fill(0),
        moves: [],
        position: 0,
        elapsedMs: 0,
        solved: false,
        settings,
      });
    const good = readSavedGame(record({ mistakeLimit: 3, inputMode: 'digit-first', noPeerHighlight: true }));
    assert.deepEqual(good.game?.settings, { mistakeLimit: 3, inputMode: 'digit-first', noPeerHighlight: true });
    const bad = readSavedGame(record({ mistakeLimit: 100, inputMode: 'any', noPeerHighlight: 'yes', future: 1 }));
    assert.deepEqual(bad.game?.settings, {});
    assert.deepEqual(bad.dropped, ['the setting mistakeLimit', 'the setting inputMode', 'the setting noPeerHighlight']);
  });
});
