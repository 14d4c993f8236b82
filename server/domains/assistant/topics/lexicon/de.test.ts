import { describe, expect, it } from 'vitest';
import { analyseReview } from '../analyse-review';
import { feltTopics, topicPolarities } from '../topic-polarities';

const topics = (text: string) => topicPolarities(text, 'de');
const felt = (text: string) => feltTopics(text, 'de');

describe('German lexicon', () => {
  it('knows how the people at the till and the desk behave', () => {
    expect(topics('Die Verkäuferin hat nur mit den Augen gerollt.')).toMatchObject({ staff: -1 });
    expect(topics('Sie war schnippisch und herablassend.')).toMatchObject({ staff: -1 });
    expect(topics('Sie haben unsere Bestellung verwechselt.')).toEqual({ service: -1 });
    expect(topics('Niemand hat uns bedient.')).toEqual({ service: -1 });
    expect(topics('Wir bekamen das falsche Gericht.')).toEqual({ service: -1 });
    expect(topics('Die Friseurin hat meine Haare ruiniert.')).toMatchObject({ haircut: -1 });
    expect(topics('Die Farbe ist fleckig geworden.')).toEqual({ haircut: -1 });
    expect(topics('Parken ist ein Albtraum.')).toEqual({ parking: -1 });
    expect(topics('Die Zahnärztin war sehr behutsam.')).toEqual({ staff: 1 });
    expect(topics('Die Dame am Empfang war ein echter Profi.')).toMatchObject({ staff: 1 });
    expect(topics('Der Kellner hat mit mir über die Rechnung diskutiert.')).toMatchObject({ staff: -1 });
  });

  it('reads food gone wrong', () => {
    expect(topics('Das Hähnchen war innen noch roh.')).toMatchObject({ food: -1 });
    expect(topics('Die Nudeln waren verkocht und die Soße wässrig.')).toMatchObject({ food: -1 });
  });

  it('files short staff and speed under the wait', () => {
    expect(topics('Es war total unterbesetzt, nur eine Kasse offen.')).toMatchObject({ waiting: -1 });
    expect(topics('Die Kassiererin war blitzschnell.')).toMatchObject({ waiting: 1 });
  });

  it('knows rooms, toilets, noise, bookings, parking and salon and clinic words', () => {
    expect(topics('Das Bett quietschte und das Zimmer war schäbig.')).toMatchObject({ rooms: -1 });
    expect(topics('Die Toiletten waren versifft.')).toMatchObject({ cleanliness: -1 });
    expect(topics('Man hat jedes Wort vom Nachbartisch gehört.')).toMatchObject({ noise: -1 });
    expect(topics('Noch am selben Tag einen Termin bekommen.')).toMatchObject({ booking: 1 });
    expect(topics('Die Farbe ist total danebengegangen.')).toMatchObject({ haircut: -1 });
    expect(topics('Parkplätze sind kaum zu finden.')).toMatchObject({ parking: -1 });
    expect(topics('Der Physiotherapeut hat mich von meinen Rückenschmerzen befreit.')).toMatchObject({ staff: 1 });
    expect(topics('Wir saßen draußen auf der Terrasse, einfach herrlich.')).toMatchObject({ atmosphere: 1 });
  });

  it('finds no topic or complaint in words that only look like one', () => {
    // Cold drinks on a hot day are praise; a practice hard to reach by phone says nothing of its location.
    expect(topics('Kalte Getränke und Eis bei der Hitze, perfekt.')).toMatchObject({ drinks: 1, food: 1 });
    expect(topics('Telefonisch ist die Praxis schwer zu erreichen.')).toMatchObject({ service: -1 });
    expect(topics('Telefonisch ist die Praxis schwer zu erreichen.')).not.toHaveProperty('location');
    // 'Rückmeldung' is also the word of our own replies: it names the service only with a feeling of its own.
    expect(analyseReview('Wir danken Ihnen für Ihre ausführliche Rückmeldung.', 'de', 'reply').topics).toEqual([]);
    expect(felt('Ich war mit meiner Frau zum Mittagessen hier.')).toEqual([]);
  });

  it('uses up everyday phrases whose words mean no topic or feeling', () => {
    expect(topics('Gut bürgerliche Küche.')).toEqual({ food: 0 });
  });

  it('reads a feeling phrase as one feeling, not also its words', () => {
    expect(topics('Die Portion war halb so groß wie früher.')).toEqual({ food: -1 });
  });

  it("reads 'null' as a negation and a buffet not refilled as a complaint", () => {
    expect(topics('Die Füllung hat null weh getan.')).toEqual({ treatment: 1 });
    expect(topics('Das Frühstück war gut, aber ab zehn war kaum noch etwas da.')).toEqual({ breakfast: -1 });
    expect(topics('Das Frühstück war gut, aber es wurde nicht nachgefüllt.')).toEqual({ breakfast: -1 });
    expect(topics('Der Kaffee wurde immer wieder nachgefüllt.')).toEqual({ coffee: 1 });
  });

  it('reads a price named as high or risen as a complaint', () => {
    expect(topics('Die Preise sind leider ziemlich hoch.')).toMatchObject({ price: -1 });
  });

  it('reads nobody answering the phone as the service, not the location', () => {
    expect(topics('Telefonisch ist nie jemand erreichbar.')).toEqual({ service: -1 });
  });

  it('reads missing vegetarian dishes as the selection, a verb-last wait as the wait, and drinks outside a price as its terms', () => {
    expect(topics('Warum gibt es keine vegetarischen Gerichte mehr?')).toMatchObject({ selection: -1 });
    expect(analyseReview('Wir haben ewig auf die Getränke gewartet.', 'de').topics.find((t) => t.topic === 'drinks')).toMatchObject({ polarity: 0, aside: true });
  });

  it('reads an appointment the very next day as praise of the booking', () => {
    expect(topics('Einen Termin gab es schon am nächsten Tag.')).toEqual({ booking: 1 });
  });

  it('reads a bill with what was not ordered as a complaint about the price', () => {
    expect(topics('Auf der Rechnung standen zwei Bier, die wir nicht bestellt hatten.')).toMatchObject({ price: -1, drinks: 0 });
  });

  it('reads wishes for hotter or bigger, a table at once and a bill asked for again and again', () => {
    expect(topics('Sehr leckerer Kuchen, der Kaffee könnte heißer sein.')).toEqual({ food: 1, coffee: -1 });
    expect(topics('Die Portionen könnten größer sein.')).toEqual({ food: -1 });
    expect(topics('Wir wurden sofort platziert.')).toEqual({ waiting: 1 });
    expect(topics('Die Rechnung mussten wir dreimal verlangen.')).toEqual({ service: -1 });
  });

  it('reads a hair in the food, hard chairs, a cold room, tables too close and watered drinks as complaints', () => {
    expect(topics('Ein Haar in meinem Salat.')).toEqual({ cleanliness: -1, food: 0 });
    expect(topics('Die Stühle sind sehr unbequem.')).toEqual({ atmosphere: -1 });
    expect(topics('Es war eiskalt im Lokal.')).toEqual({ atmosphere: -1 });
    expect(topics('Die Cocktails waren total verwässert.')).toEqual({ drinks: -1 });
    expect(topics('Die Tische stehen viel zu eng.')).toEqual({ atmosphere: -1 });
    expect(topics('Das Fleisch war noch gefroren.')).toEqual({ food: -1 });
  });

  it('reads a place by the beach or the lake as the location', () => {
    expect(topics('Schönes Café direkt am Strand.')).toEqual({ location: 1 });
    expect(topics('Tolles Hotel am See.')).toEqual({ location: 1 });
  });

  it('reads leaving hungry, a wrong order, a dismissive waiter and nothing done about a complaint as complaints', () => {
    expect(topics('Wir sind hungrig nach Hause gegangen.')).toEqual({ food: -1 });
    expect(topics('Die Bestellung war zweimal falsch.')).toEqual({ service: -1 });
    expect(topics('Als wir uns beschwert haben, meinte der Kellner nur, die Küche sei halt voll.')).toMatchObject({ staff: -1 });
    expect(topics('Wir haben uns beschwert, aber es ist nichts passiert.')).toEqual({ service: -1 });
  });
  it("reads a room on the street, 'kann man nicht meckern', finding something nice, 'Familie Huber' and 'Frau Schneider' as people, still nothing after weeks, a salutation and sarcasm as what they are", () => {
    expect(topics('Zimmer zur Straße raus, da donnern ab 5 Uhr morgens die Lieferwagen vorbei.')).toEqual({ rooms: -1, noise: -1 });
    expect(topics('Frühstück war gut, für den Preis kann man nicht meckern.')).toEqual({ breakfast: 1, price: 1 });
    expect(topics('Kleiner Laden, aber man findet immer was Schönes.')).toEqual({ selection: 1 });
    expect(topics('Familie Huber ist unglaublich herzlich.')).toEqual({ staff: 1 });
    expect(topics('Frau Schneider von der Prophylaxe ist so einfühlsam.')).toEqual({ staff: 1, treatment: 1 });
    expect(topics('Nach 3 Wochen immer noch nix.')).toEqual({ waiting: -1 });
    expect(topics('Liebe Inhaber, wird hier eigentlich auch mal durchgewischt?')).toEqual({});
    expect(topics('SUPER SERVICE, DANKE AUCH!!! 👎')).toEqual({ service: -1 });
  });

  it('reads a price that is not cheap, however it is put, and quality that has its price', () => {
    expect(topics('Günstig ist es natürlich nicht.')).toEqual({ price: -1 });
    expect(topics('Qualität hat halt ihren Preis.')).toEqual({ price: -1 });
  });

  it('reads a yellow cast, the upper end of prices, and cosiness that is something else', () => {
    expect(topics('Rausgekommen bin ich mit einem Gelbstich.')).toEqual({ haircut: -1 });
    expect(topics('Preislich halt eher oberes Ende.')).toEqual({ price: -1 });
    expect(topics('Das Lokal ist sehr laut. Gemütlich ist anders.')).not.toMatchObject({ atmosphere: 1 });
  });

  it('reads Swiss parking in francs, a coffee not even properly warm, a smaller schnitzel and a greeting never given', () => {
    expect(topics('Parkieren kostet 25 Franken pro Nacht extra.')).toMatchObject({ parking: -1 });
    expect(topics('Der Cappuccino war nicht mal richtig warm.')).toEqual({ coffee: -1 });
    expect(topics('Schnitzel deutlich kleiner als sonst.')).toEqual({ food: -1 });
    expect(topics('Der Typ an der Kasse hätte auch mal Hallo sagen können.')).toEqual({ staff: -1 });
  });

  it('reads Austrian coffee and expectations, a booking missing from the system, the only bright spot and a queue that moves fast', () => {
    expect(topics('Dann war der Verlängerte nur lauwarm.')).toEqual({ coffee: -1 });
    expect(topics('Für 140 Euro die Nacht erwart ich mir da schon ein bisserl mehr.')).toEqual({ price: -1 });
    expect(topics('Angeblich steh ich erst nächste Woche im System.')).toEqual({ booking: -1 });
    expect(topics('Das Frühstück war der einzige Lichtblick.')).toEqual({ breakfast: 1 });
    expect(topics('Die Schlange geht schnell.')).toEqual({ waiting: 1 });
  });

  it('knows the hairdresser as the one who served, not as the haircut', () => {
    expect(topics('Die Friseurin war eh voll lieb und bemüht, aber die Farbe ist gelbstichig.')).toEqual({ staff: 1, haircut: -1 });
  });

  it('reads what could do with a clean as lacking, and the physio as the staff', () => {
    expect(topics('Tolle Physio, aber das Wartezimmer könnte mal geputzt werden.')).toMatchObject({ staff: 1, cleanliness: -1 });
  });

  it('reads a bathroom past its best days, a fine and a system that must get better as complaints, and nothing to grumble about as praise', () => {
    expect(topics('Das Bad hatte seine besten Tage auch hinter sich.')).toEqual({ rooms: -1 });
    expect(topics('Das Buchungssystem muss besser werden.')).toEqual({ booking: -1 });
    expect(topics('Nur die Parkplatzsituation is a Wahnsinn, Strafzettel inklusive.')).toEqual({ parking: -1 });
    expect(topics("Zimmer sauber, da gibt's nix zu meckern.")).toMatchObject({ cleanliness: 1 });
  });

  it("reads minutes long, a steep price, asking twice, not talking about the toilets and Austrian 'ned'", () => {
    expect(topics('Gekommen ist dann 25 Minuten lang nichts.')).toMatchObject({ waiting: 0 });
    expect(topics('Und ganz ehrlich, 4,90 für die Halbe ist schon sportlich.')).toEqual({ price: -1 });
    expect(topics('Dass ich zweimal nachfragen hab müssen, is a ned so der Hit.')).toEqual({ service: -1 });
    expect(topics('Und die Toiletten... reden wir lieber nicht drüber.')).toEqual({ cleanliness: -1 });
  });

  it('reads a fear of the dentist as no complaint of the dentist', () => {
    expect(topics('Hab seit Jahren Angst vorm Zahnarzt, aber Dr. Pichler und ihr Team nehmen sich wirklich Zeit.')).not.toMatchObject({ staff: -1 });
  });

  it("reads parking that is 'etwas knapp' as a lack", () => {
    expect(topics('Einzig das Parkieren ist etwas knapp, es hat nur wenige Plätze vor dem Haus.')).toEqual({ parking: -1 });
    expect(topics('Der Service könnte ein bisschen freundlicher sein.')).toMatchObject({ service: -1 });
  });

  it('reads Swiss and Austrian praise and what has aged, glares or is from yesterday', () => {
    expect(topics('Essen war wirklich fein.')).toEqual({ food: 1 });
    expect(topics('Zmorge mit Alpkäse, super.')).toEqual({ breakfast: 1 });
    expect(topics('BESTER LEBERKÄS IN DER STADT')).toEqual({ food: 1 });
    expect(topics('Das Badezimmer ist etwas in die Jahre gekommen.')).toEqual({ rooms: -1 });
    expect(topics('Grelles Licht und kahle Wände.')).toEqual({ atmosphere: -1 });
    expect(topics('Parkplätze gibts viel zu wenige.')).toEqual({ parking: -1 });
    expect(topics('Die Semmeln von gestern.')).toEqual({ food: -1 });
  });

  it('reads explaining every step as praise, and hearing every step as noise', () => {
    expect(topics('Dr. Pichler und ihr Team nehmen sich wirklich Zeit und erklären jeden Schritt.')).toEqual({ staff: 1 });
    expect(topics('Man hört jeden Schritt auf dem Flur.')).toEqual({ noise: -1 });
  });

  it('reads a poem of a cake, worth every cent and a crashed booking', () => {
    expect(topics('Der Käsekuchen ist echt ein Gedicht.')).toEqual({ food: 1 });
    expect(topics('Die Zimtschnecken sind jeden Cent wert.')).toMatchObject({ price: 1 });
    expect(topics('Die Online-Terminbuchung ist dreimal abgestürzt.')).toEqual({ booking: -1 });
  });

  it('knows everyday ways of telling noise, waits, staff and choice', () => {
    expect(topics('Die Musik dröhnte den ganzen Abend.')).toMatchObject({ noise: -1 });
    expect(topics('Kinder schreien und rennen überall herum.')).toMatchObject({ noise: -1 });
    expect(topics('Die Müllabfuhr um 5 Uhr hat uns geweckt.')).toMatchObject({ noise: -1 });
    expect(topics('Wir konnten uns kaum unterhalten.')).toMatchObject({ noise: -1 });
    expect(topics('Türen knallen die ganze Nacht.')).toMatchObject({ noise: -1 });
    expect(topics('Termin um 10, drangekommen bin ich erst um 11.')).toMatchObject({ waiting: -1 });
    expect(topics('Irgendwann sind wir einfach gegangen.')).toMatchObject({ waiting: -1 });
    expect(topics('Trotz Termin eine Stunde im Wartezimmer gesessen.')).toMatchObject({ waiting: -1 });
    expect(topics('Wir saßen da wie bestellt und nicht abgeholt.')).toMatchObject({ waiting: -1 });
    expect(topics('Mir hend fascht e Stund gwartet.')).toMatchObject({ waiting: -1 });
    expect(topics('Das Essen stand in Windeseile auf dem Tisch.')).toMatchObject({ waiting: 1 });
    expect(topics('Sie hat sich rührend um uns gekümmert.')).toMatchObject({ staff: 1 });
    expect(topics('Die Wirtin ist eine Seele von Mensch.')).toMatchObject({ staff: 1 });
    expect(topics('Der Ober war sehr aufmerksam.')).toMatchObject({ staff: 1 });
    expect(topics('Die Serviertochter war sehr aufmerksam.')).toMatchObject({ staff: 1 });
    expect(topics('Der Kellner war grantig.')).toMatchObject({ staff: -1 });
    expect(topics('Die Frau an der Kasse hat mich angemault.')).toMatchObject({ staff: -1 });
    expect(topics('Nichts Glutenfreies im Angebot.')).toMatchObject({ selection: -1 });
    expect(topics('Die Regale waren leer.')).toMatchObject({ selection: -1 });
    expect(topics('Da ist für jeden was dabei.')).toMatchObject({ selection: 1 });
    expect(topics('Sie haben unseren Tisch einfach weitergegeben.')).toMatchObject({ booking: -1 });
    expect(topics('Die leeren Teller standen ewig auf dem Tisch.')).toMatchObject({ service: -1 });
    expect(topics('Null Atmosphäre.')).toMatchObject({ atmosphere: -1 });
    expect(topics('Kostet ein halbes Vermögen.')).toMatchObject({ price: -1 });
  });

  it('knows food still warm, a taste told as if gone stale, a hair in the dish and a bad smell', () => {
    expect(topics('Die Brötchen waren noch warm.')).toMatchObject({ food: 1 });
    expect(topics('Der Kaffee schmeckt halt wie aus dem Automaten.')).toMatchObject({ coffee: -1 });
    expect(topics('Die Vorhänge rochen nach Frittierfett.')).toMatchObject({ cleanliness: -1 });
  });

  it('knows everyday ways of judging the food, the room, the result, the price and the place', () => {
    expect(topics('Das Hähnchen war staubtrocken.')).toMatchObject({ food: -1 });
    expect(topics('Die Pommes schwammen im Fett.')).toMatchObject({ food: -1 });
    expect(topics('Das Fleisch zergeht auf der Zunge.')).toMatchObject({ food: 1 });
    expect(topics('Alles schmeckte gleich.')).toMatchObject({ food: -1 });
    expect(topics('Der Kaffee schmeckte wie Spülwasser.')).toMatchObject({ coffee: -1 });
    expect(topics('Die Dusche tröpfelte nur.')).toMatchObject({ rooms: -1 });
    expect(topics('Das Fenster ließ sich nicht schließen.')).toMatchObject({ rooms: -1 });
    expect(topics('Das Zimmer war eine Abstellkammer.')).toMatchObject({ rooms: -1 });
    expect(topics('Die Farbe ist orange geworden.')).toMatchObject({ haircut: -1 });
    expect(topics('Die Haare fühlen sich an wie Stroh.')).toMatchObject({ haircut: -1 });
    expect(topics('Auf einer Seite kürzer als auf der anderen.')).toMatchObject({ haircut: -1 });
    expect(topics('Ich habe nichts gespürt.')).toMatchObject({ treatment: 1 });
    expect(topics('Der Zahn tut immer noch weh.')).toMatchObject({ treatment: -1 });
    expect(topics('Die Schmerzen sind weg.')).toMatchObject({ treatment: 1 });
    expect(topics('Für das Leitungswasser wurden 4 Euro verlangt.')).toMatchObject({ price: -1 });
    expect(topics('Preislich absolut im Rahmen.')).toMatchObject({ price: 1 });
    expect(topics('Ein langer Fußmarsch steil bergauf vom Bahnhof.')).toMatchObject({ location: -1 });
    expect(topics('Nur einen Katzensprung vom Bahnhof entfernt.')).toMatchObject({ location: 1 });
    expect(topics('Am Arsch der Welt.')).toMatchObject({ location: -1 });
    expect(topics('Wunderschöner kleiner Laden.')).toMatchObject({ atmosphere: 1 });
    expect(topics('Kalt und ohne Seele.')).toMatchObject({ atmosphere: -1 });
    expect(topics('Unter dem Bett lag eine Socke.')).toMatchObject({ cleanliness: -1 });
    expect(topics('Kein Klopapier auf der Toilette.')).toMatchObject({ cleanliness: -1 });
    expect(topics('Zimmer sauber und Bett bequem, aber der Straßenlärm war schlimm.')).toMatchObject({ rooms: 1, noise: -1 });
  });

  it('reads the guest being late as no wait', () => {
    expect(topics('Ich war 10 Minuten zu spät, trotzdem super freundlich empfangen.')).not.toHaveProperty('waiting');
  });

  it('reads a waiting room as a place, stale bakes, painless care, getting an appointment, an unanswered phone, not listening, talk drowned out, idioms, refunds, curt staff, clumsy online booking, excuses, a lake view, double bookings and small but cosy', () => {
    expect(topics('Das Wartezimmer ist etwas schäbig.')).toMatchObject({ atmosphere: -1 });
    expect(topics('Im Wartezimmer gibt es Zeitschriften und Wasser.')).not.toHaveProperty('waiting');
    expect(topics('Der Kuchen lag wohl schon seit gestern in der Vitrine.')).toMatchObject({ food: -1 });
    expect(topics('Der Kaffee stand schon eine Stunde auf der Warmhalteplatte.')).toMatchObject({ coffee: -1 });
    expect(topics('Es tat kein bisschen weh.')).toMatchObject({ treatment: 1 });
    expect(topics('Ich habe beim Bohren kaum etwas gemerkt.')).toMatchObject({ treatment: 1 });
    expect(topics('Am Kaffee kann man nichts aussetzen.')).toMatchObject({ coffee: 1 });
    expect(topics('Einen Termin zu bekommen ist das Problem.')).toMatchObject({ booking: -1 });
    expect(topics('Wochenlang auf einen Termin gewartet.')).not.toHaveProperty('waiting');
    expect(topics('Niemand geht ans Telefon.')).toMatchObject({ service: -1 });
    expect(topics('Keine Antwort auf E-Mails.')).toMatchObject({ service: -1 });
    expect(topics('Der Arzt hört einem gar nicht zu.')).toMatchObject({ staff: -1 });
    expect(topics('Wir konnten uns gegenseitig nicht verstehen.')).toMatchObject({ noise: -1 });
    expect(topics('Der Fernseher plärrte die ganze Zeit.')).toMatchObject({ noise: -1 });
    expect(topics('Wer hier das Haar in der Suppe sucht, findet nichts.')).not.toHaveProperty('cleanliness');
    expect(topics('Wir waren an einem ruhigen Dienstag da und sofort dran.')).not.toHaveProperty('noise');
    expect(topics('Sauber geschnitten, genau wie gewünscht.')).not.toHaveProperty('cleanliness');
    expect(topics('Das ist Geld zum Fenster rausgeworfen.')).toMatchObject({ price: -1 });
    expect(topics('Ich habe mein Geld zurückbekommen.')).not.toHaveProperty('price');
    expect(topics('Er war sehr barsch zu mir.')).toMatchObject({ staff: -1 });
    expect(topics('Online zu buchen ist total fummelig.')).toMatchObject({ booking: -1 });
    expect(topics('Das Buchungstool hat sich zweimal aufgehängt.')).toMatchObject({ booking: -1 });
    expect(topics('Die Parkplatzsuche ist nervig, dafür kann das Restaurant aber nichts.')).not.toMatchObject({ parking: -1 });
    expect(topics('Man sitzt draußen und schaut auf den See, herrlich.')).toMatchObject({ location: 1 });
    expect(topics('Der gleiche Termin war an jemand anderen vergeben worden.')).toMatchObject({ booking: -1 });
    expect(topics('Das Lokal ist recht klein aber urgemütlich.')).toMatchObject({ atmosphere: 1 });
    expect(topics('Man sitzt aufeinander wie die Sardinen.')).toMatchObject({ atmosphere: -1 });
    expect(topics('30 Mäuse für zwei Kaffee, frech.')).toMatchObject({ price: -1 });
  });

  it('reads an asking cut short, an extra charge, a lunch break, praise of what one rarely sees and the other phrasings of the last blind set', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'de', 'review', rating);
    expect(read('Parkplätze gibts nur eine Handvoll im Hof.', 3)).toMatchObject({ parking: -1 });
    expect(read('Die Friseurin war total lieb und wir haben uns super unterhalten.', 2)).toEqual({ staff: 1 });
  });

  it('reads wrong orders, nobody serving, complaints shrugged off, being hurried out, useless shop help, broken promises, refused exchanges, waiting idioms, hotel night sounds and named staff praised by what they did', () => {
    expect(topics('Die Pommes haben wir nie gesehen.')).toMatchObject({ service: -1 });
    expect(topics('Statt Hafermilch gab es normale Milch.')).toMatchObject({ service: -1 });
    expect(topics('Ich bekam etwas ganz anderes als bestellt.')).toMatchObject({ service: -1 });
    expect(topics('Wir mussten selbst an die Theke gehen, um zu bestellen.')).toMatchObject({ service: -1 });
    expect(topics('Keiner hat gefragt, ob wir noch etwas möchten.')).toMatchObject({ service: -1 });
    expect(topics('Wir mussten mehrmals winken.')).toMatchObject({ service: -1 });
    expect(topics('Kein Mensch hat sich um uns gekümmert.')).toMatchObject({ service: -1 });
    expect(topics('Der Kellner zuckte nur mit den Schultern.')).toMatchObject({ service: -1 });
    expect(topics('Passiert ist gar nichts.')).toMatchObject({ service: -1 });
    expect(topics('Das war ihnen völlig egal.')).toMatchObject({ service: -1 });
    expect(topics('Um uns herum wurden schon die Stühle hochgestellt.')).toMatchObject({ service: -1 });
    expect(topics('Man sagte uns, die Küche schließt in zwanzig Minuten.')).toMatchObject({ service: -1 });
    expect(topics('Wir wurden regelrecht rausgeschmissen.')).toMatchObject({ service: -1 });
    expect(topics('Schauen Sie doch im Internet nach.')).toMatchObject({ service: -1 });
    expect(topics('Keine Beratung, nichts.')).toMatchObject({ service: -1 });
    expect(topics('Für Freitag versprochen, noch nicht einmal angefangen.')).toMatchObject({ service: -1 });
    expect(topics('Die Bestellung wurde nie abgeschickt.')).toMatchObject({ service: -1 });
    expect(topics('Es hat zwei Wochen gedauert, obwohl uns fünf Tage zugesagt wurden.')).toMatchObject({ waiting: -1 });
    expect(topics('Sie wollten es nicht umtauschen.')).toMatchObject({ service: -1 });
    expect(topics('Getragene Schuhe nehmen wir nicht zurück.')).toMatchObject({ service: -1 });
    expect(topics('Man braucht eine Engelsgeduld, um einen Tisch zu bekommen.')).toMatchObject({ waiting: -1 });
    expect(topics('Zwei Stunden für drei Gänge.')).toMatchObject({ waiting: -1 });
    expect(topics('Das Zimmer war erst um sechs fertig.')).toMatchObject({ waiting: -1 });
    expect(topics('Die Klimaanlage klang wie ein Düsenjet.')).toMatchObject({ noise: -1 });
    expect(topics('Die Heizung hat die ganze Nacht geknackt.')).toMatchObject({ noise: -1 });
    expect(topics('Papierdünne Wände.')).toMatchObject({ noise: -1 });
    expect(topics('Tom weiß immer schon, was ich bestelle.')).toMatchObject({ staff: 1 });
    expect(topics('Mehmet ist eine Legende.')).toMatchObject({ staff: 1 });
    expect(topics('Kevin hat es voll drauf.')).toMatchObject({ staff: 1 });
  });

  it('reads price idioms, messy shops, thin ranges, curt deeds, service not done, praise by deeds, booking ease and failures, plain food faults, regional breakfast and parking, location, noise and cleanliness told by detail, painless treatment, clock-time waits and praise that ends as people put them', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'de', 'review', rating);
    expect(topics('Die Preise sind echt übertrieben.')).toEqual({ price: -1 });
    expect(topics('Reiner Nepp.')).toEqual({ price: -1 });
    expect(topics('Uns wurde trotzdem eine Stornogebühr berechnet.')).toEqual({ price: -1 });
    expect(topics('Dazu kam eine Servicepauschale, von der vorher keiner was gesagt hat.')).toEqual({ price: -1 });
    expect(topics('Der Laden ist total chaotisch, überall stehen Kisten herum.')).toEqual({ cleanliness: -1 });
    expect(topics('Im Laden sieht es aus wie nach einem Bombeneinschlag.')).toEqual({ cleanliness: -1 });
    expect(topics('Am Nachmittag gab es nur noch zwei Sorten Kuchen.')).toEqual({ selection: -1 });
    expect(topics('Die gängigen Größen sind immer sofort vergriffen.')).toEqual({ selection: -1 });
    expect(topics('Das Frühstück war sehr eintönig.')).toEqual({ breakfast: -1 });
    expect(topics('Er zeigte vage in eine Richtung und ging einfach weg.')).toEqual({ staff: -1 });
    expect(topics('Sie schaut einen nicht mal an, wenn man etwas fragt.')).toEqual({ staff: -1 });
    expect(topics('Sie meinte, der Fehler müsse bei mir liegen.')).toEqual({ staff: -1 });
    expect(topics('Die Teller wurden uns auf den Tisch geknallt.')).toEqual({ staff: -1 });
    expect(topics('Keiner hat ein Wort gesagt.')).toEqual({ service: -1 });
    expect(topics('Nicht mal ein Sorry.')).toEqual({ service: -1 });
    expect(topics('Kein Rabatt, gar nichts.')).toEqual({ service: -1 });
    expect(topics('Sie hat sich ewig Zeit genommen, um mir bei der Auswahl zu helfen.')).toMatchObject({ staff: 1 });
    expect(topics('Sie hat sich ewig Zeit genommen, um mir bei der Auswahl zu helfen.')).not.toHaveProperty('waiting');
    expect(topics('Man wird nie gedrängt, ganz ohne Stress.')).toEqual({ service: 1 });
    expect(topics('Anja hat bei meiner Farbe richtig abgeliefert.')).toMatchObject({ haircut: 1 });
    expect(topics('Termin ganz easy über die App gebucht.')).toEqual({ booking: 1 });
    expect(topics('Sie hatten nichts auf meinen Namen.')).toEqual({ booking: -1 });
    expect(topics('Sie konnten unsere Reservierung nicht finden.')).toEqual({ booking: -1 });
    expect(topics('Kleine Portion für den Preis.')).toEqual({ food: -1 });
    expect(topics('Schmeckt wie Kuchen vom Aldi.')).toEqual({ food: -1 });
    expect(topics('Der Kakao schmeckte nach Wasser.')).toEqual({ drinks: -1 });
    expect(topics('Das Morgenessen war reichhaltig.')).toEqual({ breakfast: 1 });
    expect(topics('Das Frühstücksbuffet war nach drei Tagen langweilig.')).toEqual({ breakfast: -1 });
    expect(topics('Parkieren kostet.')).toEqual({ parking: -1 });
    expect(topics('Nur gebührenpflichtige Parkplätze in der Nähe.')).toMatchObject({ parking: -1 });
    expect(topics('Parken kostet nichts.')).toEqual({ parking: 1 });
    expect(topics('Versteckt in einer Seitenstraße ohne Schild.')).toEqual({ location: -1 });
    expect(topics('Den Laden zu finden war eine Katastrophe.')).toEqual({ location: -1 });
    expect(topics('Man läuft glatt dran vorbei.')).toEqual({ location: -1 });
    expect(topics('Wir mussten uns anschreien, um uns zu unterhalten.')).toEqual({ noise: -1 });
    expect(topics('Brechend voll, man konnte sich nicht konzentrieren.')).toEqual({ noise: -1 });
    expect(topics('Kein Papier und alles nass.')).toEqual({ cleanliness: -1 });
    expect(topics('Starker Chemiegeruch im ganzen Flur.')).toEqual({ cleanliness: -1 });
    expect(topics('In der Praxis könnte man vom Boden essen.')).toEqual({ cleanliness: 1 });
    expect(topics('Von der Füllung habe ich kaum etwas gespürt.')).toEqual({ treatment: 1 });
    expect(topics('Termin war um 14 Uhr, drangekommen bin ich um 14:50.')).toEqual({ waiting: -1 });
    expect(topics("Der Kaffee war super, das war's aber leider auch.")).toEqual({ coffee: 1 });
    expect(topics('Die Aussicht ist toll, mehr gibt es leider nicht zu sagen.')).toEqual({ location: 1 });
    expect(read('Das Personal war freundlich, mehr Positives gibt es leider nicht.', 2)).toEqual({ staff: 1 });
  });

  it('reads praise of the atmosphere, the range, advice, drinks, cleanliness, people, the location, food, the result, booking, price and speed as people put it', () => {
    expect(topics('Liebevoll eingerichtet.')).toEqual({ atmosphere: 1 });
    expect(topics('Sehr gemütlich eingerichtet, mit Pflanzen und Kerzen.')).toEqual({ atmosphere: 1 });
    expect(topics('Ein süßer kleiner Laden.')).toEqual({ atmosphere: 1 });
    expect(topics('Ein herziges kleines Café.')).toEqual({ atmosphere: 1 });
    expect(topics('Schöne Terrasse zum Sitzen.')).toEqual({ atmosphere: 1 });
    expect(topics('Wunderschöner Garten.')).toEqual({ atmosphere: 1 });
    expect(topics('Lieblos eingerichtet.')).toEqual({ atmosphere: -1 });
    expect(topics('Nicht besonders gemütlich.')).toEqual({ atmosphere: -1 });
    expect(topics('Viele Schätze, die man sonst nirgends findet.')).toEqual({ selection: 1 });
    expect(topics('Hier findet jeder etwas.')).toEqual({ selection: 1 });
    expect(topics('Die haben einfach alles.')).toEqual({ selection: 1 });
    expect(topics('Tolle Käseauswahl.')).toEqual({ selection: 1 });
    expect(topics('Die Auswahl ist eher mager.')).toEqual({ selection: -1 });
    expect(topics('Nicht viel Auswahl.')).toEqual({ selection: -1 });
    expect(topics('Super Beratung.')).toEqual({ service: 1 });
    expect(topics('Kompetent beraten.')).toEqual({ service: 1 });
    expect(topics('Sie wussten genau, was ich brauchte.')).toEqual({ service: 1 });
    expect(topics('Hat mir geholfen, das richtige Teil zu finden.')).toEqual({ service: 1 });
    expect(topics('Keine Beratung.')).toEqual({ service: -1 });
    expect(topics('Schlecht beraten worden.')).toEqual({ service: -1 });
    expect(topics('Der empfohlene Wein passte perfekt dazu.')).toEqual({ drinks: 1 });
    expect(topics('Tolle Cocktails.')).toEqual({ drinks: 1 });
    expect(topics('Hausgemachte Limonade.')).toEqual({ drinks: 1 });
    expect(topics('Gutes regionales Bier vom Fass.')).toEqual({ drinks: 1 });
    expect(topics('Frisch gepresster Saft.')).toEqual({ drinks: 1 });
    expect(topics('Der Wein passte überhaupt nicht.')).toEqual({ drinks: -1 });
    expect(topics('Der Saft war nicht frisch.')).toEqual({ drinks: -1 });
    expect(topics('Blitzsauber.')).toEqual({ cleanliness: 1 });
    expect(topics('Picobello sauber.')).toEqual({ cleanliness: 1 });
    expect(topics('Saubere Toiletten.')).toEqual({ cleanliness: 1 });
    expect(topics('Alles ordentlich und gepflegt.')).toEqual({ cleanliness: 1 });
    expect(topics('Alles blitzblank.')).toEqual({ cleanliness: 1 });
    expect(topics('Alles andere als sauber.')).toEqual({ cleanliness: -1 });
    expect(topics('Die Toiletten waren nicht sauber.')).toEqual({ cleanliness: -1 });
    expect(topics('Der Typ, der dort arbeitet, ist echt klasse.')).toEqual({ staff: 1 });
    expect(topics('Die Chefin ist ein Schatz.')).toEqual({ staff: 1 });
    expect(topics('Der Wirt ist eine Seele von Mensch.')).toEqual({ staff: 1 });
    expect(topics('Der Chef kam sogar selbst an den Tisch.')).toEqual({ staff: 1 });
    expect(topics('Die Kellnerin war ein Engel.')).toEqual({ staff: 1 });
    expect(topics('Die Dame an der Theke war unfreundlich.')).toEqual({ staff: -1 });
    expect(topics('Direkt am See.')).toEqual({ location: 1 });
    expect(topics('Zwei Minuten vom Strand.')).toEqual({ location: 1 });
    expect(topics('Sehr zentral, alles zu Fuß erreichbar.')).toEqual({ location: 1 });
    expect(topics('Leicht zu finden.')).toEqual({ location: 1 });
    expect(topics('Traumhafte Aussicht.')).toEqual({ location: 1 });
    expect(topics('Nicht leicht zu finden.')).toEqual({ location: -1 });
    expect(topics('Der Blick ging auf den Parkplatz.')).toEqual({ location: -1 });
    expect(topics('Riesige Portionen.')).toEqual({ food: 1 });
    expect(topics('Alles hausgemacht.')).toEqual({ food: 1 });
    expect(topics('Kuchen frisch aus dem Ofen.')).toEqual({ food: 1 });
    expect(topics('Das Fleisch zergeht auf der Zunge.')).toEqual({ food: 1 });
    expect(topics('Die beste Pizza der Stadt.')).toEqual({ food: 1 });
    expect(topics('Der Apfelstrudel ist ein Traum.')).toEqual({ food: 1 });
    expect(topics('Die Portionen waren nicht groß.')).toEqual({ food: -1 });
    expect(topics('Der Schnitt ist genau so geworden, wie ich es wollte.')).toEqual({ haircut: 1 });
    expect(topics('Die Farbe ist perfekt geworden.')).toEqual({ haircut: 1 });
    expect(topics('Ganz sanfte Hände, ich habe nichts gespürt.')).toEqual({ treatment: 1 });
    expect(topics('Meine Nägel sind nach zwei Wochen noch perfekt.')).toEqual({ treatment: 1 });
    expect(topics('Die Farbe ist fleckig geworden.')).toEqual({ haircut: -1 });
    expect(topics('Einfache Online-Buchung.')).toEqual({ booking: 1 });
    expect(topics('Noch am selben Tag einen Termin bekommen.')).toEqual({ booking: 1 });
    expect(topics('Sie haben mich spontan dazwischengeschoben.')).toEqual({ booking: 1 });
    expect(topics('Die Online-Buchung hat nicht funktioniert.')).toEqual({ booking: -1 });
    expect(topics('Faire Preise.')).toEqual({ price: 1 });
    expect(topics('Preis-Leistung top.')).toEqual({ price: 1 });
    expect(topics('Hafermilch ohne Aufpreis.')).toEqual({ price: 1 });
    expect(topics('Kostenloses Nachfüllen.')).toEqual({ price: 1 });
    expect(topics('Sehr preiswert.')).toEqual({ price: 1 });
    expect(topics('Die Preise sind nicht fair.')).toEqual({ price: -1 });
    expect(topics('Aufpreis für Hafermilch.')).toEqual({ price: -1 });
    expect(topics('Keine Wartezeit.')).toEqual({ waiting: 1 });
    expect(topics('Sofort bedient.')).toEqual({ waiting: 1 });
    expect(topics('Auch bei vollem Haus schnell.')).toEqual({ waiting: 1 });
    expect(topics('Auf die Minute pünktlich.')).toEqual({ waiting: 1 });
    expect(topics('Nicht pünktlich.')).toEqual({ waiting: -1 });
    expect(topics('Der Schnitt ist genau so, wie ich es wollte.')).toEqual({ haircut: 1 });
    expect(topics('Nicht sehr zentral.')).toEqual({ location: -1 });
    expect(topics('Keine große Auswahl.')).toEqual({ selection: -1 });
    expect(topics('Nicht gerade blitzsauber.')).toEqual({ cleanliness: -1 });
    expect(topics('Nicht wirklich hausgemacht.')).toEqual({ food: -1 });
    expect(topics('Preis-Leistung stimmt nicht.')).toEqual({ price: -1 });
  });

  it("reads 'ne Hausnummer' (a hefty sum) as a complaint of the price", () => {
    expect(topicPolarities('Einzig: 38 € für 25 Minuten sind schon ne Hausnummer.', 'de', 'review', 4)).toEqual({ price: -1 });
  });

  it('reads everyday stories: a calm manner and a clean cut, faint praise in dialect, sarcasm, staff deeds and nicknames, waits and quick repairs, recovery, online prices, paper walls, tables left uncleared, regional dishes and wines, stock, help and the premises', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'de', 'review', rating);
    expect(read('Die Zahnärztin ist sehr ruhig und erklärt jeden Schritt.', 5)).toEqual({ staff: 1 });
    expect(read('Der Schnitt sitzt sauber, Bart sauber getrimmt.', 5)).toEqual({ haircut: 1 });
    expect(read('Das Essen war ganz nett, aber nichts Weltbewegendes.', 3)).toEqual({ food: -1 });
    expect(read('Des Essa war ned schlecht.', 4)).toEqual({ food: 1 });
    expect(read('Viel Glück bei der Parkplatzsuche.', 1)).toEqual({ parking: -1 });
    expect(read('Der Verkäufer wusste selbst nicht Bescheid und musste hinten nachfragen.', 2)).toEqual({ staff: -1 });
    expect(read('Der mit dem Bart ist ein feiner Kerl.', 5)).toEqual({ staff: 1 });
    expect(read('Die Reparatur hat drei Wochen gedauert.', 2)).toEqual({ waiting: -1 });
    expect(read('Morgens abgegeben, mittags war das Rad fertig.', 5)).toEqual({ waiting: 1 });
    expect(read('Krumm reingegangen, fast aufrecht wieder raus, die Schmerzen sind wie weggeblasen.', 5)).toEqual({ treatment: 1 });
    expect(read('Seh aus wie frisch vom Bund.', 1)).toEqual({ haircut: -1 });
    expect(read('Listenpreis im Laden, online deutlich günstiger.', 2)).toEqual({ price: -1 });
    expect(read('Wände aus Papier, ab 5 Uhr fahren die Laster vorm Fenster vorbei.', 1)).toEqual({ noise: -1 });
    expect(read('Alle Tische voll mit dem Geschirr der vorherigen Gäste.', 2)).toEqual({ cleanliness: -1 });
    expect(read('Die Käsespätzle und der Rehrücken waren ein Traum, der Lemberger auch.', 5)).toEqual({ food: 1, drinks: 1 });
    expect(read('Kaum Ersatzteile für ältere Modelle, das meiste muss bestellt werden.', 2)).toEqual({ selection: -1 });
    expect(read('Früher wurde man hier noch gut beraten, heute ist Hilfe wie die Nadel im Heuhaufen.', 2)).toEqual({ service: -1 });
    expect(read('Des isch a schees Lokal.', 5)).toEqual({ atmosphere: 1 });
  });

  it("wave 6: reads Fernseher und Stammtisch, 'wächst ja wieder nach', leeres Frühstück, 27 Grad, klebende Böden, Strichmännchen, Zuschläge und ganze Regale", () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'de', 'review', rating);
    expect(read("Im Nebenzimmer lief bis nach eins der Fernseher mit Fußball.", 1)).toEqual({ noise: -1 });
    expect(read("Am Stammtisch wurde gesungen, wir konnten uns nur noch anschreien.", 2)).toEqual({ noise: -1 });
    expect(read("Der Schnitt ist schief, aber wächst ja wieder nach, meinte sie.", 2)).toEqual({ haircut: -1, staff: -1, service: -1 });
    expect(read("Um halb zehn war das Brot aus und wurde nicht nachgefüllt.", 2)).toEqual({ breakfast: -1 });
    expect(read("Im Zimmer hatte es 27 Grad und das Fenster ließ sich nur kippen.", 2)).toEqual({ rooms: -1 });
    expect(read("Seife leer, Papier leer, der Boden hat geklebt.", 1)).toEqual({ cleanliness: -1 });
    expect(read("Angefasst hat er mich nicht, nur ein kopiertes Blatt mit Strichmännchen.", 1)).toEqual({ treatment: -1 });
    expect(read("Der Langhaarzuschlag ist schon eine Ansage.", 2)).toEqual({ price: -1 });
    expect(read("In Größe 27 gab es genau drei Modelle.", 2)).toEqual({ selection: -1 });
    expect(read("Ein ganzes Regal nur mit Gin.", 5)).toEqual({ selection: 1 });
  });

  it("wave 7: reads Geschirr und Brösel der Vorgänger, niemand mehr nach dem Hauptgang, die Bim durchs Bett und Oropax, 'wachst eh wieder' und 'sehr hilfreich 🙄', Warten aufs Zahlen, alten Fettgeruch, 'kann das wirklich' und laues 'mehr auch nicht'", () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'de', 'review', rating);
    expect(read('Alle Tische standen noch voll mit Geschirr, überall Brösel am Boden.', 1)).toEqual({ cleanliness: -1 });
    expect(read('Nach der Vorspeise hat sich keiner mehr blicken lassen, wir mussten dreimal an der Theke nach der Rechnung fragen.', 2)).toMatchObject({ service: -1 });
    expect(read('Unser Zimmer ging zur Gasse, die Straßenbahn fährt da praktisch mitten durchs Bett.', 3)).toMatchObject({ noise: -1 });
    expect(read('Für die Nacht unbedingt Oropax einpacken.', 3)).toEqual({ noise: -1 });
    expect(read('Der Stufenschnitt ist total verhunzt, ihr Kommentar dazu: des wachst eh wieder.', 1)).toEqual({ haircut: -1, staff: -1 });
    expect(read('Die Farbe ist fleckig. Danke, echt hilfreich 🙄', 1)).toEqual({ haircut: -1, staff: -1 });
    expect(read('Kuchen top, nur aufs Bezahlen wartet man ewig.', 4)).toEqual({ food: 1, waiting: -1 });
    expect(read('Im Gastraum hat es nach altem Fett gerochen.', 3)).toEqual({ cleanliness: -1 });
    expect(read('Das Zimmer hat furchtbar gemüffelt.', 2)).toMatchObject({ cleanliness: -1 });
    expect(read('Der Schnitt ist super, die Sabine kann das wirklich, aber der Preis ist happig.', 3)).toEqual({ haircut: 1, staff: 1, price: -1 });
    expect(read('Ich kann das wirklich nur empfehlen.', 5)).toEqual({});
    expect(read('Das Gulasch war in Ordnung, aber auch nicht mehr.', 2)).toEqual({ food: -1 });
    expect(read('Die Matratze hat eine Kuhle wie eine Hängematte.', 2)).toEqual({ rooms: -1 });
  });

  it("wave 9: reads eine erst vor Ort verratene Gebühr, ein um neun schon abgeräumtes Buffet, muffiges Personal, falsch gepflegte Stiefel, 'laut Homepage' und eine flotte Online-Buchung", () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'de', 'review', rating);
    expect(read('Für den Parkplatz wollten sie nochmal 20 Euro, das hätte ich gerne vorher gewusst.', 2)).toMatchObject({ parking: -1 });
    expect(read('Das Zmorge war um 9 bereits abgeräumt.', 2)).toEqual({ breakfast: -1 });
    expect(read('Der Kellner war ziemlich muffig.', 3)).toEqual({ staff: -1 });
    expect(read('Die Verkäuferin meinte, ich hätte die Stiefel falsch gepflegt.', 1).cleanliness).toBeUndefined();
    expect(read('Laut Homepage ist das Frühstück inklusive.', 1).noise).toBeUndefined();
    expect(read('Die Online-Buchung ging wirklich flott.', 4)).toEqual({ booking: 1 });
    expect(read('Immerhin war die Reservierung online ratzfatz erledigt.', 4)).toEqual({ booking: 1 });
  });

  it('wave 10: reads a rushed treatment and a lost filling, dried-out ham, a table agreed and still standing in coats, a knack, not in the system, circling the block, being looked at as stupid, shouting to talk, the best in the neighbourhood, a mountain view, prices gone up in Swabian, Swiss herzig and Beratig', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'de', 'review', rating);
    expect(read('Der Zahnarzt hat kaum hingeschaut und eine Woche später war die Plombe wieder draußen.', 1)).toMatchObject({ treatment: -1 });
    expect(read('Der Schinken war schon angetrocknet.', 2)).toEqual({ food: -1 });
    expect(read('Der Tisch war auf 20 Uhr ausgemacht, um halb neun sind wir immer noch mit den Jacken am Tresen gestanden.', 2)).toMatchObject({ booking: 0, waiting: -1 });
    expect(read('Die Friseurin hat ein goldenes Händchen.', 5)).toEqual({ staff: 1 });
    expect(read('Ich hatte online gebucht, aber vor Ort stand ich nicht im System.', 2)).toEqual({ booking: -1 });
    expect(read('Wir sind ewig um den Block gefahren, weil man das Auto nirgends loswird.', 3)).toMatchObject({ parking: -1 });
    expect(read('An der Kasse wird man angeschaut, als wäre man blöd.', 3)).toEqual({ staff: -1 });
    expect(read('Freitags muss man sich leider anschreien, um sich zu unterhalten.', 3)).toEqual({ noise: -1 });
    expect(read('Die Brezen sind die besten im Viertel.', 5).location).toBeUndefined();
    expect(read('Vom Zimmer hatten wir einen Blick auf die Berge.', 4)).toMatchObject({ location: 1 });
    expect(read('Die Preise hend kräftig azoga, 12 Euro für a Schnitzel isch scho a Wort.', 3)).toMatchObject({ price: -1 });
    expect(read("D'Bedienig isch so herzig gsi.", 5)).toMatchObject({ staff: 1 });
    expect(read("D'Bedienig isch so herzig gsi.", 5).atmosphere).toBeUndefined();
    expect(read('Super Beratig!', 5)).toEqual({ service: 1 });
  });
  it('Welle 11: liest eine Untersuchung von fünf Minuten, Lärm nach Uhrzeit und Bierzelt, gmütlich und ordentlich, Warten nach Uhr und auf Ersatz, nicht Lagerndes, Vorbeilaufen, eine Füllung, die hält oder draußen ist, und die Alltagswendungen dazu', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'de', 'review', rating);
    // A look-over of a few minutes is the treatment faulted.
    expect(read('Der Arzt hat mich keine fünf Minuten angeschaut.', 1)).toMatchObject({ treatment: -1 });
    // 'Da kann ich nix sagen' grants the praise before it; a filling out again is the treatment.
    expect(read('Die Füllung hält, da kann ich nix sagen.', 3)).toEqual({ treatment: 1 });
    expect(read('Zwei Tage später war die Füllung wieder draußen.', 1)).toEqual({ treatment: -1 });
    // Noise told by what was heard until when, or as a beer tent; a bar named for the noise is no drink.
    expect(read('Bis nach 2 Uhr Musik und Gelächter aus der Bar.', 3)).toEqual({ noise: -1 });
    expect(read('Am Samstag ist da ein Lärm wie im Bierzelt.', 3)).toEqual({ noise: -1 });
    expect(read('Ab dem dritten Bier wurde am Stammtisch gesungen.', 3)).toEqual({ noise: -1 });
    expect(read('Um 5 Uhr morgens kam die Kehrichtabfuhr.', 2)).toEqual({ noise: -1 });
    // 'Mit lauter regionalen Sachen' is 'nothing but', no noise.
    expect(read('Frühstück mit lauter regionalen Sachen.', 5).noise).toBeUndefined();
    // Southern 'gmütlich'; 'ordentlich' as the verdict; cooking like grandmother's.
    expect(read('Sehr gmütlich hier.', 5)).toEqual({ atmosphere: 1 });
    expect(read('Das Schnitzel war wirklich ordentlich.', 4)).toEqual({ food: 1 });
    expect(read('Die Knödel schmecken wie bei der Oma.', 5)).toEqual({ food: 1 });
    // Why one booked is no booking; a promise to see to it is no praise; nothing done is the service.
    expect(read('Die Lage ist top, deswegen haben wir gebucht.', 4).booking).toBeUndefined();
    expect(read('An der Rezeption hieß es, man kümmert sich drum.', 2).staff).not.toBe(1);
    expect(read('Passiert ist bis zur Abreise nichts.', 2)).toEqual({ service: -1 });
    // A price that does not match what one expects.
    expect(read('Für 140 € die Nacht erwarten wir etwas anderes.', 2)).toEqual({ price: -1 });
    // Waiting told by the time waited, by weeks for a spare part, by a job not even looked at, by the clock.
    expect(read('Aufs zweite Bier ne halbe Stunde gewartet.', 3)).toMatchObject({ waiting: -1 });
    expect(read('Seit drei Wochen warte ich jetzt auf Ersatz.', 1)).toEqual({ waiting: -1 });
    expect(read('Donnerstag: noch nicht mal angeschaut.', 2)).toEqual({ waiting: -1 });
    expect(read('Hinsetzen durften wir uns erst um halb neun.', 1)).toEqual({ waiting: -1 });
    // Not talked into the dearest; something free; a fix charged again; a bill above the quote.
    expect(read('Die haben mir nicht einfach das teuerste Rad aufgeschwatzt.', 5)).toEqual({ service: 1 });
    expect(read('Die erste Inspektion ist gratis.', 5)).toEqual({ price: 1 });
    expect(read('Nachbessern kostet nochmal extra.', 3)).toMatchObject({ price: -1 });
    expect(read('Die Rechnung war fast doppelt so hoch wie im Kostenvoranschlag.', 3)).toEqual({ price: -1 });
    // Driving round for a space; an approach hard to find.
    expect(read('Parkplätze gibt es kaum, man kurvt ewig rum.', 2)).toEqual({ parking: -1 });
    expect(read('Die Zufahrt findet man im Dunkeln kaum.', 4)).toEqual({ location: -1 });
    // A phone never answered for an appointment; a booked table still taken.
    expect(read('Telefonisch kommt man nie durch.', 2)).toEqual({ booking: -1 });
    expect(read('Trotz Reservierung war unser Tisch noch belegt.', 1)).toEqual({ booking: -1 });
    // A well-sorted shop; out of stock said the Austrian way or as 'wieder aus'.
    expect(read('Sehr gut sortierter Laden.', 5)).toEqual({ selection: 1 });
    expect(read('Das Buch war nicht lagernd.', 3)).toEqual({ selection: -1 });
    expect(read('Die Zimtschnecken waren schon wieder aus.', 3)).toMatchObject({ selection: -1 });
    // People: knowing the order by heart, advising against the dearer buy, not talking one's ear off, pushing products, walking past; a hygienist is a person.
    expect(read('Die Dame an der Theke kennt unsere Bestellung schon auswendig.', 5)).toEqual({ staff: 1 });
    expect(read('Der Verkäufer hat mir vom teuren Modell abgeraten.', 5)).toEqual({ staff: 1 });
    expect(read('Sie schneidet super und quatscht einen nicht voll.', 5)).toMatchObject({ staff: 1 });
    expect(read('Am Ende wollte sie mir noch Produkte andrehen.', 2)).toEqual({ staff: -1 });
    expect(read('Die Kellnerin lief an uns vorbei, als wären wir Luft.', 2)).toEqual({ staff: -1 });
    expect(read('Die Hygienikerin hat ganz sanft gearbeitet.', 5)).toEqual({ staff: 1, treatment: 1 });
    // A call when the order was in.
    expect(read('Man hat mich sogar angerufen, als das Buch da war.', 5)).toEqual({ service: 1 });
    // A fade that sits cleanly and a bike that shifts cleanly name no cleanliness.
    expect(read('Der Fade sitzt jedes Mal sauber.', 5)).toEqual({ haircut: 1 });
    expect(read('Das Rad schaltet wieder sauber.', 4).cleanliness).toBeUndefined();
    // A canteen look, a room in want of a freshen-up, a shop made for browsing.
    expect(read('Grelles Licht und kahle Wände.', 3)).toEqual({ atmosphere: -1 });
    expect(read('Das Wartezimmer könnte mal eine Auffrischung vertragen.', 3)).toEqual({ atmosphere: -1 });
    expect(read('Man stöbert gern zwischen den Regalen.', 5)).toEqual({ atmosphere: 1 });
    // Foam sold as coffee.
    expect(read('Ein Cappuccino mit einem Berg Schaum drauf.', 2)).toEqual({ coffee: -1 });
    // Bavarian food complaints: tough as a shoe sole, dumplings from a packet.
    expect(read('Der Schweinsbraten war zaach wie a Schuahsoin.', 1)).toEqual({ food: -1 });
    expect(read('Die Knödel warn ausm Packerl.', 2)).toEqual({ food: -1 });
    // Forgotten at the table; a bill padded or steep in dialect.
    expect(read("D'Bedienung hat uns dreimal vergessn.", 1)).toEqual({ service: -1 });
    expect(read("Auf der Rechnung warn zwoa Bier z'vui drauf.", 1)).toMatchObject({ price: -1 });
    expect(read('160 Euro isch scho a Hausnummer.', 3)).toEqual({ price: -1 });
    // Sat about for hours; a phone always engaged; days spent trying for an appointment.
    expect(read('Über drei Stunden da gehockt.', 3)).toEqual({ waiting: -1 });
    expect(read('Telefonisch ist immer besetzt oder Band.', 2)).toEqual({ service: -1 });
    expect(read('Zwei Wochen lang versucht einen Termin zu bekommen.', 2)).toEqual({ booking: -1 });
    // 'Ruhig' as a particle is no quiet; the tooth that keeps giving trouble is no complaint of the treatment.
    expect(read('Das hätte man mir vorher ruhig mal sagen können.', 4).noise).toBeUndefined();
    expect(read('Endlich erklärt, warum der Zahn immer wieder Ärger macht.', 4).treatment).not.toBe(-1);
    // A coffee given while one sits; leaving happy every time.
    expect(read('Kaffee gabs immerhin.', 3)).toEqual({ coffee: 1 });
    expect(read('Ich geh jedes Mal glücklich raus.', 5)).toEqual({ haircut: 1 });
    // The bill put down unasked because the table was wanted is the service, not the price.
    expect(read('Um halb neun lag die Rechnung auf dem Tisch, ohne dass wir danach gefragt hätten.', 3)).toEqual({ service: -1 });
  });
  it('Welle 12: liest Rumstehen bis ein Tisch frei wird, eine Reservierung, von der keiner was weiß, süffiges Bier, alles gepasst, unbeantwortete Anfragen, Buchen als Zeitpunkt, nur eine Kasse, Ausverkauftes in anderer Wortstellung, besetzte Tische, endlich jemand, beste Tage hinter sich, praktisch gelegen, keine mehr, Feiern nebenan, gelöschte Termine, Warten aufs Zahlen und auf einen Termin, keine Hafermilch, den Tisch am Klo, lautes Telefonieren und zischende Maschinen und Getränke nach dem Essen', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'de', 'review', rating);
    // Standing about for three quarters of an hour: the wait.
    expect(read('Wir mussten eine Dreiviertelstunde an der Bar rumstehen.', 2)).toEqual({ waiting: -1 });
    // 'Da steht nix drin': the booking not found.
    expect(read('Am Empfang nur: Da steht nix drin.', 1)).toMatchObject({ booking: -1 });
    // A beer that goes down easily is praise.
    expect(read('Das Kellerbier war schön süffig.', 4)).toEqual({ drinks: 1 });
    // 'Es hat alles gepasst' is a verdict, no size that fitted.
    expect(read('Es hat einfach alles gepasst.', 5).selection).toBeUndefined();
    // A request never answered: the service.
    expect(read('Auf meine Anfrage kam bis heute keine Antwort.', 1)).toEqual({ service: -1 });
    // 'Beim Buchen' tells when nobody said so, not the booking.
    expect(read('Beim Buchen nichts davon erwähnt.', 3).booking).toBeUndefined();
    // Time stood at the till: the wait, not the cashier.
    expect(read('Wir haben zehn Minuten an der Kasse gestanden.', 3)).toEqual({ waiting: -1 });
    // Sold out with the thing between the words.
    expect(read('Um zehn waren die Brezen schon aus.', 2)).toEqual({ selection: -1 });
    // The booked table 'gleich frei', so not ready: the booking.
    expect(read('Es hieß, der Tisch wird gleich frei.', 1)).toEqual({ booking: -1 });
    // A wait told by when someone at last came.
    expect(read('Um Viertel nach kam dann tatsächlich jemand.', 2)).toEqual({ waiting: -1 });
    // A mattress past its best is a complaint, not praise of 'besten'.
    expect(read('Die Matratze hat ihre besten Jahre hinter sich.', 2)).toEqual({ rooms: -1 });
    // Handy for the station.
    expect(read('Die Lage ist dafür praktisch.', 3)).toEqual({ location: 1 });
    // None of a thing left: the range.
    expect(read('Um neun gab es keine Semmeln mehr.', 2)).toEqual({ selection: -1 });
    // A party heard from next door.
    expect(read('Im Nachbarzimmer wurde bis in die Früh gefeiert.', 1)).toEqual({ noise: -1 });
    // An appointment deleted.
    expect(read('Der Termin wurde gelöscht, ohne Bescheid.', 1)).toEqual({ booking: -1 });
    // Waiting to be allowed to pay.
    expect(read('Zwanzig Minuten, bis wir bezahlen durften.', 2)).toEqual({ waiting: -1 });
    // Weeks gone by before the appointment: the wait.
    expect(read('Bis zum Termin vergingen drei Wochen.', 2)).toEqual({ waiting: -1 });
    // An appointment got only after many calls: the booking.
    expect(read('Zehn Anrufe, bis ich überhaupt einen Termin hatte.', 2)).toEqual({ booking: -1 });
    // No plant milk: the range.
    expect(read('Keine Hafermilch, nur Kuhmilch.', 2)).toEqual({ selection: -1 });
    // A table by the toilets is where one sat, not dirt.
    expect(read('Wir saßen direkt neben den Toiletten.', 2).cleanliness).toBeUndefined();
    // Loud phone calls and a hissing machine: the noise.
    expect(read('Hinter uns wurde lautstark telefoniert.', 2)).toEqual({ noise: -1 });
    expect(read('Die Espressomaschine zischte ununterbrochen.', 2)).toMatchObject({ noise: -1 });
    // Drinks that came only after the meal: the wait.
    expect(read('Bis die Getränke da waren, hatten wir schon gegessen.', 2)).toEqual({ waiting: -1 });
  });

  it('kennt, wie Gäste die Welle-3-Phänomene erzählen (nicht zugehört, hingeknallt, anstehen, ausverkauft, Geschrei)', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'de', 'review', rating);
    // Not listened to, in inverted order.
    expect(read('Zugehört hat er mir überhaupt nicht.', 2)).toEqual({ staff: -1 });
    // Plates slammed down: the staff's manner.
    expect(read('Die Kellnerin hat uns die Teller hingeknallt.', 2)).toMatchObject({ staff: -1 });
    // A smile that 'costs extra' is the staff, not the price.
    expect(read('Ein Lächeln kostet hier wohl extra.', 2)).toEqual({ staff: -1 });
    // Typo-split 'warte zeit' despite an appointment.
    expect(read('Warte zeit trotz Termin 20 min.', 3)).toEqual({ waiting: -1 });
    // Standing in line told by 'steht man an'.
    expect(read('Samstags steht man schon mal 30 Minuten an.', 3)).toEqual({ waiting: -1 });
    // Sold out by a clock time: the range.
    expect(read('Die Brezeln waren um 10 Uhr schon aus.', 2)).toMatchObject({ selection: -1 });
    // Noise told by who was heard.
    expect(read('Am Nebentisch wurde die ganze Zeit gekreischt.', 2)).toEqual({ noise: -1 });
    // A table given away: the booking.
    expect(read('Unser Tisch war schon vergeben.', 1)).toEqual({ booking: -1 });
  });
  it('Welle 13: liest nichts im Buch, falsch verkaufte Ware, Schrippen und jut, ohne aufzusehen, den Preis ohne Frühstück, höfliches Nachfragen und die Frau mit den Locken', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'de', 'review', rating);
    // Die Reservierung steht nicht im Buch: die Buchung.
    expect(read('Als wir ankamen, stand nichts im Buch.', 1)).toEqual({ booking: -1 });
    // Das Falsche verkauft bekommen: der Service.
    expect(read('Mir wurde die falsche Glühbirne verkauft.', 1)).toEqual({ service: -1 });
    // Brötchen mit ihren regionalen Namen; berlinerisch 'jut'.
    expect(read('Die Schrippen sind morgens immer frisch.', 5)).toEqual({ food: 1 });
    expect(read('Der Kaffee ist richtig jut.', 5)).toEqual({ coffee: 1 });
    // Ohne aufzusehen: das Personal.
    expect(read('Die Frau am Empfang hat weiter getippt, ohne aufzusehen.', 1)).toEqual({ staff: -1 });
    // Ein Zimmerpreis ohne Frühstück ist der Preis, nicht das Frühstück, und 'ohne' verneint das 'zu teuer' nicht.
    expect(read('89 € die Nacht ohne Frühstück ist zu teuer.', 2)).toEqual({ price: -1 });
    // Wer höflich nachfragt, ist der Gast, nicht das Personal.
    expect(read('Ich habe höflich nachgefragt, aber die Kellnerin war patzig.', 2)).toEqual({ staff: -1 });
    // Die Frau mit den Locken ist eine Person, kein Haarschnitt.
    expect(read('Die junge Frau mit den Locken an der Kasse war total lieb.', 5)).toEqual({ staff: 1 });
  });
  it('Welle 14: liest den trockenen Tortenboden, die Schlange bis auf die Straße, Kaffeeränder der Vorgänger, helle Praxisräume, das teuerste Modell, nettes Quatschen, lockere Schultern, schnelle Bestellungen und genervte Antworten', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'de', 'review', rating);
    // Eine Torte beim Kurznamen und ihr trockener Boden.
    expect(read('Die Schwarzwälder war leider alt, der Boden staubtrocken.', 2)).toEqual({ food: -1 });
    // Eine Schlange, erzählt an ihrer Länge, ist das Warten.
    expect(read('Am Wochenende steht man bis raus auf die Straße.', 3)).toEqual({ waiting: -1 });
    // Kaffeeränder und Flecken der Gäste davor sind die Sauberkeit.
    expect(read('Auf dem Tisch waren noch Flecken von den Gästen davor.', 3)).toEqual({ cleanliness: -1 });
    // Helle, moderne Räume einer Praxis sind das Ambiente.
    expect(read('Die Räumlichkeiten sind hell und modern.', 4)).toEqual({ atmosphere: 1 });
    // Das teuerste Modell aufgedrängt: die Beratung, nicht der Preis.
    expect(read('Er wollte mir unbedingt das teuerste Gerät andrehen.', 2)).toEqual({ service: -1 });
    // Nett quatschen ist Lob, obwohl 'Quatsch' Unsinn ist.
    expect(read('Mit der Friseurin kann man super quatschen.', 4)).toEqual({ staff: 1 });
    // Wie sich der Körper nach der Physio anfühlt, und Übungen für daheim.
    expect(read('Nach zwei Terminen ist mein Rücken spürbar lockerer.', 5)).toEqual({ treatment: 1 });
    // Eine Bestellung, die schnell da ist.
    expect(read('Ersatzteile werden sofort bestellt und sind meist nach drei Tagen da.', 5)).toMatchObject({ waiting: 1 });
    // Eine genervte Antwort auf eine Frage.
    expect(read('Auf meine Frage kam nur ein patziges "Moment".', 2)).toEqual({ staff: -1 });
  });
  it('Welle 15: liest gern Plaudern, saubere Konturen, gerade mal ein paar Euro, fertig während man wartet, ehrliche Beratung, Essen aus Eimer und Päckchen, Aschenbecher-Gestank, nachgestelltes auch keine, durchgezogene Behandlungen, Schwäbisch z\'viel und nit, und gebuchte Zimmer und Termine als bloße Zeitangabe', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'de', 'review', rating);
    // Gern mit ihr plaudern ist Lob der Person.
    expect(read('Die Friseurin plaudert gern mit einem, total sympathisch.', 5)).toEqual({ staff: 1 });
    // Saubere Konturen beim Barbier sind der Schnitt, nicht die Sauberkeit.
    expect(read('Bart sauber konturiert und die Übergänge sauber.', 5)).toEqual({ haircut: 1 });
    // Fast nichts bezahlt.
    expect(read('Bezahlt hab ich grad mal 8 Euro.', 5)).toEqual({ price: 1 });
    expect(read('Er hat die Kette gleich mitgemacht und wollte nix dafür.', 5)).toEqual({ price: 1 });
    // Fertig, während man wartet.
    expect(read('Nach einer Viertelstunde war alles erledigt.', 5)).toEqual({ waiting: 1 });
    // Ausführlich beraten, nichts aufgeschwatzt.
    expect(read('Sie hat mich ausführlich beraten und mir nichts aufgeschwatzt.', 5)).toEqual({ service: 1 });
    // Gekauftes als Eigenes serviert.
    expect(read('Die Soße war eindeutig aus dem Päckchen.', 2)).toEqual({ food: -1 });
    // Gestank wie im Aschenbecher oder in der Raucherkneipe ist die Sauberkeit.
    expect(read('Der Flur hat gestunken wie in einer Raucherkneipe.', 1)).toEqual({ cleanliness: -1 });
    // Das nachgestellte 'auch keine' als weitere Klage.
    expect(read('Parkplätze gab es auch keine, wir mussten ewig suchen.', 2)).toMatchObject({ parking: -1 });
    // Eine Behandlung im Schnelldurchgang.
    expect(read('Die Behandlung wurde in zehn Minuten durchgezogen und tschüss.', 1)).toEqual({ treatment: -1 });
    expect(read('Wir haben das Projekt durchgezogen und waren begeistert.', 5)).not.toHaveProperty('treatment');
    // Schwäbisch zu teuer.
    expect(read('Das Schnitzel war z\'teuer für des bissle Fleisch.', 2)).toMatchObject({ price: -1 });
    // Ein gebuchtes Nichtraucherzimmer und die Uhrzeit des Termins sind keine Buchung.
    expect(read('Nichtraucherzimmer gebucht, aber die Vorhänge stanken nach Qualm.', 1)).not.toHaveProperty('booking');
    expect(read('Termin um 9, dran war ich um halb 11.', 2)).toEqual({ waiting: -1 });
    // Ein Schlusswort, das nichts benennt.
    expect(read('Die Aussicht war schön. Dat war leider nix.', 2)).toEqual({ location: 1 });
  });

  it('liest die gewünschte Farbe, Stunden im Stuhl, einen Preis über dem genannten, eine Auswahl zum Selbstzusammenstellen und die Anfahrt', () => {
    expect(topics('Das Ergebnis ist genau das warme Kupferrot was ich wollte.')).toMatchObject({ treatment: 1 });
    expect(topics('Ich saß fast drei Stunden da, weil sie noch andere Kundinnen hatte.')).toMatchObject({ waiting: -1 });
    expect(topics('Am Ende 90 €, vorher hieß es so um die 60.')).toMatchObject({ price: -1 });
    expect(topics('Man kann sich sein Müsli selbst zusammenstellen.')).toMatchObject({ selection: 1 });
    expect(topics('Es gibt sogar vegane Sachen.')).toEqual({ selection: 1 });
    expect(topics('Eine Stunde Anfahrt für nichts 🙄')).not.toHaveProperty('waiting');
  });

  it('reads situations told across languages: a parking ticket, a doctor in a hurry, drilling next door, a room other than booked, a dripping shower, a place to sit in for hours', () => {
    expect(topics('Der Ober hat trotz vollem Haus Zeit gehabt. Schöne alte Einrichtung, da sitzt man gern stundenlang.')).toMatchObject({ atmosphere: 1 });
    expect(topics('Wir bekamen ein Zimmer mit Blick auf den Parkplatz.')).not.toHaveProperty('location');
    expect(topics('Das Bett war durchgelegen und die Dusche hat die ganze Nacht getropft.')).not.toHaveProperty('noise');
    expect(topics('Und parken kann man da vergessen, direkt vor der Tür absolutes Halteverbot.')).not.toHaveProperty('service');
    expect(topics('Und parken kann man da vergessen, direkt vor der Tür absolutes Halteverbot.')).toMatchObject({ parking: -1 });
    expect(topics('Der Verkäufer hat sich fast ne Stunde Zeit für die Beratung genommen und mich alles Probe fahren lassen.')).toMatchObject({ service: 1 });
    expect(topics('Das Frühstück is a Gedicht.')).toMatchObject({ breakfast: 1 });
    expect(topics('Die Kardinalschnitten muss man einfach probiert haben!')).toEqual({ food: 1 });
    expect(topics('Hab einen Strafzettel über 55 € bekommen, weil der Automat kaputt war.')).toEqual({ parking: -1 });
    expect(topics('Ab 7 Uhr wurde nebenan gebohrt.')).toMatchObject({ noise: -1 });
    expect(topics('Man merkte, dass die Ärztin es eilig hatte.')).toEqual({ staff: -1 });
    expect(topics('Ich hatte das Gefühl zu stören.')).toEqual({ staff: -1 });
    expect(topics('Die Verkäuferinnen standen an der Kasse und haben gequatscht.')).toMatchObject({ staff: -1 });
    expect(topics('Vor drei Wochen ist kein Termin frei.')).toEqual({ booking: -1 });
    expect(topics('Keiner hat es für nötig gehalten, uns Bescheid zu sagen.')).toMatchObject({ service: -1 });
    expect(topics('Das Zimmer schreit nach einer Renovierung.')).toEqual({ rooms: -1 });
    expect(topics('Lauter Sachen, von denen ich nicht wusste, dass ich sie brauche.')).toEqual({ selection: 1 });
    expect(topics('In den Handtüchern waren Haare.')).toEqual({ cleanliness: -1 });
  });

  it('reads complaints told without the topic word: a tram through the room, a body as stiff as before, sizes gone, a menu crossed out, charges due on the spot, a wait told by what one did meanwhile, a booking nobody knew of', () => {
    expect(topics('Die Tram fährt quasi mitten durchs Zimmer.')).toEqual({ noise: -1 });
    expect(topics('Auch bei geschlossenem Fenster hat man jedes Auto gehört.')).toEqual({ noise: -1 });
    expect(topics('Nach zehn Sitzungen ist die Schulter genauso steif wie vorher.')).toEqual({ treatment: -1 });
    expect(topics('In Größe 46 gab es genau nix.')).toEqual({ selection: -1 });
    expect(topics('Die halbe Karte war durchgestrichen.')).toEqual({ selection: -1 });
    expect(topics('Für die Garage waren dann nochmal 20 € fällig.')).toMatchObject({ price: -1 });
    expect(topics('Man fühlt sich übern Tisch gezogen.')).toEqual({ price: -1 });
    expect(topics('Wir haben im Flur die Fliesen gezählt.')).toEqual({ waiting: -1 });
    expect(topics('Die Suppe kam, als wir eigentlich schon gehen wollten.')).toMatchObject({ waiting: -1 });
    expect(topics('Bis das Essen da war, hatten wir zwei Runden Karten gespielt.')).toEqual({ waiting: -1 });
    expect(topics('Vor Ort wusste man nichts von unserem Tisch.')).toEqual({ booking: -1 });
    expect(topics('Einen Termin zu kriegen ist ein reines Glücksspiel.')).toEqual({ booking: -1 });
    expect(topics('Unterm Bett noch ein altes Taschentuch.')).toEqual({ cleanliness: -1 });
    expect(topics('Sie hat einfach goldene Hände.')).toEqual({ staff: 1 });
  });

  it('reads a room onto the street, cardboard windows, an annoyed answer, parking at the door, a supplier round the corner, a good eight and what the waitress said', () => {
    // A room facing the street is the room's fault and the noise's; thin windows are the noise.
    expect(topics('Unser Zimmer ging zur Straße raus.')).toEqual({ rooms: -1, noise: -1 });
    expect(topics('Die Fenster waren wie aus Pappe.')).toEqual({ noise: -1 });
    expect(topics('Ich erntete nur einen genervten Blick.')).toEqual({ staff: -1 });
    expect(topics('Parkplätze direkt vor der Tür.')).toEqual({ parking: 1 });
    // Where the coffee comes from is not where the café lies.
    expect(topics('Der Kaffee kommt aus einer Rösterei gleich um die Ecke.')).not.toHaveProperty('location');
    // 'gut 8' is an amount, no praise of the cut.
    expect(topics('Beim Schneiden sind gut 8 weggekommen.')).toEqual({ haircut: 0 });
    // What the waitress said to an unhappy guest is how the complaint was handled.
    expect(topicPolarities('Die Bedienung meinte, der Tisch sei leider schon weg.', 'de', 'review', 1)).toMatchObject({ service: -1 });
  });

  it('reads overbooking, turned away at the door, reminders, a table found, the counter, quick plates and sizes gone', () => {
    expect(topics('Das Haus war überbucht, also wurden wir in eine Pension im Nachbarort verfrachtet.')).toEqual({ booking: -1 });
    expect(topics('Trotz Reservierung wurden wir an der Tür abgewiesen.')).toEqual({ booking: -1 });
    expect(topics('Einen Tag vorher kam eine Erinnerung per SMS.')).toEqual({ booking: 1 });
    expect(topics('Wir kamen ohne Reservierung, trotzdem haben sie uns noch einen Tisch freigemacht.')).toEqual({ booking: 1 });
    expect(topics('Der Kaffee war lecker, an der Theke dauert\'s halt ein bisschen.')).toMatchObject({ coffee: 1, waiting: -1 });
    expect(topics('Kaum hatten wir bestellt, standen die Getränke schon auf dem Tisch.')).toMatchObject({ waiting: 1 });
    expect(topics('Hier zahlt man nur die Hälfte.')).toEqual({ price: 1 });
    expect(topics('Am Nachmittag war nur noch 38 und 39 da.')).toEqual({ selection: -1 });
    expect(topics('Nachbestellen ging angeblich auch nicht.')).toEqual({ selection: -1 });
    expect(topics('Leider alles aus der Werbung vergriffen.')).toEqual({ selection: -1 });
    expect(topics('Die Semmeln waren schon alle weg, als wir kamen.')).toMatchObject({ selection: -1 });
    expect(topics('Mittags stehen gerade mal drei Gerichte auf der Karte.')).toEqual({ selection: -1 });
    expect(topics('Als Veganer bleibt nur der Salat.')).toEqual({ selection: -1 });
    expect(topics('Es gibt sogar mehrere glutenfreie Kuchen.')).toMatchObject({ selection: 1 });
    expect(topics('Die Speisekarte ist riesig, wir konnten uns kaum entscheiden.')).toMatchObject({ selection: 1 });
    expect(topics('Was auf den Teller kam, war top.')).toEqual({ food: 1 });
  });

  it('reads glasses refilled unasked, things brought up at once, being looked after, sitting dry, no apology and time taken', () => {
    expect(topics('Wir mussten nie winken, der Wein wurde ungefragt nachgeschenkt.')).toMatchObject({ service: 1 });
    expect(topics('Gläser wurden nachgefüllt bevor sie leer waren.')).toEqual({ service: 1 });
    expect(topics('Die Handtücher standen zehn Minuten später vor der Tür, prompt gebracht.')).toMatchObject({ service: 1 });
    expect(topics('Wir wurden rundum umsorgt.')).toEqual({ service: 1 });
    expect(topics('Stundenlang saßen wir auf dem Trockenen.')).toEqual({ service: -1 });
    expect(topics('Die Suppe war falsch und entschuldigt hat sich niemand.')).toMatchObject({ service: -1 });
    // Half an hour of a salesman's time is no wait.
    expect(topics('Der Verkäufer hat sich ne halbe Stunde Zeit genommen.')).toEqual({ staff: 1 });
    // 'Immer noch lauwarm' of a dish sent back is a complaint, not the praise of rolls still warm from the oven.
    expect(topics('Das Schnitzel kam zurück, immer noch lauwarm.')).toEqual({ food: -1 });
  });

  it('reads a rushed doctor and cleaning, a colour gone dark, an updo that held, a bed one sank into, cups rinsed and talking at ease', () => {
    expect(topics('Nach fünf Minuten stand ich schon wieder draußen.')).toEqual({ treatment: -1 });
    expect(topics('Die Reinigung wurde in einer Viertelstunde runtergerissen.')).toMatchObject({ treatment: -1 });
    expect(topics('Statt Schokobraun ist es jetzt fast schwarz geworden.')).toEqual({ haircut: -1 });
    expect(topics('Die Flechtfrisur hat die ganze Nacht gehalten.')).toEqual({ haircut: 1 });
    // Having to come back is the colour's fault, not the kind hairdresser's.
    expect(topics('Die Friseurin war nett, nur musste ich nochmal extra kommen.')).toEqual({ staff: 1, haircut: -1 });
    expect(topics('Man ist im Bett richtig eingesunken.')).toEqual({ rooms: -1 });
    expect(topics('Die Gläser hatten braune Ränder.')).toEqual({ cleanliness: -1 });
    expect(topics('Das Bett war frisch bezogen.')).toMatchObject({ cleanliness: 1 });
    expect(topics('Man konnte sich ganz normal unterhalten.')).toEqual({ noise: 1 });
  });

  it('reads a queue, a quick coffee and a purchase told as the setting, not as the wait, the coffee or the price', () => {
    expect(topics('Während wir in der Schlange standen, haben wir die Torten bewundert.')).not.toHaveProperty('waiting');
    expect(topics('Wir wollten nur schnell einen Kaffee trinken, aber der Kellner war unfreundlich.')).toEqual({ staff: -1 });
    expect(topics('Für 40 Euro ein Hemd gekauft, die Beratung war super.')).toEqual({ service: 1 });
  });

  it('reads what it would be nice to have as what was lacking, the wish told before a comma too', () => {
    expect(topics('Wäre schön, wenn es mehr Parkplätze gäbe.')).toMatchObject({ parking: -1 });
  });

  it("reads a greasy menu card as dirt, an eye-roll and 'als würde man stören' as the staff, and paying and leaving as no price", () => {
    expect(topics('Die Speisekarte war so fettig, dass man sie kaum anfassen wollte.')).toMatchObject({ cleanliness: -1 });
    expect(topics('Auf die Frage nach dem Wasser gab es vom Kellner nur ein Augenrollen.')).toMatchObject({ staff: -1 });
    expect(topics('An der Theke kam man sich vor, als würde man stören.')).toMatchObject({ staff: -1 });
    expect(topics('Wir haben nach dem Kaffee bezahlt und sind gegangen.')).toMatchObject({ coffee: 0 });
  });

  it("reads 'der Wahnsinn' as praise, and a full house that explains a wait as no fault of what was waited for", () => {
    expect(topics('Die Zimtschnecken sind der Wahnsinn.')).toMatchObject({ food: 1 });
    expect(topicPolarities('Der Cappuccino ist super. Wir haben allerdings 20 Minuten auf den Kuchen gewartet, war halt rappelvoll.', 'de', 'review', 4)).toMatchObject({ coffee: 1, waiting: -1, food: 0 });
  });

  it("reads a delayed train as the guest's journey and a porter waiting up as kindness", () => {
    expect(topics('Zug hatte Verspätung, aber der Nachtportier hat extra auf uns gewartet.')).toEqual({ staff: 1 });
  });

  it("reads a short wait told with 'kurz' as praise, and 'nicht besonders schnell' as a slow one", () => {
    expect(topics('Wir haben nur kurz gewartet, dann ging es los.')).toEqual({ waiting: 1 });
    expect(topics('Die Wartezeit war kurz.')).toEqual({ waiting: 1 });
    expect(topics('Die Bedienung war nicht besonders schnell.')).toMatchObject({ waiting: -1 });
  });

  it('reads nobody in charge, asking again and again and a wrong bill as the service', () => {
    expect(topics('Niemand fühlte sich für uns zuständig.')).toEqual({ service: -1 });
    expect(topics('Wir mussten zweimal nach dem Wasser fragen.')).toEqual({ service: -1 });
    expect(topics('Die Rechnung war falsch, zweimal.')).toEqual({ service: -1 });
    expect(topics('Die Kellnerin hat mich angeschnauzt.')).toEqual({ staff: -1 });
    expect(topics('Die Beratung könnte deutlich besser sein.')).toEqual({ service: -1 });
    expect(topics('Freundlich war anders.')).toEqual({ staff: -1 });
    expect(topics('Die Zahnärztin hatte null Zeit für mich.')).toEqual({ staff: -1 });
  });

  it('reads understatements, odd smells, thin coffee and stone-hard bread as complaints', () => {
    expect(topics('Die Pasta war nicht so der Brüller.')).toEqual({ food: -1 });
    expect(topics('Der Service war nicht gerade berauschend.')).toEqual({ service: -1 });
    expect(topics('Der Lachs roch irgendwie komisch.')).toMatchObject({ food: -1 });
    expect(topics('Der Tee war eher dünn.')).toEqual({ coffee: -1 });
    expect(topics('Es hätte mehr Würze vertragen können.')).toEqual({ food: -1 });
    expect(topics('Die Brötchen waren hart wie Stein.')).toEqual({ food: -1 });
    expect(topics('Das Weizenbier war warm.')).toEqual({ drinks: -1 });
  });

  it('reads few vegan dishes, an empty display case and a table given away as complaints', () => {
    expect(topics('Es gibt kaum vegane Gerichte.')).toMatchObject({ selection: -1 });
    expect(topics('Die Vitrine war leer.')).toEqual({ selection: -1 });
    expect(topics('Unser Tisch war trotz Reservierung vergeben.')).toEqual({ booking: -1 });
    expect(topics('Der Termin wurde ohne Grund abgesagt.')).toEqual({ booking: -1 });
  });

  it('reads what the money buys, and prices said the other way round', () => {
    expect(topics('Fürs Geld bekommt man richtig viel.')).toEqual({ price: 1 });
    expect(topics('Man zahlt hier deutlich zu viel.')).toEqual({ price: -1 });
    expect(topics('Billig ist hier nichts.')).toEqual({ price: -1 });
    expect(topics('Der Preis war nicht gerechtfertigt.')).toEqual({ price: -1 });
    expect(topics('Sauber ist was anderes.')).toEqual({ cleanliness: -1 });
  });

  it('reads a place one feels at home in, its charm and its lighting as the atmosphere', () => {
    expect(topics('Im Café fühlt man sich sofort wohl.')).toEqual({ atmosphere: 1 });
    expect(topics('Das kleine Bistro hat seinen Charme.')).toEqual({ atmosphere: 1 });
    expect(topics('Der Garten ist abends schön beleuchtet.')).toEqual({ atmosphere: 1 });
    expect(topics('Der Brunch war wie aus dem Bilderbuch.')).toEqual({ breakfast: 1 });
    expect(topics('Der Rotwein war ein Genuss.')).toEqual({ drinks: 1 });
  });

  it('reads parking spaces plenty or never found, and parking that is difficult', () => {
    expect(topics('Parkplätze gibt es genug.')).toEqual({ parking: 1 });
    expect(topics('Man findet kaum einen Parkplatz.')).toEqual({ parking: -1 });
    expect(topics('Das Parken gestaltet sich schwierig.')).toEqual({ parking: -1 });
  });

  it('reads treatments that hurt, did nothing or did not last, and cuts done carelessly', () => {
    expect(topics('Die Wurzelbehandlung war die Hölle.')).toEqual({ treatment: -1 });
    expect(topics('Die Physiotherapie hat rein gar nichts gebracht.')).toEqual({ treatment: -1 });
    expect(topics('Die Gelnägel haben keine Woche gehalten.')).toEqual({ treatment: -1 });
    expect(topics('Die Locken hielten keinen Tag.')).toEqual({ haircut: -1 });
    expect(topics('Die Nägel sind uneben lackiert.')).toEqual({ treatment: -1 });
    expect(topics('Die Strähnchen sind missglückt.')).toEqual({ haircut: -1 });
    expect(topics('Ich sah aus wie ein gerupfter Hahn.')).toEqual({ haircut: -1 });
    expect(topics('Ich musste zu Hause selbst nachschneiden.')).toEqual({ haircut: -1 });
    expect(topics('Die Friseurin hat einfach drauflos geschnitten.')).toMatchObject({ haircut: -1 });
    expect(topics('Im Zimmer habe ich mich unwohl gefühlt.')).toEqual({ rooms: -1 });
    expect(topics('Das Zimmer war überheizt.')).toEqual({ rooms: -1 });
  });

  it("reads a friend's recommendation and the hours spent as the setting", () => {
    expect(felt('Meine Kollegin hat mir den Laden empfohlen.')).toEqual([]);
    expect(topicPolarities('Wir haben 2 Stunden dort verbracht.', 'de', 'review', 3)).toEqual({});
    expect(topicPolarities('Wir haben eine Stunde vorher angerufen und reserviert.', 'de', 'review', 2)).toEqual({ booking: 0 });
  });

  it('reads guests made to feel welcome or not, and prices that are fine', () => {
    expect(topics('Im Salon fühlte ich mich sehr willkommen.')).toMatchObject({ staff: 1 });
    expect(topics('Als Familie mit Kindern fühlten wir uns nicht willkommen.')).toEqual({ staff: -1 });
    expect(topics('Die Preise gehen klar.')).toEqual({ price: 1 });
  });

  it('reads a barber as the staff, not a beer', () => {
    expect(topics('Der Barbier war unfreundlich.')).toEqual({ staff: -1 });
    expect(topics('Das Fassbier war schal.')).toMatchObject({ drinks: -1 });
  });
});
