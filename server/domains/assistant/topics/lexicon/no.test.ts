import { describe, expect, it } from 'vitest';
import { analyseReview } from '../analyse-review';
import { feltTopics, topicPolarities } from '../topic-polarities';

const topics = (text: string) => topicPolarities(text, 'no');
const felt = (text: string) => feltTopics(text, 'no');

describe('Norwegian lexicon', () => {
  it('knows the people behind the counter and how they behave', () => {
    expect(topics('Blide og smilende jenter bak disken.')).toMatchObject({ staff: 1 });
    expect(topics('Servitøren kranglet med oss om regningen.')).toMatchObject({ staff: -1 });
    expect(topics('Frisøren satt på mobilen hele tiden.')).toMatchObject({ staff: -1 });
    expect(topics('De blandet sammen bestillingen.')).toEqual({ service: -1 });
    expect(topics('Tannlegen var så forsiktig og fikk meg til å slappe av.')).toMatchObject({ staff: 1 });
  });

  it('reads half an hour taken to sort something out as a wait, and the hour to ring at sharp as no praise of anyone', () => {
    expect(topics('Det tok over en halvtime å få orden på.')).toEqual({ waiting: -1 });
    expect(topics('Man må ringe kl 8 presis og håpe på en time.')).not.toHaveProperty('waiting');
  });

  it('reads food gone wrong and everyday praise of it', () => {
    expect(topics('Rundstykket var gammelt og hardt.')).toMatchObject({ food: -1 });
    expect(topics('Fisken var ikke gjennomstekt.')).toMatchObject({ food: -1 });
    expect(topics('Pinnekjøttet var mørt og godt.')).toMatchObject({ food: 1 });
    expect(topics('Drinkene var utvannet.')).toMatchObject({ drinks: -1 });
    // 'Not worth the money' is one complaint, not a complaint and then praise of the price.
    expect(topics('Maten var ikke verdt pengene.')).toEqual({ food: -1, price: -1 });
  });

  it('files queues and short staff under the wait, and refunds and the phone under service', () => {
    expect(topics('De var tydelig underbemannet.')).toMatchObject({ waiting: -1 });
    expect(topics('Vi ventet 25 minutter på to kaffe.')).toMatchObject({ waiting: -1 });
    expect(topics('Det er aldri noen som tar telefonen.')).toMatchObject({ service: -1 });
    expect(topics('De ville ikke gi meg pengene tilbake.')).toMatchObject({ service: -1 });
  });

  it('knows rooms, toilets, bookings and salon, clinic and shop words', () => {
    expect(topics('Bordene var ikke tørket av og det lå smuler overalt.')).toMatchObject({ cleanliness: -1 });
    expect(topics('Vi hørte naboene hele natta.')).toMatchObject({ noise: -1 });
    expect(topics('De hadde mistet bordreservasjonen vår.')).toMatchObject({ booking: -1 });
    expect(topics('Putene var flate og dyna var tynn.')).toMatchObject({ rooms: -1 });
    expect(topics('Gellakken flasset av etter to dager.')).toMatchObject({ treatment: -1 });
    expect(topics('Hyllene var halvtomme.')).toMatchObject({ selection: -1 });
    expect(topics('Litt avsides, man må ha bil.')).toMatchObject({ location: -1 });
  });

  it('finds no feeling in everyday words that only look like one', () => {
    expect(felt('Det er rom for forbedring.')).toEqual([]);
    expect(felt('De selger også gavekort.')).toEqual([]);
    expect(felt('Vi var et stort selskap på tjue personer.')).toEqual([]);
    // 'Stusslig' is no trim, a cold beer is praise, and 'slappe av' is to relax.
    expect(topics('Frokostbuffeten var stusslig.')).not.toHaveProperty('haircut');
    expect(topics('Iskald øl og god stemning.')).toMatchObject({ drinks: 1 });
    expect(topics('Massasjen fikk meg til å slappe av.')).toMatchObject({ treatment: 1 });
  });

  it('uses up everyday phrases whose words mean no topic or feeling', () => {
    expect(topics('Vi syntes synd på servitøren.')).toEqual({ staff: 0 });
  });
  it('reads waving for a waiter as the service and a half-empty room as no comment on the selection', () => {
    expect(analyseReview('Vi måtte vinke flere ganger for å få bestilt mer drikke.', 'no').topics.map((t) => [t.topic, t.polarity])).toEqual([['service', -1], ['drinks', 0]]);
    expect(topics('Vi ventet lenge, selv om det var halvtomt i lokalet.')).toEqual({ waiting: -1 });
    expect(topics('450 kr uten drikke er for dyrt.')).toEqual({ price: -1 });
  });
  it('reads a bill that came to more than was said as the price, however far the feeling stands', () => {
    expect(topics('Og regningen ble mye høyere enn det jeg fikk oppgitt på forhånd.')).toEqual({ price: -1 });
  });
  it('reads parking that is hard to find as the parking, not the location', () => {
    expect(topics('Litt vanskelig å finne parkering, men ellers topp.')).toEqual({ parking: -1 });
  });
  it('reads a table at once, value for money, a small room and room for improvement', () => {
    expect(topics('Vi fikk bord med en gang.')).toEqual({ waiting: 1 });
    expect(topics('Mye for pengene.')).toEqual({ price: 1 });
    expect(topics('Frisøren skjønte nøyaktig hva jeg ville ha.')).toEqual({ staff: 1 });
    expect(topics('Rommet var lite men rent.')).toEqual({ rooms: -1, cleanliness: 1 });
    expect(topics('Det er rom for forbedring når det gjelder dessertene.')).toEqual({ food: -1 });
  });
  it("reads nobody coming by, flat beer, hard chairs and tables too close as complaints, and 'stole på' as trust", () => {
    expect(topics('Ingen kom og spurte om vi ville ha noe mer.')).toEqual({ service: -1 });
    expect(topics('Ølet var dovent.')).toEqual({ drinks: -1 });
    expect(topics('Stolene er veldig ubehagelige.')).toEqual({ atmosphere: -1 });
    expect(topics('Bordene står altfor tett.')).toEqual({ atmosphere: -1 });
    expect(topics('Vi kan stole på dere.')).not.toHaveProperty('atmosphere');
  });
  it('reads an exchange without fuss as good service', () => {
    expect(topics('Fikk bytte brukte sko uten noe styr.')).toEqual({ service: 1 });
  });
  it('reads leaving hungry, undrinkable coffee, thin walls, rising prices, a wrong order, a bob for a trim and too much for what we got as complaints', () => {
    expect(topics('Vi gikk sultne hjem.')).toEqual({ food: -1 });
    expect(topics('Kaffen var udrikkelig.')).toEqual({ coffee: -1 });
    expect(topics('Man hører alt gjennom veggene.')).toEqual({ noise: -1 });
    expect(topics('Prisene har gått kraftig opp.')).toEqual({ price: -1 });
    expect(topics('De tok feil av bestillingen to ganger.')).toEqual({ service: -1 });
    expect(topics('Ba om å ta 2 cm og gikk ut med en bob.')).toEqual({ haircut: -1 });
    expect(topics('Regningen endte på nesten 6000 kr, og det synes jeg blir mye for det vi fikk.')).toEqual({ price: -1 });
  });
  it('reads expecting more for the price, old smoke, a lukewarm coffee and a dry bun, a bill twice as high and not being seated until later as complaints', () => {
    expect(topics('Men for den prisen burde man kunne forvente mer.')).toEqual({ price: -1 });
    expect(topics('Det luktet gammel røyk i gangen.')).toEqual({ cleanliness: -1 });
    expect(topics('Kaffen var lunka og bolla var tørr som papp.')).toEqual({ coffee: -1, food: -1 });
    expect(topics('Regningen ble nesten det dobbelte av det jeg fikk oppgitt.')).toEqual({ price: -1 });
    expect(topics('Bestilte bord til kl 19 og fikk ikke sitte før kvart på åtte.')).toEqual({ booking: -1, waiting: -1 });
  });

  it('reads portions small for the price, a club discount and nothing to say against the wine', () => {
    expect(topics('Porsjonene var ganske små for prisen.')).toEqual({ food: -1, price: -1 });
    expect(topics('De gir oss klubbrabatt 👍')).toEqual({ price: 1 });
    expect(topics('Vinen var det ingenting å si på.')).toEqual({ drinks: 1 });
  });

  it('reads prices on the steep side, a racket too loud to think in, and an order that never came', () => {
    expect(topics('165 kr for et rekesmørbrød er i drøyeste laget.')).toMatchObject({ price: -1 });
    expect(topics('Prisene har gått litt vel mye opp.')).toEqual({ price: -1 });
    expect(topics('Det er så mye bråk at man ikke hører seg selv tenke.')).toEqual({ noise: -1 });
    expect(topics('Bollen kom aldri.')).toMatchObject({ service: -1 });
  });

  it('reads a portion on the small side, a receptionist busy with her phone and a hairdresser in a hurry', () => {
    expect(topics('Kjøttet var godt, men porsjonen var i minste laget.')).toEqual({ food: -1 });
    expect(topics('Resepsjonisten virket mest opptatt av telefonen sin.')).toEqual({ staff: -1 });
    expect(topics('Frisøren var hyggelig, men hadde det travelt.')).toEqual({ staff: -1 });
  });

  it('reads the only bright spot as praise, a hairdresser nice to talk to as the staff, and a queue that moves fast', () => {
    expect(topics('Frokosten var det eneste lyspunktet.')).toEqual({ breakfast: 1 });
    expect(topics('Mathilde er bare så koselig å prate med.')).toEqual({ staff: 1 });
    expect(topics('Køen går fort.')).toEqual({ waiting: 1 });
  });

  it("reads 'kan ikke vente' as no wait", () => {
    expect(topics('Frokosten var nydelig. Kan ikke vente til neste gang.')).toEqual({ breakfast: 1 });
  });

  it('reads what must be improved and coffee that stood on the hotplate as complaints', () => {
    expect(topics('Bookingsystemet bør forbedres.')).toEqual({ booking: -1 });
    expect(topics('Kanelbollene her er sykt gode. Kaffen derimot smakte som den hadde stått på platen siden lunsj.')).toEqual({ food: 1, coffee: -1 });
  });

  it("reads expectations for the price, a droning fan, being left sitting, a new 'sveis' and stars for the view", () => {
    expect(analyseReview('Men for 2100 kr natta forventer man vel litt mer enn greit?', 'no', 'review', 3).topics).toMatchObject([{ topic: 'price', polarity: -1 }]);
    expect(topics('Ventilasjonen durte som en traktor hele natta.')).toEqual({ noise: -1 });
    expect(topics('Jeg ble sittende med folie i håret i 50 minutter.')).toMatchObject({ waiting: -1 });
    expect(topics('Fikk en helt ny sveis denne gangen, kjempefin.')).toEqual({ haircut: 1 });
    expect(topics('Men fiskesuppa var lunken. 3 stjerner for utsikten og stemningen.')).toEqual({ food: -1, location: 1, atmosphere: 1 });
  });

  it("reads 'skuffer aldri' as praise", () => {
    expect(felt('Frisøren skuffer aldri.')).toEqual(['staff']);
    expect(topics('Frisøren skuffer aldri.')).toEqual({ staff: 1 });
  });

  it("reads 'kunne godt vært' as a wish", () => {
    expect(topics('Prisene kunne godt vært litt bedre for faste bedriftskunder da 😉')).toEqual({ price: -1 });
    expect(topics('Maten kunne godt vært varmere.')).toEqual({ food: -1 });
  });

  it('hears the clatter and reads asking twice as the service', () => {
    expect(topics('De skramlet med bord og stoler fra kl 05.')).toEqual({ noise: -1 });
    expect(topics('Vi måtte riktignok spørre to ganger om vann.')).toEqual({ service: -1 });
    expect(topics('Det gjorde vondt hele veien.')).toEqual({ treatment: -1 });
  });

  it('reads what did not help as the service, not as the person who was kind', () => {
    expect(topics('Servitøren var hyggelig, men det hjelper lite når ungene er sultne.')).toEqual({ staff: 1, service: -1 });
  });

  it('knows everyday ways of telling noise, waits, staff and choice', () => {
    expect(topics('Musikken dundret ut av høyttalerne.')).toMatchObject({ noise: -1 });
    expect(topics('Ungene skrek og løp rundt mellom bordene.')).toMatchObject({ noise: -1 });
    expect(topics('Kjøleskapet brummet hele natta.')).toMatchObject({ noise: -1 });
    expect(topics('Man hører hver dør som smeller i gangen.')).toMatchObject({ noise: -1 });
    expect(topics('Hunden bjeffet hele natta.')).toMatchObject({ noise: -1 });
    expect(topics('Deilig at man kunne prate uten å rope.')).toMatchObject({ noise: 1 });
    expect(topics('Fortsatt ingen kaffe etter 20 minutter.')).toMatchObject({ waiting: -1 });
    expect(topics('Jeg hadde time kl. 10 men kom ikke inn før kl. 11.')).toMatchObject({ waiting: -1 });
    expect(topics('Til slutt ga vi opp og gikk.')).toMatchObject({ waiting: -1 });
    expect(topics('Maten kom på null komma niks.')).toMatchObject({ waiting: 1 });
    expect(topics('Hun tok seg så godt av oss.')).toMatchObject({ staff: 1 });
    expect(topics('Herlige mennesker som driver stedet.')).toMatchObject({ staff: 1 });
    expect(topics('Jordmora var helt fantastisk.')).toMatchObject({ staff: 1 });
    expect(topics('Gutta på kjøkkenet var supergreie.')).toMatchObject({ staff: 1 });
    expect(topics('Bare to typer kaker å velge mellom.')).toMatchObject({ selection: -1 });
    expect(topics('De har et enormt utvalg av øl.')).toMatchObject({ selection: 1 });
    expect(topics('De hadde gitt bort bordet vårt.')).toMatchObject({ booking: -1 });
    expect(topics('Vi ble behandlet som luft.')).toMatchObject({ service: -1 });
    expect(topics('Ingen så vår vei på en time.')).toMatchObject({ service: -1 });
    expect(topics('Vi satt som sild i tønne.')).toMatchObject({ atmosphere: -1 });
    expect(topics('Det var helt dødt, null stemning.')).toMatchObject({ atmosphere: -1 });
    expect(topics('Saftige priser for det man får.')).toMatchObject({ price: -1 });
    expect(topics('Lommebokvennlige priser.')).toMatchObject({ price: 1 });
  });

  it('knows food still warm, a taste told as if gone stale, a hair in the dish and a bad smell', () => {
    expect(topics('Skolebollene var fortsatt lune.')).toMatchObject({ food: 1 });
    expect(topics('Kaffen smakte som om den hadde stått siden i morges.')).toMatchObject({ coffee: -1 });
    expect(topics('Håndklærne luktet kjeller.')).toMatchObject({ cleanliness: -1 });
  });

  it('knows everyday ways of judging the food, the room, the result, the price and the place', () => {
    expect(topics('Pommes fritesen svømte i fett.')).toMatchObject({ food: -1 });
    expect(topics('Kjøttet smeltet i munnen.')).toMatchObject({ food: 1 });
    expect(topics('Alt var laget fra bunnen av.')).toMatchObject({ food: 1 });
    expect(topics('Kyllingen var rosa inni.')).toMatchObject({ food: -1 });
    expect(topics('Kaffen smakte som oppvaskvann.')).toMatchObject({ coffee: -1 });
    expect(topics('Vinen var iskald og frisk.')).toMatchObject({ drinks: 1 });
    expect(topics('Senga var som å ligge på en stein.')).toMatchObject({ rooms: -1 });
    expect(topics('Rommet var på størrelse med et kott.')).toMatchObject({ rooms: -1 });
    expect(topics('Vinduet kunne ikke lukkes.')).toMatchObject({ rooms: -1 });
    expect(topics('Det var hull i lakenet.')).toMatchObject({ rooms: -1 });
    expect(topics('Endelig en frisør som kan klippe krøllete hår.')).toMatchObject({ haircut: 1 });
    expect(topics('Frisøren var hyggelig, men fargen ble grønn.')).toMatchObject({ haircut: -1 });
    expect(topics('Jeg ser ut som en puddel.')).toMatchObject({ haircut: -1 });
    expect(topics('Jeg kjente ingenting da tanna ble trukket.')).toMatchObject({ treatment: 1 });
    expect(topics('Huden var rød og irritert i flere dager.')).toMatchObject({ treatment: -1 });
    expect(topics('De tok betalt for vann fra springen.')).toMatchObject({ price: -1 });
    expect(topics('Prisen sto ikke i forhold til kvaliteten.')).toMatchObject({ price: -1 });
    expect(topics('Det ligger midt i sentrum.')).toMatchObject({ location: 1 });
    expect(topics('Det er en bratt bakke opp til hotellet.')).toMatchObject({ location: -1 });
    expect(topics('Det føltes som å sitte på en flyplass.')).toMatchObject({ atmosphere: -1 });
    expect(topics('Det lå en sokk på gulvet under senga.')).toMatchObject({ cleanliness: -1 });
    expect(topics('Det var ikke dopapir på toalettet.')).toMatchObject({ cleanliness: -1 });
    expect(topics('Søppelbøtta var full.')).toMatchObject({ cleanliness: -1 });
    expect(topics('Det er lurt å bestille bord.')).not.toHaveProperty('price');
  });

  it('reads an overbooked hotel as the booking gone wrong, and minutes away as a distance', () => {
    expect(topics('Hotellet var overbooket.')).toMatchObject({ booking: -1 });
    expect(topics('Parkeringen er fem minutter unna.')).not.toHaveProperty('waiting');
  });

  it('reads a waiting room as a place, stale food, negated pain, litotes, the phone and the booking as Norwegians put them', () => {
    expect(topics('Venterommet er litt slitt.')).toEqual({ atmosphere: -1 });
    expect(topics('Stolene på venterommet er ubehagelige.')).not.toHaveProperty('waiting');
    expect(topics('Måtte sitte på venterommet lenge.')).toMatchObject({ waiting: -1 });
    expect(topics('Kaken hadde stått fremme siden i går.')).toMatchObject({ food: -1 });
    expect(topics('Kaffen hadde stått på kanna hele formiddagen.')).toMatchObject({ coffee: -1 });
    expect(topics('Det gjorde ikke vondt i det hele tatt.')).toMatchObject({ treatment: 1 });
    expect(topics('Jeg kjente knapt noe da han boret.')).toMatchObject({ treatment: 1 });
    expect(topics('Ikke en eneste tåre fra sønnen min.')).toMatchObject({ treatment: 1 });
    expect(topics('Ingenting å pirke på med frokosten.')).toMatchObject({ breakfast: 1 });
    expect(topics('Det er ingen hemmelighet at vi elsker kaffen deres.')).toMatchObject({ coffee: 1 });
    expect(topics('Jeg ringte 4 ganger før jeg fikk en time.')).toEqual({ booking: -1 });
    expect(topics('Det tok meg 3 dager å få en time.')).toEqual({ booking: -1 });
    expect(topics('Jeg har sendt tre e-poster uten å få svar.')).toEqual({ service: -1 });
    expect(topics('Ingen svarer på telefonen.')).toEqual({ service: -1 });
    expect(topics('Hun hørte ikke på meg.')).toMatchObject({ staff: -1 });
    expect(topics('Det gikk ikke an å føre en samtale.')).toMatchObject({ noise: -1 });
    expect(topics('TV-en sto på for fullt.')).toMatchObject({ noise: -1 });
    expect(topics('Rent ut sagt var maten dårlig.')).toEqual({ food: -1 });
    expect(topics('Det var en rolig tirsdag, så vi fikk bord med en gang.')).not.toHaveProperty('noise');
    expect(topics('Vi slo to fluer i en smekk.')).toEqual({});
    expect(topics('Jeg fikk tilbake pengene.')).not.toHaveProperty('price');
    expect(topics('Nettbookingen tuller.')).toMatchObject({ booking: -1 });
    expect(topics('Ekspeditøren var kort angitt.')).toMatchObject({ staff: -1 });
    expect(topics('Parkering er vanskelig, men det kan de ikke noe for.')).toEqual({ parking: 0 });
    expect(topics('Man kan sitte og se utover fjorden.')).toMatchObject({ location: 1 });
    expect(topics('Timen min var gitt bort til en annen kunde.')).toMatchObject({ booking: -1 });
    expect(topics('Han er en klippe.')).toEqual({ staff: 1 });
    expect(topics('Greit nok for 200 spenn.')).toMatchObject({ price: 1 });
  });

  it('reads an asking cut short, an extra charge, a lunch break, praise of what one rarely sees and the other phrasings of the last blind set', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'no', 'review', rating);
    expect(read('Parkering koster 200 kr i tillegg.', 3)).toMatchObject({ parking: -1, price: -1 });
  });

  it('reads wrong orders, nobody serving, shrugs, being hurried out, shop help and returns, waiting idioms, a noisy hotel night and staff slang as Norwegians put them', () => {
    expect(topics('Bestilte en havrelatte, fikk vanlig melk.')).toMatchObject({ service: -1 });
    expect(topics('Bestilte pizza med skinke, men fikk en med ananas.')).toMatchObject({ service: -1 });
    expect(topics('Pommes fritesen så vi aldri noe til.')).toMatchObject({ service: -1 });
    expect(topics('Vi måtte gå opp til baren selv for å bestille.')).toMatchObject({ service: -1 });
    expect(topics('Servitøren forsvant.')).toMatchObject({ service: -1 });
    expect(topics('Måtte rope på servitøren hele tiden.')).toMatchObject({ service: -1 });
    expect(topics('Servitøren trakk bare på skuldrene.')).toMatchObject({ service: -1 });
    expect(topics('Uten engang å si unnskyld.')).toMatchObject({ service: -1 });
    expect(topics('Ingen gjorde noe med det.')).toMatchObject({ service: -1 });
    expect(topics('Regningen ble lagt på bordet uten at vi hadde bedt om den.')).toMatchObject({ service: -1 });
    expect(topics('De begynte å sette opp stolene rundt oss.')).toMatchObject({ service: -1 });
    expect(topics('Vi fikk beskjed om at kjøkkenet stenger om tjue minutter.')).toMatchObject({ service: -1 });
    expect(topics('Ekspeditøren visste ingenting om det de selger.')).toMatchObject({ service: -1 });
    expect(topics('De solgte meg feil maling.')).toMatchObject({ service: -1 });
    expect(topics('Hvis det ikke står på hylla, har vi det ikke.')).toMatchObject({ service: -1 });
    expect(topics('Lovet til fredag, ikke engang påbegynt.')).toMatchObject({ service: -1 });
    expect(topics('Bestillingen ble aldri sendt.')).toMatchObject({ service: -1 });
    expect(topics('Det tok to uker selv om vi fikk beskjed om fem dager.')).toMatchObject({ waiting: -1 });
    expect(topics('De ville ikke bytte.')).toMatchObject({ service: -1 });
    expect(topics('Bare bytterett innen 7 dager.')).toMatchObject({ service: -1 });
    expect(topics('Ingen bytte, ingen tilgodelapp.')).toMatchObject({ service: -1 });
    expect(topics('Du må ha en engels tålmodighet for å få bord.')).toMatchObject({ waiting: -1 });
    expect(topics('To timer for tre retter.')).toMatchObject({ waiting: -1 });
    expect(topics('Rommet var ikke klart før seks.')).toMatchObject({ waiting: -1 });
    expect(topics('Ventilasjonen gikk til 23 og startet igjen kl 6.')).toMatchObject({ noise: -1 });
    expect(topics('Airconditionen hørtes ut som et jetfly.')).toMatchObject({ noise: -1 });
    expect(topics('Et band spilte til halv to.')).toMatchObject({ noise: -1 });
    expect(topics('Ali er en legende.')).toMatchObject({ staff: 1 });
    expect(topics('Ola husker alltid bestillingen min.')).toMatchObject({ staff: 1 });
    expect(topics('Hun bommer aldri.')).toMatchObject({ staff: 1 });
  });

  it('reads price idioms, messy shops, thin ranges, curt deeds, service not done, praise by deeds, booking ease and failures, plain food faults, regional breakfast and parking, location, noise and cleanliness told by detail, painless treatment, clock-time waits and praise that ends as people put them', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'no', 'review', rating);
    // 'Tar seg godt betalt', a fee nobody named, charged anyway.
    expect(topics('De tar seg godt betalt.')).toEqual({ price: -1 });
    expect(topics('Et gebyr ingen hadde nevnt.')).toEqual({ price: -1 });
    expect(topics('De trakk pengene likevel.')).toEqual({ price: -1 });
    // A shop in a mess is its cleanliness.
    expect(topics('Man må lete lenge for å finne noe.')).toEqual({ cleanliness: -1 });
    expect(topics('Det var rot overalt i butikken.')).toEqual({ cleanliness: -1 });
    // A thin or repetitive range.
    expect(topics('Halvparten av varene på nettsida var ikke på lager.')).toEqual({ selection: -1 });
    expect(topics('Frokostbuffeten var alltid lik.')).toEqual({ breakfast: -1 });
    expect(topics('Veldig ensformig frokost.')).toEqual({ breakfast: -1 });
    // Curt staff told by deeds.
    expect(topics('Hun himlet med øynene.')).toEqual({ staff: -1 });
    expect(topics('Han pekte vagt og gikk.')).toEqual({ staff: -1 });
    expect(topics('Visste veldig lite om det han solgte.')).toMatchObject({ staff: -1 });
    // Service told by what did not happen.
    expect(read('Ingen sa et ord.', 1)).toEqual({ service: -1 });
    expect(topics('Ikke engang et beklager.')).toEqual({ service: -1 });
    expect(topics('Ingen rabatt, ingenting.')).toMatchObject({ service: -1 });
    // Praise by deeds, and no fuss that is no wait.
    expect(topics('Hun brukte lang tid på å hjelpe meg å velge.')).toEqual({ service: 1 });
    expect(topics('Aldri noe mas.')).toEqual({ service: 1 });
    expect(topics('Helt rå jobb med fargen.')).toEqual({ haircut: 1 });
    // Booking praised by ease, and booking failures.
    expect(topics('Lett å bestille time, kjapt i appen.')).toEqual({ booking: 1 });
    expect(topics('De hadde ingenting på mitt navn.')).toEqual({ booking: -1 });
    expect(topics('Avlyst på SMS 20 minutter før.')).toEqual({ booking: -1 });
    // Food faults told plainly, and a watery cocoa.
    expect(topics('Porsjonene har krympet.')).toEqual({ food: -1 });
    expect(topics('Rett fra fryseren, helt sikkert.')).toEqual({ food: -1 });
    expect(topics('Smakte som kaker fra Rema.')).toEqual({ food: -1 });
    expect(topics('Vassen kakao.')).toEqual({ drinks: -1 });
    // Nynorsk 'frukost' is the breakfast.
    expect(topics('Frukosten var ikkje noko å skryte av.')).toEqual({ breakfast: -1 });
    expect(topics('Frokosten var labert.')).toEqual({ breakfast: -1 });
    // Parking that costs.
    expect(topics('Parkering koster 200 kr døgnet.')).toMatchObject({ parking: -1 });
    expect(topics('Kun avgiftsparkering i nærheten.')).toEqual({ parking: -1 });
    // Location told without the word.
    expect(topics('Et mareritt å finne.')).toEqual({ location: -1 });
    expect(topics('Bortgjemt i en sidegate uten skilt.')).toEqual({ location: -1 });
    expect(topics('To minutter til stranda.')).toEqual({ location: 1 });
    // Noise told without the word.
    expect(topics('Vi måtte rope til hverandre.')).toEqual({ noise: -1 });
    expect(topics('Helt fullt og så høyt at man ikke får jobbet.')).toEqual({ noise: -1 });
    // Cleanliness told by detail.
    expect(topics('Toalettet har ikke blitt vasket på en stund.')).toEqual({ cleanliness: -1 });
    expect(topics('Ikke papir og alt var vått.')).toEqual({ cleanliness: -1 });
    expect(topics('Sterk lukt av kjemikalier.')).toEqual({ cleanliness: -1 });
    // Treatment praised through pain or ease.
    expect(topics('Grundig rens uten at det gjorde vondt.')).toEqual({ treatment: 1 });
    expect(topics('Kjente nesten ikke fyllingen.')).toEqual({ treatment: 1 });
    // Waits told as clock times and lateness.
    expect(read('Timen var kl 14, kom inn 14.50.', 2)).toEqual({ waiting: -1 });
    expect(topics('Tre uker før bestillingen kom.')).toMatchObject({ waiting: -1 });
    expect(topics('Måtte stå og vente på bord.')).toEqual({ waiting: -1 });
    // Praise that only ends keeps its sign.
    expect(read('God beliggenhet, men mer var det dessverre ikke.', 2)).toEqual({ location: 1 });
    expect(read('Kaffen var god, men det var også det eneste positive.', 2)).toEqual({ coffee: 1 });
  });

  it('reads eyes rolled in dialect and a salesman who knew next to nothing as complaints of the staff', () => {
    expect(topics('Når æ sa ifra himla ho med auan.')).toEqual({ staff: -1 });
    expect(topics('Gutten som jobba der visste fint lite om smøring.')).toMatchObject({ staff: -1 });
  });

  it('reads a strong smell of chemicals told with its subject between as a complaint of cleanliness', () => {
    expect(topics('Og så lukta det så sterkt av kjemikalier i hele lokalet at jeg fikk hodepine.')).toMatchObject({ cleanliness: -1 });
  });

  it('reads praise of the atmosphere, the range, advice, drinks, cleanliness, people, the location, food, the result, booking, price and speed as people put it', () => {
    // The atmosphere praised without the word.
    expect(topics('En veldig fin salong.')).toEqual({ atmosphere: 1 });
    expect(topics('En nydelig hage å sitte i.')).toEqual({ atmosphere: 1 });
    expect(topics('Stygt og slitt lokale.')).toEqual({ atmosphere: -1 });
    // The range.
    expect(topics('Mange perler du ikke finner andre steder.')).toEqual({ selection: 1 });
    expect(topics('Noe for enhver smak.')).toEqual({ selection: 1 });
    expect(topics('Dårlig utvalg.')).toEqual({ selection: -1 });
    // Advice and help.
    expect(topics('Hun visste akkurat hva jeg trengte.')).toEqual({ service: 1 });
    expect(topics('De strakk seg langt for oss.')).toEqual({ service: 1 });
    expect(topics('Fikk ingen hjelp.')).toEqual({ service: -1 });
    // Drinks.
    expect(topics('Hjemmelaget lemonade.')).toEqual({ drinks: 1 });
    expect(topics('Juicen var fra kartong.')).toEqual({ drinks: -1 });
    // Cleanliness, and far from it.
    expect(topics('Skinnende rent.')).toEqual({ cleanliness: 1 });
    expect(topics('Toalettene var langt fra rene.')).toEqual({ cleanliness: -1 });
    // People by description.
    expect(topics('Fyren som jobber der er så hyggelig.')).toEqual({ staff: 1 });
    expect(topics('Damen som driver stedet er en skatt.')).toEqual({ staff: 1 });
    expect(topics('Eieren selv kom ut og hilste.')).toEqual({ staff: 1 });
    // The location, and a view of the car park.
    expect(topics('To minutter fra stranda.')).toEqual({ location: 1 });
    expect(topics('Utsikten var mot parkeringsplassen.')).toMatchObject({ location: -1 });
    // Food by slang.
    expect(topics('Kanelbollene var å dø for.')).toEqual({ food: 1 });
    expect(topics('Rause porsjoner.')).toEqual({ food: 1 });
    // The result at a salon.
    expect(topics('Myke hender.')).toEqual({ treatment: 1 });
    expect(topics('Klippen ble akkurat som jeg ville.')).toEqual({ haircut: 1 });
    expect(topics('Klippen ble ikke som jeg ville.')).toEqual({ haircut: -1 });
    // Booking.
    expect(topics('De klemte meg inn.')).toEqual({ booking: 1 });
    expect(topics('Svarer raskt på Messenger.')).toMatchObject({ booking: 1 });
    expect(topics('Umulig å få time.')).toEqual({ booking: -1 });
    // Price.
    expect(topics('Fair priser.')).toEqual({ price: 1 });
    expect(topics('Havremelk uten ekstra kostnad.')).toEqual({ price: 1 });
    expect(topics('De tar ekstra for havremelk.')).toEqual({ price: -1 });
    // Speed.
    expect(topics('Ingen ventetid.')).toEqual({ waiting: 1 });
    expect(topics('Raskt selv om det var fullt.')).toEqual({ waiting: 1 });
  });

  it("reads 'billig var det ikke' (not cheap) as a complaint of the price", () => {
    expect(topicPolarities('Fin kveld, men billig var det ikke.', 'no', 'review', 4)).toEqual({ price: -1 });
  });

  it('reads everyday stories: homographs, litotes, irony, deeds of staff, time spans, recovery, prices, nights, tables, dishes, ranges, help and places', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'no', 'review', rating);
    // Homographs: 'rolig' told of a person is their manner, not the noise.
    expect(read('Tannlegen var rolig og tålmodig.', 5)).toEqual({ staff: 1 });
    // Litotes and faint praise.
    expect(read('Pizzaen var slett ikke verst.', 4)).toMatchObject({ food: 1 });
    expect(read('Kaffen var ikke så dum.', 4)).toMatchObject({ coffee: 1 });
    expect(read('Burgeren var verken fugl eller fisk.', 3)).toMatchObject({ food: -1 });
    // Irony closing a complaint.
    expect(read('Ingen parkering ved klinikken. Lykke til med å finne en p-plass.', 1)).toMatchObject({ parking: -1 });
    // Staff faults told by deeds, and dismissive answers.
    expect(read('Ekspeditøren hang i mobilen mens vi sto og ventet.', 1)).toMatchObject({ staff: -1 });
    expect(read('Da jeg spurte etter en annen størrelse, fikk jeg bare et sukk.', 1)).toMatchObject({ staff: -1 });
    expect(read('Servitøren kjente ikke forskjellen på de to vinene.', 2)).toMatchObject({ staff: -1 });
    expect(read('Hun kunne ikke klippe krøllete hår, det var tydelig.', 2)).toMatchObject({ haircut: -1 });
    expect(read('Sjefen sa at det ikke var hans problem.', 1)).toMatchObject({ service: -1 });
    // A person told by a trait.
    expect(read('Fyren med capsen var kjempehyggelig.', 5)).toMatchObject({ staff: 1 });
    // Speed told by a quick fix.
    expect(read('Sykkelen var klar samme ettermiddag.', 5)).toMatchObject({ waiting: 1 });
    // Treatment and haircut results told by what came after.
    expect(read('Jeg gikk derfra rak i ryggen for første gang på en måned.', 5)).toMatchObject({ treatment: 1 });
    expect(read('Det gjorde knapt vondt.', 5)).toMatchObject({ treatment: 1 });
    expect(read('Jeg ser ut som en rekrutt.', 1)).toMatchObject({ haircut: -1 });
    // Price.
    expect(read('Stivt priset for en lunsjkafé.', 2)).toMatchObject({ price: -1 });
    expect(read('Han tok ikke en krone for å bytte batteriet.', 5)).toMatchObject({ price: 1 });
    expect(read('Den samme kremen er billigere på nett.', 2)).toMatchObject({ price: -1 });
    // Noise and the night in the room.
    expect(read('Lastebiler som lastet av rett under vinduet.', 2)).toMatchObject({ noise: -1 });
    expect(read('Søvnen var så som så.', 3)).toMatchObject({ rooms: -1 });
    // Cleanliness told by detail.
    expect(read('Alle bordene var fulle av kopper fra tidligere gjester.', 2)).toMatchObject({ cleanliness: -1 });
    expect(read('Et hår som bonus i salaten.', 2)).toMatchObject({ cleanliness: -1 });
    // Drinks by name.
    expect(read('En deilig pale ale fra et lokalt bryggeri.', 5)).toMatchObject({ drinks: 1 });
    expect(read('Rieslingen passet perfekt til fisken.', 5)).toMatchObject({ drinks: 1 });
    // Selection.
    expect(read('Det meste må bestilles hjem.', 2)).toMatchObject({ selection: -1 });
    expect(read('Godt sortert butikk med mye garn.', 5)).toMatchObject({ selection: 1 });
    // Service: nostalgia and help nowhere to be found.
    expect(read('Før i tiden fikk man god hjelp her.', 2)).toMatchObject({ service: -1 });
    expect(read('Det var umulig å finne en ansatt.', 2)).toMatchObject({ service: -1 });
    // Atmosphere and location.
    expect(read('Fint lokale med mye lys.', 5)).toMatchObject({ atmosphere: 1 });
    expect(read('Utrolig beliggenhet ved havna.', 5)).toMatchObject({ location: 1 });
  });

  it('reads hotel noise by its source, compensation, shrugs, breakfast running out, rooms, forgotten orders, treatment, prices, selection, mess and delays', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'no', 'review', rating);
    expect(read('Vi kunne følge med på naboens fotballkamp gjennom veggen.', 2)).toMatchObject({ noise: -1 });
    expect(read('Noen sang karaoke til klokka to.', 2)).toMatchObject({ noise: -1 });
    expect(read('Vi satt rett under høyttaleren.', 2)).toMatchObject({ noise: -1 });
    expect(read('Som kompensasjon fikk vi en gratis kaffe. Javel.', 1)).toMatchObject({ service: -1 });
    expect(read('Hun sa at dere står ikke på lista.', 1)).toMatchObject({ service: -1 });
    expect(read('Resepsjonisten trakk bare på skuldrene.', 1)).toMatchObject({ staff: -1 });
    expect(read('Frokosten stengte halv ti.', 2)).toMatchObject({ breakfast: -1 });
    expect(read('Sluket tok ikke unna så vi sto i vann.', 2)).toMatchObject({ rooms: -1 });
    expect(read('Ingen ringte tilbake.', 2)).toMatchObject({ service: -1 });
    expect(read('Veterinæren trykket bare litt på magen og sendte oss hjem med en tube pasta.', 1)).toMatchObject({ treatment: -1 });
    expect(read('Tillegg som ikke ble nevnt på forhånd.', 2)).toMatchObject({ price: -1 });
    expect(read('Spurte etter sjokoladekaken, men det har vi sluttet med.', 2)).toMatchObject({ selection: -1 });
    expect(read('Søppelbøtta rant over.', 2)).toMatchObject({ cleanliness: -1 });
    expect(read('Smøringa tok fire dager og ikke til i morgen som lovet.', 2)).toMatchObject({ waiting: -1 });
  });

  it('tells a calm dentist from a quiet place, a receipt from the price, and knows everyday praise', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'no', 'review', rating);
    expect(read('Tannlege Haugen var rolig og forklarte alt', 5)).toEqual({ staff: 1 });
    expect(read('Frisøren var rolig og flink', 5)).toEqual({ staff: 1 });
    expect(read('Tannlegen tok det rolig med meg', 5)).toEqual({ staff: 1 });
    expect(read('Rolig hotell', 5)).toMatchObject({ noise: 1 });
    expect(read('Det var rolig om natten', 5)).toMatchObject({ noise: 1 });
    expect(read('Kom tilbake med kvitteringen dagen etter.', 2).price).toBeUndefined();
    expect(read('Kanon service', 5)).toMatchObject({ service: 1 });
    expect(read('Kanonbra mat', 5)).toMatchObject({ food: 1 });
    expect(read('Mums for kanelbollene', 5)).toMatchObject({ food: 1 });
    expect(read('Hunden spiser som en gris igjen', 5)).toMatchObject({ treatment: 1 });
  });

  it('reads meat cooked past the order, a vanished waiter, a wrong booking, a stylist who never asked, refills begged for, few kinds, a regular remembered and a brunch', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'no', 'review', rating);
    // Meat cooked past what was ordered.
    expect(read('Indrefileten kom stekt i hjel.', 2)).toMatchObject({ food: -1 });
    expect(read('Koteletten var tørr som flis.', 2)).toMatchObject({ food: -1 });
    expect(read('Vi ba om medium, men kjøttet var oversteikt.', 2)).toMatchObject({ food: -1 });
    // A waiter gone for long spells and guests fetching their own drinks: the service, not the wine.
    const vanished = read('Kelneren ble borte i lange perioder, og vi måtte hente vinen selv.', 2);
    expect(vanished).toMatchObject({ service: -1 });
    expect(vanished.drinks).toBeUndefined();
    // Booked as the wrong visit or day; the treatment put off is no waiting time.
    expect(read('Jeg var satt opp på feil dag, så rotfyllingen må vente.', 1)).toEqual({ booking: -1 });
    expect(read('Da jeg kom, sto jeg oppført med bare klipp.', 2)).toMatchObject({ booking: -1 });
    // A stylist who never asked or listened.
    expect(read('Frisøren spurte ikke engang hva jeg ønsket.', 2)).toMatchObject({ staff: -1 });
    expect(read('Ho lytta ikkje til meg.', 2)).toMatchObject({ staff: -1 });
    // Asking again and again for a refill is the service.
    expect(read('Vi fikk ikke påfyll av te før vi hadde spurt to ganger.', 2)).toEqual({ service: -1 });
    // Few kinds told by counting.
    expect(read('Eneste minus er at det bare var tre typer vin på glass.', 4)).toMatchObject({ selection: -1, drinks: -1 });
    expect(read('Kun ett vegetaralternativ på menyen.', 3)).toMatchObject({ selection: -1 });
    // Remembering a regular's order is praise of the staff.
    expect(read('De vet alltid hva jeg skal ha.', 5)).toEqual({ staff: 1 });
    // A brunch named as the setting is the meal faulted.
    expect(read('Søndagsbrunsj med svigerforeldrene. Eggerøra var vassen og kald.', 2)).toMatchObject({ breakfast: -1 });
  });

  it('reads a quick look as a poor treatment, painkiller advice as the treatment, a wrong reminder as the booking, the handling as the service and a calm person as the staff', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'no', 'review', rating);
    // A cursory look told as quick is the treatment, not a short wait; quick and gentle is treatment praise.
    expect(read('Betalte 1900 kr for en kjapp titt og en regning.', 1)).toMatchObject({ treatment: -1 });
    expect(read('Betalte 1900 kr for en kjapp titt og en regning.', 1).waiting).toBeUndefined();
    expect(read('Kjapp og skånsom behandling, tannlegen var flink.', 5)).toEqual({ treatment: 1, staff: 1 });
    // Being told to take a painkiller is the treatment's advice, not how a complaint was handled.
    expect(read('Fikk beskjed om å ta Paracet og komme tilbake om en uke.', 2).service).toBeUndefined();
    // A reminder with the wrong time is the booking; late by their reckoning is no wait.
    expect(read('Påminnelsen på sms hadde feil tidspunkt.', 2)).toEqual({ booking: -1 });
    expect(read('Jeg var visst en time for sent ifølge dem.', 2).waiting).toBeUndefined();
    // How the reception handled it is the service; the dentist praised beside it is the staff.
    expect(read('Legen er flink, men måten resepsjonen taklet dette på var elendig.', 2)).toEqual({ staff: 1, service: -1 });
    // Nobody to ask is the service.
    expect(read('Fullt av varer, men ingen å spørre om hjelp.', 3)).toEqual({ service: -1 });
    // A good time had is a verdict, not the atmosphere; a calm person is the staff.
    expect(read('Vi hadde det kjempekoselig i stolen hos henne.', 5).atmosphere).toBeUndefined();
    expect(read('Hun var så rolig hele veien.', 5)).toEqual({ staff: 1 });
    // A waiter left alone is pitied and the wait, not blamed.
    expect(read('Stakkars servitøren var alene på hele restauranten.', 2)).toMatchObject({ waiting: -1 });
    expect(read('Stakkars servitøren var alene på hele restauranten.', 2).staff).not.toBe(-1);
    // Boots are no dust.
    expect(read('Fine støvler til en grei pris.', 4).cleanliness).toBeUndefined();
  });

  it('reads a skin on the returned soup, thumping from the bar, a cleared breakfast, a sorry not offered, unanswered calls and a scraped mirror', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'no', 'review', rating);
    // A dish sent back and returned with a skin on top is the food.
    expect(read('Sausen kom tilbake med skinn på toppen.', 1)).toMatchObject({ food: -1 });
    // Bass thumping up from the club below is the noise.
    expect(read('Rommet lå rett over nattklubben, dunk dunk hele natta.', 1)).toMatchObject({ noise: -1 });
    // Breakfast already cleared away is the breakfast, not the cleaning.
    expect(read('Da vi kom ned halv ti var frokosten allerede ryddet bort.', 2)).toEqual({ breakfast: -1 });
    // A refusal without so much as a sorry is the staff, not the booking.
    expect(read('Vi ba om et annet rom og fikk «vi er fullbooket» uten så mye som en unnskyldning.', 1).booking).toBeUndefined();
    // Nobody answering the phone; a note saying 'back soon' at an empty counter.
    expect(read('Lørdag: ingen svarte på telefonen.', 2)).toEqual({ service: -1 });
    expect(read('Det sto «straks tilbake» på en lapp, og vi sto der i tjue minutter.', 3)).toMatchObject({ waiting: -1 });
    // 'Fy søren for en …!' is amazement.
    expect(read('Fy søren for en kanelbolle!', 5)).toEqual({ food: 1 });
    // The one who did my hair, chatting about everything.
    expect(read('Han som klippet meg var blid og vi pratet om løst og fast.', 4)).toEqual({ staff: 1 });
    // Choking on one's coffee at the bill is the price, no coffee.
    expect(read('Prisen fikk meg til å sette kaffen i halsen.', 3).coffee).toBeUndefined();
    // A garage so tight one scrapes the car; nowhere to leave it, and a fine.
    expect(read('Parkeringskjelleren var så trang at jeg skrapte bilen.', 3)).toEqual({ parking: -1 });
    expect(read('Umulig å finne et sted å sette bilen, og jeg fikk bot.', 3)).toEqual({ parking: -1 });
    // A bob exactly as wished.
    expect(read('Fikk akkurat den bobben jeg ønsket meg.', 5)).toEqual({ haircut: 1 });
  });

  it('reads how Norwegians put it: what is not in stock, litotes, droning machines, a sagging bed, crashed booking, a crooked fade, waits while others are served, ignored guests and one-word service praise', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'no', 'review', rating);
    // What they do not stock, told plainly; 'de har det meste' as praise.
    expect(read('De hadde ikke den fargen jeg ville ha.', 2)).toMatchObject({ selection: -1 });
    expect(read('Bare to par i min størrelse.', 2)).toEqual({ selection: -1 });
    expect(read('De har det meste, og personalet er hjelpsomt.', 5)).toMatchObject({ selection: 1 });
    expect(read('Jeg gikk tomhendt hjem.', 2)).toEqual({ selection: -1 });
    // A thin wine list is the range, not the wine.
    expect(read('Vinkartet var litt tynt.', 2)).toEqual({ selection: -1 });
    // Litotes of praise ('ikke akkurat … i verdensklasse') and expectations not met ('hadde forventa bedre').
    expect(read('Ikke akkurat service i verdensklasse.', 1)).toEqual({ service: -1 });
    expect(read('For den prisen hadde jeg forventa bedre.', 3)).toEqual({ price: -1 });
    // A machine droning all night, a room right above the breakfast hall: the noise.
    expect(read('Viften duret hele natta.', 2)).toMatchObject({ noise: -1 });
    expect(read('Rommet lå rett over frokostsalen.', 2)).toMatchObject({ noise: -1 });
    // A mattress with a dip and a night with hardly any sleep: the room.
    expect(read('Madrassen hadde en grop i midten.', 2)).toEqual({ rooms: -1 });
    expect(read('Fikk knapt sove.', 2)).toEqual({ rooms: -1 });
    // Online booking that crashed, an appointment they have no trace of.
    expect(read('Nettbookinga kræsja to ganger.', 2)).toEqual({ booking: -1 });
    expect(read('De hadde ingen time på meg.', 1)).toEqual({ booking: -1 });
    // Barbershop words: a crooked fade, 'rå på farge'.
    expect(read('Faden ble skeiv.', 2)).toEqual({ haircut: -1 });
    expect(read('Helt rå på farge!', 5)).toEqual({ haircut: 1 });
    // Left sitting with foil in the hair; an answer flung over the shoulder.
    expect(read('Ble sittende med folie i håret i 40 minutter.', 2)).toMatchObject({ waiting: -1 });
    expect(read('Fikk et «snart» slengt over skulderen.', 2)).toEqual({ staff: -1 });
    // Nobody looking up from the phone is the service.
    expect(read('Uten at noen så opp fra mobilen.', 2)).toEqual({ service: -1 });
    // A table booked for a time and given late, told by clock times.
    expect(read('Vi hadde bord kl 18 men fikk ikke bord før 18.40.', 2)).toMatchObject({ booking: -1 });
    // Every passing car heard.
    expect(read('Man kunne høre hver eneste bil.', 2)).toEqual({ noise: -1 });
    // Waiting while the job is done is no complaint about the wait.
    expect(read('Fikset sykkelen på ti minutter mens jeg sto og venta.', 5).waiting).toBeUndefined();
    // Booking with no hassle; no coffee or water offered; a quarter hour finding the door.
    expect(read('Null stress med timebestilling.', 5)).toEqual({ booking: 1 });
    expect(read('Ikke noe kaffe eller vann heller.', 3)).toEqual({ service: -1 });
    expect(read('Vi brukte et kvarter på å finne fram.', 2)).toEqual({ location: -1 });
    // Service praised in one compound; a salon praised as a room.
    expect(read('Kjempeservice!', 5)).toEqual({ service: 1 });
    expect(read('Salongen er kjempefin.', 4)).toEqual({ atmosphere: 1 });
  });

  it('reads how Norwegians put it: a table given away told verb-first, a portion so small, sour wine, forgotten guests, null apology, igår, credit notes, kjellerlukt, a pet eating again, a room party, a lost reservation, quarrelling neighbours', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'no', 'review', rating);
    // Clean in the room is the cleaning, not the room.
    expect(read('Rent og pent på rommet.', 4)).toEqual({ cleanliness: 1 });
    // The table given away, with the verb first after a time clause.
    expect(read('Da vi kom var bordet gitt bort.', 1)).toEqual({ booking: -1 });
    // A portion 'so small' that one bought a hot dog on the way home.
    expect(read('Porsjonen var så liten at vi kjøpte pølse på vei hjem.', 2)).toEqual({ food: -1 });
    // Sour wine is the wine, not a sour waiter, even when it was recommended.
    expect(read('Vinen vi fikk anbefalt var sur.', 2)).toEqual({ drinks: -1 });
    // Forgotten for a while: the wait.
    expect(read('Så glemte de oss helt.', 2)).toEqual({ waiting: -1 });
    // Looked after: the service.
    expect(read('Kelneren passa godt på oss.', 5)).toMatchObject({ service: 1 });
    // A pet eating again, told verb-first.
    expect(read('Etter at tanna ble trukket spiser hun som en gris igjen.', 5)).toEqual({ treatment: 1 });
    // Paying that much is a word about the price.
    expect(read('Når man betaler så mye, forventer man mer.', 2)).toEqual({ price: -1 });
    // Boiled to death.
    expect(read('Fisken var kokt i hjel.', 2)).toEqual({ food: -1 });
    // Colloquial 'null' for no: how a complaint was handled.
    expect(read('Null beklagelse, null rabatt.', 1)).toEqual({ service: -1 });
    // Yesterday's bake with 'igår' written together.
    expect(read('Bollen var fra igår.', 2)).toEqual({ food: -1 });
    // Always something on sale: the prices praised.
    expect(read('Det er alltid noe på salg.', 4)).toEqual({ price: 1 });
    // Only a credit note for a return.
    expect(read('Fikk bare tilgodelapp.', 2)).toEqual({ service: -1 });
    // A delivery the day after it was needed.
    expect(read('Pakken kom dagen etter.', 2)).toEqual({ waiting: -1 });
    // Working out what was wrong is the diagnosis, not a fault; exercises that help.
    expect(read('Fysioterapeuten skjønte med en gang hva som var galt, og øvelsene hjelper faktisk.', 4)).toEqual({ staff: 1, treatment: 1 });
    // A dreary waiting room: plastic plants, the TV at full blast.
    expect(read('Plastplanter og TV-en på full guffe.', 2)).toEqual({ atmosphere: -1 });
    // A party in the next room is the noise.
    expect(read('Det var fest på naborommet.', 2)).toEqual({ noise: -1 });
    // A wine suggestion is the drinks.
    expect(read('Han ga oss et vinforslag som passet perfekt.', 4)).toEqual({ drinks: 1 });
    // Looked at as if one were stupid.
    expect(read('Dama i kassa så på meg som om jeg var dum.', 2)).toEqual({ staff: -1 });
    // Dialect 'dem har alt': the range praised.
    expect(read('Dem har alt.', 5)).toEqual({ selection: 1 });
    // The chef coming out to ask how it tasted.
    expect(read('Kokken kom selv ut og spurte hvordan det smakte.', 4)).toEqual({ staff: 1 });
    // Teeth not felt this clean in years: the dental cleaning, not the cleanliness.
    expect(read('Tennene har ikke kjentes så rene på lenge.', 5)).toEqual({ treatment: 1 });
    // A reservation they 'did not have'; neighbours quarrelling; prices gone up.
    expect(read('De hadde ikke reservasjonen vår.', 2)).toEqual({ booking: -1 });
    expect(read('Naboene kranglet hele natta.', 2)).toEqual({ noise: -1 });
    expect(read('De har satt opp prisene.', 2)).toEqual({ price: -1 });
    // Leaving hungry; paying to park.
    expect(read('Vi gikk sultne derfra.', 3)).toEqual({ food: -1 });
    expect(read('Du må betale 200 kr for å parkere.', 3)).toMatchObject({ parking: -1 });
    // Not in the colour wanted: the range, not the hair colour.
    expect(read('De hadde ikke den lilla fargen hun ville ha.', 4)).toEqual({ selection: -1 });
    // Good with the clippers; pushy at the till.
    expect(read('Ali er kjempeflink med maskina.', 5)).toEqual({ staff: 1 });
    expect(read('Gutten i kassa var litt masete.', 3)).toEqual({ staff: -1 });
    // A long hair inside the bun is the cleanliness.
    expect(read('Fant et langt mørkt hår inni bollen.', 1)).toMatchObject({ cleanliness: -1 });
    // Cold beer is praise, also in dialect.
    expect(read('Heldigvis va ølet kaldt og godt.', 2)).toEqual({ drinks: 1 });
  });

  it('reads wave-3 complaints told without the topic word, and praise in idiom', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'no', 'review', rating);
    // A room not cleaned after the last guests: used towels, the bed not made.
    expect(read('Det lå brukte håndklær på gulvet og senga var ikke redd opp.', 1)).toEqual({ cleanliness: -1 });
    // The room not ready at check-in is the wait.
    expect(read('Rommet var ikke klart da vi kom, vi måtte vente i lobbyen.', 2)).toEqual({ waiting: -1 });
    // Staff chatting among themselves while one waits.
    expect(read('To ansatte sto og pratet med hverandre mens vi ventet.', 2)).toEqual({ staff: -1 });
    // Not in one's size, no date for new stock: the range.
    expect(read('De hadde ikke min størrelse og visste ikke når de får inn.', 2)).toEqual({ selection: -1 });
    // Not getting through on the phone, booked out weeks ahead: the booking.
    expect(read('Ringte fem ganger uten å komme gjennom.', 2)).toEqual({ booking: -1 });
    expect(read('Litt stress å få time, må booke to uker i forveien.', 4)).toEqual({ booking: -1 });
    // A job done thoroughly is the treatment.
    expect(read('Tannlegen gjorde en grundig jobb.', 5)).toMatchObject({ treatment: 1 });
    // 'Rett ut mot fjorden' is the location, not a dish.
    expect(read('Frokost på balkongen rett ut mot fjorden.', 5)).toMatchObject({ location: 1 });
    // 'Never looked better' is praise, not a negation.
    expect(read('Håret har aldri sett bedre ut!', 5)).toEqual({ haircut: 1 });
    // A lot of back and forth is a complaint.
    expect(read('Mye frem og tilbake med kundeservice.', 2)).toEqual({ service: -1 });
  });

  it('reads how Norwegians put it, lex-g1: slang praise, a ridiculous service, a star taken off, fillings that hold, a man who knows his stuff, prices shown openly, an hour to get the food, weeks to get a slot, hair on the floor, nobody bothering to tell, the place not the person', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'no', 'review', rating);
    // Slang praise, and 'latterlig' as a complaint rather than a latte.
    expect(read('Dritbra service hele veien!', 5)).toEqual({ service: 1 });
    expect(read('Helt latterlig kundeservice.', 1)).toEqual({ service: -1 });
    // A star taken off for something faults it.
    expect(read('Nydelig rom, men trekker en stjerne for parkeringa.', 4)).toEqual({ rooms: 1, parking: -1 });
    // A filling that holds and teeth never so clean: the treatment, not the cleaning.
    expect(read('Fyllinga sitter som den skal, og tennene har aldri vært så rene.', 5)).toEqual({ treatment: 1 });
    // Someone who knows his trade, and the help worth the price.
    expect(read('Fikk hjelp av en kar som virkelig kunne sakene sine.', 5)).toMatchObject({ staff: 1 });
    expect(read('Litt dyrt, men verdt det for hjelpa.', 4)).toEqual({ price: -1, service: 1 });
    // Prices shown openly, and appreciating it, are praise of the prices.
    expect(read('Prisene står tydelig på nettsida, og det setter jeg pris på.', 4)).toEqual({ price: 1 });
    // How long it took to get the food, or weeks to get a slot: the wait.
    expect(read('Maten var god, men en time på å få den er for lenge.', 3)).toEqual({ food: 1, waiting: -1 });
    expect(read('Tre uker på å få time, og så satt jeg 30 min på venterommet.', 2)).toEqual({ waiting: -1 });
    // Hair left by the last customer is the cleaning.
    expect(read('Det lå hår fra forrige kunde over hele gulvet.', 2)).toEqual({ cleanliness: -1 });
    // Nobody troubling to say a word; a slot never confirmed.
    expect(read('Ingen hadde gidda å si ifra at timen var avlyst.', 1)).toMatchObject({ service: -1 });
    expect(read('Fikk aldri noen bekreftelse på den nye timen.', 1)).toEqual({ booking: -1 });
    // The premises by the indefinite 'lokale'; a half-empty room is no fault of the range.
    expect(read('Kjempekoselig lokale, men kaffen var kald.', 1)).toEqual({ atmosphere: 1, coffee: -1 });
    expect(read('Vi venta en time en tirsdag med halvtomt lokale.', 2).selection).toBeUndefined();
    // Not having to nag faults nobody; 'hos ny tannlege' is the place; a night without breakfast names no breakfast.
    expect(read('De tok røntgen uten at jeg måtte mase, grundig og bra.', 4)).toEqual({ treatment: 1, staff: 1 });
    expect(read('Første gang hos ny tannlege, og undersøkelsen var grundig.', 3)).toEqual({ treatment: 1 });
    expect(read('450 kr for en natt uten frokost er for mye.', 2)).toEqual({ price: -1 });
  });

  it('reads how Norwegians put it: fish by name, a colour other than asked, a fault fixed for free, stivt, a dear car park, the phone nobody took, weeks without a peep, a room smelling of smoke, one waiter alone on the floor, courses in batches, not so much as a sorry, a charge nobody mentioned, a backyard and a fireplace as weak cues', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'no', 'review', rating);
    // Fish of the coast by name is the food.
    expect(read('Skreien var nydelig.', 5)).toEqual({ food: 1 });
    expect(read('Klippfisken var altfor salt.', 2)).toEqual({ food: -1 });
    // A colour that came out other than asked is the haircut.
    expect(read('Fargen ble mer oransje enn askeblond.', 2)).toEqual({ haircut: -1 });
    // A fault put right for free is good service, not a word about the prices.
    expect(read('De fikset det gratis da jeg kom tilbake.', 4)).toEqual({ service: 1 });
    // 'Stivt' is steep; a dear car park is the parking.
    expect(read('Det er litt stivt for en natt.', 3)).toEqual({ price: -1 });
    expect(read('Måtte stå i et dyrt parkeringshus.', 3)).toEqual({ parking: -1 });
    // The phone nobody took, and weeks without a peep: the service.
    expect(read('Ringte tre ganger uten at noen tok telefonen.', 1)).toEqual({ service: -1 });
    expect(read('Nå har det gått to uker uten et pip fra dem.', 1)).toEqual({ waiting: -1, service: -1 });
    // A room smelling of smoke, or hair in the drain of the bathroom, is the cleaning, not the room.
    expect(read('Rommet luktet gammel røyk.', 1)).toEqual({ cleanliness: -1 });
    expect(read('Det lå hår i sluket på badet.', 2)).toEqual({ cleanliness: -1 });
    // One waiter alone on the floor is the service; courses in batches are the wait.
    expect(read('Servitøren var helt alene på hele salen.', 2)).toMatchObject({ service: -1 });
    expect(read('Rettene kom i to puljer.', 2)).toMatchObject({ waiting: -1 });
    // Not so much as a sorry is the person.
    expect(read('Nattevakten slapp oss inn uten så mye som et unnskyld.', 1)).toEqual({ staff: -1 });
    // A charge nobody had mentioned is the price.
    expect(read('Det kom et gebyr på regninga som ingen hadde nevnt på forhånd.', 2)).toEqual({ price: -1 });
    // Food cleared away is no word about cleaning; a backyard or a fireplace beside the parking or the room is no decor.
    expect(read('Frokosten var ryddet bort da vi kom ned.', 2)).toEqual({ breakfast: -1 });
    expect(read('Parkeringen i bakgården er et mareritt.', 2)).toEqual({ parking: -1 });
    expect(read('Vi fikk et rom med badekar og peis, helt nydelig.', 5)).toEqual({ rooms: 1 });
  });

  it('reads how Norwegians put it: a full car park, a repair not ready, forgotten drinks, microwaved food, a table by the toilets, a same-day emergency slot, a parking fee, felt nothing, the one who cut, no wait, a missing size, building work, asking for help', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'no', 'review', rating);
    // A car park always full, parked far away: the parking; a fee per hour too.
    expect(read('Parkeringa er alltid full, så vi måtte parkere langt unna.', 2)).toEqual({ parking: -1 });
    expect(read('Parkeringen koster 50 kr i timen.', 2)).toMatchObject({ parking: -1 });
    // A repair not ready when promised is the wait.
    expect(read('Bilen skulle være ferdig fredag, men den var fortsatt ikke klar.', 2)).toEqual({ waiting: -1 });
    // A forgotten beer is the service, not the drinks, in nynorsk too.
    expect(read('Hun gløymde ølet vårt.', 2)).toEqual({ service: -1 });
    expect(read('Kelneren glemte vinen vår to ganger.', 2)).not.toHaveProperty('drinks');
    // Warmed up in the microwave is the food.
    expect(read('Rundstykkene var tydelig bare varma i mikroen.', 2)).toEqual({ food: -1 });
    // A booked table by the toilets is the booking.
    expect(read('Vi ble plassert rett ved toalettene selv om vi hadde bestilt for lenge siden.', 2)).toEqual({ booking: -1 });
    // An emergency slot the same day is praise of the booking.
    expect(read('Fikk akutt-time samme dag.', 5)).toEqual({ booking: 1 });
    // Felt nothing and the swelling went down: the treatment.
    expect(read('Jeg kjente ingenting, og hevelsen gikk ned etter en dag.', 5)).toEqual({ treatment: 1 });
    // The woman who cut, 'kjempeblid': the staff.
    expect(read('Dama som klipte meg var kjempeblid.', 5)).toEqual({ staff: 1 });
    // Quick in nynorsk, and not having to wait: praise of the wait.
    expect(read('Det gjekk fort.', 5)).toEqual({ waiting: 1 });
    expect(read('Jeg slapp å vente.', 5)).toEqual({ waiting: 1 });
    // A missing size is the range; drilling all morning is the noise.
    expect(read('De hadde ikke 15 mm.', 2)).toEqual({ selection: -1 });
    expect(read('Naboen holdt på å bore hele formiddagen.', 2)).toEqual({ noise: -1 });
    // Paying and leaving names no price; 'bad om' is asking, no bathroom.
    expect(read('Vi betalte og dro.', 2)).toEqual({});
    expect(read('Jeg bad om hjelp.', 3)).toEqual({});
    // Seeing out over the fjord is the view.
    expect(read('Fra vinduet kan man se helt ut over fjorden.', 5)).toEqual({ location: 1 });
  });

  it("reads 'rå' breakfast as praise, nothing free for weeks as the booking, a filling not felt, and 'kjempehjelpsom' staff", () => {
    expect(topics('Frokosten var rå.')).toEqual({ breakfast: 1 });
    expect(topics('De hadde ikke noe ledig før om en måned.')).toEqual({ booking: -1 });
    expect(topics('Bedøvelsen kjentes ikke i det hele tatt.')).toEqual({ treatment: 1 });
    expect(topics('Ola var kjempehjelpsom.')).toEqual({ staff: 1 });
    expect(topics('Stort utvalg og Ola var kjempehjelpsom.')).toEqual({ selection: 1, staff: 1 });
  });

  it('reads hours in the chair, a bill above the figure given, no sorry, and situations told in other languages', () => {
    expect(topics('Jeg satt der i nesten tre timer.')).toMatchObject({ waiting: -1 });
    expect(topics('Regningen ble på 2400 kr, når jeg fikk oppgitt ca 1500 på telefonen.')).toMatchObject({ price: -1 });
    expect(topics('Terapeuten kom for sent og sa ikke unnskyld engang.')).toMatchObject({ staff: -1 });
    expect(topics('Betalte full pris for 40 min.')).toMatchObject({ price: -1 });
    expect(topics('Fikk en p-bot på 900 kr.')).toMatchObject({ parking: -1 });
    expect(topics('Fikk en p-bot på 900 kr.')).not.toHaveProperty('price');
    expect(topics('Vi hørte lastebilene på veien hele natta.')).toMatchObject({ noise: -1 });
    expect(topics('Måtte sitte på venterommet selv om jeg kom i tide.')).toMatchObject({ waiting: -1 });
    expect(topics('Fikk akkurat den kalde blondtonen jeg ville ha.')).toMatchObject({ haircut: 1 });
    expect(topics('Frisøren sa bare at det vokser jo ut igjen.')).toMatchObject({ staff: -1 });
    expect(topics('Legen så ikke opp fra skjermen en eneste gang.')).toMatchObject({ staff: -1 });
    expect(topics('Skikkelig fade med rene overganger.')).toMatchObject({ haircut: 1 });
    expect(topics('Skikkelig fade med rene overganger.')).not.toHaveProperty('cleanliness');
    expect(topics('Prisen svei litt.')).toMatchObject({ price: -1 });
    expect(topics('Man får mer for pengene andre steder.')).toMatchObject({ price: -1 });
    expect(topics('Det satt fortsatt tannstein bak fortennene.')).toMatchObject({ treatment: -1 });
    expect(topics('Hun svarte på alle spørsmålene mine.')).toMatchObject({ staff: 1 });
  });
  it('reads a meal served last, an empty shelf, a shrunken menu, paying for the name and a treatment felt for days', () => {
    expect(topics('Vi var de siste som fikk maten.')).toMatchObject({ waiting: -1 });
    expect(topics('Et par som kom etter oss fikk maten før oss.')).toMatchObject({ waiting: -1 });
    expect(topics('Det gikk et kvarter fra jeg betalte til jeg fikk kaffen.')).toMatchObject({ waiting: -1 });
    expect(topics('Det gikk et kvarter fra jeg betalte til jeg fikk kaffen.')).not.toHaveProperty('price');
    expect(topics('Hyllene er tomme hver gang.')).toEqual({ selection: -1 });
    expect(topics('Menyen har krympa kraftig.')).toMatchObject({ selection: -1 });
    expect(topics('Null å velge mellom hvis du bruker str XL.')).toEqual({ selection: -1 });
    expect(topics('Man betaler nok for navnet.')).toEqual({ price: -1 });
    expect(topics('Litt i det dyreste laget.')).toEqual({ price: -1 });
    expect(topics('Tålte ikke noe kaldt på flere dager.')).toMatchObject({ treatment: -1 });
    expect(topics('Vondere i ryggen etterpå enn før.')).toMatchObject({ treatment: -1 });
    expect(topics('De hadde satt opp to kunder på samme tid.')).toEqual({ booking: -1 });
    expect(topics('Hun var kjempegrei.')).toEqual({ staff: 1 });
    // Coffee stains are the cleaning, not the coffee; the reviewer getting cross is no grumpy waiter.
    expect(topics('Kaffeflekker på alle bordene.')).toEqual({ cleanliness: -1 });
    expect(topics('Da blir jeg litt sur.')).toEqual({});
  });
  it('reads a size not stocked, staff who know their wares, nobody willing to talk, the emergency room afterwards and a wait in the car', () => {
    expect(topics('De hadde ikke joggeskoene i str 39.')).toEqual({ selection: -1 });
    expect(topics('Jenta i kassa kunne utrolig mye om sykler.')).toEqual({ staff: 1 });
    expect(topics('Ringte for å klage, men ingen ville snakke med meg.')).toEqual({ service: -1 });
    expect(topics('Tre dager etter måtte jeg på legevakta.')).toEqual({ treatment: -1 });
    expect(topics('Satt i bilen i en time og venta.')).toEqual({ waiting: -1 });
    // Telling the place to check its system is no check-up.
    expect(topics('Sjekk systemet deres før dere sender ut SMS.')).toEqual({});
  });
  it('reads a table given away or held, a booking nobody knew of, the guest sent away for an hour and a slip of the guest\'s own', () => {
    expect(topics('Da vi kom, var bordet allerede gitt bort til noen andre.')).toMatchObject({ booking: -1 });
    expect(topics('Vi hadde bekreftelse på mail, men hotellet visste ingenting om det.')).toMatchObject({ booking: -1 });
    // 'komme tilbake' is also a verdict, so the feeling goes to the review and the booking is named.
    expect(topics('De ba oss komme tilbake om tjue minutter.')).toHaveProperty('booking');
    expect(topics('Vi var uten reservasjon, men de fikset et bord til oss på fem minutter.')).toMatchObject({ booking: 1 });
    expect(topics('Ringte at vi var sene, og de holdt av bordet vårt.')).toMatchObject({ booking: 1 });
    // The guest's own lateness is no wait at the place.
    expect(topics('Vi kom tjue minutter for sent på grunn av ferja.')).not.toHaveProperty('waiting');
  });
  it('reads a queue that only looked long, standing in line as the setting, dear but worth it, and a charge for late check-out', () => {
    expect(topics('Køen så skummel ut, men den gikk veldig fort.')).toEqual({ waiting: 1 });
    expect(topics('Mens jeg sto i køen, rakk jeg å se på bakverket.')).not.toHaveProperty('waiting');
    expect(topics('Verdt hver eneste øre.')).toMatchObject({ price: 1 });
    expect(topics('De trakk 250 kr for sen utsjekk uten å si fra.')).toMatchObject({ price: -1 });
  });
  it('reads nothing vegan, no large sizes, bakes gone early and a menu too good to choose from as the selection', () => {
    expect(topics('Ingenting vegansk på hele menyen.')).toMatchObject({ selection: -1 });
    expect(topics('De hadde ikke engang havremelk til kaffen.')).toMatchObject({ selection: -1 });
    expect(topics('Jakkene stopper på str L her.')).toEqual({ selection: -1 });
    expect(topics('Skillingsbollene var borte før lunsj.')).toMatchObject({ selection: -1 });
    expect(topics('Tilbudet var utsolgt allerede kl 10.')).toMatchObject({ selection: -1 });
    expect(topics('Det var bare noen få brødskiver igjen.')).toMatchObject({ selection: -1 });
    expect(topics('Umulig å bestemme seg, alt høres så godt ut.')).toMatchObject({ selection: 1 });
    expect(topics('Ullgarn i alle mulige farger.')).toEqual({ selection: 1 });
    expect(topics('Fine ting du ikke finner i kjedene.')).toEqual({ selection: 1 });
  });
  it('reads being looked after, sitting dry, a forgotten wake-up call and a wallet returned as the service and the staff', () => {
    expect(topics('Vi ble tatt så godt vare på fra vi kom til vi gikk.')).toEqual({ service: 1 });
    expect(topics('Vi satt tørre i over en halvtime.')).toMatchObject({ service: -1 });
    expect(topics('Ingen spurte om vi ville ha noe mer å drikke.')).toEqual({ service: -1 });
    expect(topics('De glemte vekkingen, så vi kom for sent til møtet.')).toMatchObject({ service: -1 });
    expect(topics('Jeg mistet lommeboka på rommet.')).toEqual({ rooms: 0 });
    expect(topics('Resepsjonen fant lommeboka mi og ringte med en gang.')).toMatchObject({ staff: 1 });
  });
  it('reads treatment without improvement, a short cut that is easy to style, curls that lie right and a hot room without sockets', () => {
    expect(topics('Tre behandlinger uten at det har blitt noe bedre.')).toMatchObject({ treatment: -1 });
    expect(topics('Håret er så lett å style nå.')).toMatchObject({ haircut: 1 });
    expect(topics('For første gang står ikke håret rett ut.')).toMatchObject({ haircut: 1 });
    expect(topics('Krøllene ligger endelig fint.')).toMatchObject({ haircut: 1 });
    expect(topics('Dusjen funka ikke.')).toMatchObject({ rooms: -1 });
    expect(topics('Det var stekende varmt på rommet.')).toMatchObject({ rooms: -1 });
    expect(topics('Ingen stikkontakter ved senga.')).toEqual({ rooms: -1 });
  });
  it('reads local beer, a wish with "bare", buns in dialect, jackhammers, rattling pipes, dirty glasses, sewage and a quiet street', () => {
    expect(topics('Det lokale ølet var kjempegodt.')).toEqual({ drinks: 1 });
    expect(topics('Skulle bare ønske parkeringen var enklere.')).toMatchObject({ parking: -1 });
    expect(topics('Kanelbolla var kjempegod.')).toEqual({ food: 1 });
    expect(topics('De holdt på å pigge i gata fra tidlig morgen.')).toMatchObject({ noise: -1 });
    expect(topics('Rørene banket hele natta.')).toMatchObject({ noise: -1 });
    expect(topics('Vinglassene var flekkete.')).toMatchObject({ cleanliness: -1 });
    expect(topics('Badet lukta kloakk.')).toMatchObject({ cleanliness: -1 });
    expect(topics('Hørte ikke en eneste lyd fra gata.')).toMatchObject({ noise: 1 });
    expect(topics('Ingen sykehuslukt på venterommet.')).toMatchObject({ cleanliness: 1 });
    expect(topics('Det er trangt å parkere med varebil.')).toMatchObject({ parking: -1 });
  });

  it('reads a whale steak, a cocktail more ice than drink', () => {
    expect(topics('Hvalbiffen var seig som skosåle.')).toMatchObject({ food: -1 });
    expect(topics('Drinken var mer is enn innhold.')).toMatchObject({ drinks: -1 });
  });

  it("reads a delayed flight as the guest's journey, not a wait", () => {
    expect(topics('Kom sent etter et forsinket fly, og rommet var rent.')).not.toHaveProperty('waiting');
  });

  it('reads everyday faults told without a listed fault word: no taste, no fizz, absent service, hopeless, sky-high, juicy bills', () => {
    expect(topics('Risottoen var nesten uten smak.')).toEqual({ food: -1 });
    expect(topics('Colaen var helt uten kullsyre.')).toEqual({ drinks: -1 });
    expect(topics('Servicen var fullstendig fraværende.')).toEqual({ service: -1 });
    expect(topics('Servicen lar mye tilbake å ønske.')).toEqual({ service: -1 });
    expect(topics('Servicen var under enhver kritikk.')).toEqual({ service: -1 });
    expect(topics('Prisene på drinkene er skyhøye.')).toMatchObject({ price: -1 });
    expect(topics('Prisene har skutt i været.')).toEqual({ price: -1 });
    expect(topics('Ranerpriser på minibaren.')).toMatchObject({ price: -1 });
    expect(topics('Man betaler godt for seg her.')).toEqual({ price: -1 });
    // 'Saftig' (juicy) praises a steak but faults a bill.
    expect(topics('Regninga var saftig for to pizzaer.')).toMatchObject({ price: -1 });
    expect(topics('Prisene er vel saftige.')).toEqual({ price: -1 });
  });

  it('reads food and drink faults by smell, texture and dialect, and kjempe-/drit- faults written together', () => {
    expect(topics('Rekene luktet rart.')).toEqual({ food: -1 });
    expect(topics('Bunnen på pizzaen var soggy.')).toMatchObject({ food: -1 });
    expect(topics('Rødvinen var ikke drikkbar.')).toEqual({ drinks: -1 });
    expect(topics('Maten va itj no særlig.')).toEqual({ food: -1 });
    expect(topics('Dritdårlig kaffe.')).toEqual({ coffee: -1 });
    expect(topics('Kaffen var kjempesvak.')).toEqual({ coffee: -1 });
  });

  it('reads staff who never smiled, grumbled, were the worst or took no time as the staff faulted', () => {
    expect(topics('Ikke et smil fra dama i kassa.')).toEqual({ staff: -1 });
    expect(topics('Grinete fyr i resepsjonen.')).toEqual({ staff: -1 });
    expect(topics('Tafatt og uengasjert ekspeditør.')).toEqual({ staff: -1 });
    expect(topics('Frisøren var den verste jeg har vært hos.')).toEqual({ staff: -1 });
    expect(topics('Tannlegen tok seg ikke tid til å forklare.')).toEqual({ staff: -1 });
  });

  it('reads a short menu and many choices as the range, not the food', () => {
    expect(topics('Ganske begrenset meny til lunsj.')).toMatchObject({ selection: -1 });
    expect(topics('Ganske begrenset meny til lunsj.')).not.toHaveProperty('food', -1);
    expect(topics('Mange glutenfrie alternativer.')).toEqual({ selection: 1 });
    expect(topics('Det var ingen mangel på utvalg i hyllene.')).toEqual({ selection: 1 });
    expect(topics('Fant ingenting i min størrelse.')).toEqual({ selection: -1 });
    // Looking for a thing in a shop ('var ute etter') is no treatment over too soon.
    expect(topics('De hadde ikke jakken jeg var ute etter.')).not.toHaveProperty('treatment');
  });

  it('reads a short queue, no long wait and being taken in on the minute as praise, food that kept us waiting and no appointment for months as the wait', () => {
    expect(topics('Kort kø i kassa.')).toMatchObject({ waiting: 1 });
    expect(topics('Vi ventet ikke lenge på maten.')).toMatchObject({ waiting: 1 });
    expect(topics('Ble tatt inn på minuttet.')).toEqual({ waiting: 1 });
    expect(topics('Pizzaen lot vente på seg.')).toMatchObject({ waiting: -1 });
    expect(topics('Fikk ikke time før om to måneder.')).toEqual({ waiting: -1 });
    expect(topics('Ventetiden på legevakta var ikke akseptabel.')).toEqual({ waiting: -1 });
  });

  it('reads a charm of its own, low music, sound-proofing, comfortable beds and no air conditioning', () => {
    expect(topics('Kafeen har en egen sjarm.')).toEqual({ atmosphere: 1 });
    expect(topics('Stemningsfullt lokale.')).toEqual({ atmosphere: 1 });
    expect(topics('Dempet musikk i bakgrunnen.')).toEqual({ noise: 1 });
    expect(topics('Godt lydisolerte rom.')).toMatchObject({ noise: 1 });
    expect(topics('Veldig komfortable senger.')).toEqual({ rooms: 1 });
    expect(topics('Ingen aircondition på rommet.')).toEqual({ rooms: -1 });
  });

  it('reads a booking not in the system, no parking spaces, dirty linen, a burn and a bare drill as complaints', () => {
    expect(topics('Bordreservasjonen var ikke i systemet.')).toEqual({ booking: -1 });
    expect(topics('Ingen parkeringsplasser ved butikken.')).toEqual({ parking: -1 });
    expect(topics('Håndklærne var ikke skiftet.')).toMatchObject({ cleanliness: -1 });
    expect(topics('Rengjøringen av rommet var mangelfull.')).toMatchObject({ cleanliness: -1 });
    expect(topics('Fikk brannsår etter laserbehandlingen.')).toEqual({ treatment: -1 });
    expect(topics('Tannlegen boret uten bedøvelse.')).toMatchObject({ treatment: -1 });
    expect(topics('Gelélakken løsnet etter to dager.')).toEqual({ treatment: -1 });
    expect(topics('Hun klippet mye mer enn jeg ba om.')).toEqual({ haircut: -1 });
  });

  it('reads praise the stems missed: beyond expectation, refreshing, affordable, low prices, irresistible, a rich spread, a warm welcome', () => {
    expect(topics('Lasagnen var over all forventning.')).toEqual({ food: 1 });
    expect(topics('Forfriskende lemonade.')).toEqual({ drinks: 1 });
    expect(topics('Overkommelige priser.')).toEqual({ price: 1 });
    expect(topics('Prisene er lave.')).toEqual({ price: 1 });
    expect(topics('Sjokoladekaken var ikke til å stå imot.')).toEqual({ food: 1 });
    expect(topics('Rikholdig frokost.')).toEqual({ breakfast: 1 });
    expect(topics('Mottakelsen var varm og hyggelig.')).toEqual({ service: 1 });
  });

  it('finds no feeling in a price listed on the menu or paying by card', () => {
    expect(felt('Prisen står på menyen.')).toEqual([]);
    expect(felt('Vi måtte betale med kort.')).toEqual([]);
  });
});
