// `--lang` for grade and hint, and the default from the environment (LC_ALL, then LC_MESSAGES, then LANG).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { nextStep } from '../../src/engine/grade/index.ts';
import { STEP_WORDS } from '../../src/words/all.ts';
import { describeHint } from '../../src/words/describe.ts';
import { langFromEnv } from '../../src/cli/language-from-env.ts';
import { TOP95_1 } from './fixtures.ts';
import { gridFromLine, sudoku } from './run-cli.ts';

const hintIn = (lang: 'en' | 'de' | 'fr' | 'es'): string =>
  `${describeHint(nextStep(gridFromLine(TOP95_1)), STEP_WORDS[lang]).replace(/\.?$/, '.')}\n`;

test('hint --lang de prints the step in German', () => {
  const { status, stdout, stderr } = sudoku(['hint', '--lang', 'de'], `${TOP95_1}\n`);
  assert.equal(status, 0);
  assert.equal(stderr, '');
  assert.equal(stdout, hintIn('de'));
  assert.notEqual(stdout, hintIn('en'));
  assert.match(stdout, /Zeile|Spalte|Block/);
});

test('grade --lang fr names the techniques in French; --format json words the steps in French', () => {
  const text = sudoku(['grade', '--lang', 'fr'], `${TOP95_1}\n`);
  assert.equal(text.status, 0);
  assert.match(text.stdout, /^ {2}Singleton caché: \d+$/m);
  const json = sudoku(['grade', '--lang', 'fr', '--format', 'json'], `${TOP95_1}\n`);
  const steps = (JSON.parse(json.stdout) as { steps: { name: string; text: string }[] }).steps;
  assert.ok(steps.some((s) => s.name === 'Singleton caché'));
  assert.ok(
    steps.every((s) => !/ removes | has only one place /.test(s.text)),
    'no English sentence left',
  );
});

test('the language comes from LC_ALL, then LC_MESSAGES, then LANG; an unknown one, C or none is English', () => {
  assert.equal(langFromEnv({ LANG: 'de_DE.UTF-8' }), 'de');
  assert.equal(langFromEnv({ LC_MESSAGES: 'es_ES.UTF-8', LANG: 'de_DE.UTF-8' }), 'es');
  assert.equal(langFromEnv({ LC_ALL: 'fr_CA', LC_MESSAGES: 'es_ES', LANG: 'de_DE' }), 'fr');
  assert.equal(langFromEnv({ LC_ALL: '', LANG: 'fr_FR' }), 'fr', 'an empty variable is unset');
  assert.equal(langFromEnv({ LANG: 'C' }), 'en');
  assert.equal(langFromEnv({ LANG: 'ja_JP.UTF-8' }), 'en');
  assert.equal(langFromEnv({}), 'en');
  assert.equal(langFromEnv(undefined), 'en');
  const { stdout } = sudoku(['hint'], `${TOP95_1}\n`, { LANG: 'es_ES.UTF-8' });
  assert.equal(stdout, hintIn('es'));
  const english = sudoku(['hint', '--lang', 'en'], `${TOP95_1}\n`, { LANG: 'es_ES.UTF-8' });
  assert.equal(english.stdout, hintIn('en'), '--lang wins over the environment');
});

test('an unknown --lang is a usage error naming the languages', () => {
  const { status, stderr } = sudoku(['hint', '--lang', 'xx'], `${TOP95_1}\n`);
  assert.equal(status, 1);
  assert.match(stderr, /--lang must be one of en, de, fr, es \(got 'xx'\)/);
});
