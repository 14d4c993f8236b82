import { describe, expect, it } from 'vitest';
import { analyseReview } from '../analyse-review';
import { feltTopics, topicPolarities } from '../topic-polarities';

const topics = (text: string) => topicPolarities(text, 'fi');
const felt = (text: string) => feltTopics(text, 'fi');

describe('Finnish lexicon', () => {
  it('knows how the staff behave, in everyday words', () => {
    expect(topics('Henkilökunta oli nyrpeää ja tylyä.')).toMatchObject({ staff: -1 });
    expect(topics('Tarjoilija alkoi riidellä kanssani laskusta.')).toMatchObject({ staff: -1 });
    expect(topics('Meitä kohdeltiin kuin ilmaa.')).toMatchObject({ staff: -1 });
    expect(topics('Tarjoilija oli epäkohtelias.')).toEqual({ staff: -1 });
    expect(topics('Saimme väärän annoksen.')).toEqual({ service: -1 });
    expect(topics('Kukaan ei tullut ottamaan tilausta.')).toEqual({ service: -1 });
    expect(topics('Vastaanottovirkailija oli nenäkäs.')).toEqual({ staff: -1 });
    expect(topics('Seinät olivat paperinohuet.')).toEqual({ noise: -1 });
    expect(topics('Sänky oli kivikova.')).toEqual({ rooms: -1 });
    expect(topics('Väri tuli laikukas.')).toEqual({ haircut: -1 });
    expect(topics('Pysäköinti on painajainen.')).toEqual({ parking: -1 });
  });

  it('reads food and drink gone wrong', () => {
    expect(topics('Ranskalaiset olivat nahkeita ja öljyisiä.')).toMatchObject({ food: -1 });
    expect(topics('Pullat olivat eilisiä.')).toMatchObject({ food: -1 });
    expect(topics('Olut oli väljähtänyttä.')).toMatchObject({ drinks: -1 });
    expect(topics('Ruoka ei ollut mitään erityistä.')).toEqual({ food: -1 });
  });

  it('files short staff, minutes and speed under the wait', () => {
    expect(topics('Oli vain yksi kassa auki ja jono ulos asti.')).toMatchObject({ waiting: -1 });
    expect(topics('Kassahenkilökunta oli salamannopea.')).toMatchObject({ waiting: 1 });
    expect(analyseReview('Odotimme ruokaa yli 40 minuuttia.', 'fi').topics.map((t) => t.topic)).toContain('waiting');
  });

  it('knows toilets, noise, bookings, the phone and salon, clinic and shop words', () => {
    expect(topics('Vessa oli siivoton.')).toMatchObject({ cleanliness: -1 });
    expect(topics('Naapuripöydän jokaisen sanan kuuli.')).toMatchObject({ noise: -1 });
    expect(topics('Nettiajanvaraus ei toiminut.')).toMatchObject({ booking: -1 });
    expect(topics('Sain ajan samalle päivälle.')).toMatchObject({ booking: 1 });
    expect(topics('Sain ajan vasta kolmen viikon päähän.')).toMatchObject({ booking: -1 });
    expect(topics('Väri meni täysin pieleen.')).toMatchObject({ haircut: -1 });
    expect(topics('Hyvä leikkaus ja edullinen hinta.')).toMatchObject({ haircut: 1, price: 1 });
    expect(topics('Fysioterapeutti antoi hyvät kotiharjoitteet.')).toMatchObject({ treatment: 1 });
    expect(topics('Puhelimeen ei vastattu koskaan.')).toMatchObject({ service: -1 });
    expect(topics('Sain väärän tuotteen eivätkä suostuneet vaihtamaan.')).toMatchObject({ service: -1 });
    expect(topics('Tuotteet olivat loppuunmyytyjä.')).toMatchObject({ selection: -1 });
  });

  it('finds no topic or complaint in words that only look like one', () => {
    // 'Odotin parempaa' is an expectation, not a wait; 'ei voi kuin suositella' is high praise.
    expect(topics('Odotin parempaa.')).not.toHaveProperty('waiting');
    expect(analyseReview('Odotin parempaa.', 'fi').sentiment).toBeLessThan(0);
    expect(analyseReview('Ei voi kuin suositella!', 'fi').sentiment).toBeGreaterThan(0);
    // Cold drinks on a hot day are praise; a parking space hard to find says nothing against the location.
    expect(topics('Kylmät juomat ja jäätelö helteellä, täydellistä.')).toMatchObject({ drinks: 1, food: 1 });
    expect(topics('Parkkipaikkaa oli vaikea löytää.')).toMatchObject({ parking: -1 });
    expect(topics('Parkkipaikkaa oli vaikea löytää.')).not.toHaveProperty('location');
    expect(felt('Kävimme täällä lounaalla eilen.')).toEqual([]);
  });

  it('uses up everyday phrases whose words mean no topic or feeling', () => {
    expect(topics('Tarjoilija toivotti hyvää ruokahalua.')).toEqual({ staff: 0 });
    expect(topics('Hyvää joulua koko henkilökunnalle.')).toEqual({ staff: 0 });
  });

  it('reads lukewarm verdicts, clunky bookings and too few of something as complaints', () => {
    expect(topics('Aamiainen oli ok mutta ei mitään ihmeellistä.')).toEqual({ breakfast: -1 });
    expect(topics('Nettiajanvaraus oli vähän kankea.')).toEqual({ booking: -1 });
    expect(topics('Parkkipaikkoja on vaan tosi vähän.')).toEqual({ parking: -1 });
    expect(topics('Vessa olis kaivannut siivousta.')).toEqual({ cleanliness: -1 });
  });

  it('reads a price named as high or risen as a complaint', () => {
    expect(topics('Kahvi oli hyvää, mutta hinnat on nousseet.')).toMatchObject({ coffee: 1, price: -1 });
  });

  it('reads a waiter who only brushed the complaint off as a complaint about the staff', () => {
    expect(topics('Tarjoilija vaan totesi, että se kuuluu olla noin.')).toEqual({ staff: -1 });
  });

  it('reads a high price level as a complaint', () => {
    expect(topics('Hintataso on aika korkea.')).toEqual({ price: -1 });
  });

  it('reads a bill with what was not ordered as a complaint about the price', () => {
    expect(topics('Laskussa oli kaksi olutta, joita emme tilanneet.')).toMatchObject({ price: -1 });
  });

  it('reads a rush that did not slow the service, a table at once, a bill asked for again and again, phones and desserts to improve', () => {
    expect(topics('Oli ruuhkaa, mutta palvelu oli silti nopeaa.')).toEqual({ service: 1, waiting: 1 });
    expect(topics('Saimme pöydän heti.')).toEqual({ waiting: 1 });
    expect(topics('Laskua piti pyytää kolme kertaa.')).toEqual({ service: -1 });
    expect(topics('Henkilökunta tuijotti puhelimiaan.')).toEqual({ staff: -1 });
    expect(topics('Jälkiruoissa olisi parannettavaa.')).toEqual({ food: -1 });
  });

  it('reads nobody coming by, raw chicken, hard chairs, a cold room, tables too close and a hair in the food as complaints', () => {
    expect(topics('Kukaan ei käynyt kysymässä, halusimmeko jotain lisää.')).toEqual({ service: -1 });
    expect(topics('Kana oli sisältä raaka.')).toEqual({ food: -1 });
    expect(topics('Tuolit ovat todella epämukavat.')).toEqual({ atmosphere: -1 });
    expect(topics('Sisällä oli jäätävän kylmä.')).toEqual({ atmosphere: -1 });
    expect(topics('Pöydät ovat aivan liian lähekkäin.')).toEqual({ atmosphere: -1 });
    expect(topics('Salaatissani oli hius.')).toMatchObject({ cleanliness: -1 });
  });

  it('reads a place by the lake as the location, and a cut that turned out well as the haircut', () => {
    expect(topics('Ihana kahvila järven rannalla.')).toEqual({ location: 1 });
    expect(topics('Kiva kampaaja ja leikkaus onnistui tosi hyvin.')).toEqual({ staff: 1, haircut: 1 });
  });

  it('reads leaving hungry, undrinkable coffee, a bored waiter, a wrong order and nothing done as complaints, but not arriving hungry', () => {
    expect(topics('Lähdimme nälkäisinä kotiin.')).toEqual({ food: -1 });
    expect(topics('Kahvi oli juomakelvotonta.')).toEqual({ coffee: 0, drinks: -1 });
    expect(topics('Tarjoilija vaikutti kyllästyneeltä.')).toEqual({ staff: -1 });
    expect(topics('Tilaus meni kahdesti väärin.')).toEqual({ service: -1 });
    expect(topics('Valitimme, mutta mitään ei tapahtunut.')).toEqual({ service: -1 });
    expect(topics('Tulimme nälkäisinä ja ruoka oli hyvää.')).toEqual({ food: 1 });
  });

  it('reads colloquial Finnish: lukewarm, would have expected more, steep, crooked, no parking nearby, a late delivery, too salty, a bill much bigger, and a procedure that went well', () => {
    expect(topics('Ruoka tuli sit vielä haaleena.')).toEqual({ food: -1 });
    expect(topics('Hintaan nähden ois odottanu enemmän.')).toEqual({ price: -1 });
    expect(topics('Odotin aulassa yli puol tuntia vaikka aika oli varattu.')).toEqual({ waiting: 0 });
    expect(topics('Ja lasku oli lähes 300e, mikä tuntuu kyl aika kovalta.')).toEqual({ price: -1 });
    expect(topics('Parturi leikkas niskan ihan vinoon ja sivuille jäi portaat.')).toEqual({ haircut: -1 });
    expect(topics('Parkkipaikkoja vaan ei oo lähellä juuri yhtään.')).toEqual({ parking: -1 });
    expect(topics('Hammashygienisti Laura oli tosi lempeä ja hammaskiven poisto ei sattunu yhtään 👍')).toEqual({ staff: 1, treatment: 1 });
    expect(topics('Se tuli vasta seuraavana aamuna!!! Kukat oli lisäks ihan nuutuneita.')).toEqual({ waiting: -1 });
    expect(topics('Pääruoan poronkäristys oli liian suolasta ja muussi maistu ihan pussimuussilta.')).toEqual({ food: -1 });
    expect(topics('Lasku oli reilusti isompi mitä oltiin arvioitu.')).toEqual({ price: -1 });
    expect(topics('Itse toimenpide meni tosi hyvin.')).toEqual({ treatment: 1 });
  });

  it('reads raw meat, having to wait, and an amount in euros written onto its figure', () => {
    expect(topics('Pihvi oli silti raaka.')).toEqual({ food: -1 });
    expect(topics('Jouduin silti odottaa 20min.')).toEqual({ waiting: -1 });
    expect(topics('Ja 85e on aika paljon siitä.')).toEqual({ price: -1 });
  });

  it('reads a cut that was nothing special, ice-cold water and noise all night', () => {
    expect(topics('Leikkaus sinänsä ok mutta ei mitään erikoista.')).toEqual({ haircut: -1 });
    expect(topics('Suihkusta tuli jääkylmää vettä.')).toMatchObject({ rooms: -1 });
    expect(topics('Ilmastointi piti ääntä koko yön.')).toMatchObject({ noise: -1 });
  });

  it('reads an order lost somewhere and a huff at the counter', () => {
    expect(topics('Tilaus oli jääny jonnekin.')).toEqual({ service: -1 });
    expect(topics('Myyjä vaan tuhahti.')).toEqual({ staff: -1 });
  });

  it('reads a booking that did not exist', () => {
    expect(topics('Kun saavuimme, varausta ei ollut olemassa.')).toEqual({ booking: -1 });
  });

  it('reads the only bright spot, plenty of parking, a queue that moves fast and someone who can cut curly hair', () => {
    expect(topics('Aamiainen oli ainoa valopilkku.')).toEqual({ breakfast: 1 });
    expect(topics('Parkkitilaa oli pihassa reilusti.')).toEqual({ parking: 1 });
    expect(topics('Jouduin odottamaan reilusti yli varatun ajan.')).toEqual({ waiting: -1 });
    expect(topics('Jono liikkuu nopeesti vaikka se ois ovelle asti.')).toEqual({ waiting: 1 });
    expect(topics('Vihdoin joku joka osaa leikata kiharia hiuksia!')).toEqual({ haircut: 1 });
  });

  it("reads 'en malta odottaa' as no wait", () => {
    expect(topics('Aamiainen oli upea. En malta odottaa että pääsen takaisin.')).toEqual({ breakfast: 1 });
  });

  it('reads a bathroom that has seen better days', () => {
    expect(topics('Kylpyhuone on nähnyt parempia päiviä.')).toEqual({ rooms: -1 });
  });

  it("reads someone else in one's slot as the booking, sarcastic thanks as a complaint, and 'täytyy myöntää' as praise", () => {
    expect(topics('Siellä istui joku toinen mun ajalla.')).toEqual({ booking: 0 });
    expect(topics("Kampaaja väitti että se näyttää hyvältä. No kiitti vaan.")).toMatchObject({ staff: -1 });
    expect(topics('Parkkipaikka on kyllä iso, se täytyy myöntää.')).toEqual({ parking: 1 });
  });

  it("reads spoken 'et' as 'että', not as a negation, and 'olis kiva jos' as a wish", () => {
    expect(topics('Olis kiva jos asiakkaalle edes kerrottais et ollaan myöhässä.')).toEqual({ waiting: -1 });
    expect(topics('Tarjoilija sano et se on ihan normaalia, vaikka ruoka oli kylmää.')).toMatchObject({ food: -1 });
    // The negation 'et' (you do not) still negates.
    expect(topics('Et saa täältä hyvää kahvia.')).toMatchObject({ coffee: -1 });
  });

  it('reads no apology as a complaint of the service', () => {
    expect(topics('Odotettiin 40 minuuttia. Kukaan ei pahoitellut sanallakaan.')).toMatchObject({ service: -1 });
  });

  it('reads a booking, a treatment that did not hurt, a bold price, and a range not found everywhere', () => {
    expect(topics('Varattiin huone netistä.')).toEqual({ booking: 0 });
    expect(topics('EI SATTUNU YHTÄÄN')).toEqual({ treatment: 1 });
    expect(topics('4,90€ yhestä pullasta on aika rohkee hinta.')).toMatchObject({ price: -1 });
    expect(topics('Hyvä valikoima kenkiä, mitä ei joka paikasta löydy.')).toEqual({ selection: 1 });
  });

  it("reads crumbs as dirt, a barber's cut, and a lottery of parking", () => {
    expect(topics('Pöydät täynnä mukeja ja muruja.')).toEqual({ cleanliness: -1 });
    expect(topics('Nopea ja siisti parturointi.')).toMatchObject({ haircut: 1 });
    expect(topics('Autolle paikan löytäminen kadunvarresta on aina arpapeliä.')).toEqual({ parking: -1 });
  });

  it('knows everyday ways of telling noise, waits, staff and choice', () => {
    expect(topics('Naapurihuoneen telkkari kuului koko yön.')).toMatchObject({ noise: -1 });
    expect(topics('Lapset kirkuivat ja juoksivat ympäri ravintolaa.')).toMatchObject({ noise: -1 });
    expect(topics('Musiikki soi ihan liian lujaa.')).toMatchObject({ noise: -1 });
    expect(topics('Piti huutaa, että kuuli seuralaisen.')).toMatchObject({ noise: -1 });
    expect(topics('Koira haukkui koko yön.')).toMatchObject({ noise: -1 });
    expect(topics('Seinät ovat kuin paperia.')).toMatchObject({ noise: -1 });
    expect(topics('Kyllästyimme odottamaan ja lähdimme pois.')).toMatchObject({ waiting: -1 });
    expect(topics('Vielä 20 minuutin jälkeen ei kahvia näkynyt.')).toMatchObject({ waiting: -1 });
    expect(topics('Kesti ja kesti.')).toMatchObject({ waiting: -1 });
    expect(topics('Saimme ruoat salamana.')).toMatchObject({ waiting: 1 });
    expect(topics('Kukaan ei tullut pöytään puoleen tuntiin.')).toMatchObject({ service: -1 });
    expect(topics('Kassalla ollut tyttö oli tosi ihana.')).toMatchObject({ staff: 1 });
    expect(topics('Hammaslääkäri oli ihan kultainen.')).toMatchObject({ staff: 1 });
    expect(topics('Tarjoilija huolehti meistä koko illan.')).toMatchObject({ staff: 1 });
    expect(topics('Oppaamme oli mahtava.')).toMatchObject({ staff: 1 });
    expect(topics('Baarimikko teki loistavat drinkit ja oli tosi hauska.')).toMatchObject({ staff: 1 });
    expect(topics('Tarjoilija haukkui meitä asiakkaiden edessä.')).toMatchObject({ staff: -1 });
    expect(topics('Korvapuustit olivat jo loppu yhdeltätoista.')).toMatchObject({ selection: -1 });
    expect(topics('Hyllyt puoliksi tyhjinä.')).toMatchObject({ selection: -1 });
    expect(topics('Valinnanvaraa on todella paljon.')).toMatchObject({ selection: 1 });
    expect(topics('Pöytämme oli annettu toisille.')).toMatchObject({ booking: -1 });
    expect(topics('Sisällä oli tukahduttavan kuuma.')).toMatchObject({ atmosphere: -1 });
    expect(topics('Hinnat pilvissä.')).toMatchObject({ price: -1 });
    expect(topics('Maksoimme maltaita.')).toMatchObject({ price: -1 });
  });

  it('knows food still warm, a taste told as if gone stale, a hair in the dish and a bad smell', () => {
    expect(topics('Pullat olivat vielä lämpimiä.')).toMatchObject({ food: 1 });
    expect(topics('Kahvi maistui siltä että se on keitetty aamulla.')).toMatchObject({ coffee: -1 });
    expect(topics('Keitossa ui pitkä musta hius.')).toMatchObject({ cleanliness: -1 });
  });

  it('reads the guest being late as no wait', () => {
    expect(topics('Olin myöhässä, mutta hoitaja oli silti ystävällinen.')).not.toHaveProperty('waiting');
  });

  it('knows everyday ways of judging the food, the room, the result, the price and the place', () => {
    expect(topics('Ranskalaiset uivat öljyssä.')).toMatchObject({ food: -1 });
    expect(topics('Lihat suorastaan suli suussa.')).toMatchObject({ food: 1 });
    expect(topics('Kalamarit maistuivat pahvilta.')).toMatchObject({ food: -1 });
    expect(topics('Kahvi oli pannussa seissyttä litkua.')).toMatchObject({ coffee: -1 });
    expect(topics('Olut oli lämmintä.')).toMatchObject({ drinks: -1 });
    expect(topics('Ruoka oli hyvää, mutta kahvi oli pelkkää litkua.')).toMatchObject({ food: 1, coffee: -1 });
    expect(topics('Ikkunasta näkyi meri.')).toMatchObject({ location: 1 });
    expect(topics('Suihkusta ei tullut lämmintä vettä.')).toMatchObject({ rooms: -1 });
    expect(topics('Hana tippui koko yön.')).toMatchObject({ rooms: -1 });
    expect(topics('Huoneen ikkuna avautui seinään.')).toMatchObject({ rooms: -1 });
    expect(topics('Väri tuli ihan oranssi.')).toMatchObject({ haircut: -1 });
    expect(topics('Vihdoin joku joka osaa leikata kiharat hiukset!')).toMatchObject({ haircut: 1 });
    expect(topics('Leikkasi paljon enemmän kuin pyysin.')).toMatchObject({ haircut: -1 });
    expect(topics('En tuntenut mitään koko poiston aikana.')).toMatchObject({ treatment: 1 });
    expect(topics('Kolmen käynnin jälkeen selkä ei enää ole kipeä.')).toMatchObject({ treatment: 1 });
    expect(topics('Kahden kuukauden hoidon jälkeen ei mitään parannusta.')).toMatchObject({ treatment: -1 });
    expect(topics('Söimme kolmestaan alle 40 eurolla.')).toMatchObject({ price: 1 });
    expect(topics('Maksoimme pienen omaisuuden kahdesta pizzasta.')).toMatchObject({ price: -1 });
    expect(topics('Aivan keskustan sydämessä, kaikki on lähellä.')).toMatchObject({ location: 1 });
    expect(topics('Ei mitään kylttiä, ovea oli vaikea löytää.')).toMatchObject({ location: -1 });
    expect(topics('Mäki on todella jyrkkä.')).toMatchObject({ location: -1 });
    expect(topics('Ihan persoonaton paikka.')).toMatchObject({ atmosphere: -1 });
    expect(topics('Huoneen lattialla oli sukka.')).toMatchObject({ cleanliness: -1 });
    expect(topics('Vessassa ei ollut vessapaperia.')).toMatchObject({ cleanliness: -1 });
    expect(topics('Uima-allas oli vihreä.')).toMatchObject({ cleanliness: -1 });
  });

  it('reads an overbooked hotel as the booking gone wrong, and minutes away as a distance', () => {
    expect(topics('Hotelli oli ylibuukattu.')).toMatchObject({ booking: -1 });
  });

  it('reads a wait in the waiting room, stale bakes, painless care, litotes, getting an appointment, an unanswered phone, not listening, talk drowned out, idioms, refunds, curt staff, clumsy online booking, excuses, a lake view, double bookings and slang', () => {
    expect(topics('Istuimme 35 minuuttia odotushuoneessa.')).toMatchObject({ waiting: -1 });
    expect(topics('Pulla oli eiliseltä.')).toMatchObject({ food: -1 });
    expect(topics('Kahvi oli seissyt lämpölevyllä tunnin.')).toMatchObject({ coffee: -1 });
    expect(topics('Korvapuusti oli päivän vanha.')).toMatchObject({ food: -1 });
    expect(topics('Tuskin tunsin mitään kun hän porasi.')).toMatchObject({ treatment: 1 });
    expect(topics('Ei yhtään kyyneltä lapselta.')).toMatchObject({ treatment: 1 });
    expect(topics('Ruoassa ei ollut mitään vikaa.')).toMatchObject({ food: 1 });
    expect(topics('Kesti kolme päivää saada aika.')).toMatchObject({ booking: -1 });
    expect(topics('Ajan saaminen on ongelma.')).toMatchObject({ booking: -1 });
    expect(topics('Sähköposteihin ei vastata.')).toMatchObject({ service: -1 });
    expect(topics('Kukaan ei soittanut takaisin.')).toMatchObject({ service: -1 });
    expect(topics('Hän ei kuunnellut minua.')).toMatchObject({ staff: -1 });
    expect(topics('Hän ei oikein katsonut mitä teki.')).toMatchObject({ staff: -1 });
    expect(topics('Emme kuulleet toisiamme.')).toMatchObject({ noise: -1 });
    expect(topics('Ei pystynyt edes juttelemaan.')).toMatchObject({ noise: -1 });
    expect(topics('Jäi hätäinen fiilis.')).not.toHaveProperty('atmosphere');
    expect(topics('Oli hiljainen tiistai joten pääsimme heti.')).not.toHaveProperty('noise');
    expect(topics('Siisti leikkaus, juuri mitä halusin.')).not.toHaveProperty('cleanliness');
    expect(topics('Sain rahat takaisin.')).not.toHaveProperty('price');
    expect(topics('Varausjärjestelmä jäätyi kahdesti.')).toMatchObject({ booking: -1 });
    expect(topics('Hän oli minulle töksähtelevä.')).toMatchObject({ staff: -1 });
    expect(topics('Parkkeeraus on hankalaa, mutta se ei ole liikkeen vika.')).not.toMatchObject({ parking: -1 });
    expect(topics('Voi istua ja katsella järveä, ihanaa.')).toMatchObject({ location: 1 });
    expect(topics('Sama aika oli annettu jollekin toiselle.')).toMatchObject({ booking: -1 });
    expect(topics('Hoitaja oli enkeli.')).toMatchObject({ staff: 1 });
    expect(topics('Massia meni ihan liikaa.')).toMatchObject({ price: -1 });
  });

  it('reads an asking cut short, an extra charge, a lunch break, praise of what one rarely sees and the other phrasings of the last blind set', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'fi', 'review', rating);
    expect(read('Aina löytyy mitä etsii ja neuvoja saa', 5)).toEqual({ selection: 1, service: 1 });
    expect(read('Suuhygienisti oli hellävarainen, hammaskiven poisto ei sattunu yhtään.', 4)).toMatchObject({ treatment: 1 });
    expect(read('Aamupalalle kannattaa mennä heti seitsemältä, puoli yheksältä munat oli jo loppu.', 2)).not.toMatchObject({ breakfast: 1 });
  });

  it('reads wrong orders, nobody serving, complaints shrugged off, being hurried out, useless shop help, broken promises, refused exchanges, waiting idioms, hotel night sounds and named staff praised by what they did', () => {
    expect(topics('Tilasin latten, sain jotain maitoa.')).toMatchObject({ service: -1 });
    expect(topics('Ranskalaisia ei koskaan tullut.')).toMatchObject({ service: -1 });
    expect(topics('Toivat kahvin vaikka tilasin teetä.')).toMatchObject({ service: -1 });
    expect(topics('Jouduimme itse menemään tiskille tilaamaan.')).toMatchObject({ service: -1 });
    expect(topics('Kukaan ei kysynyt haluammeko jotain muuta.')).toMatchObject({ service: -1 });
    expect(topics('Tarjoilija katosi jonnekin.')).toMatchObject({ service: -1 });
    expect(topics('Meitä ei huomattu ollenkaan.')).toMatchObject({ service: -1 });
    expect(topics('Hän kohautti olkiaan.')).toMatchObject({ service: -1 });
    expect(topics('Edes anteeksi ei pyydetty.')).toMatchObject({ service: -1 });
    expect(topics('Lasku tuotiin pöytään pyytämättä.')).toMatchObject({ service: -1 });
    expect(topics('Tuolit nostettiin pöydille ympärillämme.')).toMatchObject({ service: -1 });
    expect(topics('Meidät hätistettiin ulos.')).toMatchObject({ service: -1 });
    expect(topics('Myivät minulle väärää maalia.')).toMatchObject({ service: -1 });
    expect(topics('Ei ketään keneltä kysyä.')).toMatchObject({ service: -1 });
    expect(topics('Luvattiin perjantaiksi, eikä ollut edes aloitettu.')).toMatchObject({ service: -1 });
    expect(topics('Tilausta ei koskaan lähetetty.')).toMatchObject({ service: -1 });
    expect(topics('Kesti kaksi viikkoa vaikka luvattiin viisi päivää.')).toMatchObject({ waiting: -1 });
    expect(topics('Käytettyjä kenkiä ei oteta takaisin.')).toMatchObject({ service: -1 });
    expect(topics('Vaihto vain 7 päivän sisällä.')).toMatchObject({ service: -1 });
    expect(topics('Tarvitsee pyhimyksen kärsivällisyyttä.')).toMatchObject({ waiting: -1 });
    expect(topics('Kaksi tuntia kolmeen ruokalajiin.')).toMatchObject({ waiting: -1 });
    expect(topics('Huone oli valmis vasta kuudelta.')).toMatchObject({ waiting: -1 });
    expect(topics('Ilmastointi kuulosti suihkukoneelta.')).toMatchObject({ noise: -1 });
    expect(topics('Patteri paukkui koko yön.')).toMatchObject({ noise: -1 });
    expect(topics('Hissi kolisi koko yön.')).toMatchObject({ noise: -1 });
    expect(topics('Mikko muistaa aina tilaukseni.')).toMatchObject({ staff: 1 });
    expect(topics('Pekka on legenda.')).toMatchObject({ staff: 1 });
    expect(topics('Annan suositukset ovat aina nappiin.')).toMatchObject({ staff: 1 });
  });

  it('reads price idioms, messy shops, thin ranges, curt deeds, service not done, praise by deeds, booking ease and failures, plain food faults, regional breakfast and parking, location, noise and cleanliness told by detail, painless treatment, clock-time waits and praise that ends as people put them', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'fi', 'review', rating);
    // Price idioms and fees.
    expect(read('Vähän överiä hinnoittelua.', 2)).toMatchObject({ price: -1 });
    expect(read('Peruutusmaksu 30 euroa, josta kukaan ei maininnut.', 1)).toMatchObject({ price: -1 });
    expect(read('Veloittivat silti.', 1)).toMatchObject({ price: -1 });
    // A messy shop.
    expect(read('Sekava myymälä, kaikkea joutuu etsimään pitkään.', 2)).toMatchObject({ cleanliness: -1 });
    // A thin or repetitive range.
    expect(read('Iltapäivällä oli jäljellä vain kahta sorttia kakkua.', 2)).toMatchObject({ selection: -1 });
    expect(read('Koot loppuvat heti.', 2)).toMatchObject({ selection: -1 });
    expect(read('Aamiainen on aina samanlainen.', 3)).toMatchObject({ breakfast: -1 });
    // Curt staff told by deeds.
    expect(read('Osoitti epämääräisesti jonnekin ja lähti.', 2)).toMatchObject({ staff: -1 });
    expect(read('Puhui lähinnä omasta lomastaan ja tiesi tosi vähän myymistään tuotteista.', 2)).toMatchObject({ staff: -1 });
    expect(read('Sanoi että virhe on varmasti minun.', 1)).toMatchObject({ staff: -1 });
    // Service not done.
    expect(read('Kukaan ei sanonut sanaakaan, ei edes anteeksi.', 1)).toMatchObject({ service: -1 });
    expect(read('Mikään ei muuttunut, vaikka kerroimme vastaanottoon.', 1)).toMatchObject({ service: -1 });
    expect(read('Ei alennusta, ei mitään.', 1)).toMatchObject({ service: -1 });
    // Praise by deeds: no rush is the service, not a wait.
    expect(read('Hän käytti paljon aikaa auttaakseen minua valitsemaan.', 5)).toEqual({ staff: 1 });
    expect(read('Ei mitään kiirettä.', 5)).toEqual({ service: 1 });
    expect(read('Väri onnistui tosi hyvin.', 5)).toMatchObject({ haircut: 1 });
    // Booking ease and failures.
    expect(read('Helppo varata sovelluksessa.', 5)).toMatchObject({ booking: 1 });
    expect(read('Nimelläni ei ollut mitään varausta.', 1)).toMatchObject({ booking: -1 });
    expect(read('Aikaa siirrettiin tekstiviestillä kysymättä.', 1)).toMatchObject({ booking: -1 });
    // Plain food faults.
    expect(read('Annokset ovat pienentyneet.', 2)).toMatchObject({ food: -1 });
    expect(read('Pullat tuli varmasti suoraan pakkasesta.', 2)).toMatchObject({ food: -1 });
    expect(read('Maistui ihan Prisman pullalta.', 2)).toMatchObject({ food: -1 });
    // Regional breakfast and parking that costs.
    expect(read('Aamupalabuffaa ei täytetty.', 2)).toMatchObject({ breakfast: -1 });
    expect(read('Parkki maksaa 18 euroa päivä.', 2)).toMatchObject({ parking: -1 });
    expect(read('Maksullinen pysäköinti.', 2)).toMatchObject({ parking: -1 });
    // Location without the word.
    expect(read('Piilossa sivukadulla ilman kylttiä.', 2)).toMatchObject({ location: -1 });
    expect(read('Siisti hotelli vain kaksi minuuttia rannalle.', 5)).toMatchObject({ location: 1 });
    // Noise without the word.
    expect(read('Musiikki niin kovalla että piti laittaa kuulokkeet.', 2)).toMatchObject({ noise: -1 });
    // Cleanliness by detail.
    expect(read('Vessaa ei ole siivottu aikoihin, ei paperia ja kaikki märkää.', 2)).toMatchObject({ cleanliness: -1 });
    expect(read('Voimakas kemikaalien haju.', 2)).toMatchObject({ cleanliness: -1 });
    expect(read('Klinikka oli putipuhdas.', 5)).toMatchObject({ cleanliness: 1 });
    // Painless treatment.
    expect(read('Paikkausta tuskin tunsi.', 5)).toMatchObject({ treatment: 1 });
    // Clock-time waits.
    expect(read('Piti seistä odottamassa pöytää.', 2)).toMatchObject({ waiting: -1 });
    expect(read('Meni kolme viikkoa ennen kuin tilaus tuli.', 2)).toMatchObject({ waiting: -1 });
    // More of the same, as others put it.
    expect(read('Tyyris paikka, vähän liikaa pyydetty tällaisesta.', 2)).toMatchObject({ price: -1 });
    expect(read('Ei mitään hoputusta.', 5)).toEqual({ service: 1 });
    expect(read('Väristä tuli just sellainen kuin halusin.', 5)).toMatchObject({ haircut: 1 });
    expect(read('Puudutusta ei tuntenut ollenkaan.', 5)).toMatchObject({ treatment: 1 });
    expect(read('Ei mitään säätöä varauksen kanssa, nopeasti sovelluksessa.', 5)).toEqual({ booking: 1 });
    // Praise that only ends.
    expect(read('Henkilökunta oli mukavaa, mutta se oli valitettavasti siinä.', 3)).toEqual({ staff: 1 });
  });

  it('reads the colours of a hair colouring and portions that have shrunk', () => {
    expect(topics('Jenni on ihana ja värit onnistu tosi hyvin!')).toEqual({ staff: 1, haircut: 1 });
    expect(topics('Hinnat on nousseet ja samalla annokset pienentyny.')).toMatchObject({ food: -1 });
  });

  it('reads praise of the atmosphere, the range, advice, drinks, cleanliness, people, the location, food, the result, booking, price and speed as people put it', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'fi', 'review', rating);
    expect(read('Tosi viihtyisä pieni paikka.', 5)).toMatchObject({ atmosphere: 1 });
    expect(read('Ihanasti sisustettu, paljon kasveja ja kynttilöitä.', 5)).toMatchObject({ atmosphere: 1 });
    expect(read('Ihana terassi jossa istua.', 5)).toMatchObject({ atmosphere: 1 });
    expect(read('Tyylikäs salonki.', 5)).toMatchObject({ atmosphere: 1 });
    expect(read('Söpö pieni kahvila.', 5)).toMatchObject({ atmosphere: 1 });
    expect(read('Ei kovin viihtyisä.', 2)).toMatchObject({ atmosphere: -1 });
    expect(read('Sisustus oli tylsä.', 2)).toMatchObject({ atmosphere: -1 });
    expect(read('Valtava valikoima juustoja.', 5)).toMatchObject({ selection: 1 });
    expect(read('Paljon helmiä joita ei muualta löydä.', 5)).toMatchObject({ selection: 1 });
    expect(read('Jokaiselle jotakin.', 5)).toMatchObject({ selection: 1 });
    expect(read('Täältä löytyy ihan kaikkea.', 5)).toMatchObject({ selection: 1 });
    expect(read('Valikoima ei ollut kovin laaja.', 2)).toMatchObject({ selection: -1 });
    expect(read('Suppea valikoima.', 2)).toMatchObject({ selection: -1 });
    expect(read('Saimme hyviä neuvoja.', 5)).toMatchObject({ service: 1 });
    expect(read('Myyjä tiesi heti mitä tarvitsin.', 5)).toMatchObject({ staff: 1 });
    expect(read('Auttoivat löytämään oikean varaosan.', 5)).toMatchObject({ service: 1 });
    expect(read('Näkivät todella vaivaa puolestamme.', 5)).toMatchObject({ service: 1 });
    expect(read('Hän suositteli juuri sitä mikä sopi minulle.', 5)).toMatchObject({ service: 1 });
    expect(read('Asiantuntevaa neuvontaa.', 5)).toMatchObject({ service: 1 });
    expect(read('Emme saaneet mitään neuvoja.', 2)).toMatchObject({ service: -1 });
    expect(read('Suositeltu viini sopi täydellisesti ruokaan.', 5)).toMatchObject({ drinks: 1 });
    expect(read('Mahtavat cocktailit.', 5)).toMatchObject({ drinks: 1 });
    expect(read('Itse tehty limonadi.', 5)).toMatchObject({ drinks: 1 });
    expect(read('Itse tehty limonadi.', 5)).not.toHaveProperty('food');
    expect(read('Hyvää paikallista olutta hanasta.', 5)).toMatchObject({ drinks: 1 });
    expect(read('Tuorepuristettu mehu.', 5)).toMatchObject({ drinks: 1 });
    expect(read('Viini ei sopinut ruokaan ollenkaan.', 2)).toMatchObject({ drinks: -1 });
    expect(read('Kaikki oli kiiltävän puhdasta.', 5)).toMatchObject({ cleanliness: 1 });
    expect(read('Siistit vessat.', 5)).toMatchObject({ cleanliness: 1 });
    expect(read('Kaikki oli siistiä ja puhdasta.', 5)).toMatchObject({ cleanliness: 1 });
    expect(read('Tiptop siistiä.', 5)).toMatchObject({ cleanliness: 1 });
    expect(read('Todella siisti paikka.', 5)).toMatchObject({ cleanliness: 1 });
    expect(read('Vessat eivät olleet siistit.', 2)).toMatchObject({ cleanliness: -1 });
    expect(read('Tiskin takana ollut tyttö oli tosi avulias.', 5)).toMatchObject({ staff: 1 });
    expect(read('Siellä työskentelevä kaveri on ihana tyyppi.', 5)).toMatchObject({ staff: 1 });
    expect(read('Omistaja itse tuli juttelemaan.', 5)).toMatchObject({ staff: 1 });
    expect(read('Ihana tyyppi!', 5)).toMatchObject({ staff: 1 });
    expect(read('Hän on aivan kultainen.', 5)).toMatchObject({ staff: 1 });
    expect(read('Tiskin takana ollut tyttö oli tosi töykeä.', 2)).toMatchObject({ staff: -1 });
    expect(read('Ihana hotelli aivan järven rannalla.', 5)).toMatchObject({ location: 1 });
    expect(read('Ihana hotelli kahden minuutin päässä rannasta.', 5)).toMatchObject({ location: 1 });
    expect(read('Keskeinen sijainti, lähellä kaikkea.', 5)).toMatchObject({ location: 1 });
    expect(read('Helppo löytää.', 5)).toMatchObject({ location: 1 });
    expect(read('Upeat näkymät huoneesta.', 5)).toMatchObject({ location: 1 });
    expect(read('Näkymä oli parkkipaikalle.', 2)).toMatchObject({ location: -1 });
    expect(read('Vaikea löytää.', 2)).toMatchObject({ location: -1 });
    expect(read('Reilut annokset.', 5)).toMatchObject({ food: 1 });
    expect(read('Kotitekoista ja uunituoretta.', 5)).toMatchObject({ food: 1 });
    expect(read('Korvapuustit ovat aivan taivaallisia.', 5)).toMatchObject({ food: 1 });
    expect(read('Liha oli suussa sulavaa.', 5)).toMatchObject({ food: 1 });
    expect(read('Kaupungin paras pizza.', 5)).toMatchObject({ food: 1 });
    expect(read('Annokset eivät olleet reiluja.', 2)).toMatchObject({ food: -1 });
    expect(read('Kaukana kaupungin parhaasta pizzasta.', 2)).toMatchObject({ food: -1 });
    expect(read('Leikkasi juuri niin kuin halusin.', 5)).toMatchObject({ haircut: 1 });
    expect(read('Väri onnistui täydellisesti.', 5)).toMatchObject({ haircut: 1 });
    expect(read('Tosi kevyt käsi.', 5)).toMatchObject({ treatment: 1 });
    expect(read('En tuntenut mitään.', 5)).toMatchObject({ treatment: 1 });
    expect(read('Kynnet ovat yhä täydelliset kahden viikon jälkeen.', 5)).toMatchObject({ treatment: 1 });
    expect(read('Hiukset eivät olleet ollenkaan sitä mitä halusin.', 2)).toMatchObject({ haircut: -1 });
    expect(read('Väri ei onnistunut.', 2)).toMatchObject({ haircut: -1 });
    expect(read('Helppo varata netistä.', 5)).toMatchObject({ booking: 1 });
    expect(read('Sain ajan samalle päivälle.', 5)).toMatchObject({ booking: 1 });
    expect(read('Ottivat minut väliin vaikka oli kiire.', 5)).toMatchObject({ booking: 1 });
    expect(read('Vastasivat nopeasti WhatsAppissa.', 5)).toMatchObject({ booking: 1 });
    expect(read('Aikaa ei saanut kuin kolmen viikon päähän.', 2)).toMatchObject({ booking: -1 });
    expect(read('Reilut hinnat.', 5)).toMatchObject({ price: 1 });
    expect(read('Hinta-laatusuhde kohdallaan.', 5)).toMatchObject({ price: 1 });
    expect(read('Kauramaito ilman lisämaksua.', 5)).toMatchObject({ price: 1 });
    expect(read('Ilmainen santsikuppi.', 5)).toMatchObject({ price: 1 });
    expect(read('Hinnat eivät ole reiluja.', 2)).toMatchObject({ price: -1 });
    expect(read('Kauramaidosta lisämaksu.', 2)).toMatchObject({ price: -1 });
    expect(read('Ei jonoa ollenkaan.', 5)).toMatchObject({ waiting: 1 });
    expect(read('Saimme ruoat heti.', 5)).toMatchObject({ waiting: 1 });
    expect(read('Nopeaa vaikka oli täyttä.', 5)).toMatchObject({ waiting: 1 });
    expect(read('Ajallaan minuutilleen.', 5)).toMatchObject({ waiting: 1 });
    expect(read('Ei todellakaan nopeaa.', 2)).toMatchObject({ waiting: -1 });
    expect(read('Hotelli on kaukana keskustasta.', 2)).toMatchObject({ location: -1 });
    expect(read('Odotimme reilun tunnin.', 2)).toMatchObject({ waiting: -1 });
    expect(read('Likainen hotelli aivan järven rannalla.', 2)).not.toHaveProperty('location:1');
    expect(read('Likainen hotelli aivan järven rannalla.', 2)).not.toHaveProperty('location:1');
  });

  it('reads the dining hall and the rush hour as where and when, not as food or a wait', () => {
    expect(topicPolarities('Lounas on joka päivä tosi hyvää. Ainoa miinus on että ruokasalissa on ruuhka-aikaan aikamoinen meteli.', 'fi', 'review', 4)).toEqual({ food: 1, noise: -1 });
  });

  it("reads 'halpaa se ei ollut' (not cheap) as a complaint of the price", () => {
    expect(topicPolarities('Hyvää ruokaa, mutta halpaa se ei ollut.', 'fi', 'review', 4)).toEqual({ food: 1, price: -1 });
  });

  it('reads everyday stories: a neat cut, litotes and faint praise, sarcasm, staff deeds and nicknames, waits and quick repairs, recovery, online prices, thin walls, tables left uncleared, local dishes, stock, help and the premises', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'fi', 'review', rating);
    expect(read('Siistit rajat ja tosi siisti fade.', 5)).toEqual({ haircut: 1 });
    expect(read('Kahvi ei ollut hassumpaa.', 4)).toEqual({ coffee: 1 });
    expect(read('Ruoka oli syötävää.', 3)).toEqual({ food: -1 });
    expect(read('Onnea parkkipaikan etsintään.', 1)).toEqual({ parking: -1 });
    expect(read('Myyjä oli puhelimella koko ajan ja vastasi huokaisemalla.', 1)).toEqual({ staff: -1 });
    expect(read('Se parrakas kaveri oli huippu.', 5)).toEqual({ staff: 1 });
    expect(read('Korjaus kesti kolme viikkoa.', 2)).toEqual({ waiting: -1 });
    expect(read('Korjasivat sen kymmenessä minuutissa sillä aikaa kun odotin.', 5)).toEqual({ waiting: 1 });
    expect(read('Menin sisään kumarassa ja kävelin ulos melkein suorana.', 5)).toEqual({ treatment: 1 });
    expect(read('Näytän ihan intin alokkaalta.', 1)).toEqual({ haircut: -1 });
    expect(read('Netistä saa halvemmalla.', 2)).toEqual({ price: -1 });
    expect(read('Rekat jyrisi ohi aamuviidestä lähtien ja naapurin kuorsaus kuului.', 1)).toEqual({ noise: -1 });
    expect(read('Pöydät täynnä edellisten asiakkaiden astioita.', 2)).toEqual({ cleanliness: -1 });
    expect(read('Mustamakkara ja runebergintorttu oli mahtavia, sima myös.', 5)).toEqual({ food: 1, drinks: 1 });
    expect(read('Kaikki piti tilata erikseen, hyllyt puolityhjiä.', 2)).toEqual({ selection: -1 });
    expect(read('Apua sai etsiä kuin neulaa heinäsuovasta.', 2)).toEqual({ service: -1 });
    expect(read('Paikka on tosi kaunis ja ihan järven rannalla.', 5)).toEqual({ atmosphere: 1, location: 1 });
  });

  it("wave 6: reads puhelu seinän läpi, kaikuva sali, 27 astetta, pursuava roskis, viittimättömyys, moniste, kirpaiseva hinta ja loppunut munakokkeli", () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'fi', 'review', rating);
    expect(read("Naapurihuoneesta kuultiin koko puhelu seinän läpi.", 1)).toEqual({ noise: -1 });
    expect(read("Sali niin kaikuva et kuultiin naapuripöydän koko draama.", 2)).toEqual({ noise: -1 });
    expect(read("Huoneessa oli 27 astetta ja ikkunaa sai vain raolleen.", 2)).toEqual({ rooms: -1 });
    expect(read("Vessan roskis pursus yli.", 2)).toEqual({ cleanliness: -1 });
    expect(read("Kukaan ei ollu viittiny soittaa.", 1)).toEqual({ service: -1 });
    expect(read("Ei kuvattu eikä edes kunnolla tunnusteltu, käteen kipulääkkeet ja moniste.", 2)).toEqual({ treatment: -1 });
    expect(read("Koira on kunnossa, kiitos.", 5)).toEqual({ treatment: 1 });
    expect(read("Hinta vähän kirpaisi.", 3)).toEqual({ price: -1 });
    expect(read("Yhdeksältä munakokkelia ei enää ollut.", 2)).toEqual({ breakfast: -1 });
  });

  it("wave 7: reads vartti ennen kuin, väärin katettu pöytä, käytävän bileet, moneen kertaan sanottu, luvattua pidempi käynti, sairastunut lääkäri ja oma päättämättömyys", () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'fi', 'review', rating);
    expect(read('Seistiin kassalla reilu vartti ennen kuin kukaan tuli palvelemaan.', 2)).toMatchObject({ waiting: -1 });
    expect(read('Oltiin varattu pöytä kahdeksalle, mutta paikan päällä se oli katettu vain viidelle.', 2)).toEqual({ booking: -1 });
    expect(read('Naapurihuoneessa joku biletti aamuneljään asti.', 1)).toEqual({ noise: -1 });
    expect(read('Käytävällä huudettiin koko yö.', 1)).toEqual({ noise: -1 });
    expect(read('Pyysin monta kertaa ettei otsatukkaa leikata, silti leikkasi sen lyhyeksi.', 1)).toEqual({ staff: -1, haircut: -1 });
    expect(read('Luvattiin että kestää tunnin, mutta aikaa meni yli kolme tuntia.', 3)).toEqual({ waiting: -1 });
    expect(read('Vastaanotossa kerrottiin että hammaslääkäri oli sairaana ja aika oli peruttu.', 2)).toEqual({ booking: -1 });
    expect(read('Myyjä jaksoi neuvoa, kun en osannut päättää.', 5)).toEqual({ staff: 1 });
    expect(read('Omistaja neuvoi rauhassa, koska en tiennyt mitä halusin.', 4)).toEqual({ staff: 1 });
  });

  it("wave 9: reads keskeneräisen huoneen ja aulassa istumisen, puuttuvat koot, pitkän ajan päästä tulleen ruoan, väärän sävyn, pienet annokset, odotellessa tarjotun kahvin, savon murteen ja hetkessä varatun ajan", () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'fi', 'review', rating);
    expect(read('Huone ei ollut vielä valmis, joten odoteltiin aulassa tunnin.', 1)).toEqual({ waiting: -1 });
    expect(read('Mun kokoa ei ollu ja oikean kokoisia saappaita ei löytynyt.', 2)).toEqual({ selection: -1 });
    expect(read('Hampurilaiset tulivat 50 minuutin päästä ja olivat kylmiä.', 1)).toEqual({ food: -1, waiting: -1 });
    expect(read('Halusin platinanvaalean, mutta lopputulos oli keltainen.', 2)).toEqual({ haircut: -1 });
    expect(read('Maku oli hyvä, mutta annokset oli tosi pikkuruisia.', 3)).toEqual({ food: -1 });
    expect(read('Odotellessa tarjottiin kahvit.', 4)).toEqual({ coffee: 1 });
    expect(read('Hyvä valikoema ja palavelu toimi.', 4)).toEqual({ selection: 1, service: 1 });
    expect(read('Lauantaena parkkipaekan löytäminen on toevotonta.', 3)).toEqual({ parking: -1 });
    expect(read('Varasin ajan appista muutamassa minuutissa.', 5)).toEqual({ booking: 1 });
    expect(read('Kahdelta hengeltä lähti reilu satanen.', 2).price).not.toBe(1);
    expect(read('Ostin terassilautoja ja myyjä neuvoi hyvin.', 5)).toEqual({ staff: 1 });
  });

  it('wave 10: reads a double-booked room, sitting in the waiting room, the wrong tooth, a full bill regardless, a fee for a short visit, what this price leads one to expect, harmi ko before praise, a seller who could advise and circling the block', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'fi', 'review', rating);
    expect(read('Respasta sanottiin että huone on nyt tuplana varattu.', 1)).toMatchObject({ booking: -1 });
    expect(read('Istuin odotushuoneessa melkein tunnin.', 2)).toEqual({ waiting: -1 });
    expect(read('Hammaslääkäri poras väärää hammasta.', 1)).toMatchObject({ treatment: -1 });
    expect(read('Laskutettiin silti täysimääräisenä.', 1)).toEqual({ price: -1 });
    expect(read('Kymmenen minuutin käynnistä veloitettiin 80 euroa.', 2)).toEqual({ price: -1 });
    expect(read('Tällä hinnalla odottaa parempaa palvelua.', 3)).toMatchObject({ price: -1 });
    expect(read('Tällä hinnalla odottaa parempaa palvelua.', 3).waiting).toBeUndefined();
    expect(read('Harmi ko kahvila on muuten kiva ja valoisa.', 3)).toEqual({ atmosphere: 1 });
    expect(read('Myyjä osasi neuvoa hyvin.', 5)).toEqual({ staff: 1, service: 1 });
    expect(read('Autolla piti kiertää korttelia monta kertaa.', 3)).toEqual({ parking: -1 });
  });
  it('aalto 11: lukee puhekielen muodot, olankohautukset, hätäiset käynnit, irronneet ripset, kadonneet varaukset, kellolla kerrotun odotuksen, loppuneen ruoan ja arkiset tavat sanoa ne', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'fi', 'review', rating);
    // Spoken '-eet' forms of praise and complaint.
    expect(read('Maisemat oli ihan upeet.', 5)).toEqual({ location: 1 });
    expect(read('Sängyt oli tosi kapeet.', 3)).toEqual({ rooms: -1 });
    // 'Miehen kanssa' is the reviewer's husband, no staff.
    expect(read('Oltiin miehen kanssa yö ja huone haisi tupakalta.', 2).staff).toBeUndefined();
    // A shrug, a dentist who says nothing, a rough hand, a clerk on the phone, walking past: the people.
    expect(read('Respassa vaan kohautettiin olkapäitä.', 1)).toEqual({ staff: -1 });
    expect(read('Hammaslääkäri ei esittäytyny eikä puhunu mitään.', 1)).toEqual({ staff: -1 });
    expect(read('Hygienisti oli niin kovakourainen.', 2)).toEqual({ staff: -1 });
    expect(read('Myyjä vaan räpläs puhelinta.', 1)).toEqual({ staff: -1 });
    expect(read('Tarjoilija käveli monta kertaa ohi.', 1)).toEqual({ staff: -1 });
    // Tips given and an order remembered praise the person.
    expect(read('Linda antoi hyviä ravintolavinkkejä.', 5)).toEqual({ staff: 1 });
    expect(read('Tyttö kassalla muistaa että otan kauramaidolla.', 4)).toEqual({ staff: 1 });
    // Nobody told anything, nobody on the floor: the service.
    expect(read('Kukaan ei kertonu mitään, piti ite käydä kysymässä.', 1)).toEqual({ service: -1 });
    expect(read('Myyjää saa etsiä kissojen ja koirien kanssa.', 2)).toEqual({ service: -1 });
    // Anaesthetic not working yet, lashes fallen off, a rushed or unexamined visit; anaesthetic that worked.
    expect(read('Puudutus ei ollut ehtinyt vaikuttaa.', 1)).toEqual({ treatment: -1 });
    expect(read('Viikon päästä puolet ripsistä oli jo tippunu.', 3)).toEqual({ treatment: -1 });
    expect(read('Ei tutkittu, resepti käteen ja ovesta ulos.', 1)).toEqual({ treatment: -1 });
    expect(read('Lääkäri kiirehti vastaanoton läpi.', 1)).toMatchObject({ treatment: -1 });
    expect(read('Puudutus toimi ja ei sattunut yhtään.', 5)).toEqual({ treatment: 1 });
    // Bookings: free times that were not there, another room than booked, a time never entered, a site that crashed.
    expect(read('Netissä näkyi vapaita aikoja joita ei oikeesti ollukaan.', 2)).toEqual({ booking: -1 });
    expect(read('Varattiin huone saunalla ja saatiin huone ilman saunaa.', 1)).toEqual({ booking: -1 });
    expect(read('Paikan päällä selvisi että aikaa ei ollut merkitty mihinkään.', 1)).toEqual({ booking: -1 });
    expect(read('Nettisivu kaatui joka kerta.', 2)).toEqual({ booking: -1 });
    // Waiting told as having to, by the clock, or as advice to set time aside.
    expect(read('Toista huonetta piti odotella aulassa.', 2)).toEqual({ waiting: -1 });
    expect(read('Klo 19 kysyttiin missä ruoat viipyy.', 1)).toEqual({ waiting: -1 });
    expect(read('Kannattaa varata reilusti aikaa.', 4)).toEqual({ waiting: -1 });
    // Lunch and breakfast gone early; half the menu out ('et' here is 'että', no negation).
    expect(read('Lämmin ruoka loppui jo puoli yhdeltä.', 1)).toEqual({ food: -1 });
    expect(read('Munat loppu jo puol yhdeksältä.', 2)).toEqual({ breakfast: -1 });
    expect(read('Ilmoitettiin et puolet listasta on loppu.', 1)).toEqual({ selection: -1 });
    // Wet plates; a toilet that could be cleaner ('vois olla' a wish).
    expect(read('Lautaset oli märkiä.', 2)).toEqual({ cleanliness: -1 });
    expect(read('Vessa vois olla siistimpi.', 4)).toEqual({ cleanliness: -1 });
    // Prices: risen, above what was expected, never said, not worth it, no cheap place.
    expect(read('Hinta on kyllä noussut viime kerrasta.', 3)).toEqual({ price: -1 });
    expect(read('Lasku oli isompi kuin odotin.', 4)).toEqual({ price: -1 });
    expect(read('Hinnastakaan ei puhuttu mitään ennen kassaa.', 2)).toEqual({ price: -1 });
    expect(read('Ei 109 euron arvonen.', 2)).toEqual({ price: -1 });
    expect(read('Halpa paikka tää ei kyllä oo.', 3)).toEqual({ price: -1 });
    // Asking whether something could be made good is no praise.
    expect(read('Kysyttiin voisiko jotain hyvittää mutta ei.', 2)).toEqual({});
    // A room's own sauna; a range for every need.
    expect(read('Huoneen oma sauna oli ihana.', 5)).toEqual({ rooms: 1 });
    expect(read('Lankoja on joka lähtöön.', 4)).toEqual({ selection: 1 });
    // Noise told by what it did to talking.
    expect(read('Radio soi niin kovalla että juttelu oli hankalaa.', 3)).toEqual({ noise: -1 });
    // An old wooden house, a nice-looking place.
    expect(read('Vanha puutalo ja kaakeliuuni, tosi tunnelmallinen.', 5)).toEqual({ atmosphere: 1 });
    expect(read('Kivan näköinen paikka.', 5)).toEqual({ atmosphere: 1 });
    // A tidy cut is the cut; more off or another shade than asked.
    expect(read('Leikkaus ihan siisti.', 3)).toEqual({ haircut: 1 });
    expect(read('Lähti pari senttiä enemmän kuin pyysin.', 2)).toEqual({ haircut: -1 });
    expect(read('Vähän lämpimämpi sävy tuli ku toivoin.', 4)).toEqual({ haircut: -1 });
    // An entrance not found in the dark; a cramped car park.
    expect(read('Sisäänkäyntiä ei löydä pimeällä millään.', 2)).toEqual({ location: -1 });
    expect(read('Parkkihalli on tosi ahdas.', 3)).toEqual({ parking: -1 });
    // A latte that was warm milk; no pushing of products; a kitchen tap is no food.
    expect(read('Tilasin latten ja sain haaleeta maitoa.', 2)).toMatchObject({ coffee: -1 });
    expect(read('Kampaaja ei tuputtanut tuotteita.', 5)).toMatchObject({ service: 1 });
    expect(read('Kysyin tiivistettä keittiön hanaan.', 2).food).toBeUndefined();
    // One side plainly shorter; seen the same day.
    expect(read('Toinen puoli on selvästi lyhyempi ku toinen.', 2)).toEqual({ haircut: -1 });
    expect(read('Soitin aamulla ja pääsin jo samana päivänä.', 5)).toEqual({ waiting: 1 });
    // Paid street parking is the parking; a view from the terrace is the location, not the atmosphere.
    expect(read('Kadunvarsipaikat maksullisia.', 4)).toEqual({ parking: -1 });
    expect(read('Terassilta kyllä kaunis näkymä jokeen.', 2)).toEqual({ location: 1 });
    // A step in the neckline; a sum too much for it; a joint in better shape than in years.
    expect(read('Niskassa on porras.', 2)).toEqual({ haircut: -1 });
    expect(read('45 euroa tosta on aika paljon.', 2)).toEqual({ price: -1 });
    expect(read('Polvi ei ole ollut näin hyvässä kunnossa vuosiin.', 5)).toEqual({ treatment: 1 });
  });
  it('aalto 12: lukee pienen taideteoksen, eläinlääkärin oksennuttaman koiran, paikan päällä puristetun mehun, nälkäisenä jatkamisen, aulassa istumisen, perään soittamisen, tervehtimättä jättämisen, tiskillä seisomisen, venyneen kohdan, kuivuneet leivät, omat ajatukset, huomaamatta jäämisen, ohuet seinät, edellisen asukkaan jäljet, elämäntarinan, jäähtyneen ruoan, remontin, vegaanittomuuden, hyllyhinnan, vessan vieressä istumisen, kovaäänisen puhumisen, sihisevän koneen, puuttuvan lastenlistan ja liian aikaisen pääruoan', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'fi', 'review', rating);
    // A small work of art is praise, not a small portion.
    expect(read('Jokainen annos oli pieni taideteos.', 5)).toEqual({ food: 1 });
    // A vet making a dog sick on purpose is the treatment, no complaint.
    expect(read('Eläinlääkäri oksennutti koiran heti.', 4)).toEqual({ staff: 1 });
    // Juice pressed on the spot.
    expect(read('Mehu puristettiin paikan päällä.', 4)).toEqual({ drinks: 1 });
    // Eating again at a burger bar afterwards: the portion was too small.
    expect(read('Käytiin sen jälkeen vielä mäkissä.', 3)).toEqual({ food: -1 });
    // Sitting in the lobby, place told first.
    expect(read('Aulassa istuttiin tunti.', 2)).toEqual({ waiting: -1 });
    // A nurse who rang straight after.
    expect(read('Hoitaja soitti saman tien ja kertoi miten meni.', 5)).toEqual({ staff: 1 });
    // Eyes never raised from the screen.
    expect(read('Respan tyyppi ei nostanut katsetta.', 2)).toEqual({ staff: -1 });
    // Left standing at the counter.
    expect(read('Tiskillä sai seistä pitkään.', 2)).toEqual({ service: -1 });
    // 'Right away' that took half an hour.
    expect(read('Kohta kesti puoli tuntia.', 2)).toEqual({ waiting: -1 });
    // Bread that had time to dry out: 'ehti' is no praise here.
    expect(read('Leivät ehti kuivua.', 2)).toEqual({ food: -1 });
    // Not hearing one's own thoughts, verb last.
    expect(read('Omia ajatuksiaan ei kuullut.', 2)).toEqual({ noise: -1 });
    // Nobody noticed one at the counter.
    expect(read('Tiskillä kukaan ei huomannut minua.', 2)).toEqual({ service: -1 });
    // Thin walls told plainly.
    expect(read('Seinät on tosi ohuet.', 2)).toEqual({ noise: -1 });
    // Whatever the guest before left behind is dirt.
    expect(read('Lattialla oli edellisen asukkaan sukat.', 1)).toEqual({ cleanliness: -1 });
    // A hairdresser's whole life story told at length.
    expect(read('Kampaaja kertoi koko elämäntarinansa.', 1)).toEqual({ staff: -1 });
    // Gone cold before it came.
    expect(read('Keitto oli jo jäähtynyt.', 2)).toEqual({ food: -1 });
    // Building work heard from next door.
    expect(read('Naapurissa remontoitiin koko päivän.', 2)).toEqual({ noise: -1 });
    // Nothing vegan to be had: the range.
    expect(read('Vegaanista ei ollut mitään.', 2)).toEqual({ selection: -1 });
    // A price other than the one on the shelf.
    expect(read('Kassalla hinta oli eri kuin hyllyssä.', 2)).toEqual({ price: -1 });
    // A table by the toilet is where one sat, not dirt.
    expect(read('Pöytämme oli ihan vessan vieressä.', 2).cleanliness).toBeUndefined();
    // Loud talk at the next table; a hissing milk frother.
    expect(read('Naapuripöydässä puhuttiin kovaan ääneen.', 2)).toEqual({ noise: -1 });
    expect(read('Maitovaahdotin sihisi koko ajan.', 2)).toEqual({ noise: -1 });
    // Nothing for children: the range.
    expect(read('Lastenlistaa ei ollut ollenkaan.', 2)).toEqual({ selection: -1 });
    // Mains brought before the starters were eaten: the service.
    expect(read('Pääruoat tuotiin ennen kuin alkuruoat oli syöty.', 2)).toEqual({ service: -1 });
  });

  it('tuntee aallon 3 ilmaukset (ei vapaita aikoja, hinnalla luulisi, liian vähän väkeä, jono vetää)', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'fi', 'review', rating);
    // First free time weeks away: the booking.
    expect(read('Ensimmäinen vapaa aika oli vasta kuukauden päästä.', 1)).toEqual({ booking: -1 });
    // 'At this price one would think': the price criticised.
    expect(read('Tällä hinnalla luulisi saavan parempaa.', 2)).toEqual({ price: -1 });
    // Too few at work: the service.
    expect(read('Liian vähän väkeä töissä lauantaina.', 2)).toEqual({ service: -1 });
    // Finding a space a battle: the parking.
    expect(read('Parkkipaikan etsiminen on yhtä taistelua.', 3)).toEqual({ parking: -1 });
    // A queue that moves even when busy is praise.
    expect(read('Jono vetää nopeasti vaikka olisi ruuhkaa.', 5)).toEqual({ waiting: 1 });
    // Empty platters at breakfast.
    expect(read('Aamiaisella vadit olivat tyhjiä.', 2)).toEqual({ breakfast: -1 });
    // Staff chatting while nobody serves: the service.
    expect(read('Tarjoilijat juttelivat keskenään eikä kukaan tullut palvelemaan.', 1)).toMatchObject({ service: -1 });
    // Music too loud: the noise.
    expect(read('Musiikki soi liian kovaa.', 2)).toEqual({ noise: -1 });
    // Half the menu not to be had: the range.
    expect(read('Puolet ruokalistasta ei ollut saatavilla.', 2)).toEqual({ selection: -1 });
  });
  it('aalto 13: lukee lapset hoidosta, laskun käyttämättä jätetystä ajasta, kahteen kertaan maksamisen, hintaansa pienen annoksen, korjaamatta jätetyn oman työn, ahtaan parkkihallin, irronneen paikan, tuolissa odottamisen, järven rannassa olemisen, sisustustavarat ja viinilistan', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'fi', 'review', rating);
    // Lapset haetaan hoidosta: ei hoitoa.
    expect(read('Piti ehtiä hakemaan lapset hoidosta.', 2)).toEqual({});
    // Lasku ajasta jota ei käytetty, ja sama työ maksettu kahdesti: hinta.
    expect(read('Perivät 60 euroa käyttämättä jätetystä ajasta.', 1)).toEqual({ price: -1 });
    expect(read('Maksoin kahteen kertaan samasta paikasta.', 2)).toEqual({ price: -1 });
    // Annos pieni hintaansa nähden: myös hinta.
    expect(read('Keitto oli hyvä mutta annos oli pieni siihen hintaan.', 3)).toMatchObject({ price: -1 });
    // Omaa työtä ei korjata ilmaiseksi: palvelu, ei hinnan kehu.
    expect(read('Kerrottiin ettei omaa työtä korjata ilmaiseksi.', 2)).toEqual({ service: -1 });
    // Matala ja ahdas parkkihalli: pysäköinti, ei tunnelma.
    expect(read('Parkkihalli on matala ja ahdas ja sisäänajoa sai etsiä.', 3)).toEqual({ parking: -1 });
    // Paikka irtos puhekielellä: hoito.
    expect(read('Paikka irtos jo toisena päivänä.', 2)).toEqual({ treatment: -1 });
    // Tuolissa odottaminen ja tuoliin pääsy: odotus tai vuoro, ei sisustus.
    expect(read('Odotin 30 min tuolilla ennen kuin kukaan tuli.', 3)).not.toHaveProperty('atmosphere');
    expect(read('Pääsin tuoliin heti ja leikkaus oli hyvä.', 4)).toEqual({ haircut: 1 });
    // Järven rannassa: sijainti.
    expect(read('Mökki on ihan järven rannassa.', 5)).toHaveProperty('location');
    // Kaupan sisustustavarat ovat valikoimaa, ja hyvä viinilista on juomia.
    expect(read('Kiva valikoima sisustustavaraa.', 5)).toEqual({ selection: 1 });
    expect(read('Viinilista on tosi hyvä.', 5)).toEqual({ drinks: 1 });
  });
  it('aalto 14: lukee täydet hyllyt, kalenterista puuttuvan varauksen, huutamalla puhumisen, siivousta kaivanneen vessan, mummolan tunnelman puhekielellä ja huonon maun kuvana', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'fi', 'review', rating);
    // Täydet hyllyt ovat valikoimaa.
    expect(read('Lankakaupan hyllyt notkuu.', 5)).toEqual({ selection: 1 });
    // Varauksesta puuttui osa kalenterista.
    expect(read('Paikan päällä selvisi, että kalenterissa oli pelkkä föönaus.', 2)).toMatchObject({ booking: -1 });
    // Huutaen puhuminen on melua.
    expect(read('Lauantaina piti ihan huutaa, ettei kuullut omaa ääntään.', 3)).toEqual({ noise: -1 });
    // Siivousta kaivannut paikka puhekielellä.
    expect(read('Pukuhuone olis kaivannut siivousta.', 3)).toEqual({ cleanliness: -1 });
    // Mummolan tunnelma puhekielellä.
    expect(read('Tunnelma niinku mummolassa.', 5)).toEqual({ atmosphere: 1 });
    // Huono maku suuhun on mieliala, ei ruoka.
    expect(read('Koko jutusta jäi vähän paha maku.', 2)).toEqual({});
  });
  it('aalto 15: lukee puhekielen silmiin katsomattoman lääkärin, katsomatta jätetyn vaivan, minuuteissa ohi olleen käynnin, nopeen palvelun, huolella tehdyn hoidon, erikseen maksettavan parkin ja huoneen hajun paikkana', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'fi', 'review', rating);
    // Lääkäri, joka ei katso silmiin vaan ruutuun, puhekielellä.
    expect(read('Lääkäri ei ees kattonu silmiin, tuijotti vaan ruutua.', 1)).toEqual({ staff: -1 });
    // Vaivaa ei edes katsottu, ja käynti oli ohi minuuteissa: hoito.
    expect(read('Korviin ei edes katsottu.', 1)).toEqual({ treatment: -1 });
    expect(read('Viiden minuutin päästä olin jo pihalla.', 1)).toEqual({ treatment: -1 });
    // Nopee puhekielessä on odotuksen kehu.
    expect(read('Tosi nopee palvelu.', 5)).toMatchObject({ waiting: 1 });
    // Huolella ja kiireettä tehty hoito.
    expect(read('Hieronta tehtiin huolella ja kiireettä.', 5)).toEqual({ treatment: 1 });
    // Parkista erikseen maksaminen on parkin moite.
    expect(read('Parkista joutui maksamaan vielä 20 euroa.', 2)).toMatchObject({ parking: -1 });
    // Haju huoneessa on siisteys, ei huone; kylmä huone on huone.
    expect(read('Huoneessa haisi tupakka ja hiki.', 1)).toEqual({ cleanliness: -1 });
    expect(read('Huoneessa oli kylmä.', 2)).toEqual({ rooms: -1 });
  });

  it('lukee siistin lyhennyksen, kaljuksi ajetut sivut, kuittauksen kyl se kasvaa, kuvaa pienemmän tilauksen, kirpaisevan hinnan, ahtaan huoneen ja entisensä', () => {
    expect(topics('Halusin vain siistin lyhennyksen.')).toEqual({ haircut: 0 });
    expect(topics('Sivut ajettiin melkein kaljuks.')).toMatchObject({ haircut: -1 });
    expect(topics('Kampaaja sano vaan "kyl se kasvaa".')).toMatchObject({ staff: -1 });
    expect(topics('Kukkakimppu oli paljon pienempi kuin kuvassa.')).toMatchObject({ service: -1 });
    expect(topics('Hinta kirpasi vähän.')).toMatchObject({ price: -1 });
    expect(topics('Huone sen sijaan oli ahdas.')).toEqual({ rooms: -1 });
    expect(topics('Ei ole enää entisensä.')).not.toHaveProperty('service');
  });

  it('reads situations told across languages: a parking fine, a bill with wine nobody ordered, a hard sell, drilling next door, an appointment moved by text, a patient made to feel a bother', () => {
    expect(topics('Laskuun oli lisätty pullo viiniä jota ei edes tilattu. Ei kiitos, ei uudestaan.')).not.toHaveProperty('drinks');
    expect(topics('Sain 60 euron parkkisakon kun automaatti ei toiminut.')).toEqual({ parking: -1 });
    expect(topics('Löytyi kaikkea mitä en tiennyt tarvitsevani.')).toEqual({ selection: 1 });
    expect(topics('Istuin tuolissa melkein neljä tuntia.')).toMatchObject({ waiting: -1 });
    expect(topics('Juuri sellainen kylmä blondi kuin halusin.')).toEqual({ haircut: 1 });
    expect(topics('Koko ajan yritettiin myydä jotain lisää.')).toEqual({ service: -1 });
    expect(topics('Tuntui että olin vaivaksi.')).toEqual({ staff: -1 });
    expect(topics('Palvelu oli nollaa.')).toEqual({ service: -1 });
    expect(topics('Sanoivat vaan ettei asialle voi mitään.')).toEqual({ staff: -1 });
    expect(topics('Aikani oli siirretty tekstiviestillä edellisenä päivänä.')).toEqual({ booking: -1 });
    expect(topics('Naapurissa porattiin aamu seitsemästä.')).toMatchObject({ noise: -1 });
    expect(topics('Pyyhkeissä oli hiuksia.')).toMatchObject({ cleanliness: -1 });
    expect(topics('Kukaan ei vaivautunut kertomaan.')).toEqual({ service: -1 });
    expect(topics('Tosi söpö paikka.')).toEqual({ atmosphere: 1 });
    expect(topics('Hyllyt olivat puolityhjiä.')).toEqual({ selection: -1 });
  });

  it('reads complaints told without the topic word: a lunch break eaten up, a napping kitchen, a stylist away without word, an empty shelf, a shrunken menu, a booking not found, having to shout', () => {
    expect(topics('Koko lounastauko meni siinä.')).toEqual({ waiting: -1 });
    expect(topics('Piti olla nopeeta, mut sai hotkia.')).toEqual({ waiting: -1 });
    expect(topics('Kokki taisi nukkua.')).toEqual({ waiting: -1 });
    expect(topics('Hieroja olikin lomalla eikä kukaan ollut ilmoittanut.')).toMatchObject({ booking: -1 });
    expect(topics('Meidän nimellä ei löytynyt mitään.')).toEqual({ booking: -1 });
    expect(topics('Maitohylly oli illalla tyhjä.')).toEqual({ selection: -1 });
    expect(topics('Hiivaa on ollut loppu koko kuun.')).toEqual({ selection: -1 });
    expect(topics('Ruokalista on karsittu puoleen.')).toEqual({ selection: -1 });
    expect(topics('Tyynyllä oli jonkun muun hiuksia.')).toEqual({ cleanliness: -1 });
    expect(topics('Lupas lähettää huoltomiehen, mutta ketään ei näkyny koko iltana.')).toEqual({ service: -1 });
    expect(topics('Viereinen seurue juhli niin että sai huutaa.')).toEqual({ noise: -1 });
    expect(topics('Lopulta saatiin pöytä vessan vierestä.')).not.toHaveProperty('cleanliness');
  });

  it('reads coffee stood on the hotplate, full tables that are only busy, a request to turn the music down refused and small portions without a verb', () => {
    // Stale coffee told as a taste is the coffee, not the food 'maistui' would name.
    expect(topics('Tee oli haaleaa ja maistui seisseeltä.')).toEqual({ coffee: -1 });
    expect(topics('Kahvi maistui siltä kuin se olisi seissyt levyllä koko aamun.')).toEqual({ coffee: -1 });
    // Tables full of people are busy, tables full of crumbs are dirty.
    expect(topics('Ruuhka-aikaan kaikki pöydät täynnä.')).not.toHaveProperty('cleanliness');
    expect(topics('Pöydät täynnä muruja ja kuppeja.')).toEqual({ cleanliness: -1 });
    expect(topics('Pyysimme laittamaan musiikin pienemmälle, mutta ei laitettu pienemmälle.')).toMatchObject({ service: -1 });
    expect(topics('Annokset pienet hintaan nähden.')).toEqual({ food: -1, price: -1 });
  });

  it('reads a booking sold twice, unknown, moved again and again, or met with a table all the same', () => {
    expect(topics('Meidän huone oli myyty tuplana.')).toMatchObject({ booking: -1 });
    expect(topics('Meidät majoitettiin toiseen hotelliin.')).toMatchObject({ booking: -1 });
    expect(topics('Varauksen vahvistus tuli, mutta paikan päällä siitä ei tiedetty mitään.')).toMatchObject({ booking: -1 });
    expect(topics('Tiskillä käskettiin tulemaan myöhemmin uudestaan.')).toMatchObject({ booking: -1 });
    expect(topics('Hammaslääkäriaikaani on siirretty jo kaksi kertaa.')).toMatchObject({ booking: -1 });
    expect(topics('Oltiin ilman varausta mutta meille järjestettiin pöytä ikkunan vierestä.')).toMatchObject({ booking: 1 });
    expect(topics('Olimme puoli tuntia myöhässä ja pöytää pidettiin silti.')).toMatchObject({ booking: 1 });
  });

  it('reads a queue that moved, a long wait for one coffee, food quick on a full day and time past the appointment', () => {
    expect(topics('Jono näytti pitkältä, mutta eteni yllättävän nopeasti.')).toMatchObject({ waiting: 1 });
    expect(topics('Puol tuntia yhdestä cappuccinosta.')).toMatchObject({ waiting: -1 });
    expect(topics('Pitsat tulivat viidessä minuutissa.')).toMatchObject({ waiting: 1 });
    expect(topics('Odotushuoneessa piti istua pitkään.')).toMatchObject({ waiting: -1 });
    expect(topics('Manikyyriin meni kolme tuntia vaikka sanottiin että max tunti.')).toMatchObject({ waiting: -1 });
    expect(topics('Jonossa seistessä ehti valita rauhassa.')).not.toHaveProperty('waiting');
  });

  it('reads a card surcharge, salty prices, prices worth every euro and a gift card sum that is no price', () => {
    expect(topics('Kortilla maksaessa peritään euro lisää.')).toMatchObject({ price: -1 });
    expect(topics('Hinnat kyllä aika suolasia.')).toMatchObject({ price: -1 });
    expect(topics('Ei halpa mutta jokaisen euron arvoinen.')).toMatchObject({ price: 1 });
    expect(topics('Annoin siskolle 50 euron lahjakortin.')).not.toHaveProperty('price');
  });

  it('reads nothing vegan, no bigger sizes, two dishes both meat, and praise of a range found nowhere else or hard to choose from', () => {
    expect(topics('Ei ollut mitään gluteenitonta.')).toMatchObject({ selection: -1 });
    expect(topics('Ei edes kaurajuomaa teehen.')).toMatchObject({ selection: -1 });
    expect(topics('Suurin koko oli 40, isompia kokoja ei ollut.')).toMatchObject({ selection: -1 });
    expect(topics('Vain kolme vaihtoehtoa ja kaikissa lihaa.')).toMatchObject({ selection: -1 });
    expect(topics('Viskejä joita ei ole missään muualla.')).toMatchObject({ selection: 1 });
    expect(topics('Vegaanina sai valita useasta eri annoksesta.')).toMatchObject({ selection: 1 });
    expect(topics('Oli tosi vaikea valita kun kaikki näytti niin hyvältä.')).toMatchObject({ selection: 1 });
  });

  it('reads water asked for again and again, a course that never came, one bun for two paid, and staff who grill a customer', () => {
    expect(topics('Leipää pyydettiin kolmeen kertaan.')).toMatchObject({ service: -1 });
    expect(topics('Jälkiruoka jäi lopulta kokonaan tulematta.')).toMatchObject({ service: -1 });
    expect(topics('Myöhemmin tulleet saivat ruokansa ennen meitä.')).toMatchObject({ service: -1 });
    expect(topics('Tilattiin kaksi ja saatiin vain yksi, eikä se näyttänyt kiinnostavan ketään.')).toMatchObject({ service: -1 });
    expect(topics('Myyjä alkoi kuulustella ja olo oli kuin rikollisella.')).toMatchObject({ staff: -1 });
    expect(topics('Lääkäri tuijotti koko ajan näyttöä.')).toMatchObject({ staff: -1 });
    expect(topics('Hoitajat on aina ystävällisiä vaikka olisi kuinka kiire.')).toEqual({ staff: 1 });
  });

  it('reads a visit over in minutes, nails that came off, a style that held and is easy to do, and coffee from the bottom of the pot', () => {
    expect(topics('Lääkäri passitti minut ulos parissa minuutissa.')).toMatchObject({ treatment: -1 });
    expect(topics('Rakennekynsistä lähti kolme irti viikossa.')).toMatchObject({ treatment: -1 });
    expect(topics('Juhlakampaus pysyi aamuun asti.')).toMatchObject({ haircut: 1 });
    expect(topics('Uutta mallia on helppo laittaa itse ja kehuja on tullut.')).toMatchObject({ haircut: 1 });
    expect(topics('Kahvi oli pannun pohjia.')).toMatchObject({ coffee: -1 });
  });

  it('reads a room too small for a suitcase, thin towels, a lake view from the window and a night without a sound', () => {
    expect(topics('Matkalaukun sai avattua vain sängyllä.')).toMatchObject({ rooms: -1 });
    expect(topics('Pyyhkeet olivat karheita.')).toMatchObject({ rooms: -1 });
    expect(topics('Yksi pyyhe per henkilö koko viikoksi.')).toMatchObject({ rooms: -1 });
    expect(topics('Huoneen ikkunasta näkyi merelle, aivan upeaa.')).toMatchObject({ rooms: 1 });
    expect(topics('Ratikat kolisivat koko yön.')).toMatchObject({ noise: -1 });
    expect(topics('Naapuritontilla oli työmaa ja poraus alkoi kahdeksalta.')).toMatchObject({ noise: -1 });
    expect(topics('Huoneeseen ei kuulunut liikenteestä pihaustakaan.')).toMatchObject({ noise: 1 });
    expect(topics('Kaksi fööniä huusi yhtä aikaa.')).toMatchObject({ noise: -1 });
  });

  it('reads value not in place, food from a packet, hair to grow back and a doctor gone before a question', () => {
    expect(topics('Hinta-laatusuhde ei ollut ihan kohdallaan.')).toMatchObject({ price: -1 });
    expect(topics('Kastike oli selvästi pussista tehty.')).toMatchObject({ food: -1 });
    expect(topics('Latvat leikattiin liian lyhyiksi, nyt saa kasvatella kevääseen asti.')).toMatchObject({ haircut: -1 });
    expect(topics('Lääkäri lähti ennen kuin ehdin kysyä mitään.')).toMatchObject({ staff: -1 });
    expect(topics('Hammaspuhdistus tehtiin huolella.')).toMatchObject({ treatment: 1 });
  });

  it('reads sauce from a jar as the food faulted and a price not seen elsewhere as praise', () => {
    expect(topics('Kastike tuli suoraan purkista.')).toMatchObject({ food: -1 });
    expect(topics('Kahvi ja pulla 4 €, ei tällasta hintaa enää muualla.')).toMatchObject({ price: 1 });
  });

  it("reads a delayed flight as the guest's journey, not a wait", () => {
    expect(topics('Lento myöhästyi ja tultiin myöhään, huone oli siisti.')).not.toHaveProperty('waiting');
  });

  it('reads a wait told with the verb first, as too long, or as the time it took to get a thing', () => {
    expect(felt('Juomia joutui odottamaan ikuisuuden.')).toEqual(['waiting']);
    expect(topics('Odotella sai tosi kauan.')).toEqual({ waiting: -1 });
    expect(topics('Laskun saamiseen meni vartti.')).toMatchObject({ waiting: -1 });
    expect(topics('Jälkiruokaa odotettiin ihan järjettömän kauan.')).toMatchObject({ waiting: -1 });
    expect(topics('Pääruokien välissä oli pitkät tauot.')).toMatchObject({ waiting: -1 });
    expect(topics('Vastaanotolle pääsy venyi reilulla tunnilla.')).toMatchObject({ waiting: -1 });
    expect(topics('Emme joutuneet odottamaan ollenkaan.')).toEqual({ waiting: 1 });
  });

  it('knows mix-ups, slapdash work, things left undone and a dwindling range', () => {
    expect(topics('Ajanvarauksessa oli jotain sekaannusta.')).toEqual({ booking: -1 });
    expect(topics('Pöytävarausta ei ollut kirjattu.')).toEqual({ booking: -1 });
    expect(topics('Manikyyri oli pintapuolinen.')).toEqual({ treatment: -1 });
    expect(topics('Huoneen siivous oli jäänyt tekemättä.')).toMatchObject({ cleanliness: -1 });
    expect(topics('Lasit olivat huonosti tiskattuja.')).toEqual({ cleanliness: -1 });
    expect(topics('Peilit olivat töhryiset.')).toEqual({ cleanliness: -1 });
    expect(topics('Valikoima on kaventunut.')).toEqual({ selection: -1 });
    expect(topics('Valikoimat ovat huvenneet.')).toEqual({ selection: -1 });
    expect(topics('Vaihtoehtoja oli hyvin vähän.')).toEqual({ selection: -1 });
    expect(topics('Vegaanivaihtoehtoja oli niukasti.')).toMatchObject({ selection: -1 });
  });

  it('reads prices run away, staff on their phones and a service that passes one on', () => {
    expect(topics('Hinnat on karanneet ihan käsistä.')).toEqual({ price: -1 });
    expect(topics('Aika törkee hinta.')).toEqual({ price: -1 });
    expect(topics('Myyjät olivat kiinnostuneita lähinnä kännyköistään ja puhelimistaan.')).toMatchObject({ staff: -1 });
    expect(topics('Tarjoilija ei viitsinyt edes tulla pöytään.')).toMatchObject({ staff: -1 });
    expect(topics('Meitä pompoteltiin tiskiltä toiselle.')).toEqual({ service: -1 });
    expect(topics('Tuntui että olin heille vain vaivaksi.')).toEqual({ service: -1 });
    expect(topics('Asiakaspalvelussa olisi parantamisen varaa.')).toEqual({ service: -1 });
  });

  it('reads skin sore after a treatment, lashes that fell, a lopsided cut and a style that would not hold', () => {
    expect(topics('Kasvohoidon jälkeen iho punoitti ja kirveli.')).toEqual({ treatment: -1 });
    expect(topics('Ripsienpidennykset putosivat parissa päivässä.')).toMatchObject({ treatment: -1 });
    expect(topics('Leikkaus jäi epäsymmetriseksi.')).toEqual({ haircut: -1 });
    expect(topics('Kampaus ei pysynyt kuin tunnin.')).toEqual({ haircut: -1 });
    expect(topics('Kipu helpottui heti.')).toEqual({ treatment: 1 });
  });

  it('reads rooms worn and outdated, a car park full and wine or coffee that is no better than vinegar or dishwater', () => {
    expect(topics('Huone oli nukkavieru ja sisustus vanhentunut.')).toMatchObject({ rooms: -1 });
    expect(topics('Huoneessa ei ollut edes vaatekaappia.')).toEqual({ rooms: -1 });
    expect(topics('Parkkipaikat olivat aina täynnä.')).toEqual({ parking: -1 });
    expect(topics('Punaviini oli kuin etikkaa.')).toEqual({ drinks: -1 });
    expect(topics('Kahvi oli kuin tiskivettä.')).toEqual({ coffee: -1 });
    expect(topics('Pihvit olivat ylikypsiä.')).toEqual({ food: -1 });
    expect(topics('Valaistus oli kuin leikkaussalissa.')).toEqual({ atmosphere: -1 });
  });

  it('reads praise in words the lexicon did not know: comprehensive, roomy, modern, idyllic, first-class, a highlight', () => {
    expect(topics('Todella kattava tuotevalikoima.')).toEqual({ selection: 1 });
    expect(topics('Paljon vaihtoehtoja myös keliaakikoille.')).toEqual({ selection: 1 });
    expect(topics('Sain kaupasta kaiken mitä tarvitsin.')).toEqual({ selection: 1 });
    expect(topics('Kylpyhuone oli tilava ja moderni.')).toEqual({ rooms: 1 });
    expect(topics('Ihanan idyllinen pikku kahvila.')).toMatchObject({ atmosphere: 1 });
    expect(topics('Asiakaspalvelu oli ensiluokkaista ja pikaista.')).toEqual({ service: 1 });
    expect(topics('Hintataso on maltillinen.')).toEqual({ price: 1 });
    expect(topics('Opiskelijaystävälliset hinnat.')).toEqual({ price: 1 });
    expect(topics('Jälkiruoka oli koko illan kohokohta.')).toEqual({ food: 1 });
    expect(topics('Drinkit oli tehty taidolla.')).toEqual({ drinks: 1 });
    expect(topics('Talon limonadi oli raikasta.')).toEqual({ drinks: 1 });
    expect(topics('Taustamusiikki soi sopivalla volyymilla.')).toMatchObject({ noise: 1 });
  });

  it('reads negated complaints as praise, and a cut that could not have gone better as praise', () => {
    expect(topics('Keitto ei pettänyt nytkään.')).toEqual({ food: 1 });
    expect(topics('Hinta ei päätä huimannut.')).toEqual({ price: 1 });
    expect(topics('Lasku ei ollut paha.')).toEqual({ price: 1 });
    expect(topics('Värjäys ei olisi voinut onnistua paremmin.')).toEqual({ haircut: 1 });
    expect(topics('Kahvi oli vahvaa, niin kuin pitää.')).toEqual({ coffee: 1 });
  });

  it('finds no topic in a dish the waiter recommended or a time before closing', () => {
    expect(felt('Tarjoilija, joka suositteli kalakeittoa, toi myös leivät.')).toEqual([]);
    expect(analyseReview('Tulimme paikalle puoli tuntia ennen sulkemista.', 'fi', 'review', 2).topics.map((t) => t.topic)).not.toContain('waiting');
  });
});
