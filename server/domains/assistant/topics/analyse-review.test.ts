import { describe, expect, it } from 'vitest';
import { analyseReview } from './analyse-review';
import { topicPolarities } from './topic-polarities';

const topics = topicPolarities;
type Language = Parameters<typeof topics>[1];

/** Each topic a text names with its polarity, read with the stars it came with. */
const read = (text: string, language: Language, rating: number) => topicPolarities(text, language, 'review', rating);
/** The topics a reply may name: those not set aside as the story's setting. */
const named = (text: string, language: Language, rating: number) => analyseReview(text, language, 'review', rating).topics.filter((t) => !t.aside).map((t) => t.topic);

/** Every text, read in its language, gives exactly the topics and feelings expected. */
function readsEach(cases: ReadonlyArray<readonly [string, Language, Record<string, number>]>) {
  for (const [text, language, expected] of cases) expect(topics(text, language), text).toEqual(expected);
}

/** Every text, read in its language, gives exactly the one reading expected of them all. */
function readsAs(expected: Record<string, number>, texts: ReadonlyArray<readonly [string, Language]>) {
  readsEach(texts.map(([text, language]) => [text, language, expected] as const));
}

describe('analyseReview', () => {
  it('finds topics with their polarity in each language, by whole words and stems', () => {
    expect(topics('The food was great but the service was painfully slow.', 'en')).toMatchObject({ food: 1, service: -1 });
    expect(topics('Maden var lækker, men ventetiden var alt for lang.', 'da')).toMatchObject({ food: 1, waiting: -1 });
    expect(topics('Veldig hyggelig personale, men prisene er altfor høye og dyre.', 'no')).toMatchObject({ staff: 1, price: -1 });
    expect(topics('Rummet var smutsigt men frukosten var god.', 'sv')).toMatchObject({ rooms: -1, breakfast: 1 });
    expect(topics('Kahvi oli hyvää, mutta henkilökunta oli töykeää.', 'fi')).toMatchObject({ coffee: 1, staff: -1 });
    expect(topics('Die Friseurin war super, aber das Parken ist schwer.', 'de')).toMatchObject({ staff: 1, parking: -1 });
    expect(topics('L’ambiance est top, mais la réservation a été perdue.', 'fr')).toMatchObject({ atmosphere: 1 });
    // 'Dirty' names the cleanliness; the room it describes is not praised either.
    expect(topics('La habitación estaba sucia y había mucho ruido.', 'es')).toMatchObject({ cleanliness: -1, noise: -1 });
    expect(analyseReview('La habitación estaba sucia y había mucho ruido.', 'es').topics.find((t) => t.topic === 'rooms')).toMatchObject({ polarity: 0, hedged: true });
    expect(topics('O tratamento foi ótimo e a clínica muito limpa.', 'pt')).toMatchObject({ treatment: 1, cleanliness: 1 });
  });

  it('gives praise to what stands before it, close after it or in a list with it, not to every topic of the clause', () => {
    expect(topics('Servitören Oscar var grym på att tipsa om vin till maten.', 'sv')).toMatchObject({ staff: 1, drinks: 0, food: 0 });
    expect(topics('The waiter was great at suggesting a wine for the food.', 'en')).toMatchObject({ staff: 1, drinks: 0, food: 0 });
    expect(topics('Lovely coffee and cakes.', 'en')).toMatchObject({ coffee: 1, food: 1 });
    expect(topics('Los vinos de la carta muy bien elegidos y el camarero sabe de lo que habla.', 'es')).toMatchObject({ drinks: 1 });
    // A complaint still taints its whole clause.
    expect(topics('Alt for larmende når musikken bliver skruet op.', 'da')).toMatchObject({ noise: -1 });
  });

  it('reads an excuse as no complaint about the topic it follows', () => {
    const staff = (text: string, language: Parameters<typeof analyseReview>[1]) => analyseReview(text, language).topics.find((t) => t.topic === 'staff');
    expect(staff('Le serveur était débordé, c’est pas sa faute. Les pizzas étaient froides.', 'fr')).toMatchObject({ polarity: 0, hedged: false });
    expect(staff('The waiter was clearly overwhelmed, not his fault.', 'en')).toMatchObject({ polarity: 0, hedged: false });
    expect(staff('Tjeneren var stresset, ikke hans skyld, men maden var kold.', 'da')).toMatchObject({ polarity: 0, hedged: false });
    expect(staff('Der Kellner war überfordert, konnte aber auch nichts dafür.', 'de')).toMatchObject({ polarity: 0, hedged: false });
    // Without the excuse the same words are a complaint.
    expect(staff('The waiter was clearly overwhelmed.', 'en')).toMatchObject({ polarity: -1 });
  });

  it('reads an idiom that is a complaint as one, without the topic its words name', () => {
    readsEach([
      ['The desserts have room for improvement.', 'en', { food: -1 }],
      ['Lovely hotel, though there is room for improvement.', 'en', {}],
      ['Det er rom for forbedring på frokosten.', 'no', { breakfast: -1 }],
      ['Los postres tienen margen de mejora.', 'es', { food: -1 }],
    ]);
  });

  it('reads a thing named just before its price as what the price was for, not as faulted', () => {
    readsEach([
      ['Kuchen war lecker aber für ein Stück Torte und einen Latte 9,80€ zu zahlen finde ich schon happig.', 'de', { food: 1, coffee: 0, price: -1 }],
      ['Also £4.20 for an oat latte that was lukewarm is taking the mick.', 'en', { price: -1, coffee: -1 }],
    ]);
    expect(analyseReview('Kuchen war lecker aber für ein Stück Torte und einen Latte 9,80€ zu zahlen finde ich schon happig.', 'de').topics.find((t) => t.topic === 'coffee')).toMatchObject({ hedged: false });
  });

  it('reads praise closed by an eye-roll or a thumbs-down as irony, and an emoji after a full stop as part of its sentence', () => {
    readsEach([
      ['SUPER SERVICE, DANKE AUCH!!! 👎', 'de', { service: -1 }],
      ['Great service as always 🙄', 'en', { service: -1 }],
      // The emoji is about the complaint before it, or after a 'but'.
      ['Lovely food 👍, slow service 👎', 'en', { food: 1, service: -1 }],
      ['The staff were lovely but the wait 🙄', 'en', { staff: 1, waiting: -1 }],
    ]);
  });

  it('never lets a negation turn an emoji: the emoji is a feeling of its own', () => {
    readsEach([['Hammaskiven poisto ei sattunu yhtään 👍', 'fi', { treatment: 1 }]]);
  });

  it('leaves no question for the owner when the reviewer answers it in the next sentence', () => {
    const asks = (text: string, language: Language) => analyseReview(text, language).question;
    expect(asks('Would I stay again? Maybe if the price was right.', 'en')).toBe(false);
    expect(asks('Kommer vi igen? Helt sikkert!', 'da')).toBe(false);
    expect(asks('Reviendrai-je ? Peut-être.', 'fr')).toBe(false);
    expect(asks('Do you do gift vouchers? Would love one for my mum.', 'en')).toBe(true);
    expect(asks('Vocês fazem cabazes de Natal por encomenda?', 'pt')).toBe(true);
    // A complaint put as a question wants an apology, not an answer.
    expect(asks('God kaffe men 58 kr for en flat white?? Så skal den også kunne lufte hunden', 'da')).toBe(false);
    expect(asks('Half an hour for a sandwich?! Never again.', 'en')).toBe(false);
    expect(asks('Warum schließt ihr samstags schon um 16 Uhr?', 'de')).toBe(true);
    // A doubt in brackets asks nobody; a longer question in brackets still asks the owner.
    expect(asks('Der Chef (Yusuf glaub ich?) hat mir einen Keks aufs Haus gegeben.', 'de')).toBe(false);
    expect(asks('The owner (Tom, I think?) gave us a free dessert.', 'en')).toBe(false);
    expect(asks('Super Kaffee (habt ihr auch Hafermilch?)', 'de')).toBe(true);
  });

  it('does not match inside other words', () => {
    expect(topics('The waiter was impressive and the pressure washer noisy.', 'en')).not.toHaveProperty('food');
    expect(topics('El camarero fue amable.', 'es')).not.toHaveProperty('rooms'); // 'cama' in 'camarero'
    expect(topics('Le petit-déjeuner était excellent.', 'fr')).not.toHaveProperty('food'); // 'déjeuner'
  });

  it('reads "without a doubt" as no negation', () => {
    expect(topics('Sin duda el mejor cocido que he probado.', 'es')).toMatchObject({ food: 1 });
    expect(topics('Without a doubt the best coffee in town.', 'en')).toMatchObject({ coffee: 1 });
  });

  it("reads a negation of several words as one, whatever idiom its last word would start ('alt annet enn', 'allt annat än')", () => {
    expect(topics('Personalet var alt annet enn hyggelige.', 'no')).toEqual({ staff: -1 });
    expect(topics('Rommet var alt annet enn rent.', 'no')).toMatchObject({ cleanliness: -1 });
    expect(topics('Servitrisen var allt annat än trevlig.', 'sv')).toEqual({ staff: -1 });
    // A one-word negation before the idiom still reads as the idiom: nothing but praise.
    expect(topics('Vi har ikke annet enn godord om personalet.', 'no')).not.toMatchObject({ staff: -1 });
  });

  it('flips sentiment after a negation', () => {
    expect(analyseReview('The food was not good.', 'en').sentiment).toBeLessThan(0);
    // Each language stops a negation at its own 'and' only: Danish 'et' is an article, not French 'et'.
    expect(analyseReview('Det er ikke et godt sted.', 'da').sentiment).toBeLessThan(0);
    expect(analyseReview('Maten var ikke god.', 'no').sentiment).toBeLessThan(0);
  });

  it('reads an emoji right after words as a feeling, unless its clause has a feeling word already', () => {
    expect(topics('Staff were super nice tho and the cocktails were 👌', 'en')).toMatchObject({ staff: 1, drinks: 1 });
    expect(topics('Pyysin vaaleaa väriä ja kahvi oli kylmä 😭', 'fi')).toMatchObject({ coffee: -1 });
    // On its own after the sentence it names nothing; beside a feeling word it adds nothing.
    expect(topics('The room was fine. 😡', 'en')).toMatchObject({ rooms: 1 });
    expect(topics('Le café n’était pas bon 😍', 'fr')).toMatchObject({ coffee: -1 });
  });

  it('reads a why-question as a complaint about what it names, and a plain question as a question', () => {
    const booking = (text: string, language: Parameters<typeof analyseReview>[1]) => analyseReview(text, language).topics.find((t) => t.topic === 'booking');
    expect(booking('Varför går det inte längre att boka bord?', 'sv')).toMatchObject({ asked: false, hedged: true });
    expect(booking('Pourquoi ne pas prendre de réservations le week-end ?', 'fr')).toMatchObject({ asked: false, hedged: true });
    expect(booking('Can I make a reservation online?', 'en')).toMatchObject({ asked: true, hedged: false });
  });

  it('reads praise of the past as what is lacking now', () => {
    expect(topics('Used to love the brunch here but it has gone downhill.', 'en')).toMatchObject({ breakfast: -1 });
    expect(topics('Früher war das Essen hier richtig gut.', 'de')).toMatchObject({ food: -1 });
    expect(topics('The brunch here is lovely.', 'en')).toMatchObject({ breakfast: 1 });
  });

  it("reads what 'would have given 5 stars if' names as lacking, in the languages that put it so", () => {
    expect(topics('Havde givet 5 stjerner hvis kaffen var varmere.', 'da')).toEqual({ coffee: -1 });
    expect(topics('Hadde gitt 5 stjerner om kaffen var varmere.', 'no')).toEqual({ coffee: -1 });
    expect(topics('Olisin antanut 5 tähteä, jos kahvi olisi ollut kuumempaa.', 'fi')).toEqual({ coffee: -1 });
    expect(topics('Habría puesto 5 estrellas si el café estuviera más caliente.', 'es')).toEqual({ coffee: -1 });
  });

  it('leaves what was waited for out of a complaint about the wait, but not the room of a complaint about the dirt', () => {
    const aside = (text: string, language: Parameters<typeof analyseReview>[1]) =>
      analyseReview(text, language).topics.filter((t) => t.aside).map((t) => t.topic);
    expect(aside('We waited 25 minutes for two coffees.', 'en')).toEqual(['coffee']);
    expect(aside('Vi ventede længe på vinen og tjeneren.', 'da')).toEqual(['drinks', 'staff']);
    expect(aside('Vi väntade länge på kaffet.', 'sv')).toEqual(['coffee']);
    expect(aside('Vi ventet lenge på maten.', 'no')).toEqual(['food']);
    expect(aside('Kahvin saaminen kesti yli tunnin.', 'fi')).toEqual(['coffee']);
    expect(aside('Wir haben eine Stunde auf das Essen gewartet.', 'de')).toEqual(['food']);
    expect(aside('On a attendu 40 minutes pour deux cafés.', 'fr')).toEqual(['coffee']);
    expect(aside('Esperamos media hora para el café.', 'es')).toEqual(['coffee']);
    expect(aside('Esperámos mais de meia hora pelo café.', 'pt')).toEqual(['coffee']);
    expect(topics('We waited 25 minutes for two coffees.', 'en')).toEqual({ waiting: -1, coffee: 0 });
    expect(aside('The room was dirty.', 'en')).toEqual([]);
    expect(analyseReview('The room was dirty.', 'en').topics.find((t) => t.topic === 'rooms')).toMatchObject({ hedged: true });
  });

  it('reads a capitalised first name opening a sentence as the person who served', () => {
    expect(topics('Chloe is an absolute legend.', 'en')).toEqual({ staff: 1 });
    expect(topics('Camilla er bare den bedste!', 'da')).toEqual({ staff: 1 });
    expect(topics('Sara var jättetrevlig.', 'sv')).toEqual({ staff: 1 });
    expect(topics('Silje var kjempehyggelig.', 'no')).toEqual({ staff: 1 });
    expect(topics('Mikko oli ihana.', 'fi')).toEqual({ staff: 1 });
    expect(topics('Jana ist einfach die Beste.', 'de')).toEqual({ staff: 1 });
    // A title before a capitalised name is the person too; before a noun it is not a name.
    expect(topics('Dr. Weißhaupt ist fachlich top und die Behandlung war völlig schmerzfrei.', 'de')).toEqual({ staff: 1, treatment: 1 });
    expect(topics('A Dra. Marta foi impecável.', 'pt')).toEqual({ staff: 1 });
    expect(topics('Frau Schneider von der Prophylaxe ist so einfühlsam.', 'de')).toEqual({ staff: 1, treatment: 1 });
    expect(topics('Frau und Kinder waren begeistert.', 'de')).toEqual({});
    expect(topics('Séverine est adorable.', 'fr')).toEqual({ staff: 1 });
    expect(topics('Mari Carmen es un encanto.', 'es')).toEqual({ staff: 1 });
    expect(topics('Rita foi impecável.', 'pt')).toEqual({ staff: 1 });
    // A companion, a signature, a possessive, a lower-case word and a reply name nobody who served.
    expect(topics('Ben and I loved the food.', 'en')).toEqual({ food: 1 });
    expect(topics('Camilla og jeg fik en dejlig frokost.', 'da')).toEqual({ food: 1 });
    expect(topics('Lovely evening. Thanks, Sarah', 'en')).toEqual({});
    expect(topics("Jamie's is our favourite spot.", 'en')).toEqual({});
    expect(topics('paris was lovely, sara too', 'en')).toEqual({});
    expect(topics('Camilla er bare den bedste!', 'da', 'reply')).toEqual({});
    // A name that is also an everyday word ('ville', would) is not taken for one.
    expect(topics('Ville have givet fem stjerner, hvis kaffen var varm.', 'da')).toEqual({ coffee: -1 });
  });

  it('reads the longest feeling at a word, the one written out more fully of two as long', () => {
    expect(topics('Tandrensningen var helt smertefri.', 'da')).toEqual({ treatment: 1 });
    expect(topics('La música estaba demasiado alta.', 'es')).toEqual({ noise: -1 });
  });

  it('gives a feeling after "but" to the topic before, not to a word that is itself a feeling', () => {
    expect(topics('The room was clean but tiny.', 'en')).toEqual({ rooms: -1, cleanliness: 1 });
    expect(topics('Zimmer war sauber, aber winzig.', 'de')).toEqual({ rooms: -1, cleanliness: 1 });
    expect(topics('La chambre était propre mais minuscule.', 'fr')).toEqual({ rooms: -1, cleanliness: 1 });
  });

  it('reads a staff member apologising as praise of them and what they apologised for as what went wrong', () => {
    expect(topics('The waiter apologised for the wait.', 'en')).toEqual({ staff: 1, waiting: -1 });
    expect(topics('Servitøren var hyggelig og beklaget ventetiden.', 'no')).toEqual({ staff: 1, waiting: -1 });
    expect(topics('Tarjoilija pahoitteli odotusta.', 'fi')).toEqual({ staff: 1, waiting: -1 });
    expect(topics('O empregado pediu desculpa pela espera.', 'pt')).toEqual({ staff: 1, waiting: -1 });
    expect(topics('Tjeneren var sød og undskyldte mange gange.', 'da')).toEqual({ staff: 1 });
    // Not apologising is the complaint.
    expect(topics('The waiter never apologised.', 'en')).toEqual({ staff: -1 });
    expect(topics('Tjeneren undskyldte ikke.', 'da')).toEqual({ staff: -1 });
    expect(topics('Die Kellnerin entschuldigte sich nicht.', 'de')).toEqual({ staff: -1 });
  });

  it("reads 'never so good' as praise and 'not so good' as a complaint", () => {
    expect(topics('Maden har aldrig været så god.', 'da')).toEqual({ food: 1 });
    expect(topics('Maden var ikke så god.', 'da')).toEqual({ food: -1 });
    expect(topics('Nunca había comido tan bien.', 'es')).toEqual({ food: 1 });
    expect(topics('La comida no estaba tan buena.', 'es')).toEqual({ food: -1 });
    expect(topics("Je n'ai jamais mangé aussi bien.", 'fr')).toEqual({ food: 1 });
    expect(topics("Le plat n'était pas aussi bon.", 'fr')).toEqual({ food: -1 });
    expect(topics('Håret har aldri vært så fint.', 'no')).toEqual({ haircut: 1 });
    expect(topics('Maten har aldrig varit så bra.', 'sv')).toEqual({ food: 1 });
    expect(topics('Nunca comi tão bem.', 'pt')).toEqual({ food: 1 });
    expect(topics('The food has never been better.', 'en')).toEqual({ food: 1 });
  });

  it("reads 'could not have been happier' as the utmost, and 'could not have been worse' as a complaint, in seven languages", () => {
    readsEach([
      ["The staff couldn't have been nicer.", 'en', { staff: 1 }],
      ["The food couldn't have been worse.", 'en', { food: -1 }],
      ['Personalet kunne ikke have været sødere.', 'da', { staff: 1 }],
      ['Maten var god og vi kunne ikke vært mer fornøyd.', 'no', { food: 1 }],
      ['Personalet kunde inte varit trevligare.', 'sv', { staff: 1 }],
      ['Maten kunde inte ha varit sämre.', 'sv', { food: -1 }],
      ['Das Personal hätte nicht netter sein können.', 'de', { staff: 1 }],
      ['Le personnel ne pouvait pas être plus gentil.', 'fr', { staff: 1 }],
      ['Henkilökunta ei voisi olla ystävällisempi.', 'fi', { staff: 1 }],
    ]);
  });

  it("gives what 'the only downside' announces to what follows it, never to the praise before it, in nine languages", () => {
    readsAs({ food: 1, parking: -1 }, [
      ['Great food, only downside: the parking.', 'en'], ['Lækker mad, eneste minus: parkeringen.', 'da'], ['Nydelig mat, eneste minuset var parkeringen.', 'no'],
      ['God mat, enda nackdelen är parkeringen.', 'sv'], ['Tolles Essen, einziges Manko: das Parken.', 'de'], ['Cuisine délicieuse, seul bémol : le parking.', 'fr'],
      ['Comida rica, la única pega: el aparcamiento.', 'es'], ['Comida ótima. O único senão foi o estacionamento.', 'pt'], ['Hyvä ruoka, ainoa miinus: pysäköinti.', 'fi'],
    ]);
    // A complaint it announces about something no topic names ('sockets') is not carried back to the praise.
    readsAs({ coffee: 1 }, [
      ['Great flat white. Only downside: there are hardly any sockets.', 'en'], ['Richtig guter Flat White. Einziges Manko: es gibt kaum Steckdosen.', 'de'],
    ]);
    // 'Til gengæld' sets one thing against another without announcing a complaint: its feeling is still of what it names.
    expect(topics('Klipningen var ikke god, prisen er til gengæld fair.', 'da')).toMatchObject({ price: 1 });
  });

  it('reads nobody greeting the guest as a staff complaint and a corked wine as a drinks complaint', () => {
    readsAs({ staff: -1 }, [
      ['Nobody greeted us when we arrived.', 'en'], ['Ingen hilste på os, da vi kom.', 'da'], ['Ingen hälsade när vi kom in.', 'sv'],
      ['Personne ne nous a salués en arrivant.', 'fr'], ['Nadie nos saludó al entrar.', 'es'], ['Ninguém nos cumprimentou à chegada.', 'pt'],
    ]);
    expect(topics('La serveuse nous a salués avec un grand sourire.', 'fr')).toEqual({ staff: 1 });
    readsAs({ drinks: -1 }, [
      ['The wine was corked.', 'en'], ['Vinen smagte af prop.', 'da'], ['Vinen smakte kork.', 'no'], ['Vinet smakade kork.', 'sv'], ['Der Wein hatte Kork.', 'de'],
      ['Le vin était bouchonné.', 'fr'], ['El vino sabía a corcho.', 'es'], ['O vinho sabia a rolha.', 'pt'], ['Viini maistui korkilta.', 'fi'],
    ]);
  });

  it("reads 'could not recommend them more' and 'nothing to fault' as praise, not as a negated one", () => {
    readsEach([
      ["Couldn't recommend the staff more.", 'en', { staff: 1 }],
      ['Not a single thing to fault with the room.', 'en', { rooms: 1 }],
      ['Jeg kan ikke anbefale personalet nok.', 'da', { staff: 1 }],
      ['Kan ikke anbefale personalet nok.', 'no', { staff: 1 }],
      ['Ingenting å utsette på rommet.', 'no', { rooms: 1 }],
      ['Kan inte rekommendera personalen nog.', 'sv', { staff: 1 }],
      // Without 'enough' it is what it says.
      ['Jeg kan ikke anbefale maden.', 'da', { food: -1 }],
    ]);
  });

  it('reads everyday praise that names no feeling word: lacking nothing, a dream, beyond topping', () => {
    readsEach([
      ['Das Frühstück ist nicht zu toppen!', 'de', { breakfast: 1 }],
      ['Le petit-déjeuner ne manquait de rien.', 'fr', { breakfast: 1 }],
      ['La habitación era un sueño.', 'es', { rooms: 1 }],
      ['O quarto era um sonho.', 'pt', { rooms: 1 }],
      ['Aamiaisella ei puuttunut mitään.', 'fi', { breakfast: 1 }],
      ['Ruoka oli aivan mieletöntä.', 'fi', { food: 1 }],
    ]);
  });

  it('reads colour that faded or washed out after a wash as a complaint about the hair', () => {
    readsAs({ haircut: -1 }, [
      ['The colour faded after one wash.', 'en'], ['Farven var vasket ud efter en uge.', 'da'], ['Fargen bleknet etter én vask.', 'no'],
      ['Die Farbe war nach einer Wäsche verblasst.', 'de'], ['La couleur a passé après un shampoing.', 'fr'], ['El color se fue tras un lavado.', 'es'],
      ['A cor desbotou depois de uma lavagem.', 'pt'],
    ]);
  });

  it('knows a gentle dentist, a painless treatment and a crooked fringe in the languages that lacked them', () => {
    expect(topics('La dentista fue muy delicada.', 'es')).toEqual({ staff: 1 });
    expect(topics('Tratamiento indoloro.', 'es')).toEqual({ treatment: 1 });
    expect(topics('Otsatukka jäi vinoon.', 'fi')).toEqual({ haircut: -1 });
    expect(topics('A franja ficou torta.', 'pt')).toEqual({ haircut: -1 });
  });

  it('reads a room whose things did not work, or had no hot water, as a complaint about the room', () => {
    expect(topics('La clim ne marchait pas.', 'fr')).toEqual({ rooms: -1 });
    expect(topics('Die Dusche funktionierte nicht.', 'de')).toEqual({ rooms: -1 });
    expect(topics('Es gab kein warmes Wasser.', 'de')).toEqual({ rooms: -1 });
  });

  it('reads being without equal as praise in nine languages', () => {
    readsAs({ service: 1 }, [
      ['Service was second to none.', 'en'], ['Servicen var uden sidestykke.', 'da'], ['Servicen var uten sidestykke.', 'no'],
      ['Servicen var utan motstycke.', 'sv'], ['Der Service ist unübertroffen.', 'de'], ['Un service hors pair.', 'fr'],
      ['Un servicio sin igual.', 'es'], ['Um serviço sem igual.', 'pt'], ['Palvelu oli vertaansa vailla.', 'fi'],
    ]);
  });

  it("reads 'everything' as a verdict on the visit, not on the topic of the sentence before", () => {
    expect(topics('Das Ambiente ist wirklich schön. Aber danach ging alles schief.', 'de')).toEqual({ atmosphere: 1 });
    expect(topics('The room was lovely. But then everything went wrong.', 'en')).toEqual({ rooms: 1 });
  });

  it('gives an emoji to the weak cue its clause is about, however far back', () => {
    expect(topics('Pyysin vaaleaa raitaväriä ja lopputulos on oranssi 😭', 'fi')).toMatchObject({ haircut: -1 });
  });

  it("reads a feeling after 'overall', in its clause or a short one leading into it, as a verdict on the visit", () => {
    expect(topics('La comida estaba rica. En general, un poco decepcionante.', 'es')).toEqual({ food: 1 });
    expect(topics('The food was great. Overall, a bit disappointing.', 'en')).toEqual({ food: 1 });
    expect(topics('Rommet var fint. Totalt sett skuffende.', 'no')).toEqual({ rooms: 1 });
    expect(topics('Le parking est pratique. Bref, un peu déçus.', 'fr')).toEqual({ parking: 1 });
    expect(topics('Maten var god. Överlag lite tråkigt.', 'sv')).toEqual({ food: 1 });
    // A lead-in that is a clause of its own with a topic is no verdict: the coffee was cold.
    expect(topics('The coffee, cold and bitter.', 'en')).toEqual({ coffee: -1 });
  });

  it('knows a staff member named in a shouted review', () => {
    expect(topics('GENIAL!!! CARMEN ES LA MEJOR', 'es')).toEqual({ staff: 1 });
    expect(topics('EL PELO GENIAL, GRACIAS', 'es')).toEqual({ haircut: 1 });
  });

  it('reads a topic named after a complaint, without a feeling of its own, as what the complaint was about', () => {
    const aside = (text: string, language: Parameters<typeof analyseReview>[1], topic: string) =>
      analyseReview(text, language).topics.find((t) => t.topic === topic);
    // The wine is what the service made them fetch, the teas what they waited for: neither is faulted.
    expect(aside('Servicen var dog lidt fraværende, vi måtte selv gå op til baren for at bestille mere vin.', 'da', 'drinks')).toMatchObject({ polarity: 0, hedged: false, aside: true });
    expect(topics('Servicen var dog lidt fraværende, vi måtte selv gå op til baren for at bestille mere vin.', 'da')).toMatchObject({ service: -1 });
    // What is listed with the complaint, or said after an 'and', is still faulted; a price is a verdict on value.
    expect(topics('Terrible service and food.', 'en')).toMatchObject({ service: -1, food: -1 });
    expect(topics('Kampaaja ei kuunnellut yhtään mitä sanoin ja hinta oli silti 75€.', 'fi')).toMatchObject({ staff: -1 });
    expect(aside('Kampaaja ei kuunnellut yhtään mitä sanoin ja hinta oli silti 75€.', 'fi', 'price')).toMatchObject({ aside: false });
    expect(aside('Les plats étaient bons, bien que les portions soient un peu justes pour le prix.', 'fr', 'price')).toMatchObject({ aside: false });
  });

  it('carries a verdict without a topic to what the sentence before felt something about, not to its detail', () => {
    expect(topics('Waited 25 minutes for two teas. Never again.', 'en')).toMatchObject({ waiting: -1, coffee: 0 });
    expect(topics('We waited an hour. Unacceptable.', 'en')).toMatchObject({ waiting: -1 });
    // After a 'but' the sentence before turned to what it names there, felt or not.
    expect(topics('Tandläkaren var duktig och lagningen blev bra, men jag fick sitta i väntrummet 35 minuter. Inte okej.', 'sv')).toMatchObject({ treatment: 1, waiting: -1 });
  });

  it('gives the feeling of a phrase to the topic it names inside it as well', () => {
    expect(topics('Kycklingen var rosa inuti och köket såg smutsigt ut genom luckan.', 'sv')).toMatchObject({ food: -1, cleanliness: -1 });
  });
  it('gives an adjective after "but" to the noun it stands before, not to the topic before "but"', () => {
    expect(topics('Friendly staff but slow service.', 'en')).toMatchObject({ staff: 1, service: -1 });
    expect(topics('God pizza men lång väntetid.', 'sv')).toMatchObject({ food: 1, waiting: -1 });
    // A phrase that only starts there is no noun of it: what is small is the room.
    expect(topics('The room was comfortable but small for the price.', 'en')).toMatchObject({ rooms: -1 });
  });

  it('gives a word that is a weak cue itself to the person it describes, not to its own topic', () => {
    expect(topics('Rolig og grundig tandlæge.', 'da')).toEqual({ staff: 1 });
    expect(topics('A calm and friendly dentist.', 'en')).toEqual({ staff: 1 });
    // A place is still quiet.
    expect(topics('Et roligt hotel med søde medarbejdere.', 'da')).toMatchObject({ noise: 1, staff: 1 });
  });

  it('gives a feeling word to a weak cue right after it, the noun it describes', () => {
    expect(topics('Nydelig sushi og superhyggelige folk', 'no')).toEqual({ food: 1, staff: 1 });
  });

  it('never reads the wait as only what a complaint before it was about', () => {
    expect(topics('Alkuruoat olivat maukkaita, mutta pääruokia jouduttiin odottamaan melkein tunti.', 'fi')).toMatchObject({ waiting: -1 });
  });

  it('reads no negation in the terms of a price', () => {
    expect(topics('40 Euro ohne Getränke ist zu teuer.', 'de')).toEqual({ price: -1 });
  });
});

