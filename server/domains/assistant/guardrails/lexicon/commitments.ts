import type { Language } from '@common/languages';

export type CommitmentKind = 'refund' | 'discount' | 'free' | 'compensation' | 'guarantee' | 'date';

/** Words that promise something (rule 2), per language; 'date' lists days and relative dates. */
export const COMMITMENT_WORDS: Record<Language, Partial<Record<CommitmentKind, string[]>>> = {
  en: {
    refund: ['refund*', 'reimburs*', 'money back', 'pay you back'], discount: ['discount*', 'voucher*', 'coupon*', 'promo code*', '% off', 'percent off'],
    free: ['free of charge', 'for free', 'free meal*', 'free drink*', 'free dessert*', 'free night*', 'free coffee', 'free treatment*', 'complimentary', 'on the house'],
    compensation: ['compensat*'], guarantee: ['guarantee*', 'we promise', 'i promise', 'promise you', 'will never happen again'],
    date: ['tomorrow', 'next week', 'next month', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'within * days'],
  },
  da: {
    refund: ['refus*', 'tilbagebetal*', 'pengene tilbage'], discount: ['rabat*', 'gavekort*', 'kupon*', 'voucher*'],
    free: ['gratis', 'på husets regning', 'uden beregning'], compensation: ['kompens*', 'erstatning*', 'godtgør*'],
    guarantee: ['garant*', 'vi lover', 'jeg lover', 'sker aldrig igen'], date: ['i morgen', 'imorgen', 'næste uge', 'næste måned', 'mandag', 'tirsdag', 'onsdag', 'torsdag', 'fredag', 'lørdag', 'søndag'],
  },
  no: {
    refund: ['refus*', 'tilbakebetal*', 'pengene tilbake'], discount: ['rabatt*', 'gavekort*', 'kupong*'],
    free: ['gratis', 'på huset', 'uten kostnad'], compensation: ['kompens*', 'erstatning*', 'godtgjør*'],
    guarantee: ['garant*', 'vi lover', 'jeg lover', 'skjer aldri igjen'], date: ['i morgen', 'neste uke', 'neste måned', 'mandag', 'tirsdag', 'onsdag', 'torsdag', 'fredag', 'lørdag', 'søndag'],
  },
  sv: {
    refund: ['återbetal*', 'pengarna tillbaka'], discount: ['rabatt*', 'presentkort*', 'kupong*'],
    free: ['gratis', 'kostnadsfri*', 'bjuder på'], compensation: ['kompens*', 'ersättning*', 'gottgör*'],
    guarantee: ['garant*', 'vi lovar', 'jag lovar', 'händer aldrig igen'], date: ['i morgon', 'imorgon', 'nästa vecka', 'nästa månad', 'måndag', 'tisdag', 'onsdag', 'torsdag', 'fredag', 'lördag', 'söndag'],
  },
  fi: {
    refund: ['hyvit*', 'palautamme rahat', 'rahat takaisin'], discount: ['alennu*', 'alennus', 'lahjakort*', 'kuponki*'],
    free: ['ilmai*', 'veloituksetta', 'talon piikkiin'], compensation: ['korvau*', 'korvaamme', 'hyvitys*'],
    guarantee: ['takaa*', 'takuu*', 'lupaamme', 'lupaan'], date: ['huomenna', 'ensi viikolla', 'ensi kuussa', 'maanantai*', 'tiistai*', 'keskiviikko*', 'torstai*', 'perjantai*', 'lauantai*', 'sunnuntai*'],
  },
  de: {
    refund: ['erstatt*', 'rückerstatt*', 'geld zurück', 'zurückzahl*'], discount: ['rabatt*', 'gutschein*', 'ermäßigung*', 'nachlass'],
    free: ['kostenlos*', 'gratis', 'umsonst', 'aufs haus', 'geht auf uns'], compensation: ['entschädig*', 'kompensation*', 'wiedergutmachung'],
    guarantee: ['garant*', 'versprechen', 'wir versprechen', 'ich verspreche'], date: ['morgen', 'nächste woche', 'nächsten monat', 'montag', 'dienstag', 'mittwoch', 'donnerstag', 'freitag', 'samstag', 'sonntag'],
  },
  fr: {
    refund: ['rembours*'], discount: ['réduction*', 'remise*', 'bon d’achat', 'bon de réduction', 'code promo'],
    free: ['gratuit*', 'offert*', 'offerte*', 'aux frais de la maison'], compensation: ['compens*', 'dédommag*', 'indemnis*'],
    guarantee: ['garanti*', 'nous promettons', 'je promets', 'nous vous promettons'], date: ['demain', 'la semaine prochaine', 'le mois prochain', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
  },
  es: {
    refund: ['reembols*', 'devolver el dinero', 'devolución del importe'], discount: ['descuento*', 'cupón', 'cupones', 'vale regalo', 'código promocional'],
    free: ['gratis', 'gratuit*', 'invita la casa', 'cortesía de la casa'], compensation: ['compens*', 'indemniz*'],
    guarantee: ['garantiz*', 'garantía*', 'le prometemos', 'te prometemos', 'prometemos'], date: ['mañana', 'la semana que viene', 'la próxima semana', 'el mes que viene', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
  },
  pt: {
    refund: ['reembols*', 'devolver o dinheiro', 'devolução do valor'], discount: ['desconto*', 'cupão', 'cupom', 'vale de oferta', 'voucher*'],
    free: ['grátis', 'gratuit*', 'oferta da casa', 'por conta da casa'], compensation: ['compens*', 'indemniz*'],
    guarantee: ['garant*', 'prometemos', 'prometo'], date: ['amanhã', 'na próxima semana', 'no próximo mês', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado', 'domingo'],
  },
};

/** Words that negate a permission in custom instructions ('never offer discounts'). */
export const INSTRUCTION_NEGATIONS = [
  'never', 'not', "don't", 'do not', 'no', 'aldrig', 'ikke', 'ingen', 'aldri', 'inte', 'aldrig', 'ei', 'älä', 'koskaan',
  'nie', 'nicht', 'keine', 'kein', 'jamais', 'pas', 'ne', 'nunca', 'no', 'não', 'sin', 'sem',
];
