import { en } from './en.ts';
import type { StepLanguage } from '../types.ts';

export const es: StepLanguage = { ...en, lang: 'es' };
export default es;
