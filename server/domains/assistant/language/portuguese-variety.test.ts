import { describe, expect, it } from 'vitest';
import { isBrazilian } from './portuguese-variety';
import VARIETIES from './samples/portuguese-varieties.json';

describe('isBrazilian', () => {
  it('knows Brazil by its words, spellings and grammar', () => {
    for (const text of [
      'Atendimento nota 10, a equipe é super atenciosa!',
      'O café da manhã é maravilhoso, tudo caseiro.',
      'A vendedora me ajudou a achar o tamanho certo.',
      'Me atenderam super bem, voltarei com certeza.',
      'Fiquei 40 minutos esperando e ninguém veio.',
      'Dr. Paulo salvou meu dente kkk',
      'Prato econômico e gostoso, o garçom foi um amor.',
      'Paguei R$ 150 por um corte horrível.',
    ]) expect(isBrazilian(text), text).toBe(true);
  });

  it('knows Portugal by its own, and takes a review with no sign of either as European', () => {
    for (const text of [
      'O pequeno-almoço estava ótimo e a equipa foi muito simpática.',
      'Estive à espera meia hora e ninguém me atendeu.',
      'Atenderam-me muito bem, recomendo a toda a gente.',
      'Ficámos imenso tempo a esperar pela conta.',
      'O corte ficou lindo, adorei.',
      'Comida boa e preço justo.',
      'Paguei por minha conta, mas valeu a pena.',
      // A possessive after its noun is bare in both; euros are Portugal's.
      'Voltei lá com o talão e o senhor disse que "isso acontece, não é culpa nossa" e não trocou.',
      'Uma garrafa de 35€ com a rolha toda esfarelada, e o senhor disse que não era culpa nossa.',
    ]) expect(isBrazilian(text), text).toBe(false);
  });

  // 140 reviews written by other hands, half by Brazilians and half by Portuguese, many with few signs of either.
  it('takes no Portuguese review of the samples for Brazilian, and most Brazilian ones for what they are', () => {
    const european = VARIETIES.filter((review) => review.variety === 'PT');
    const brazilian = VARIETIES.filter((review) => review.variety === 'BR');
    expect(european.filter((review) => isBrazilian(review.text)).map((review) => review.text)).toEqual([]);
    expect(brazilian.filter((review) => isBrazilian(review.text)).length).toBeGreaterThanOrEqual(45);
  });
});
