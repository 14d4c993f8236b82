import { describe, expect, it } from 'vitest';
import { analyseReview } from './analyse-review';

type Language = Parameters<typeof analyseReview>[1];

/** The polarity of the staff topic in a review read with its stars, or undefined where the review names no staff. */
const staff = (text: string, language: Language, rating: number) =>
  analyseReview(text, language, 'review', rating).topics.find((t) => t.topic === 'staff')?.polarity;

describe('given names of the people who served', () => {
  it.each([
    ['Lidia una crack, el corte me encanta.', 'es', 5],
    ['Nacho es un crack, nos atendió genial.', 'es', 5],
    ['Ximena una crack, volveremos.', 'es', 5],
    ['Paco un crack, el mejor.', 'es', 5],
    ['Yanis au top, merci.', 'fr', 5],
    ['Mehdi au top, je recommande.', 'fr', 5],
    ['Zé é um espetáculo, recomendo.', 'pt', 5],
    ['Luana é top demais.', 'pt', 5],
    ['Dylan was brilliant with the kids.', 'en', 5],
    ['Saoirse is a legend.', 'en', 5],
    ['Josefine er bare den bedste!', 'da', 5],
    ['Sondre var kjempehyggelig.', 'no', 5],
    ['Elsa var grym.', 'sv', 5],
    ['Aino oli ihana.', 'fi', 5],
    ['Venla oli tosi mukava.', 'fi', 5],
    ['Moritz ist der Beste.', 'de', 5],
  ] as const)('reads %s as praise of whoever served', (text, language, rating) => {
    expect(staff(text, language, rating)).toBe(1);
  });

  it("reads a name after 'and' that is the subject of 'is' or 'was' as the one who served, not a companion named in passing", () => {
    expect(staff('Fargen ble fin og Lena er kjempeflink.', 'no', 4)).toBe(1);
    expect(staff('Lokalen var ren och fräsch och Nadia var superproffsig.', 'sv', 4)).toBe(1);
    expect(staff('The colour came out great and Chloe was lovely.', 'en', 4)).toBe(1);
    expect(staff('I came with my sister and Chloe, we had the brunch.', 'en', 4)).toBeUndefined();
  });

  it('reads the names of staff of every background as praise of whoever served', () => {
    const reviews: ReadonlyArray<readonly [string, Language, number]> = [
      ['Amira gör alltid ett grymt jobb.', 'sv', 5],
      ['Melli ist einfach die Beste!', 'de', 5],
      ['Aylin ist einfach spitze!', 'de', 5],
      ['Maggie was brilliant with the kids.', 'en', 5],
      ['Priya was amazing.', 'en', 5],
      ['Yassine au top, je recommande.', 'fr', 5],
      ['Ludivine est géniale.', 'fr', 5],
      ['Juampi es un crack, nos atendió genial.', 'es', 5],
      ['Andressa é top demais.', 'pt', 5],
      ['Eeva oli ihana.', 'fi', 5],
      ['Sunniva var kjempehyggelig.', 'no', 5],
      ['Frederikke er bare den bedste!', 'da', 5],
      ['Ali er kjempeflink med maskina.', 'no', 5],
      ['Kristen is a genius with colour.', 'en', 5],
    ];
    for (const [text, language, rating] of reviews) expect([text, staff(text, language, rating)]).toEqual([text, 1]);
  });

  it.each([
    ['Linda terraza y buen café.', 'es', 5],
    ['Alma de barrio, buen café y mejor ambiente.', 'es', 5],
  ] as const)('does not take the everyday word in %s for a name', (text, language, rating) => {
    expect(staff(text, language, rating)).toBeUndefined();
  });
});
