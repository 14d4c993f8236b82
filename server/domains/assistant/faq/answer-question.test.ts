import { describe, expect, it } from 'vitest';
import { FAQ_ANSWERS } from './faq-answers';
import { answerQuestion } from './answer-question';

describe('answerQuestion (offline assistant)', () => {
  it('answers from the FAQ in the question’s language', () => {
    expect(answerQuestion('How do I approve a reply?', 'en')).toBe(FAQ_ANSWERS.en.approve);
    expect(answerQuestion('Hvordan forbinder jeg Google?', 'en')).toBe(FAQ_ANSWERS.da.connect);
    expect(answerQuestion('Wie ändere ich den Ton der Antworten?', 'en')).toBe(FAQ_ANSWERS.de.tone);
    expect(answerQuestion('¿En qué idiomas se escriben las respuestas?', 'en')).toBe(FAQ_ANSWERS.es.languages);
    expect(answerQuestion('Comment fonctionne l’approbation automatique ?', 'en')).toBe(FAQ_ANSWERS.fr.auto);
  });

  it('falls back to the interface language and a helpful default', () => {
    expect(answerQuestion('?', 'sv')).toBe(FAQ_ANSWERS.sv.fallback);
    expect(answerQuestion('Hvad er meningen med livet?', 'da')).toBe(FAQ_ANSWERS.da.fallback);
  });
});