describe('what a complaint only frames', () => {
  const mention = (text: string, language: Parameters<typeof analyseReview>[1], topic: string) =>
    analyseReview(text, language).topics.find((t) => t.topic === topic);
  it('reads a topic named right after a concession as the circumstance, neither praised nor faulted', () => {
    for (const [text, language] of [
      ['Even with a reservation we waited 40 minutes for a table.', 'en'],
      ['Trotz Reservierung mussten wir 30 Minuten warten.', 'de'],
      ['Apesar da reserva, ficámos quase meia hora de pé à entrada.', 'pt'],
      ['Selv med reservation måtte vi vente alt for længe.', 'da'],
      ['Malgré la réservation, nous avons attendu quarante minutes.', 'fr'],
    ] as const) {
      expect(mention(text, language, 'booking'), text).toMatchObject({ polarity: 0, hedged: false, aside: true });
      expect(topics(text, language), text).toMatchObject({ waiting: -1 });
    }
    // Having booked ('con reserva', 'com reserva') names no booking at all: there is nothing to say of it.
    expect(topics('Mesmo com reserva, ficámos quase meia hora de pé à entrada.', 'pt')).toEqual({ waiting: -1 });
    // A feeling inside the conceded phrase is still its own.
    expect(topics('Despite the lovely food, the service was slow.', 'en')).toEqual({ food: 1, service: -1 });
  });

  it('reads what stands between a plain mention of a complaint and its complaint as what it was about', () => {
    expect(mention('Nos cobraron dos botellas de vino que no habíamos pedido.', 'es', 'drinks')).toMatchObject({ polarity: 0, hedged: false, aside: true });
    expect(mention('A conta veio com uma garrafa de vinho que não pedimos.', 'pt', 'drinks')).toMatchObject({ polarity: 0, hedged: false, aside: true });
    // Between two complaint words it is more of the complaint: the loud music, the bathroom that was dirty.
    expect(topics('Der er alt for larmende når musikken bliver skruet op.', 'da')).toMatchObject({ atmosphere: -1 });
    expect(mention('Skittent bad med hår i sluket.', 'no', 'rooms')).toMatchObject({ hedged: true, aside: false });
  });

  it('reads a complaint after a thing named with its price as a complaint of the price, not of the thing', () => {
    for (const [text, language] of [
      ['Le cadre est joli, mais 4,50€ le cappuccino c’est abusé.', 'fr'],
      ['£5 for a latte is too much.', 'en'],
      ['6 Euro für einen Cappuccino ist zu viel.', 'de'],
    ] as const) {
      expect(mention(text, language, 'coffee'), text).toMatchObject({ polarity: 0, hedged: false, aside: true });
      expect(topics(text, language), text).toMatchObject({ price: -1 });
    }
    // Praise of the thing stays its own, and a thing named before its price keeps its complaint.
    expect(topics('4 € le cappuccino, délicieux !', 'fr')).toMatchObject({ coffee: 1 });
    expect(topics('The latte was cold and £5 on top of that.', 'en')).toMatchObject({ coffee: -1 });
    // A relative clause after the thing tells its own fault: the price and the thing are both complained of.
    readsEach([
      ['£12 for a pizza that was burnt.', 'en', { price: -1, food: -1 }],
      ['45 kr for en kaffe der var kold.', 'da', { price: -1, coffee: -1 }],
      ['7 euros pour un café qui était froid.', 'fr', { price: -1, coffee: -1 }],
    ]);
  });
});

