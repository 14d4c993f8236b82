import type { Language } from '@common/languages';
import { DA_SAMPLES } from './samples/da';
import { DE_SAMPLES } from './samples/de';
import { EN_SAMPLES } from './samples/en';
import { ES_SAMPLES } from './samples/es';
import { FI_SAMPLES } from './samples/fi';
import { FR_SAMPLES } from './samples/fr';
import { NO_SAMPLES } from './samples/no';
import { PT_SAMPLES } from './samples/pt';
import { SV_SAMPLES } from './samples/sv';
import type { ReviewSample } from './samples/sample';

export type { ReviewSample };

/** 25 realistic reviews per language (cafés, restaurants, hotels, salons, clinics; short and long; 1-5 stars). */
export const SAMPLES_BY_LANGUAGE: Record<Language, ReviewSample[]> = {
  en: EN_SAMPLES,
  da: DA_SAMPLES,
  sv: SV_SAMPLES,
  no: NO_SAMPLES,
  fi: FI_SAMPLES,
  de: DE_SAMPLES,
  fr: FR_SAMPLES,
  es: ES_SAMPLES,
  pt: PT_SAMPLES,
};

export const REVIEW_SAMPLES: ReviewSample[] = Object.values(SAMPLES_BY_LANGUAGE).flat();
