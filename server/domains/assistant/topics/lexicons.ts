import type { Language } from '@common/languages';
import { DA_LEXICON } from './lexicon/da';
import { DE_LEXICON } from './lexicon/de';
import { EN_LEXICON } from './lexicon/en';
import { ES_LEXICON } from './lexicon/es';
import { FI_LEXICON } from './lexicon/fi';
import { FR_LEXICON } from './lexicon/fr';
import { NO_LEXICON } from './lexicon/no';
import { PT_LEXICON } from './lexicon/pt';
import { SV_LEXICON } from './lexicon/sv';
import type { Lexicon } from './topic-ids';

export const LEXICONS: Record<Language, Lexicon> = {
  en: EN_LEXICON,
  da: DA_LEXICON,
  sv: SV_LEXICON,
  no: NO_LEXICON,
  fi: FI_LEXICON,
  de: DE_LEXICON,
  fr: FR_LEXICON,
  es: ES_LEXICON,
  pt: PT_LEXICON,
};
