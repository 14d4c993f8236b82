import type { Language } from '@common/languages';
import type { IntentLexicon } from '../intent-lexicon';
import { da } from './da';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fi } from './fi';
import { fr } from './fr';
import { no } from './no';
import { pt } from './pt';
import { sv } from './sv';

export const LEXICONS: Record<Language, IntentLexicon> = { da, de, en, es, fi, fr, no, pt, sv };
