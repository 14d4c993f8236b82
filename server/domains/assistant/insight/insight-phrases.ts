import type { Language } from '@common/languages';
import type { Sentiment } from '../types';

/** How the AI Insight sentence is built in each interface language. */
export interface InsightPhrases {
  stars: (n: number) => string;
  and: string;
  positive: (stars: string, topics: string | null) => string;
  negative: (stars: string, topics: string | null) => string;
  mixed: (stars: string, praised: string | null, criticised: string | null) => string;
  ratingOnly: (stars: string) => string;
  noRating: (tone: string) => string;
  tone: Record<Sentiment, string>;
  written: (language: string) => string;
}

const mixedWith = (head: string, p: string | null, n: string | null, praise: string, criticism: string, sep = ': ') =>
  `${head}${p || n ? sep : ''}${p ? `${praise} ${p}` : ''}${p && n ? ', ' : ''}${n ? `${criticism} ${n}` : ''}.`;

export const INSIGHT_PHRASES: Record<Language, InsightPhrases> = {
  en: {
    stars: (n) => (n === 1 ? '1 star' : `${n} stars`), and: 'and',
    positive: (s, t) => (t ? `Positive review (${s}) praising ${t}.` : `Positive review (${s}).`),
    negative: (s, t) => (t ? `Negative review (${s}) with complaints about ${t}.` : `Negative review (${s}).`),
    mixed: (s, p, n) => mixedWith(`Mixed review (${s})`, p, n, 'praises', 'criticises'),
    ratingOnly: (s) => `Rating of ${s} without text.`, noRating: (tone) => `Review without stars; the tone is ${tone}.`,
    tone: { positive: 'positive', neutral: 'neutral', negative: 'negative' }, written: (l) => `Written in ${l}.`,
  },
  da: {
    stars: (n) => (n === 1 ? '1 stjerne' : `${n} stjerner`), and: 'og',
    positive: (s, t) => (t ? `Positiv anmeldelse (${s}), der roser ${t}.` : `Positiv anmeldelse (${s}).`),
    negative: (s, t) => (t ? `Negativ anmeldelse (${s}) med kritik af ${t}.` : `Negativ anmeldelse (${s}).`),
    mixed: (s, p, n) => mixedWith(`Blandet anmeldelse (${s})`, p, n, 'ros af', 'kritik af'),
    ratingOnly: (s) => `Bedømmelse på ${s} uden tekst.`, noRating: (tone) => `Anmeldelse uden stjerner; tonen er ${tone}.`,
    tone: { positive: 'positiv', neutral: 'neutral', negative: 'negativ' }, written: (l) => `Skrevet på ${l}.`,
  },
  sv: {
    stars: (n) => (n === 1 ? '1 stjärna' : `${n} stjärnor`), and: 'och',
    positive: (s, t) => (t ? `Positiv recension (${s}) som berömmer ${t}.` : `Positiv recension (${s}).`),
    negative: (s, t) => (t ? `Negativ recension (${s}) med kritik mot ${t}.` : `Negativ recension (${s}).`),
    mixed: (s, p, n) => mixedWith(`Blandad recension (${s})`, p, n, 'beröm för', 'kritik mot'),
    ratingOnly: (s) => `Betyg på ${s} utan text.`, noRating: (tone) => `Recension utan stjärnor; tonen är ${tone}.`,
    tone: { positive: 'positiv', neutral: 'neutral', negative: 'negativ' }, written: (l) => `Skriven på ${l}.`,
  },
  no: {
    stars: (n) => (n === 1 ? '1 stjerne' : `${n} stjerner`), and: 'og',
    positive: (s, t) => (t ? `Positiv anmeldelse (${s}) som roser ${t}.` : `Positiv anmeldelse (${s}).`),
    negative: (s, t) => (t ? `Negativ anmeldelse (${s}) med kritikk av ${t}.` : `Negativ anmeldelse (${s}).`),
    mixed: (s, p, n) => mixedWith(`Blandet anmeldelse (${s})`, p, n, 'ros for', 'kritikk av'),
    ratingOnly: (s) => `Vurdering på ${s} uten tekst.`, noRating: (tone) => `Anmeldelse uten stjerner; tonen er ${tone}.`,
    tone: { positive: 'positiv', neutral: 'nøytral', negative: 'negativ' }, written: (l) => `Skrevet på ${l}.`,
  },
  fi: {
    stars: (n) => (n === 1 ? '1 tähti' : `${n} tähteä`), and: 'ja',
    positive: (s, t) => (t ? `Myönteinen arvostelu (${s}), kehuja: ${t}.` : `Myönteinen arvostelu (${s}).`),
    negative: (s, t) => (t ? `Kielteinen arvostelu (${s}), moitteita: ${t}.` : `Kielteinen arvostelu (${s}).`),
    mixed: (s, p, n) => mixedWith(`Vaihteleva arvostelu (${s})`, p, n, 'kehuja:', 'moitteita:'),
    ratingOnly: (s) => `Arvio ${s} ilman tekstiä.`, noRating: (tone) => `Arvostelu ilman tähtiä; sävy on ${tone}.`,
    tone: { positive: 'myönteinen', neutral: 'neutraali', negative: 'kielteinen' }, written: (l) => `Kirjoituskieli: ${l}.`,
  },
  de: {
    stars: (n) => (n === 1 ? '1 Stern' : `${n} Sterne`), and: 'und',
    positive: (s, t) => (t ? `Positive Bewertung (${s}) mit Lob für ${t}.` : `Positive Bewertung (${s}).`),
    negative: (s, t) => (t ? `Negative Bewertung (${s}) mit Kritik an ${t}.` : `Negative Bewertung (${s}).`),
    mixed: (s, p, n) => mixedWith(`Gemischte Bewertung (${s})`, p, n, 'Lob für', 'Kritik an'),
    ratingOnly: (s) => `Bewertung mit ${s} ohne Text.`, noRating: (tone) => `Bewertung ohne Sterne; der Ton ist ${tone}.`,
    tone: { positive: 'positiv', neutral: 'neutral', negative: 'negativ' }, written: (l) => `Verfasst auf ${l}.`,
  },
  fr: {
    stars: (n) => (n === 1 ? '1 étoile' : `${n} étoiles`), and: 'et',
    positive: (s, t) => (t ? `Avis positif (${s}) qui salue : ${t}.` : `Avis positif (${s}).`),
    negative: (s, t) => (t ? `Avis négatif (${s}), critiques sur : ${t}.` : `Avis négatif (${s}).`),
    mixed: (s, p, n) => mixedWith(`Avis mitigé (${s})`, p, n, 'points forts :', 'points faibles :', ' – '),
    ratingOnly: (s) => `Note de ${s} sans commentaire.`, noRating: (tone) => `Avis sans étoiles ; le ton est ${tone}.`,
    tone: { positive: 'positif', neutral: 'neutre', negative: 'négatif' }, written: (l) => `Rédigé en ${l}.`,
  },
  es: {
    stars: (n) => (n === 1 ? '1 estrella' : `${n} estrellas`), and: 'y',
    positive: (s, t) => (t ? `Reseña positiva (${s}) que elogia: ${t}.` : `Reseña positiva (${s}).`),
    negative: (s, t) => (t ? `Reseña negativa (${s}) con quejas sobre: ${t}.` : `Reseña negativa (${s}).`),
    mixed: (s, p, n) => mixedWith(`Reseña mixta (${s})`, p, n, 'elogia:', 'critica:'),
    ratingOnly: (s) => `Valoración de ${s} sin texto.`, noRating: (tone) => `Reseña sin estrellas; el tono es ${tone}.`,
    tone: { positive: 'positivo', neutral: 'neutro', negative: 'negativo' }, written: (l) => `Escrita en ${l}.`,
  },
  pt: {
    stars: (n) => (n === 1 ? '1 estrela' : `${n} estrelas`), and: 'e',
    positive: (s, t) => (t ? `Avaliação positiva (${s}) que elogia: ${t}.` : `Avaliação positiva (${s}).`),
    negative: (s, t) => (t ? `Avaliação negativa (${s}) com queixas sobre: ${t}.` : `Avaliação negativa (${s}).`),
    mixed: (s, p, n) => mixedWith(`Avaliação mista (${s})`, p, n, 'elogia:', 'critica:'),
    ratingOnly: (s) => `Classificação de ${s} sem texto.`, noRating: (tone) => `Avaliação sem estrelas; o tom é ${tone}.`,
    tone: { positive: 'positivo', neutral: 'neutro', negative: 'negativo' }, written: (l) => `Escrita em ${l}.`,
  },
};
