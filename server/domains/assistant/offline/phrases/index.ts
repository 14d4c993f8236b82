import type { Language } from '@common/languages';
import { DA } from './da';
import { DE } from './de';
import { EN } from './en';
import { ES } from './es';
import { FI } from './fi';
import { FR } from './fr';
import { NO } from './no';
import { PT } from './pt';
import { PT_BR } from './pt-br';
import { SV } from './sv';
import type { PhraseBank } from './types';

export const PHRASE_BANKS: Record<Language, PhraseBank> = { en: EN, da: DA, sv: SV, no: NO, fi: FI, de: DE, fr: FR, es: ES, pt: PT };

/** Every bank a reply in a language may be worded from: Portuguese has the European and the Brazilian one. */
export const BANKS_OF: Record<Language, readonly PhraseBank[]> = { en: [EN], da: [DA], sv: [SV], no: [NO], fi: [FI], de: [DE], fr: [FR], es: [ES], pt: [PT, PT_BR] };

/** The bank to reply in: a Brazilian reviewer is answered in Brazilian Portuguese ('equipe', 'café da manhã', 'entre em contato'). */
export function bankFor(language: Language, variety: string | null): PhraseBank {
  return BANKS_OF[language].find((bank) => (bank.variety ?? null) === variety) ?? PHRASE_BANKS[language];
}
