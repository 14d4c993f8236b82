import type { Language } from '@common/languages';
import { DA } from './da';
import { DE } from './de';
import { EN } from './en';
import { ES } from './es';
import { FI } from './fi';
import { FR } from './fr';
import { NO } from './no';
import { PT } from './pt';
import { SV } from './sv';
import type { PhraseBank } from './types';

export const PHRASE_BANKS: Record<Language, PhraseBank> = { en: EN, da: DA, sv: SV, no: NO, fi: FI, de: DE, fr: FR, es: ES, pt: PT };
