import type { Language } from '@common/languages';
import { detectLanguage } from '../language/detect-language';
import { compilePatterns } from '../topics/patterns';
import { FAQ_ANSWERS, type FaqTopic } from './faq-answers';

/** Words that point to each answer, in all nine languages (stems). */
const KEYWORDS: Record<Exclude<FaqTopic, 'fallback'>, string[]> = {
  approve: ['approv*', 'godkend*', 'godkjenn*', 'godkänn*', 'hyväksy*', 'freigeb*', 'freigabe', 'genehmig*', 'approuv*', 'aprob*', 'aprova*', 'post', 'posting', 'publish*', 'udgiv*', 'publiser*', 'publicer*', 'julkai*', 'veröffentlich*', 'publier', 'publica*'],
  tone: ['tone', 'tonen', 'ton', 'tone of voice', 'sävy*', 'tono', 'tom', 'style', 'stil', 'stilen', 'tyyli*', 'estilo', 'formal*', 'friendly', 'casual'],
  auto: ['auto', 'automat*', 'automaattis*', 'automatiq*', 'automátic*', 'automátic*'],
  connect: ['google', 'connect*', 'forbind*', 'tilslut*', 'koble*', 'koppla*', 'anslut*', 'yhdist*', 'verbind*', 'connecter', 'conectar*', 'ligar', 'platform*', 'plattform*', 'alusta*', 'plataforma*', 'plateforme*', 'sync*', 'synkron*'],
  languages: ['language*', 'sprog*', 'språk*', 'kiel*', 'sprache*', 'langue*', 'idioma*', 'língua*', 'lingua*', 'translat*', 'oversæt*', 'oversett*', 'översätt*', 'käännä*', 'übersetz*', 'tradu*'],
  email: ['email', 'e-mail', 'mail', 'e-post', 'epost', 'sähköposti*', 'correo*', 'courriel*', 'contact*', 'kontakt*', 'yhteys*', 'contacto*'],
};
const MATCHERS = Object.entries(KEYWORDS).map(([topic, words]) => [topic as FaqTopic, compilePatterns(words, 'giu')] as const);

/** The assistant's offline answer: the best-matching FAQ entry, in the question's language or the interface's. */
export function answerQuestion(question: string, uiLanguage: Language): string {
  const detected = detectLanguage(question, uiLanguage);
  const language = detected.fellBack ? uiLanguage : detected.language;
  let best: FaqTopic = 'fallback';
  let bestScore = 0;
  for (const [topic, matcher] of MATCHERS) {
    const score = question.match(matcher)?.length ?? 0;
    if (score > bestScore) {
      best = topic;
      bestScore = score;
    }
  }
  return FAQ_ANSWERS[language][best];
}