describe('what a clause lists, names beside praise, or asks with a price', () => {
  const mention = (text: string, language: Language, topic: string) => analyseReview(text, language).topics.find((t) => t.topic === topic);

  it('reads what a range holds as its detail, not as a topic praised of its own', () => {
    for (const [text, language] of [
      ['Tolle Auswahl an Käse und Wein.', 'de'],
      ['Great selection of wines and cheeses.', 'en'],
      ['Super choix de fromages et de vins.', 'fr'],
      ['Fantastisk udvalg af oste og vin.', 'da'],
    ] as const) {
      expect(topics(text, language), text).toMatchObject({ selection: 1 });
      expect(mention(text, language, 'food'), text).toMatchObject({ polarity: 0, aside: true });
    }
    // Named apart, with a feeling of its own, the thing is praised.
    expect(topics('Great selection, and the wine was lovely.', 'en')).toMatchObject({ selection: 1, drinks: 1 });
  });

  it('reads where the place lies, told beside praise and no complaint, as praise of the location', () => {
    expect(topics('Siisti ja rauhallinen hotelli aivan järven rannalla.', 'fi')).toEqual({ cleanliness: 1, noise: 1, location: 1 });
    expect(topics('Rolig hotell precis vid sjön, rent och fint.', 'sv')).toMatchObject({ location: 1 });
    // Beside a complaint it is no praise.
    expect(topics('Likainen hotelli aivan järven rannalla.', 'fi')).not.toMatchObject({ location: 1 });
  });

  it('reads an amount of money put as a question as a complaint of the price', () => {
    readsAs({ price: -1 }, [
      ['£55 for this??', 'en'],
      ['890 kr for det her??', 'no'],
      ['75€ pour ça ???', 'fr'],
      ['Betalade 1400 kr för detta??', 'sv'],
    ]);
  });

  it('gives a complaint phrase after "but" to the topic it names, not to the topic before "but"', () => {
    expect(topics('A senhora da receção foi simpática, mas tive de esperar hora e meia.', 'pt')).toEqual({ staff: 1, waiting: -1 });
    expect(topics('ajanvaraus netissä toimi hyvin mutta jouduin silti odottaa 20min', 'fi')).toEqual({ booking: 1, waiting: -1 });
    // A verdict on value still speaks of the topic before it.
    expect(topics('The room was comfortable but small for the price.', 'en')).toMatchObject({ rooms: -1 });
  });

  it('gives a sour emoji after a complained-of wait to the wait, not to the dishes waited for', () => {
    expect(topics('Maden var lækker men der gik en evighed mellem forret og hovedret 🙄', 'da')).toEqual({ food: 1, waiting: -1 });
    expect(mention('Wir haben eine Stunde auf Pizza und Salat gewartet 😡', 'de', 'food')).toMatchObject({ polarity: 0, aside: true });
    // An 'and' after the complaint itself starts another one.
    expect(topics('Am Wochenende muss man leider lange warten und reservieren kann man nicht.', 'de')).toMatchObject({ waiting: -1, booking: -1 });
  });

  it("reads a name right after the 'and' that opens a clause as the one who served", () => {
    expect(topics('Meget grundig behandling, og Rasmus forklarede hvad han gjorde undervejs.', 'da')).toEqual({ treatment: 1, staff: 1 });
    expect(topics('Been coming for years, and Jade never disappoints!', 'en')).toMatchObject({ staff: 1 });
    // A name before 'and' is a companion.
    expect(topics('Lovely lunch, and Emma and I will be back.', 'en')).not.toHaveProperty('staff');
  });

  it('reads what a complaint was about, however many complaints its clause holds, but not the noun a complaint word describes', () => {
    expect(mention('Food was lovely, but we waited nearly 50 mins for our mains and nobody came over to check on us.', 'en', 'food')).toMatchObject({ polarity: 1 });
    expect(mention('We waited nearly 50 mins for our mains and nobody came over to check on us.', 'en', 'food')).toMatchObject({ polarity: 0, aside: true });
    expect(mention('Skittent bad med hår i sluket og flekker på sengetøyet.', 'no', 'rooms')).toMatchObject({ hedged: true, aside: false });
  });

  it('gives the words of a clause that opens with a person to that person rather than to a weak cue among them', () => {
    expect(topics('Men Sanne var så rolig og forklarede hvad hun lavede.', 'da')).toEqual({ staff: 1 });
    // Far from the person, a weak cue that is the word itself is what the person did.
    expect(topics('Frau Peters hat mir ein Buch für meine Enkelin empfohlen.', 'de')).toMatchObject({ service: 1 });
    // Right after the word, a weak cue is the noun it describes.
    expect(topics('Sanne er sød og laver lækker kaffe.', 'da')).toMatchObject({ staff: 1, coffee: 1 });
  });

  it("reads a complaint after 'not even' or lukewarm after 'hardly' as more of a complaint, not as praise", () => {
    readsEach([
      ['El café ni siquiera estaba tibio.', 'es', { coffee: -1 }],
      ['The soup was not even lukewarm.', 'en', { food: -1 }],
      ['O café nem sequer estava morno.', 'pt', { coffee: -1 }],
      // Lukewarm after 'hardly' is colder still.
      ['Kaffen var knapt lunken.', 'no', { coffee: -1 }],
      ['Der Kaffee war kaum lauwarm.', 'de', { coffee: -1 }],
    ]);
    // 'Not bad' is still mild praise.
    expect(topics('The soup was not bad.', 'en')).toEqual({ food: 1 });
  });

  it("reads praise granted with a negation ('ei siinä', 'sitä en kiellä', 'det kan man inte klaga på') as praise", () => {
    expect(read('Kahvi oli kyllä oikeen hyvää, ei siinä. Mutta viikonloppuna ei kannata.', 'fi', 2)).toEqual({ coffee: 1 });
    expect(read('Puoti on ihana ja tunnelmallinen, sitä en kiellä. Mut harmitti kyllä.', 'fi', 3)).toEqual({ atmosphere: 1 });
    expect(read('Kaffet var gott, det kan man inte klaga på. Men det räcker inte.', 'sv', 2)).toEqual({ coffee: 1 });
    expect(read('Maden var god, det kan man ikke klage over. Men det er ikke nok.', 'da', 2)).toEqual({ food: 1 });
    expect(read('Maten var god, det kan jeg ikke klage på. Men det holder ikke.', 'no', 2)).toEqual({ food: 1 });
    expect(read('Das Essen war gut, nichts zu meckern. Aber das reicht nicht.', 'de', 2)).toEqual({ food: 1 });
  });

  it('reads a negation right before a figure that opens praise as less than that, not as a complaint', () => {
    expect(read('Schönes kleines Hotel, keine 2 Minuten zum Strand.', 'de', 4)).toMatchObject({ location: 1 });
    // A negation that makes a length of time too short is no praise.
    expect(read('Der Arzt war keine 5 Minuten im Raum.', 'de', 2).staff ?? 0).toBeLessThanOrEqual(0);
  });

  it('reads a star taken away for something as a complaint of it, never as praise', () => {
    readsEach([
      ["Super choix et bons conseils. J'enlève une étoile pour le prix.", 'fr', { selection: 1, service: 1, price: -1 }],
      ['Buen surtido y buena atención. Le quito una estrella por el precio.', 'es', { selection: 1, service: 1, price: -1 }],
      ['Boa variedade e boa ajuda. Tiro uma estrela pelo preço.', 'pt', { selection: 1, service: 1, price: -1 }],
    ]);
    // So is a star that goes, or one fewer, for what a warm review faults.
    expect(read('God mad, men en stjerne ryger for larmen.', 'da', 4)).toMatchObject({ noise: -1 });
    expect(read('Leckeres Essen. Ein Stern weniger wegen der Wartezeit.', 'de', 4)).toMatchObject({ waiting: -1 });
    expect(read('Hyvä leikkaus, mutta tähti lähtee hinnasta.', 'fi', 4)).toMatchObject({ price: -1 });
    // Stars given for something are still praise.
    expect(topics("5 étoiles pour l'accueil.", 'fr')).toEqual({ service: 1 });
  });

  it('reads what the one praise of an unhappy review is announced of as praised, never as the one complaint', () => {
    readsAs({ coffee: 1 }, [
      ['Det eneste positive var kaffen.', 'da'],
      ['Det enda positiva var kaffet.', 'sv'],
      ['Det eneste positive var kaffen.', 'no'],
      ['Le seul point positif : le café.', 'fr'],
      ['Lo único bueno fue el café.', 'es'],
    ]);
    // The phrase that closes the praise before it names nothing after it.
    expect(topics('Kaffen var god, det var også det eneste positive.', 'da')).toEqual({ coffee: 1 });
  });

  it("reads 'not the cheapest' as a complaint of the price, and the cheapest as praise", () => {
    readsEach([
      ['Not the cheapest, but worth it for the quality.', 'en', { price: -1, food: 1 }],
      ['Ikke det billigste sted, men kvaliteten er i top.', 'da', { price: -1 }],
      ['Ikke billigst, men kvaliteten er på topp.', 'no', { price: -1 }],
      ['Ei halvin paikka, mutta laatu on kohdallaan.', 'fi', { price: -1 }],
    ]);
    expect(topics('The cheapest coffee in town and the best.', 'en')).toMatchObject({ price: 1 });
  });

  it('reads not caring told as an idiom as a complaint of the staff', () => {
    readsAs({ staff: -1 }, [
      ['Jenta i kassa brydde seg fint lite.', 'no'],
      ['Der Kellnerin war alles egal.', 'de'],
      ['A la camarera le daba todo igual.', 'es'],
      ['The girl at the till couldn\'t have cared less.', 'en'],
    ]);
  });

  it('reads better once as worse now, and better than before as no complaint', () => {
    readsAs({ coffee: -1 }, [['Kaffen var bedre før.', 'no']]);
    readsAs({ food: -1 }, [
      ['La cuisine était meilleure avant.', 'fr'],
      ['Antes la comida era mejor.', 'es'],
    ]);
    expect(topics('The coffee is better than before.', 'en').coffee ?? 0).toBeGreaterThanOrEqual(0);
  });

  it('reads what was a joke, and what has a lot to improve, as a complaint', () => {
    readsAs({ service: -1 }, [
      ['Servicen var en vittighed.', 'da'],
      ['Le service, une blague.', 'fr'],
      ['El servicio fue una broma.', 'es'],
      ['Servicen var en vits.', 'no'],
    ]);
    expect(topics('Maten hadde mye å gå på.', 'no')).toEqual({ food: -1 });
  });

  it('reads a place a few minutes away on foot as praise of the location, and no wait', () => {
    readsAs({ location: 1 }, [
      ['Fem minuter till stationen.', 'sv'],
      ['Fem minutter å gå til sentrum.', 'no'],
      ['Rannalle viisi minuuttia kävellen.', 'fi'],
      ['À 5 minutes à pied de la gare.', 'fr'],
      ['A dos minutos andando de la playa.', 'es'],
    ]);
    // Minutes standing ('de pie', 'em pé') are a wait, and 'hver gang' is every time, no walk.
    expect(read('Después de veinte minutos de pie en la entrada nos dieron una mesa.', 'es', 2)).not.toHaveProperty('location');
    expect(read('Han har siddet i venteværelset i 20 min hver eneste gang.', 'da', 2)).toMatchObject({ waiting: -1 });
    expect(read('Han har siddet i venteværelset i 20 min hver eneste gang.', 'da', 2)).not.toHaveProperty('location');
  });

  it('reads a sleepless night, bass thumping and words said twice as noise, what ran out as the range, and someone who finally came as a wait', () => {
    expect(read('Autoja koko yön, ei saatu unta.', 'fi', 2)).toMatchObject({ noise: -1 });
    expect(read('Det dunka bass til nærmere to på natta.', 'no', 2)).toMatchObject({ noise: -1 });
    expect(read('On a passé la soirée à se faire répéter les phrases.', 'fr', 3)).toMatchObject({ noise: -1 });
    expect(read('A picanha tinha acabado.', 'pt', 2)).toMatchObject({ selection: -1 });
    expect(read('Someone finally showed up with fresh sheets about 50 minutes later.', 'en', 2)).toMatchObject({ waiting: -1 });
    // Having just done something ('tinha acabado de sair') ran nothing out.
    expect(read('Parecia que tinha acabado de sair da piscina.', 'pt', 2)).not.toHaveProperty('selection');
  });

  it('reads waiting for a reply to a complaint as how it was handled, not as a wait at the place', () => {
    readsAs({ service: -1 }, [
      ['Emailed them twice, still waiting for a reply.', 'en'],
      ['Hab eine Mail geschrieben, warte immer noch auf Antwort.', 'de'],
      ["J'ai envoyé un mail, j'attends toujours une réponse.", 'fr'],
      ['Les escribí un correo y sigo esperando respuesta.', 'es'],
      ['Mandei email e ainda estou à espera de resposta.', 'pt'],
    ]);
  });

  it("reads expecting more for the money ('uno espera un poquito más', 'estava à espera de muito mais') as a complaint of the price, not a wait", () => {
    expect(read('Para lo que vale la noche uno espera un poquito más la verdad.', 'es', 3)).toEqual({ price: -1 });
    expect(read('Pelo que pagámos estava à espera de muito mais.', 'pt', 2)).toEqual({ price: -1 });
  });

  it('reads what was done without notice as a complaint, not a negation of it', () => {
    expect(read('Mein Termin wurde ohne Bescheid abgesagt.', 'de', 2)).toEqual({ booking: -1 });
    expect(read('Min tid var blevet aflyst uden varsel.', 'da', 2)).toEqual({ booking: -1 });
  });

  it('reads paying and leaving as no word about the prices', () => {
    expect(read('Leikkaus oli surkea. Maksoin vaan ja lähdin.', 'fi', 2)).toEqual({ haircut: -1 });
    expect(read('Der Schnitt war furchtbar. Bezahlt hab ich dann einfach, wollte nur noch raus.', 'de', 2)).toEqual({ haircut: -1 });
    expect(read("La coupe était ratée. J'ai payé et je suis partie.", 'fr', 2)).toEqual({ haircut: -1 });
  });

  it('reads parking that is a misery, few, a nuisance or hard to find as the one complaint of a warm review', () => {
    readsEach([
      ['Fint hotell, men parkeringen är ett elände.', 'sv', { parking: -1 }],
      ['Hyvä ruoka, parkkipaikkoja vähän.', 'fi', { food: 1, parking: -1 }],
      ['Gutes Essen, nur die Parkplatzsuche nervt.', 'de', { food: 1, parking: -1 }],
      ['Comida buenísima, lo único que cuesta aparcar.', 'es', { food: 1, parking: -1 }],
    ]);
  });

  it('lets no figure put a negation out of reach', () => {
    expect(topics('Ei ollut 119 euron arvoinen yö.', 'fi')).toEqual({ price: -1 });
  });

  it('reads applause or an upside-down smile closing praise as irony in a one- or two-star review', () => {
    expect(read('El mesero ni se asomaba. Excelente servicio 👏👏', 'es', 2)).toMatchObject({ service: -1 });
    expect(read('Det kan den ikke. Super kundeservice 👏👏', 'da', 1)).toEqual({ service: -1 });
    expect(read('Excelente servicio 👏👏', 'es', 5)).toEqual({ service: 1 });
    expect(read('Room was fine if you like a view of the bins 🙃', 'en', 2)).toEqual({ rooms: -1 });
    // So does a word of applause closing its sentence; one that does not close it is meant.
    expect(read('95 € pour ressembler à un panneau de signalisation, bravo.', 'fr', 1)).toEqual({ price: -1 });
    expect(read('95 € pour ressembler à un panneau de signalisation, bravo.', 'fr', 5)).toEqual({ price: 1 });
    expect(read('La comida excelente, felicidades al chef, pero la espera fue eterna.', 'es', 2)).toEqual({ food: 1, waiting: -1 });
    // Applause with nothing before it to make ironic is the irony itself, however many hands clap.
    expect(read('Madrassen var gammel. 1.395 kr for en nat 👏👏', 'da', 1)).toMatchObject({ price: -1 });
    expect(read('1.395 kr for en nat 👏👏', 'da', 5)).toEqual({ price: 1 });
    // And so is the praise of a short remark that names nothing, after the story it remarks on.
    expect(read('140€ la noche por escuchar el compresor. Vamos, de diez.', 'es', 1)).toEqual({ price: -1 });
    expect(read('Skulle betale 850 kr igen for at få den lavet om. Smart forretningsmodel 👏', 'da', 1)).toEqual({ price: -1 });
    expect(read('140€ la noche por escuchar el compresor. Vamos, de diez.', 'es', 5)).toEqual({ price: 1 });
  });

  it("reads words in quotation marks in a complaint as someone else's, but a companion's praise as praise", () => {
    expect(read('Gikk ut med bob. Frisøren mente det ble «så fint». Tja.', 'no', 2)).not.toMatchObject({ staff: 1 });
    expect(read('Der Kellner meinte nur „das ist super so“. Frechheit.', 'de', 1)).not.toMatchObject({ staff: 1 });
    expect(read('My son said "best pancakes ever"!', 'en', 5)).toEqual({ food: 1 });
  });

  it('reads a review of three stars or fewer that tells the clock twice as a complaint of the wait, but not prices', () => {
    expect(read('Table booked for 7.30. Starters came out at 8.40.', 'en', 1)).toMatchObject({ waiting: -1 });
    expect(read('Bord bestilt til kl. 19. Fik bordet kl. 19.25. Forretten kom 20.10.', 'da', 2)).toMatchObject({ waiting: -1 });
    expect(read('Nos sentaron rápido pero las entradas llegaron como a las 3:20, habíamos llegado a las 2:30.', 'es', 2)).toMatchObject({ waiting: -1 });
    expect(read('Table booked for 7.30, in at 9.15 after a lovely walk.', 'en', 5)).not.toHaveProperty('waiting');
    expect(read('£4.20 for a latte and £3.50 for a scone.', 'en', 2)).not.toHaveProperty('waiting');
    // Hours are told as '20h40' and '20h', '14 Uhr', 'kl 12' as often.
    expect(read('Rendez-vous à 8h15, j’ai été prise à 9h05.', 'fr', 1)).toMatchObject({ waiting: -1 });
    expect(read('Arrivés à 15h, chambre pas prête, on nous dit de revenir à 17h.', 'fr', 1)).toMatchObject({ waiting: -1 });
    expect(read('Buketten skulle levereras kl 12. Den kom 16.40.', 'sv', 1)).toMatchObject({ waiting: -1 });
    expect(read('Termin um 14 Uhr, dran um 15 Uhr.', 'de', 2)).toMatchObject({ waiting: -1 });
  });

  it('reads what an unhappy guest was told as a complaint of the service, and only in a review of one or two stars', () => {
    expect(read('Da jeg ringede fik jeg at vide at det var mit eget hårs skyld.', 'da', 1)).toMatchObject({ service: -1 });
    expect(read('Kun kerroin respaan, vastaus oli et siivooja on jo lähteny kotiin.', 'fi', 1)).toMatchObject({ service: -1 });
    expect(read('Pedimos otra mesa y nos dijeron que estaba todo lleno.', 'es', 2)).toMatchObject({ service: -1 });
    expect(read('Pedimos otra mesa y nos dijeron que estaba todo lleno.', 'es', 4)).not.toHaveProperty('service');
    // Praise that reaches it keeps its sign.
    expect(read('We were told in a friendly way that the kitchen had closed.', 'en', 2)).toMatchObject({ service: 1 });
  });

  it('reads the pain a happy patient tells of a part of the body as what they came with, not a complaint', () => {
    expect(read('Fisioterapeutas muito competentes, as sessões ajudaram imenso com as dores nas costas.', 'pt', 5)).toEqual({ staff: 1, treatment: 1 });
    expect(read('Hade haft ont i ryggen i flera veckor och efter två behandlingar är jag smärtfri.', 'sv', 5)).toEqual({ treatment: 1 });
    expect(read('Die Behandlung meiner Rückenschmerzen war super.', 'de', 5)).toEqual({ treatment: 1 });
    // In an unhappy review the same pain is the complaint.
    expect(read('The massage was rough and my back hurts.', 'en', 2)).toEqual({ treatment: -1 });
  });

  it('keeps praise granted with "I\'ll give them that" against a later complaint that names the same thing as a detail', () => {
    expect(read('Los tacos al pastor están bien chidos, eso ni se discute. Pero pedimos gringas y nos trajeron quesadillas nomás de queso.', 'es', 3)).toEqual({ food: 1, service: -1 });
    expect(read('A cor ficou bonita, não digo que não, mas a cabeleireira passou o tempo todo a dar-me puxões no cabelo.', 'pt', 2)).toMatchObject({ haircut: 1 });
    // Without the grant the later complaint wins, as ever; nor does the grant win over a complaint of which the same thing is the subject.
    expect(read('Los tacos al pastor están bien chidos. Pero las gringas estaban secas y sin sabor.', 'es', 3)).toMatchObject({ food: -1 });
    expect(read('Fiskesuppa var god, det skal de ha. Torsken var tørr.', 'no', 2)).toMatchObject({ food: -1 });
    // Nor over a complaint of the same thing told in a sentence before it.
    expect(read("The ribeye came out grey right through. Sticky toffee pudding was lush, I'll give them that.", 'en', 2)).toMatchObject({ food: -1 });
    // Nor over a complaint whose subject opens the clause after a 'but' and its article.
    expect(read("Room itself was a good size, I'll give them that, but the bathroom was grim.", 'en', 1)).toMatchObject({ rooms: -1 });
  });

  it("reads the one praise a one-star review announces ('the only good thing was') as praise set apart", () => {
    expect(read('The room was filthy. The only good thing was the breakfast.', 'en', 1)).toMatchObject({ breakfast: 1 });
    expect(read('Huone oli likainen. Ainoa hyvä asia oli aamupala.', 'fi', 1)).toMatchObject({ breakfast: 1 });
    // Praise a one-star review does not set apart is still no praise.
    expect(read('The room was filthy. The breakfast was good.', 'en', 1)).toMatchObject({ breakfast: 0 });
  });

  it("reads 'a profissional' opening a clause as the person, not as praise", () => {
    readsEach([
      ['A profissional não explicou nenhum cuidado pós.', 'pt', { staff: 0 }],
      ['La profesional ni me miró.', 'es', { staff: -1 }],
      // Before a noun or in the predicate it is praise.
      ['Le personnel professionnel nous a tout expliqué.', 'fr', { staff: 1 }],
      ['Es una profesional como pocas.', 'es', { staff: 1 }],
    ]);
  });

  it('reads a meal named only as a time of day as no food', () => {
    readsAs({ waiting: -1 }, [
      ['The queue was long and it ruined my lunch break.', 'en'], ['Kön är alldeles för lång vid lunch.', 'sv'], ['Køen er alt for lang i frokostpausen.', 'da'],
      ['Køen er altfor lang i lunsjen.', 'no'], ['Jono on aivan liian pitkä lounasaikaan.', 'fi'], ['La cola es demasiado larga a la hora de comer.', 'es'],
    ]);
  });

  it('reads the parking complained of by its price as a complaint of the parking', () => {
    readsEach([
      ["En plus le stationnement est à 25 $ la nuit, c'est pas mal raide pour une auberge.", 'fr', { parking: -1, price: -1 }],
      ['Parkering koster 250 kr døgnet i tillegg, det synes jeg er i drøyeste laget.', 'no', { parking: -1, price: -1 }],
      // Praise of its own keeps its sign, and a price that pleased is no complaint.
      ['Free parking, and the room was only £80, a steal.', 'en', { parking: 1, rooms: 0, price: 0 }],
    ]);
  });

  it('reads a length of time in a review of three stars or fewer as a wait, unless it measures the treatment or is too short', () => {
    expect(read('Ficamos 40 min em pé na porta.', 'pt', 2)).toMatchObject({ waiting: -1 });
    expect(read('Getränke nach 20 Minuten, Vorspeisen nach 50 Minuten.', 'de', 1)).toMatchObject({ waiting: -1 });
    expect(read('Ficamos 40 min em pé na porta, que vista linda.', 'pt', 3)).not.toHaveProperty('waiting');
    expect(read('Ficamos 40 min em pé na porta.', 'pt', 5)).not.toHaveProperty('waiting');
    expect(read('Betalte 690 kr for det som skulle være 45 min behandling. Fikk 20 min.', 'no', 1)).not.toHaveProperty('waiting');
    expect(read('Der Zahnarzt war keine 5 Minuten im Raum.', 'de', 2)).not.toHaveProperty('waiting');
  });

  it("reads what a 'but' sets against praise, named without a feeling of its own, as no praise", () => {
    for (const [text, language, topic] of [
      ['Très bon cappuccino, mais on attend longtemps au comptoir.', 'fr', 'waiting'],
      ['Essen super, aber an Parkplatz findest in der Gegend keinen.', 'de', 'parking'],
      ['Greit utvalg av ski, men ekspeditøren visste ikke forskjellen på klassiskski og skøyteski.', 'no', 'staff'],
    ] as const) {
      expect(mention(text, language, topic), text).toMatchObject({ polarity: 0, hedged: true });
    }
    // An announced complaint reaches to the end of its sentence.
    expect(mention('Tandrensningen gjorde ikke ondt. Trækker en stjerne fordi venteværelset lugtede, og så skulle jeg køre tre gange rundt om blokken for at finde en p-plads.', 'da', 'parking')).toMatchObject({ polarity: 0, hedged: true });
    // Not after 'not only', nor what a price was paid for.
    expect(mention('Not only was the food great, but also the wine list.', 'en', 'drinks')).toMatchObject({ hedged: false });
    expect(mention('Kuchen war lecker aber für ein Stück Torte und einen Latte 9,80€ zu zahlen finde ich schon happig.', 'de', 'coffee')).toMatchObject({ hedged: false });
  });

  it("reads a feeling after 'never' and 'so' as the strongest yet, unless it is compared with something", () => {
    readsEach([
      ['Fiz luzes com ela e meu cabelo nunca ficou tão bonito.', 'pt', { haircut: 1 }],
      ['Never had such good coffee in my life.', 'en', { coffee: 1 }],
      ['Kahvi ei ole koskaan ollut näin hyvää.', 'fi', { coffee: 1 }],
      ['Jeg har aldrig været så skuffet over maden.', 'da', { food: -1 }],
      ['The coffee is never as good as it used to be.', 'en', { coffee: -1 }],
      ['Maden var ikke så god.', 'da', { food: -1 }],
    ]);
  });

  it("reads a 'none' after a topic as a lack of it, not as praise", () => {
    expect(mention("Eigene Parkplätze gibt's keine, die nächste Garage ist weit weg.", 'de', 'parking')).toMatchObject({ polarity: 0, hedged: true });
    expect(mention('Einen Parkplatz findest du hier keinen.', 'de', 'parking')).toMatchObject({ polarity: 0, hedged: true });
  });

  it('reads what a complaining reviewer asked for as what they did not get, but not the bill, nor what they got', () => {
    expect(read('Ich wollte nur die Spitzen geschnitten haben und bin mit einem Bob rausgegangen.', 'de', 1)).toEqual({ haircut: -1 });
    expect(read('ASKED FOR A TRIM AND WALKED OUT LOOKING LIKE A MUSHROOM.', 'en', 1)).toEqual({ haircut: -1 });
    expect(read('El bife de chorizo lo pedí jugoso y vino cocido.', 'es', 3)).toEqual({ food: -1 });
    expect(read('Pedí la tarta de queso y estaba buenísima.', 'es', 3)).toEqual({ food: 1 });
    expect(read('Pedi um galão e uma torrada e demorou mais de 20 minutos.', 'pt', 2)).toMatchObject({ coffee: 0, food: 0, waiting: -1 });
    expect(read('Asked for the bill three times before anyone came.', 'en', 2)).not.toMatchObject({ price: -1 });
    // In praise, asking is only asking.
    expect(read('Ich wollte nur die Spitzen geschnitten haben.', 'de', 5)).not.toMatchObject({ haircut: -1 });
    // Nor an asking that praise says was met, whatever the review goes on to name.
    expect(read('O corte ficou exatamente como eu queria e ainda me ensinou a fazer o brushing em casa.', 'pt', 3)).toEqual({ haircut: 1 });
    expect(read('Lena hat genau verstanden, was ich wollte, der graue Ansatz ist weg.', 'de', 3)).toEqual({ staff: 1, haircut: 0 });
  });

  it("reads 'a good' before an hour or a measured figure as how long, not as praise", () => {
    readsEach([
      ['Vi ventede en god time på maden.', 'da', { waiting: 0, food: 0 }],
      ['Vi ventet en god time på maten.', 'no', { waiting: 0, food: 0 }],
      ['Esperámos uma boa meia hora pela comida.', 'pt', { waiting: 0, food: 0 }],
      ['The food took a good 40 minutes.', 'en', { food: 0 }],
      ['Vi ventede godt 20 minutter på kaffen.', 'da', { waiting: 0, coffee: 0 }],
    ]);
    // A figure that is no measure leaves the praise alone.
    expect(topics('Great 5 star service!', 'en')).toEqual({ service: 1 });
  });

  it('reads praise of a last visit in a complaint as what is lacking now', () => {
    expect(read('Sidst vi var her var brunchen virkelig god. I dag var den ikke i nærheden.', 'da', 2)).toEqual({ breakfast: -1 });
    expect(read('Last time we came the burgers were amazing. This time, not so much.', 'en', 2)).toEqual({ food: -1 });
    expect(read('La última vez la paella estaba buenísima. Esta vez, nada que ver.', 'es', 2)).toEqual({ food: -1 });
    expect(read('Viime kerralla pizza oli tosi hyvää. Nyt ei ollut.', 'fi', 2)).toEqual({ food: -1 });
    // In praise, the last visit was as good.
    expect(read('Last time we came the burgers were amazing, and they still are.', 'en', 5)).toEqual({ food: 1 });
  });

  it("reads a question of a word or two as disbelief, not praise", () => {
    expect(read('Resepsjonen sa de «ikke kunne gjøre noe med det». Seriøst?', 'no', 1)).not.toMatchObject({ service: 1 });
    expect(read('They lost our booking. Really?', 'en', 1)).toEqual({ booking: -1 });
    expect(topics('Great coffee! Need I say more?', 'en')).toEqual({ coffee: 1 });
  });

  it("reads a name one goes to as the one who served, wherever it stands, but not a companion's party", () => {
    readsEach([
      ['Been going to Jade for years and she never disappoints!', 'en', { staff: 1 }],
      ['Bin seit Jahren bei Jana und sie nimmt sich immer Zeit.', 'de', { staff: 0 }],
      ['Oon käyny Jonnalla jo monta vuotta.', 'fi', { staff: 0 }],
    ]);
    expect(topics("Took my daughter to Sarah's party after, lovely food.", 'en')).toEqual({ food: 1 });
    expect(topics('Went with Emma for brunch, lovely food.', 'en')).not.toHaveProperty('staff');
  });

  it('lets no word of degree put a weak cue out of reach of its feeling', () => {
    expect(topics('Una pena porque la terraza es muy agradable.', 'es')).toEqual({ atmosphere: 1 });
  });

  it('sets the complaint after a but against the thing described, not against the word that described it', () => {
    expect(read('Zimmer sauber, aber für vier Personen echt eng.', 'de', 3)).toEqual({ rooms: -1, cleanliness: 1 });
  });

  it('reads praise before a comma and a figure as praise, not as the measure of the figure', () => {
    expect(read('Lage ist top, 5 min zum Lift.', 'de', 4)).toEqual({ location: 1 });
    expect(topics('Took a good 5cm off.', 'en')).toEqual({});
  });

  it('reads whom a review thanks by name as the staff it praises, but not the words that follow thanks', () => {
    expect(read('Hyvä tukka taas, kiitos Minna!', 'fi', 5)).toEqual({ haircut: 1, staff: 1 });
    expect(read('SUPERBE COUPE, MERCI MÉLANIE !!!', 'fr', 5)).toEqual({ haircut: 1, staff: 1 });
    expect(read('Un grand merci à Loïc pour ses conseils de balades.', 'fr', 5)).toMatchObject({ staff: 1 });
    expect(read('Super coupe. Merci Beaucoup !', 'fr', 5)).toEqual({ haircut: 1 });
    expect(read('Great cut. Thanks Again!', 'en', 5)).toEqual({ haircut: 1 });
    expect(read('Maden var skøn. Tak til Bo og køkkenet!', 'da', 5)).toEqual({ food: 1, staff: 1 });
    expect(read('Great food, thanks Al!', 'en', 5)).toEqual({ food: 1, staff: 1 });
  });

  it('reads a complaint in a sentence that names nothing, after one that praised, as of something it does not name', () => {
    expect(read('Bra utvalg av kart og turbøker. Åpningstidene kunne vært lengre på lørdager.', 'no', 4)).toEqual({ selection: 1 });
    // Unless it opens with a 'but', or closes an unhappy review.
    expect(read('Lovely food. But it was cold.', 'en', 3)).toEqual({ food: -1 });
    // A 'but' that opens a story of its own turns to something the sentence does not name.
    expect(read('Comimos harto rico, el rabo de toro increíble. Pero nos tocó la mesa pegada a la puerta y cada vez que alguien entraba se colaba un frío terrible.', 'es', 3)).toEqual({ food: 1 });
  });

  it('reads a length of time where a happy review announces its complaint as a wait, and elsewhere in it as none', () => {
    expect(read('Super Schnitt. Einziges Manko: wir saßen 40 Minuten im Wartebereich.', 'de', 4)).toMatchObject({ haircut: 1, waiting: -1 });
    expect(read('Flott klipp. Eneste minus er at vi satt 30 minutter før vi kom til.', 'no', 4)).toMatchObject({ waiting: -1 });
    expect(read('Great cut. Spent 40 minutes in the chair chatting with Mia.', 'en', 5)).not.toHaveProperty('waiting');
  });

  it('reads the clock told twice where a happy review announces its complaint as a wait, and opening hours as none', () => {
    expect(read('Super coupe. J’enlève une étoile parce que rdv à 18h, passé sur le fauteuil à 18h25.', 'fr', 4)).toMatchObject({ waiting: -1 });
    expect(read('Lovely food. Only downside: we arrived at 19.00 and sat down at 19.40.', 'en', 4)).toMatchObject({ food: 1, waiting: -1 });
    expect(read('Lovely food, open from 8.00 to 18.00 every day.', 'en', 5)).toEqual({ food: 1 });
    // An hour after 'a las', 'às' or 'at' is a clock time too.
    expect(read('El doctor es un profesional. Lo que no entiendo es que te citen a las 5 y entres a las 6 y cuarto.', 'es', 3)).toMatchObject({ waiting: -1 });
    expect(read('Appointment was 9:10, got seen at 10. The filling was done in ten minutes.', 'en', 2)).toMatchObject({ waiting: -1 });
  });

  it('reads what a happy guest came in with as the state they came with, not a complaint', () => {
    expect(read('Dana is a wizard. Came in with box dye disaster hair and walked out with the balayage of my dreams.', 'en', 5)).not.toMatchObject({ haircut: -1 });
    expect(read("Je suis arrivée avec une coloration ratée faite maison et Émilie a tout rattrapé.", 'fr', 5)).not.toMatchObject({ haircut: -1 });
    // In an unhappy review the same words are the complaint.
    expect(read('Came in for a trim and walked out with a terrible bob.', 'en', 2)).toMatchObject({ haircut: -1 });
    // So is the pain told a few words from the part of the body.
    expect(read('My lower back has been a mess since March and after 4 sessions I can tie my shoes again.', 'en', 4)).not.toMatchObject({ treatment: -1 });
  });

  it('reads no wait in a length of time that an everyday phrase measures: every ten minutes, hours in the car', () => {
    expect(read('Le wifi lâchait aux 10 minutes, ce qui est plate.', 'fr', 3)).toEqual({});
    expect(read('Kom fram 22.40 efter sju timmar i bil med två trötta barn.', 'sv', 1)).toEqual({});
    expect(read('The wifi dropped every 10 minutes.', 'en', 2)).not.toHaveProperty('waiting');
    expect(read('We waited 40 minutes for a coffee.', 'en', 2)).toMatchObject({ waiting: -1 });
    // Praise in another clause of the sentence does not make the length of time praise.
    expect(read('Bra utbud av cyklar men personalen var ointresserad, ingen kom fram på 20 minuter.', 'sv', 2)).toMatchObject({ waiting: -1 });
    // How long a room's shower ran is no wait.
    expect(read('Bruseren gav et lunkent drys i 5 min og så var det koldt vand.', 'da', 1)).not.toHaveProperty('waiting');
  });

  it('reads the thing a wish for more stands right after as lacking', () => {
    expect(read('Käsekuchen wie bei Oma 👌 Kaffee könnte bisschen stärker sein.', 'de', 4)).toEqual({ food: 1, coffee: -1 });
    expect(read('Lovely scones. The tea could be a bit stronger.', 'en', 4)).toEqual({ food: 1, coffee: -1 });
    expect(read('Lovely cakes, could be a bit addictive!', 'en', 5)).toEqual({ food: 1 });
  });

  it('reads what the one complaint is announced of as faulted, with or without a word of complaint', () => {
    expect(read('Noora sai kiharat kuriin. Ainoo pikku juttu et ajanvarauksesta tulee aina muistutusviesti tuplana 😄', 'fi', 5)).toMatchObject({ booking: -1 });
    expect(read("Seafood chowder was the best I've had. Only thing is it's a fair old walk up from the station, wear flat shoes!", 'en', 5)).toEqual({ food: 1, location: -1 });
    // The one praise is announced so too.
    expect(read("La coiffeuse m'a mal répondu. Seul point positif c'était pas cher.", 'fr', 2)).toMatchObject({ price: 1 });
  });

  it('reads coming back, or not, as a verdict on the visit, not on the person praised before the but', () => {
    expect(read('A moça da recepção foi um amor, mas não volto.', 'pt', 1)).toEqual({ staff: 1 });
    expect(read('Die Kellnerin war nett, aber wir kommen nicht wieder.', 'de', 2)).toEqual({ staff: 1 });
    expect(read('Super Essen, wir kommen wieder!', 'de', 5)).toEqual({ food: 1 });
    // A complaint that only contains the words is still a complaint.
    expect(read('Had to go back up and ask again.', 'en', 2)).toEqual({ service: -1 });
  });

  it('reads the feelings of a clause told of another business as not about this one, in an unhappy review', () => {
    expect(read('Cancelled twice. Ended up going private somewhere else and got seen the same day.', 'en', 1)).not.toMatchObject({ booking: 1 });
    expect(read('Die Farbe war orange. Jetzt war ich woanders und der Schnitt ist super.', 'de', 2)).not.toMatchObject({ haircut: 1 });
    expect(read('Os cafés são fracos, agora bebo noutro sítio onde o café é ótimo.', 'pt', 2)).toEqual({ coffee: -1 });
    // What was paid or done there is not of this place either; what was paid here, before the 'and', is.
    expect(read('Gick därifrån med gula slingor. Fick gå till en annan salong och betala 1200 till för att få ordning på det.', 'sv', 2)).toEqual({ haircut: -1 });
    expect(read("Came out with stripes. $260 later and I've had to book in somewhere else to get it fixed.", 'en', 1)).toHaveProperty('price');
    // Nor does being sent elsewhere take the complaint from who sent them.
    expect(read("La secrétaire m'a répondu sèchement que je pouvais aller voir ailleurs.", 'fr', 1)).toMatchObject({ staff: -1 });
    // Praise that compares with other places is still praise.
    expect(read('Bedre end noget andet sted i byen, kaffen er perfekt.', 'da', 5)).toEqual({ coffee: 1 });
  });

  it('keeps a word that is a cue of its own for what it describes, not for the new subject after an and', () => {
    expect(read('Al final me atendió la doctora Paz, que fue súper amable y la limpieza quedó bien.', 'es', 4)).toMatchObject({ staff: 1 });
    expect(topics('El local muy bonito y limpio.', 'es')).toEqual({ atmosphere: 1, cleanliness: 1 });
    // A list after an 'and' still shares the praise before it.
    expect(topics('fede ting og et kæmpe udvalg af lamper', 'da')).toEqual({ selection: 1 });
  });

  it('reads an announced wait as the complaint, and what was waited for before it as no complaint', () => {
    expect(read('Muikut olivat rapeita. Miinusta siitä että ruokia sai odottaa melkein tunnin.', 'fi', 4)).toEqual({ food: 1, waiting: -1 });
    expect(read('Das Essen war hervorragend. Einen Stern Abzug gibt es, weil wir auf die Hauptspeisen fast eine Stunde warten mussten.', 'de', 4)).toEqual({ food: 1, waiting: -1 });
    expect(read('Ruokia sai odottaa melkein tunnin.', 'fi', 3)).not.toMatchObject({ food: -1 });
    // After an 'and' the wait is a complaint of its own, beside the first.
    expect(read('O problema é que só estava uma senhora a atender e a fila chegava à porta.', 'pt', 3)).toMatchObject({ staff: -1 });
  });

  it('reads a booking a complaint opens its story with as where it starts, and a booking at stake or lost as the complaint', () => {
    const setting = (text: string, language: Parameters<typeof analyseReview>[1], rating: number) =>
      analyseReview(text, language, 'review', rating).topics.find((t) => t.topic === 'booking');
    expect(setting("Booked for 7.30 for my partner's 40th. Got sat down at 8.05. The steak was grey.", 'en', 1)).toMatchObject({ polarity: 0, aside: true });
    expect(setting('Waren am Samstag zu viert da, Tisch für 19 Uhr reserviert. Um halb neun kam das Essen, lauwarm.', 'de', 1)).toMatchObject({ aside: true });
    expect(setting('Bestilte bord til 6 for å feire eksamen. Maten kom etter nesten en time.', 'no', 1)).toMatchObject({ aside: true });
    // A booking told with the time a wait for the food is counted from is the wait's start, unless the story puts it at stake there.
    expect(setting('Vi havde bestilt bord til kl 18.30 og fik først hovedretten kl 20.05. Da vi spurgte, sagde tjeneren bare at det var lørdag.', 'da', 1)).toMatchObject({ aside: true });
    expect(setting('Table booked for 7.30 and the starters came out at 8.40. When we asked, we were told they were short-staffed.', 'en', 1)).toMatchObject({ aside: true });
    expect(setting('Vi havde bestilt bord til kl 19 og fik forretten kl 20.10, men der var ingen bestilling på os.', 'da', 1)).toMatchObject({ aside: false });
    // A negation in the next sentence of something else named there tells nothing of the booking; one of its own does.
    expect(setting("Booked a table for 8 for Dad's birthday. Starters didn't come till nine.", 'en', 1)).toMatchObject({ aside: true });
    expect(setting('Hatten einen Tisch für 20 Uhr reserviert. Als wir kamen, war kein Tisch frei.', 'de', 1)).toMatchObject({ aside: false });
    // Confirmed, paid ahead, looked for on arrival, not found or told of: the booking is what went wrong.
    expect(setting('Booked a table for 7pm, confirmed by email twice. Turned up and waited at the bar for 50 minutes.', 'en', 1)).toMatchObject({ aside: false });
    expect(setting('Reservamos una doble con vistas al mar y al llegar nos dieron una interior.', 'es', 1)).toMatchObject({ aside: false });
    expect(setting('Marcámos mesa para as 13h. Quando chegámos ninguém sabia de nada.', 'pt', 1)).toMatchObject({ aside: false });
    expect(setting('WIR HATTEN RESERVIERT!!! Und dann hieß es, der Tisch sei schon vergeben.', 'de', 1)).toMatchObject({ aside: false });
    // A booking told again is the story's subject, and a happy review's booking is no setting.
    expect(setting('Vi havde bestilt bord kl 19. Da vi kom kunne ingen finde bestillingen.', 'da', 1)).toMatchObject({ aside: false });
    expect(setting('Booked for 7.30. Lovely evening, great food.', 'en', 5)).toMatchObject({ aside: false });
  });

  it('reads heat as praise of a dish or a coffee and as a complaint of a room', () => {
    expect(read('Huone oli kuitenkin pieni ja kuuma, ikkunaa ei saanut auki.', 'fi', 2)).toMatchObject({ rooms: -1 });
    expect(read('La habitación estaba caliente.', 'es', 2)).toEqual({ rooms: -1 });
    expect(read('O quarto era quente.', 'pt', 2)).toEqual({ rooms: -1 });
    expect(read('Kahvi oli kuumaa ja pulla tuoretta.', 'fi', 5)).toEqual({ coffee: 1, food: 1 });
    expect(read('O café era quente e gostoso.', 'pt', 5)).toEqual({ coffee: 1 });
  });

  it("reads a short clause that names something with 'too' as feeling about it as the clause before", () => {
    expect(read('Le café est bon, les viennoiseries aussi.', 'fr', 3)).toEqual({ coffee: 1, food: 1 });
    expect(read('Der Kaffee ist gut, der Kuchen auch.', 'de', 3)).toEqual({ coffee: 1, food: 1 });
    expect(read('Kahvi on hyvää, pullatkin.', 'fi', 3)).toEqual({ coffee: 1, food: 1 });
    expect(read('Kaffen var kold. Kagen også.', 'da', 2)).toEqual({ coffee: -1, food: -1 });
    // A clause that tells something of its own is no echo.
    expect(read('The cake was great. We had a coffee too.', 'en', 3)).toEqual({ food: 1, coffee: 0 });
  });

  it('reads a thing praised earlier and named again with a complaint of its price as what the price was for', () => {
    expect(read('Pizzaen var blant de beste jeg har fått. Glutenfri bunn koster 60 kr ekstra, litt drøyt.', 'no', 3)).toMatchObject({ food: 1, price: -1 });
    expect(read('O corte ficou giro. E 45 euros por corte e brushing acho puxado.', 'pt', 3)).toMatchObject({ haircut: 1, price: -1 });
    expect(read('Pirkanmaan parhaat munkit. Ainoo miinus: munkki maksaa nykyään 4,50.', 'fi', 4)).toMatchObject({ food: 1, price: -1 });
    // A fault of its own, in a clause beside the price, is still a fault.
    expect(read('Maten brukar vara toppen. Den här gången var pastan överkokt, samtidigt som priset gått upp.', 'sv', 3)).toMatchObject({ food: -1 });
  });

  it("keeps a negation at the end of a sentence a negation when the next one opens with a word of 'not only'", () => {
    expect(read('O vinho da casa também não desiludiu. Só que tivemos de pedir a conta três vezes.', 'pt', 4)).toMatchObject({ drinks: 1 });
    expect(read('El vino no decepcionó. Solo que tardaron mucho con la cuenta.', 'es', 4)).toMatchObject({ drinks: 1 });
  });

  it('excuses every topic a word names, however many patterns of the lexicon match it', () => {
    expect(read('Parkeringen er besværlig, men det er ikke deres skyld.', 'da', 4)).toEqual({ parking: 0 });
    // What is excused is set aside, never thanked for in a happy review.
    expect(analyseReview('Great cake. Parking is a nightmare round there, not their fault though.', 'en', 'review', 4).topics.find((t) => t.topic === 'parking')).toMatchObject({ aside: true });
    // The excuse covers every topic of the clause it follows, not only the last named.
    expect(analyseReview('Tolle Auswahl. Parken in der Altstadt ist halt ein Krampf, aber dafür kann der Laden ja nichts.', 'de', 'review', 4).topics.find((t) => t.topic === 'parking')).toMatchObject({ aside: true });
  });

  it('reads the line faulted for a booking a call was meant to make as the booking gone wrong', () => {
    expect(read('Man kommt telefonisch nie durch, um einen Termin zu machen.', 'de', 4)).toMatchObject({ booking: -1 });
    expect(read('You can never get through on the phone to book an appointment.', 'en', 4)).toMatchObject({ booking: -1 });
    expect(read('Einen Stern Abzug, weil man telefonisch fast nie durchkommt, hab 4x angerufen bis ich nen Termin hatte.', 'de', 4)).toMatchObject({ booking: -1 });
    // Ordering at the table is no booking by phone.
    expect(read('Vi måtte vinke flere ganger for å få bestilt drikke.', 'no', 3)).not.toMatchObject({ booking: -1 });
  });

  it('reads praise someone else said or thought in an unhappy review as theirs, and in a happy one as praise', () => {
    expect(read('Bøffen var lunken. Min mor sagde det var hyggeligt alligevel.', 'da', 1)).toEqual({ food: -1 });
    expect(read('Steak was grey and cold. My husband said the chips were nice.', 'en', 1)).not.toMatchObject({ food: 1 });
    expect(read('Skulle bara toppa. Frisören tyckte det blev jättefint.', 'sv', 1)).not.toMatchObject({ haircut: 1 });
    // The French 'sa' is no Norwegian 'said'.
    expect(read('Le serveur était débordé, c pas sa faute mais bon. Pizzas froides.', 'fr', 2)).toMatchObject({ food: -1 });
    // In a happy review a companion's praise is praise.
    expect(read('Min mor sagde det var den bedste kage hun har fået.', 'da', 5)).toEqual({ food: 1 });
  });

  it('reads praise of what a breakfast holds, after the breakfast named without a feeling, as praise of the breakfast', () => {
    expect(read('La habitación era ruidosa. El desayuno eso sí, muy completo y con zumo natural.', 'es', 2)).toMatchObject({ breakfast: 1, drinks: 0 });
    // Praise of a coffee before the breakfast is the coffee's own.
    expect(read('Der Kaffee ist super. Das Frühstück gibt es bis elf.', 'de', 5)).toMatchObject({ coffee: 1 });
  });

  it('reads another dish or drink that came after an order, in a complaint, as the service getting the order wrong', () => {
    expect(read('Ordered an oat milk latte and a toasted teacake. Got a regular latte.', 'en', 2)).toMatchObject({ service: -1 });
    expect(read('Bestellt: Schnitzel mit Pommes. Gekommen: Schnitzel mit Kartoffelsalat.', 'de', 3)).toMatchObject({ service: -1 });
    expect(read('Commandé : un cappuccino et un pain au chocolat. Reçu : un café crème et un croissant.', 'fr', 3)).toMatchObject({ service: -1 });
    // How the order came is no other order, and a happy guest's order is no complaint.
    expect(read('Pedi uma torrada e um galão, veio tudo frio.', 'pt', 1)).not.toHaveProperty('service');
    expect(read('Ordered the lamb and got a lovely glass of wine with it.', 'en', 5)).not.toHaveProperty('service');
  });

  it('reads a dish praised and then named again as what a complained-of wait was for as still praised', () => {
    expect(read('Sehr leckere Kässpätzle und netter Service, nur aufs Essen mussten wir bissl lang warten.', 'de', 4)).toEqual({ food: 1, service: 1, waiting: -1 });
    expect(read('Lækker mad og sød betjening, vi ventede bare lidt længe på maden.', 'da', 4)).toEqual({ food: 1, service: 1, waiting: -1 });
    // A dish not praised may share the complaint of the wait's clause.
    expect(read('Pizza tuli pöytään puolen tunnin odottelun jälkeen ja oli reunoilta palanut.', 'fi', 2)).toMatchObject({ food: -1, waiting: -1 });
  });

  it('reads a figure with a decimal comma and two decimals as an amount of money, with or without its currency', () => {
    expect(read('Le café est bon mais 4,50 le cappuccino faut pas abuser.', 'fr', 3)).toEqual({ coffee: 1, price: -1 });
    expect(read('Der Kuchen war lecker, aber 4,90 für ein Stück ist happig.', 'de', 3)).toEqual({ food: 1, price: -1 });
    // A clock time or a mark with one decimal is no amount.
    expect(read('Vi kom kl. 14.30 og fik 4,5 stjerner værd af service.', 'da', 4)).not.toHaveProperty('price');
  });

  it("reads a complaint that names nothing, with a 'though' near its start, as turning on what the sentence before praised", () => {
    expect(read('Lovely decor and the cakes look amazing. Bit dry though to be honest.', 'en', 3)).toEqual({ atmosphere: 1, food: -1 });
    expect(read('Der Kuchen sah super aus. Etwas trocken allerdings.', 'de', 3)).toEqual({ food: -1 });
    // Without one it speaks of something it does not name.
    expect(read('Lovely cakes. A bit dry in here, to be honest.', 'en', 3)).toEqual({ food: 1 });
  });

  it('reads a short length of time in a complaint that names what it measured as no praise of a wait', () => {
    expect(read("Die Kontrolle hat dann keine 5 Minuten gedauert und verrechnet haben's 180 €.", 'de', 1)).not.toMatchObject({ waiting: 1 });
    // Nothing timed in the sentence, or a happy review: the short wait is praised.
    expect(read('Keine 5 Minuten gewartet, aber das Essen war kalt.', 'de', 2)).toMatchObject({ waiting: 1, food: -1 });
    expect(read('Die Behandlung hat keine 10 Minuten gedauert, super.', 'de', 4)).toMatchObject({ waiting: 1 });
  });

  it('reads a breakfast that ran short as a complaint of the breakfast, not of the range', () => {
    expect(read('Aamiainen oli heikko, kahdeksalta munat oli jo loppu.', 'fi', 2)).toMatchObject({ breakfast: -1, selection: 0 });
    expect(read('Das Frühstück war um neun schon ausverkauft.', 'de', 2)).toMatchObject({ breakfast: -1, selection: 0 });
    // The range faulted by name is the range's.
    expect(read('Morgenmaden kunne godt have lidt mere udvalg.', 'da', 4)).toMatchObject({ breakfast: -1, selection: -1 });
  });

  it("reads a length of time whose 'before' closes its clause as a point in time, not a wait", () => {
    expect(read('They cancelled my appointment by text 20 minutes before. Third time this year.', 'en', 1)).not.toHaveProperty('waiting');
    expect(read('Me cancelaron la cita por mensaje 20 minutos antes. Otra vez.', 'es', 1)).not.toHaveProperty('waiting');
    // So does one called off with a clause going on from its 'before'.
    expect(read('They cancelled my appointment an hour before I was due.', 'en', 1)).not.toHaveProperty('waiting');
    // A clause that goes on from the 'before' tells the wait.
    expect(read('We sat there 20 minutes before anyone came over.', 'en', 1)).toMatchObject({ waiting: -1 });
  });

  it('reads a length of time told in words as a wait', () => {
    expect(read('Half an hour for two sandwiches.', 'en', 2)).toMatchObject({ waiting: -1 });
    expect(read('Les plats ont mis une heure à arriver.', 'fr', 2)).toMatchObject({ waiting: -1 });
    expect(read('Meia hora para dois cafés.', 'pt', 2)).toMatchObject({ waiting: -1 });
    expect(read('Auf die Pizza haben wir eine Stunde gesessen.', 'de', 2)).toMatchObject({ waiting: -1 });
    // The article of another language is no amount: 'mudaram-me a hora' moved the appointment.
    expect(read('Mudaram-me a hora duas vezes por sms.', 'pt', 2)).not.toHaveProperty('waiting');
  });

  it('reads time on the road or asleep, and opening hours, as no wait', () => {
    expect(read('Arrivés à 22h après 6h de route avec les enfants. La chambre sentait le tabac.', 'fr', 1)).not.toHaveProperty('waiting');
    expect(read('Drove 40 minutes for nothing, the booking was gone.', 'en', 1)).not.toHaveProperty('waiting');
    expect(read('Dormimos umas 3 horas por causa do barulho.', 'pt', 1)).not.toHaveProperty('waiting');
    expect(read('Wir haben 2 Stunden geschlafen, so laut war es.', 'de', 1)).not.toHaveProperty('waiting');
    // The clock of an opening or a closing is the business's hours.
    expect(read('Frokosten stengte kl 9 også i helga, og da vi kom ned kvart på ni var det meste ryddet bort.', 'no', 2)).not.toHaveProperty('waiting');
    expect(read('Bokade bord till 19.00, fick bordet 19.40.', 'sv', 2)).toMatchObject({ waiting: -1 });
    // A length of time with no road or bed beside it is still the wait.
    expect(read('Nous avons attendu 40 minutes notre plat.', 'fr', 1)).toMatchObject({ waiting: -1 });
    // Behind the wheel, or in the air, is on the way too.
    expect(read('Kom fram etter 6 timer bak rattet. Rommet luktet røyk.', 'no', 2)).not.toHaveProperty('waiting');
    expect(read('Arrived after a 3 hour flight. The room smelt of smoke.', 'en', 2)).not.toHaveProperty('waiting');
  });

  it('reads two clocks a few minutes apart as a time kept, and the wait from the later one', () => {
    expect(read('Cita a las 9:00 y a las 9:05 ya estaba en el sillón. Pero el dentista ni me miró.', 'es', 2)).not.toHaveProperty('waiting');
    expect(read('Check-in from 15:00. We arrived at 15:10 and the room was ready at 17:20.', 'en', 2)).toMatchObject({ waiting: -1 });
    // A clock with its part after it is not the bare hour: half past five is no time kept after five.
    expect(read('Tenía cita a las 5 y no me sentaron hasta las 5 y media.', 'es', 2)).toMatchObject({ waiting: -1 });
  });

  it('reads paying told as what a step of the visit was for as part of the story, not the price', () => {
    expect(named('Ingen kom och frågade hur det smakade. Till slut fick vi gå fram till kassan själva för att få betala.', 'sv', 1)).not.toContain('price');
    expect(named('Niemand kam. Am Ende mussten wir selbst zur Kasse gehen, um zu zahlen.', 'de', 1)).not.toContain('price');
    expect(named('Personne ne venait, on a dû aller à la caisse pour payer.', 'fr', 1)).not.toContain('price');
    // Paying asked of the guest is the price: 'they want us to pay for a new one'.
    expect(named('Fyldningen faldt ud efter en uge, og nu vil de have os til at betale for en ny.', 'da', 1)).toContain('price');
  });

  it('reads what came or was started at the clock a wait ends as what the guest waited for, not what went wrong', () => {
    expect(named('Marquei para as 15h, só me lavaram a cabeça às 15h50 e saí de lá às 18h, para um corte e um brushing!! A cabeleireira foi fumar duas vezes.', 'pt', 1)).not.toContain('haircut');
    expect(read('Table booked for 7.30. The burgers came out at 8.40. We had to go and ask twice.', 'en', 1)).toMatchObject({ waiting: -1 });
    expect(named('Table booked for 7.30. The burgers came out at 8.40. We had to go and ask twice.', 'en', 1)).not.toContain('food');
    // A feeling of its own keeps the dish faulted: 'came out cold at 8.40'.
    expect(read('Table booked for 7.30. The burgers came out stone cold at 8.40.', 'en', 1)).toMatchObject({ food: -1, waiting: -1 });
  });

  it('reads a clock before the one booked as the guest come early, and a wait only from the booked one', () => {
    expect(read('Tinha consulta às 9h e cheguei às 8h50. A dentista foi um amor.', 'pt', 2)).not.toHaveProperty('waiting');
    expect(read('Booked for 7pm, arrived 6.50, got our table at 7.05. The steak was raw.', 'en', 2)).not.toHaveProperty('waiting');
    expect(read('Appointment at 10.30, I got there at 10.15 and was seen at 11.20.', 'en', 2)).toMatchObject({ waiting: -1 });
  });

  it('reads how long the service lasted, or a session, as no wait', () => {
    expect(read('The appointment lasted 10 minutes.', 'en', 2)).not.toHaveProperty('waiting');
    expect(read('Besöket varade 10 minuter.', 'sv', 2)).not.toHaveProperty('waiting');
    expect(read('Käynti kesti 10 minuuttia.', 'fi', 2)).not.toHaveProperty('waiting');
    expect(read('The check-up was at 10 and I sat there 40 minutes first.', 'en', 2)).toMatchObject({ waiting: -1 });
  });

  it('reads a booking told in a clause of time or reason as when or why something happened, not a topic the reply names', () => {
    expect(named('Parkering koster 150 kr pr døgn, det stod der ikke noget om da vi bookede.', 'da', 3)).not.toContain('booking');
    expect(named('Das Essen war super, als wir reserviert haben, war alles easy.', 'de', 4)).not.toContain('booking');
    // A booking the reviewer tells as what went wrong is named.
    expect(named('Vi bookede bord, men det var der ingen der kunne finde.', 'da', 2)).toContain('booking');
  });

  it('reads what was bought or paid in the first sentence of a complaint as where the story starts, and a bill told later as the price', () => {
    expect(named('Compré unos botines por 60 euros. A la semana se despegó la suela y no me los cambiaron.', 'es', 1)).not.toContain('price');
    expect(named('Ostin 139 euron kengät. Kuukauden päästä pohja irtosi eikä kukaan auttanut.', 'fi', 1)).not.toContain('price');
    // Paid as the outcome, or for what the first sentence says was to be had, is the price.
    expect(named('Maten kom etter en time og var kald. Vi betalte 4 300 kr og dro hjem.', 'no', 1)).toContain('price');
    expect(named('Av timen jeg betalte 650 kr for fikk jeg kanskje 20 min. Resten lå jeg alene.', 'no', 2)).toContain('price');
  });

  it('reads a person or their work told of in a happy review, in a sentence that faults nothing, as praised', () => {
    expect(read('Fantastisk kaffe. Ejeren kom selv ud og fortalte om bønnerne.', 'da', 5)).toMatchObject({ coffee: 1, staff: 1 });
    expect(read('Ótimo jantar. O empregado veio à mesa explicar cada prato.', 'pt', 5)).toMatchObject({ staff: 1 });
    expect(read('Beste frisøren i byen. Hun fikser alltid håret mitt akkurat sånn jeg vil ha det.', 'no', 5)).toMatchObject({ haircut: 1 });
    // Not in a sentence that faults something, nor in an unhappy review.
    expect(read('Gutes Essen. Der Kellner hat unsere Getränke vergessen.', 'de', 4)).not.toMatchObject({ staff: 1 });
    expect(read('Kaffen var kold. Ejeren kom ud og tog imod betalingen.', 'da', 2)).not.toMatchObject({ staff: 1 });
  });

  it('reads a complaint of a sum for a measure of a thing ("65 kr for et stykke brunsviger") as of the price, not of the thing', () => {
    expect(read('Hyggeligt sted og god kaffe, men 65 kr for et stykke brunsviger er altså i overkanten.', 'da', 3)).toMatchObject({ price: -1, food: 0 });
    expect(read('Lovely cafe but £6 for a slice of cake is steep.', 'en', 3)).toMatchObject({ price: -1, food: 0 });
  });

  it("reads a closing 'Bargain.' in an unhappy review as irony, and a longer closing praise of the place as praise", () => {
    expect(read('$40 for fish and chips and the fish was 90% batter. Bargain.', 'en', 1)).toMatchObject({ price: -1 });
    expect(read('Kaffen smakte som den hadde stått på plata siden morgenen. Koselig lokale da', 'no', 2)).toMatchObject({ atmosphere: 1 });
  });

  it("reads a 'no' before a complaint that opens with its own negation as agreeing with it, not turning it into praise", () => {
    expect(read('Llegamos y no había ninguna reserva a nuestro nombre.', 'es', 2)).toMatchObject({ booking: -1 });
  });

  it('reads a thing an unhappy guest puts in quotation marks by itself as faulted, and a quoted remark as no such thing', () => {
    expect(read("Food was tasty enough but my partner's 'steak' was about the size of a beermat.", 'en', 3)).toMatchObject({ food: -1 });
    expect(read('Vi fik en «suite» på 12 kvadratmeter.', 'da', 2)).toMatchObject({ rooms: -1 });
    expect(read("The waiter said 'enjoy your steak' and walked off.", 'en', 2)).toMatchObject({ food: 0 });
  });

  it('reads the clock of a noise as how long it went on, not as a wait', () => {
    const text = 'Room itself was grand but the walls are paper thin, the crowd next door were at it till 3am and then the bin lorry at 6.';
    expect(read(text, 'en', 3)).toMatchObject({ noise: -1 });
    expect(read(text, 'en', 3).waiting).toBeUndefined();
  });

  it("reads 'a good hour' and its kin as how long, not as praise of the wait", () => {
    expect(read('We waited a good hour for our food.', 'en', 2)).toMatchObject({ waiting: -1 });
    expect(read('Vi satt där en god timme innan någon kom.', 'sv', 2)).toMatchObject({ waiting: -1 });
    expect(read('Odotettiin reilu tunti ruokia.', 'fi', 2).waiting).toBeLessThanOrEqual(0);
    expect(read('We were hovering by the door for a good twenty minutes before a table came free.', 'en', 4).waiting ?? 0).toBeLessThanOrEqual(0);
  });

  it("reads a Nordic whole amount written with ',-' as money", () => {
    expect(read('Fin mad, ingen tvivl om det. Men 345,- for en halv kylling med pomfritter??', 'da', 3)).toMatchObject({ food: 1, price: -1 });
  });

  it('reads a word of complaint in a five-star review that sets no fault apart as praise put another way, and a fault set apart as a fault', () => {
    expect(read('The scones are ridiculous.', 'en', 5)).toMatchObject({ food: 1 });
    expect(read('O melhor cimbalino do Bonfim. E uma bica a 0,80€, onde é que isso ainda existe?', 'pt', 5)).toMatchObject({ price: 1 });
    expect(read('Skøn kaffe. Eneste minus er at der altid er kø.', 'da', 5)).toMatchObject({ coffee: 1, waiting: -1 });
    expect(read('The scones are ridiculous.', 'en', 4)).toMatchObject({ food: -1 });
    // Nor is what such a word stands beside held back as faulted.
    expect(analyseReview('Wunderschöner Aufenthalt. Frühstück mit lauter regionalen Sachen.', 'de', 'review', 5).topics.find((t) => t.topic === 'breakfast')).toMatchObject({ hedged: false });
  });

  it('carries praise in a sentence that names nothing back to the sentence before only when it opens its sentence, as a verdict does', () => {
    expect(read('Für 140 € die Nacht erwarten wir ehrlich gesagt etwas anderes. Die Kinder fanden den Steg zum Baden super.', 'de', 2).price).not.toBe(1);
    expect(read('The scones were on the dry side. My little one thought the big shiny swing out the back was brilliant.', 'en', 3).food).not.toBe(1);
    expect(read('Had the chowder. Gorgeous!', 'en', 4)).toMatchObject({ food: 1 });
  });

  it("reads a sentence of a 'but' and a thing, and nothing more, as a complaint of the thing", () => {
    expect(read('Palvelu oli ystävällistä. Mutta ruoka… Pihvi oli ok.', 'fi', 3)).toMatchObject({ service: 1, food: -1 });
    expect(read('Lovely staff. But the room... oh dear.', 'en', 2)).toMatchObject({ staff: 1, rooms: -1 });
  });

  it("reads clock times told in words ('halb elf', 'viertel nach elf', 'las diez y cuarto', 'half seven') as the clock of a wait", () => {
    expect(read('Um halb elf bestellt, das Rührei kam um viertel nach elf.', 'de', 2)).toMatchObject({ waiting: -1 });
    expect(read('Pedimos a las nueve y media y los platos llegaron a las diez y cuarto.', 'es', 2)).toMatchObject({ waiting: -1 });
    expect(read('Booked for half seven, got sat at quarter past eight.', 'en', 3)).toMatchObject({ waiting: -1 });
  });

  it('reads the sum of a purchase a complaint opens with as where the story starts, not as faulted by what went wrong with what was bought', () => {
    expect(read('Köpte ett par vinterkängor för 1800 kr i november. I januari släppte sulan på ena kängan.', 'sv', 1).price ?? 0).toBe(0);
    expect(read('Paid €210 for one night. Disgraceful.', 'en', 1)).toMatchObject({ price: -1 });
  });

  it('reads the sum of a purchase told after praise as where the story starts, not as a complaint of the price', () => {
    const priceIn = (text: string, language: Language, rating: number) => analyseReview(text, language, 'review', rating).topics.find((t) => t.topic === 'price');
    const da = 'Godt udvalg af gryder og pander. Men jeg købte en stegepande til 899 kr og efter tre uger slap belægningen. Ingen ville bytte den.';
    expect(priceIn(da, 'da', 2)).toMatchObject({ polarity: 0, hedged: false, aside: true });
    const en = 'Great range of garden tools. I bought a hedge trimmer for £89 and it packed in after two uses. No refund.';
    expect(priceIn(en, 'en', 1)).toMatchObject({ polarity: 0, hedged: false, aside: true });
  });

  it("reads what a 'but' opening its sentence names without a feeling as set against the praise of the sentence before", () => {
    const text = 'Great prices in the sale, got a jacket for half price. But the range in large sizes was nearly gone.';
    expect(analyseReview(text, 'en', 'review', 3).topics.find((t) => t.topic === 'selection')).toMatchObject({ polarity: 0, hedged: true });
  });

  it("reads a word of praise in a one-star review that sets no praise apart as no praise, and praise set apart as praise", () => {
    expect(read('Pedi um cappuccino e veio frio. R$ 24 pelo combo, nada mal né.', 'pt', 1).price ?? 0).toBe(0);
    expect(read("A la réception on m'a expliqué avec un grand sourire que la douche serait chaude vers 8h. Elle ne l'était pas.", 'fr', 1).staff ?? 0).toBe(0);
    expect(read('Tjeneren var sød, men maden var kold.', 'da', 1)).toMatchObject({ staff: 1, food: -1 });
  });

  it("does not carry back a complaint of the reviewer's own day after a 'but' to what was praised before it", () => {
    readsAs({ haircut: 1 }, [
      ['My colour came out gorgeous but I was fuming by then.', 'en'],
      ['Die Farbe ist super geworden, aber ich war danach echt sauer.', 'de'],
      ['Fargen ble fin, men jeg var skikkelig irritert etterpå.', 'no'],
      ['Farven blev flot, men jeg var virkelig irriteret bagefter.', 'da'],
    ]);
    expect(topics('La coloriste a fait du super boulot mais on est ressortis vraiment déçus de la journée.', 'fr')).toMatchObject({ staff: 1, haircut: 1 });
    expect(topics('El café muy rico, pero yo salí de allí bastante cabreada.', 'es')).toEqual({ coffee: 1 });
  });

  it('faults a thing praised earlier when a complaint is said of it in a clause that also complains of its price', () => {
    expect(read('Strömmingen var god. Pommesen var kalla och det var hälften så mycket som förra året för samma pris, 285 kr.', 'sv', 2)).toMatchObject({ food: -1, price: -1 });
    expect(read('Der Fisch war lecker. Die Pommes waren kalt und nur halb so viel wie letztes Jahr zum gleichen Preis, 19 €.', 'de', 2)).toMatchObject({ food: -1, price: -1 });
    expect(read("Le poisson était bon. Les frites étaient froides et deux fois moins nombreuses que l'an dernier pour le même prix, 19 €.", 'fr', 2)).toMatchObject({ food: -1, price: -1 });
    expect(read('El pescado estaba bueno. Las patatas estaban frías y eran la mitad que el año pasado por el mismo precio, 18 €.', 'es', 2)).toMatchObject({ food: -1, price: -1 });
  });
});

describe('dishes free of something', () => {
  it("reads 'without gluten' as a kind of dish, whose 'without' negates nothing said of it", () => {
    readsAs({ food: -1 }, [
      ['The bread without gluten was dry.', 'en'],
      ['Le pain sans gluten était sec.', 'fr'],
      ['La pasta sin gluten estaba fría.', 'es'],
      ['Das Brot ohne Gluten war trocken.', 'de'],
      ['Brødet uden gluten var tørt.', 'da'],
      ['Brödet utan gluten var torrt.', 'sv'],
      ['Leipä ilman gluteenia oli kuivaa.', 'fi'],
    ]);
  });
});
