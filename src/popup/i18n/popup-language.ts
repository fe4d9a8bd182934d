/**
 * The popup's language: the browser's UI language when the popup speaks it (English, German, French, Spanish; the
 * board's languages), else English. Its own words (popup-words.ts and its siblings) and the board's catalogue in
 * that language (level names, technique names, the trainer's and the statistics' words), so the popup and the
 * board in it speak one language. All four are in the popup's bundle: it is the extension's, and small.
 */
import type { Level } from '../../engine/levels.ts';
import { en as enBoard } from '../../components/sudoku-board/i18n/en.ts';
import { enStatistics } from '../../components/sudoku-board/i18n/en-statistics.ts';
import { enTrainer } from '../../components/sudoku-board/i18n/en-trainer.ts';
import deBoard from '../../components/sudoku-board/i18n/locales/de.ts';
import esBoard from '../../components/sudoku-board/i18n/locales/es.ts';
import frBoard from '../../components/sudoku-board/i18n/locales/fr.ts';
import type { StatisticsStrings, Strings, TrainerStrings } from '../../components/sudoku-board/i18n/strings.ts';
import { uiLanguage } from '../ui-language.ts';
import { de } from './de.ts';
import { en, type PopupWords } from './popup-words.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';

export interface PopupLanguage {
  /** The language's code, for the popup's `lang`. */
  lang: string;
  words: PopupWords;
  /** The board's words in this language (levels, technique names). */
  board: Strings;
  trainer: TrainerStrings;
  statistics: StatisticsStrings;
}

const LANGUAGES: Record<string, PopupLanguage> = {
  en: { lang: 'en', words: en, board: enBoard, trainer: enTrainer, statistics: enStatistics },
  de: { lang: 'de', words: de, board: deBoard, trainer: deBoard.trainer, statistics: deBoard.statistics },
  fr: { lang: 'fr', words: fr, board: frBoard, trainer: frBoard.trainer, statistics: frBoard.statistics },
  es: { lang: 'es', words: es, board: esBoard, trainer: esBoard.trainer, statistics: esBoard.statistics },
};

/** The language for a BCP 47 tag (default: the browser's UI language): its primary language, or English. */
export function popupLanguage(tag: string = uiLanguage()): PopupLanguage {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return Object.hasOwn(LANGUAGES, primary) ? LANGUAGES[primary] : LANGUAGES.en;
}

/** A level's name as a label ("Medium", "Mittel"). */
export const levelLabel = (language: PopupLanguage, level: Level): string => {
  const name = language.board.levels[level];
  return name.charAt(0).toUpperCase() + name.slice(1);
};
