/**
 * The popup's language: the browser's UI language when the popup speaks it (English, German, French, Spanish; the
 * board's languages), else English. Its own words (popup-words.ts and its siblings) and the board's catalogue in
 * that language (level names, technique names, the trainer's and the statistics' words), so the popup and the
 * board in it speak one language. All four are in the popup's bundle: it is the extension's, and small.
 */
import type { Level } from '../../engine/levels.ts';
import { en as enBoard } from '../../words/en/board.ts';
import { enStatistics } from '../../words/en/board-statistics.ts';
import { enTrainer } from '../../words/en/board-trainer.ts';
import deBoard from '../../words/de/board.ts';
import esBoard from '../../words/es/board.ts';
import frBoard from '../../words/fr/board.ts';
import type { StatisticsStrings, Strings, TrainerStrings } from '../../words/board-types.ts';
import { uiLanguage } from '../ui-language.ts';
import { de } from '../../words/de/popup.ts';
import { en, type PopupWords } from '../../words/en/popup.ts';
import { es } from '../../words/es/popup.ts';
import { fr } from '../../words/fr/popup.ts';

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
