import { en } from './en.ts';
import type { StepLanguage } from '../types.ts';

export const fr: StepLanguage = { ...en, lang: 'fr' };
export default fr;
