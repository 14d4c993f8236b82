import type { Language } from '../../types';
import { da } from './da';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fi } from './fi';
import { fr } from './fr';
import { no } from './no';
import { pt } from './pt';
import { sv } from './sv';
import type { LanguageBank } from './types';

export type { BankText, LanguageBank, Topic } from './types';

/**
 * The review text bank, by language. Exported so the AI drafting tests can use the same natural texts
 * (with their language, rating and topics) that the emulator serves.
 */
export const TEXT_BANK: Record<Language, LanguageBank> = { da, en, sv, no, fi, de, fr, es, pt };
