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
import type { PhraseBank, TopicPhrase } from './types';

export const PHRASE_BANKS: Record<Language, PhraseBank> = { en: EN, da: DA, sv: SV, no: NO, fi: FI, de: DE, fr: FR, es: ES, pt: PT };

/** Every bank a reply in a language may be worded from: Portuguese has the European and the Brazilian one. */
export const BANKS_OF: Record<Language, readonly PhraseBank[]> = { en: [EN], da: [DA], sv: [SV], no: [NO], fi: [FI], de: [DE], fr: [FR], es: [ES], pt: [PT, PT_BR] };

/** The bank to reply in: a Brazilian reviewer is answered in Brazilian Portuguese ('equipe', 'café da manhã', 'entre em contato'). */
export function bankFor(language: Language, variety: string | null, industry: string | null = null): PhraseBank {
  const bank = BANKS_OF[language].find((one) => (one.variety ?? null) === variety) ?? PHRASE_BANKS[language];
  return industry !== null && BY_APPOINTMENT.has(industry) && bank.appointment ? withAppointments(bank, bank.appointment) : bank;
}

/** Businesses one books an appointment at rather than a table or a room. */
const BY_APPOINTMENT: ReadonlySet<string> = new Set(['salon', 'clinic']);

const appointmentBanks = new WeakMap<PhraseBank, PhraseBank>();

/** The bank with the booking named as an appointment, made once per bank. */
function withAppointments(bank: PhraseBank, appointment: TopicPhrase): PhraseBank {
  let made = appointmentBanks.get(bank);
  if (!made) {
    made = { ...bank, topics: { ...bank.topics, booking: appointment } };
    appointmentBanks.set(bank, made);
  }
  return made;
}
