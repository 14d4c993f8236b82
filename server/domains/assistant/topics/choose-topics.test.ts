import { describe, expect, it } from 'vitest';
import { analyseReview, type TopicMention } from './analyse-review';
import { chooseTopics } from './choose-topics';

const choose = (text: string, replyClass: Parameters<typeof chooseTopics>[1]) => chooseTopics(analyseReview(text, 'en').topics, replyClass);

describe('chooseTopics', () => {
  it('owns up to the price an unhappy guest names beside another complaint', () => {
    expect(choose('The steak came out grey and was terrible. €32 for that??', 'negative').criticised).toEqual(['food', 'price']);
    // In a warm review the same figure is no complaint.
    expect(choose('Lovely steak, €32 well spent.', 'positive').criticised).toEqual([]);
  });

  it('owns up to a sum told without praise in a three-star review', () => {
    const fi = (text: string) => chooseTopics(analyseReview(text, 'fi').topics, 'mixed');
    expect(fi('Hammaslääkäri oli asiallinen ja paikkaus onnistui hyvin. Lasku 210 €, huh huh.').criticised).toEqual(['price']);
    expect(choose('Lovely salon. The colour is great value at €60.', 'mixed').criticised).toEqual([]);
  });

  it('owns up to the parking a three-star review brings up without a feeling, and thanks for it in a five-star one', () => {
    const da = (text: string, replyClass: Parameters<typeof chooseTopics>[1]) => chooseTopics(analyseReview(text, 'da').topics, replyClass);
    expect(da('Fint værelse og god morgenmad. Hotellets egen p-plads var fuld kl 17.', 'mixed').criticised).toEqual(['parking']);
    expect(da('Fint værelse og god morgenmad. Hotellets egen p-plads lige ved døren.', 'positive').criticised).toEqual([]);
  });

  it('owns up to the staff an unhappy guest names without a word of praise', () => {
    const told = 'The steak was cold in the middle. When we told the waiter, he said that is how it should be.';
    expect(choose(told, 'negative').criticised).toEqual(['food', 'staff']);
    // In a three-star review the same story may be a detail: only what is a complaint by nature is guessed.
    expect(choose(told, 'mixed').criticised).toEqual(['food']);
  });

  it('owns up to the cut or the treatment an unhappy guest tells of, but not to what a booking or a price was for', () => {
    const fr = (text: string) => chooseTopics(analyseReview(text, 'fr').topics, 'negative');
    expect(fr('Je ressors avec des mèches quasi blanches. 145€ pour ça.').criticised).toEqual(['haircut', 'price']);
    const sv = (text: string) => chooseTopics(analyseReview(text, 'sv').topics, 'negative');
    expect(sv('Bokade klippning via appen men när jag kom fanns ingen bokning. Fick åka hem igen.').criticised).toEqual(['booking']);
    const no = (text: string) => chooseTopics(analyseReview(text, 'no').topics, 'negative');
    expect(no('Hadde bestilt time kl 14 men da jeg kom hadde de ikke noe registrert på meg. Måtte gå hjem uten klipp.').criticised).toEqual(['booking']);
    expect(fr('Devis pour une couronne à 950€ alors qu’ailleurs on m’en propose 600€.').criticised).toEqual(['price']);
  });

  it('does not own up to a treatment never given when the booking was only told lost, without a word of complaint of its own', () => {
    // 'Booked a check up for the 14th. Turned up and there was nothing on the system for me. No apology, didn't even look up.'
    const mention = (topic: TopicMention['topic'], polarity: TopicMention['polarity'], hedged = false): TopicMention =>
      ({ topic, polarity, mentions: 1, firstIndex: 0, asked: false, hedged, aside: false });
    const told = [mention('treatment', 0), mention('booking', 0, true), mention('staff', -1)];
    expect(chooseTopics(told, 'negative').criticised).toEqual(['booking', 'staff']);
    // A treatment the clinic did give, beside a booking that went fine, is still owned up to.
    expect(chooseTopics([mention('treatment', 0), mention('staff', -1)], 'negative').criticised).toEqual(['treatment', 'staff']);
  });

  it("owns up to the hotel room an unhappy guest's night went wrong in", () => {
    const fr = (text: string) => chooseTopics(analyseReview(text, 'fr').topics, 'negative');
    const night = 'Chambre 214, juste au-dessus de la cuisine. Le petit-déjeuner était froid et la réceptionniste désagréable.';
    expect(fr(night).criticised).toContain('rooms');
    // In a three-star review the room named beside a complaint stays a detail.
    expect(chooseTopics(analyseReview(night, 'fr').topics, 'mixed').criticised).not.toContain('rooms');
  });

  it('thanks for the breakfast, not for the juice and the pastries it is made of', () => {
    const es = (text: string) => chooseTopics(analyseReview(text, 'es').topics, 'positive');
    expect(es('El desayuno en la azotea es de diez: zumo natural, bollería casera y tortilla recién hecha.').praised).toEqual(['breakfast']);
  });

  it('owns up to a wait told without a feeling in a warm review too', () => {
    const no = (text: string) => chooseTopics(analyseReview(text, 'no').topics, 'positive');
    expect(no('Rent og fint rom. Eneste trekk er at det tok nesten 40 min å sjekke inn.').criticised).toEqual(['waiting']);
    expect(no('Fikk prøve flere par i fred og ro. Fair priser også.').criticised).toEqual([]);
  });

  it('owns up to the wait and the staff, not to the drink that never came', () => {
    const never = 'My tea never came, and when I asked the girl at the till she just rolled her eyes.';
    expect(choose(never, 'negative').criticised).toEqual(['service', 'waiting', 'staff']);
    const sv = chooseTopics(analyseReview('Mitt te kom aldrig, och när jag frågade himlade killen i kassan med ögonen.', 'sv').topics, 'negative');
    expect(sv.criticised).toEqual(['service', 'staff']);
    // A drink faulted with nothing else to own up to is the complaint.
    expect(choose('No oat milk for the latte, and the latte itself was burnt.', 'negative').criticised).toContain('coffee');
  });

  it('leaves out a detail of a named complaint that is no complaint by nature', () => {
    expect(choose('The waiter was rude to us. We had ordered the soup.', 'negative').criticised).toEqual(['staff']);
  });

  it('neither thanks for nor apologises for what was waited for', () => {
    expect(choose('We waited 25 minutes for two coffees.', 'mixed')).toEqual({ praised: [], criticised: ['waiting'] });
    expect(choose('We waited 25 minutes for two coffees.', 'positive')).toEqual({ praised: [], criticised: ['waiting'] });
  });

  it('does not apologise for the brunch, named only beside a complaint about the price, when the food was praised', () => {
    const da = (text: string) => chooseTopics(analyseReview(text, 'da').topics, 'mixed');
    expect(da('Maden var god, men brunchen var dyr.')).toEqual({ praised: ['food'], criticised: ['price'] });
    // The parking is a part of where a place lies, not a kind of it: it is still owned up to.
    expect(choose('Great location, but the parking was a bit expensive.', 'mixed')).toEqual({ praised: ['location'], criticised: ['parking', 'price'] });
  });

  it('leaves out a broad topic a closer one speaks for when a long complaint names more than six', () => {
    const text = 'The service was awful, the coffee was grim, the room was tiny, the staff were rude, we waited an hour, the breakfast was stale and for €180 a night I expected more.';
    expect(choose(text, 'negative').criticised).toEqual(['coffee', 'rooms', 'staff', 'waiting', 'breakfast', 'price']);
    // Of five, none is left out: the reply owns up to them over two sentences.
    const five = 'The atmosphere was dull, the coffee was grim, the room was tiny, the staff were rude and for €180 a night I expected more.';
    expect(choose(five, 'mixed').criticised).toEqual(['atmosphere', 'coffee', 'rooms', 'staff', 'price']);
  });

  it('apologises for the noise, not for the atmosphere too, when loud music names both', () => {
    const de = chooseTopics(analyseReview('Das Essen war gut, aber wir mussten eine Stunde warten und die Musik war viel zu laut.', 'de').topics, 'mixed');
    expect(de).toEqual({ praised: ['food'], criticised: ['waiting', 'noise'] });
    expect(choose('The music was far too loud.', 'negative').criticised).toEqual(['noise']);
  });

  it('does not thank for what a praised topic did, named beside it without a feeling of its own', () => {
    expect(chooseTopics(analyseReview('Servitören Oscar var grym på att tipsa om vin till maten.', 'sv').topics, 'positive').praised).toEqual(['staff']);
    // After an 'and' another thought starts: the decoration is praised on its own.
    expect(chooseTopics(analyseReview('Salon très propre et déco trop mignonne.', 'fr').topics, 'positive').praised).toEqual(['cleanliness', 'atmosphere']);
  });

  it('owns up to the breakfast a three-star review lists the fare of without a feeling, and thanks for it in a five-star one', () => {
    const text = 'Lovely location by the lake. Breakfast was toast and jam in little tubs.';
    expect(choose(text, 'mixed').criticised).toEqual(['breakfast']);
    expect(choose(text, 'positive').praised).toEqual(['location', 'breakfast']);
  });
});
