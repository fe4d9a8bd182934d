import { en } from './en.ts';
import type { StepLanguage } from '../types.ts';

export const de: StepLanguage = { ...en, lang: 'de' };
export default de;
