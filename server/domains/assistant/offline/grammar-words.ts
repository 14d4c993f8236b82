import type { Language } from '@common/languages';

/**
 * Words of five and six letters that build sentences rather than say something: pronouns, possessives, auxiliaries,
 * prepositions and conjunctions. A reply says them in sentence after sentence ('votre visite … votre message'), where
 * the same word of its own said twice ('de varme ord … det varmer', 'gärna … gärna') reads as an echo.
 */
const WORDS: Record<Language, string> = {
  en: 'about above after again along among around being below could every their there these those which where while would should other others under until still since quite thing things whole before behind during across within little enough almost either rather unless though',
  da: 'efter fordi under noget nogen andre anden andet denne dette disse hvert hvilke kunne skulle ville havde bliver blive været endnu aldrig altid sammen mellem inden siden eller heller vores jeres deres hende netop derfor ellers stadig nemlig',
  sv: 'efter under något några andra annat denna detta dessa vilka vilket kunna skulle varit blivit också aldrig alltid mellan sedan eller heller deras honom henne själv redan medan därför kanske genom inför bland samma',
  no: 'etter fordi under andre annen annet denne dette disse hvilke kunne skulle ville hadde blitt aldri alltid mellom siden eller heller deres henne derfor kanskje gjennom samme',
  fi: 'meille meitä meidän siitä sinut sinua sinun teille teidän olemme olimme olisi olette olivat kuten vielä koska jotta mutta sitten tämän tässä tällä kanssa kaikki',
  de: 'haben hatte hätten werden würde würden wurde wären waren warst können könnte konnte möchte sollte dürfen müssen immer schon nicht etwas diese dieser dieses diesen einem einen einer eines ihnen ihren ihrer ihrem deine deinen deiner deinem euren unser unsere unsrer allen alles durch gegen unter damit dafür darum davon dabei daran darauf',
  fr: 'votre notre avoir avons aient étaient était soyez serez serons seront cette celle celui toute toutes aussi encore comme depuis avant après entre leurs quand alors moins sommes faire chaque autre autres mêmes',
  es: 'sobre desde hasta entre hacia según porque cuando donde mucho mucha muchos usted ellos ellas estos estas había habían hemos haber sería están estar estuvo fueron todos todas otras otros tanto tanta puede pueda mismo misma antes luego ahora nunca además',
  pt: 'muito muita muitos muitas sobre desde entre porque quando nossa nosso nossos nossas ainda assim também todos todas outra outro outros outras mesmo mesma antes depois agora nunca tanto tanta pelas pelos desta deste nesta neste foram estar estava estão temos tenha tenham seria serão possa',
};

const SETS = new Map(Object.entries(WORDS).map(([language, words]) => [language, new Set(words.split(' '))]));

export const isGrammarWord = (language: Language, word: string): boolean => SETS.get(language)?.has(word) ?? false;
