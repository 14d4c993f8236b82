import { describe, expect, it } from 'vitest';
import { analyseReview } from './analyse-review';
import { topicPolarities } from './topic-polarities';

type Language = Parameters<typeof topicPolarities>[1];
type Case = readonly [string, Language];

/** Each topic a text names with its polarity, read with the stars it came with. */
const read = (text: string, language: Language, rating: number) => topicPolarities(text, language, 'review', rating);

/** Every text, read with its stars, gives the topic the polarity expected. */
function feels(topic: string, polarity: number, rating: number, cases: readonly Case[]) {
  for (const [text, language] of cases) expect(read(text, language, rating)[topic], `${language}: ${text}`).toBe(polarity);
}

/** No text names the topic at all. */
function leavesOut(topic: string, rating: number, cases: readonly Case[]) {
  for (const [text, language] of cases) expect(read(text, language, rating), `${language}: ${text}`).not.toHaveProperty(topic);
}

describe('everyday turns of phrase', () => {
  it('reads how the bill was paid or shared as no word about the prices', () => {
    leavesOut('price', 2, [
      ['Vi delte regningen på fire. Røræggene var tørre.', 'da'],
      ['Wir haben mit Karte bezahlt. Das Schnitzel war zäh.', 'de'],
      ['We split the bill four ways. The pasta was swimming in oil.', 'en'],
      ['Pagamos con tarjeta. La paella estaba pasada.', 'es'],
      ['Maksoin kortilla. Keitto oli suolaista.', 'fi'],
      ['On a payé par carte. Les frites étaient molles.', 'fr'],
      ['Vi betalte med kort. Fisken var tørr.', 'no'],
      ['Pagámos com cartão. O bacalhau estava seco.', 'pt'],
      ['Vi betalade med kort. Köttbullarna var kalla.', 'sv'],
    ]);
  });

  it('reads the price of being popular as no word about what things cost', () => {
    leavesOut('price', 4, [
      ['God kaffe. Lidt kø, men det er vel prisen for at være populær.', 'da'],
      ['Guter Kaffee. Etwas Schlange, aber das ist wohl der Preis des Erfolgs.', 'de'],
      ["Great coffee. Bit of a queue, but that's the price of being popular.", 'en'],
      ['Buen café. Algo de cola, pero es el precio de la fama.', 'es'],
      ['Hyvä kahvi. Vähän jonoa, mutta se on suosion hinta.', 'fi'],
      ["Bon café. Un peu de queue, mais c'est la rançon du succès.", 'fr'],
      ['God kaffe. Litt kø, men det er vel prisen for å være populær.', 'no'],
      ['Bom café. Alguma fila, mas é o preço da fama.', 'pt'],
      ['Gott kaffe. Lite kö, men det är väl priset för att vara populär.', 'sv'],
    ]);
  });

  it('reads time and money wasted together as a verdict, not a complaint of the prices', () => {
    leavesOut('price', 1, [
      ['Maling der skaller af efter en måned. Spild af tid og penge.', 'da'],
      ['Farbe blättert nach einem Monat ab. Zeit- und Geldverschwendung.', 'de'],
      ['Paint peeling after a month. Waste of time and money.', 'en'],
      ['La pintura se pela al mes. Perdimos tiempo y dinero.', 'es'],
      ['Maali hilseilee kuukaudessa. Ajan ja rahan hukkaa.', 'fi'],
      ["Peinture qui s'écaille au bout d'un mois. Perte de temps et d'argent.", 'fr'],
      ['Malingen flasser etter en måned. Bortkastet tid og penger.', 'no'],
      ['Tinta a descascar ao fim de um mês. Perdemos tempo e dinheiro.', 'pt'],
      ['Färgen flagnar efter en månad. Slöseri med tid och pengar.', 'sv'],
    ]);
  });

  it('reads money thrown in the bin as the price, not the cleanliness', () => {
    expect(read('Saí com o cabelo cor de laranja. 85€ deitados ao lixo.', 'pt', 2)).toMatchObject({ haircut: -1, price: -1 });
    expect(read('Saí com o cabelo cor de laranja. 85€ deitados ao lixo.', 'pt', 2)).not.toHaveProperty('cleanliness');
  });

  it('reads waiting for a cut to grow back as no waiting time', () => {
    leavesOut('waiting', 2, [
      ['Alt for kort. Nu må jeg vente på at det vokser ud igen.', 'da'],
      ['Way too short. Now I just have to wait for it to grow back.', 'en'],
      ['Demasiado corto. Ahora a esperar a que crezca.', 'es'],
      ['Liian lyhyt. Nyt saa odottaa että kasvaa takaisin.', 'fi'],
      ['Beaucoup trop court. Je vais attendre que ça repousse.', 'fr'],
      ['Altfor kort. Nå må jeg bare vente til det vokser ut igjen.', 'no'],
      ['Curto demais. Agora é esperar que cresça.', 'pt'],
      ['Alldeles för kort. Nu får jag vänta tills det växer ut.', 'sv'],
    ]);
  });

  it('reads paying the bill as no word about the prices', () => {
    leavesOut('price', 1, [
      ['Maden var kold og ingen sagde undskyld, ikke engang da vi betalte.', 'da'],
      ['Essen kalt und keiner hat sich entschuldigt, nicht mal beim Bezahlen.', 'de'],
      ['Ruoka kylmää eikä kukaan pyytänyt anteeksi, ei edes kun maksoimme.', 'fi'],
      ["Plats froids et personne ne s'est excusé, même pas au moment de payer.", 'fr'],
      ['Maten var kald og ingen sa unnskyld, ikke engang da vi betalte.', 'no'],
      ['Comida fria e ninguém pediu desculpa, nem quando pagámos.', 'pt'],
      ['Maten var kall och ingen sa förlåt, inte ens när vi betalade.', 'sv'],
    ]);
  });

  it('reads nothing charged for an extra as praise of the price', () => {
    feels('price', 1, 4, [
      ['Super god cortado, og de tager ikke ekstra for havremælk.', 'da'],
      ['Kjempegod cortado, og de tar ikke ekstra for havremelk.', 'no'],
      ['Supergod cortado och de tar inget extra för havremjölk.', 'sv'],
      ['Super cortado, et sans supplément pour le lait d’avoine.', 'fr'],
    ]);
    expect(read('Supergod cortado och de tar inget extra för havremjölk.', 'sv', 4)).toMatchObject({ coffee: 1 });
  });

  it("reads a colour's cool tone as the shade asked for, and praise after it as praise", () => {
    feels('staff', 1, 3, [
      ['Farven blev fin, præcis den kolde blonde jeg ville have, og Camilla tog sig tid til at lytte. Men jeg ventede 20 min.', 'da'],
      ['Colour came out lovely, exactly the cool blonde I wanted, and Jess really listened. But I waited 20 minutes.', 'en'],
      ['El color quedó bonito, justo el rubio frío que quería, y Laura me escuchó. Pero esperé 20 minutos.', 'es'],
      ['Fargen ble fin, akkurat den kalde blonde jeg ville ha, og Line lyttet. Men jeg ventet 20 min.', 'no'],
      ['A cor ficou linda, exatamente o loiro frio que queria, e a Sandra ouviu-me. Mas esperei 20 minutos.', 'pt'],
      ['Färgen blev fin, precis den kalla blonda jag ville ha och Jessica tog sig tid att lyssna. Men jag fick vänta 25 min.', 'sv'],
    ]);
    feels('haircut', 1, 3, [
      ['Farbe schön, genau das kühle Blond das ich wollte. Aber ich musste 20 min warten.', 'de'],
      ['Väri onnistui, juuri se kylmä vaalea jota halusin. Mutta odotin 20 min.', 'fi'],
      ['Couleur réussie, exactement le blond froid que je voulais. Mais j’ai attendu 20 minutes.', 'fr'],
    ]);
  });

  it('reads staff out of their depth or not listening as a complaint of them, after praise of their manner', () => {
    feels('staff', -1, 2, [
      ['Pigerne bag disken var søde nok, men virkede totalt ude at svømme.', 'da'],
      ['The girls behind the counter were nice enough but completely out of their depth.', 'en'],
      ['Tytöt tiskillä oli kivoja mutta ihan pihalla.', 'fi'],
      ['Les filles au comptoir étaient gentilles mais complètement dépassées.', 'fr'],
      ['Jentene bak disken var greie nok, men helt på bærtur.', 'no'],
      ['Tjejerna bakom disken var trevliga men helt vilse.', 'sv'],
      ["La coiffeuse était adorable mais elle n'écoutait absolument pas ce que je lui disais.", 'fr'],
      ['A cabeleireira era simpática mas não me ouvia nada.', 'pt'],
    ]);
  });

  it('reads a smile behind the counter and a person who knows the trade as praise of the staff', () => {
    expect(read('Meilleure chocolatine du quartier. Toujours un sourire derrière le comptoir.', 'fr', 5)).toMatchObject({ staff: 1 });
    expect(read('Sortimentet har också krympt. Synd, för personalen brukar kunna sina grejer.', 'sv', 2)).toMatchObject({ staff: 1 });
  });

  it("reads a pity said because of what was good as praise of it ('harmi koska miljöö on kiva')", () => {
    expect(read('Kahvi kylmää ja pulla kuivaa. Harmi koska miljöö on tosi kiva.', 'fi', 2)).toMatchObject({ atmosphere: 1 });
  });

  it('reads being seen at the time agreed as praise of the wait', () => {
    feels('waiting', 1, 5, [
      ['Upea väri ja pääsin tuoliin heti sovittuun aikaan.', 'fi'],
      ['Bra tandläkare och jag kom in prick på utsatt tid.', 'sv'],
      ["Venue en urgence avec une dent cassée, prise en charge en moins d'une heure.", 'fr'],
    ]);
  });

  it("reads coffee only lukewarm by the time it came as a complaint, and booking by a shop's website as no price", () => {
    expect(read('Auf den Cappuccino haben wir 25 min gewartet und als er kam war er nur noch lauwarm.', 'de', 2)).toMatchObject({ coffee: -1, waiting: -1 });
    expect(read('Das Brot war noch lauwarm, herrlich.', 'de', 5)).toMatchObject({ food: 1 });
    expect(read('Einziger Minuspunkt: online kriegt man nur noch Termine in 3 Wochen.', 'de', 4)).not.toHaveProperty('price');
    expect(read('Online kriegt man das Buch für 12 Euro.', 'de', 2)).toMatchObject({ price: -1 });
  });

  it("reads the guest's own lateness as no wait at the place", () => {
    leavesOut('waiting', 4, [
      ['Umuligt at finde parkering, jeg kom næsten for sent.', 'da'],
      ['Keine Parkplätze, ich kam fast zu spät.', 'de'],
      ['No parking anywhere, I was nearly late.', 'en'],
      ['Imposible aparcar, casi llego tarde.', 'es'],
      ['Parkkipaikkoja ei ollut, olin melkein myöhässä.', 'fi'],
      ["Impossible de se garer, j'ai failli être en retard.", 'fr'],
      ['Umulig å finne parkering, jeg kom nesten for sent.', 'no'],
      ['Impossível estacionar, quase cheguei atrasada.', 'pt'],
      ['Omöjligt att hitta parkering, jag kom nästan för sent.', 'sv'],
    ]);
  });

  it('reads food from the freezer or ready-made as a complaint of the food', () => {
    feels('food', -1, 3, [
      ['The chips were frozen ones.', 'en'],
      ['A lasanha era pré-cozinhada.', 'pt'],
      ['Pommesen var frysta.', 'sv'],
    ]);
  });

  it("reads a place that has not seen a cloth in a while as dirty", () => {
    feels('cleanliness', -1, 3, [
      ['Toalettet så ikke ut til å ha sett en vaskeklut på en stund.', 'no'],
      ['Toilettet så ikke ud til at have set en klud i ugevis.', 'da'],
      ['Toaletten såg inte ut att ha sett en trasa på länge.', 'sv'],
      ["The loos hadn't seen a mop in weeks.", 'en'],
      ['Die Toilette hatte wohl lange keinen Putzlappen gesehen.', 'de'],
      ['Vessa ei ollut nähnyt rättiä aikoihin.', 'fi'],
      ["Les toilettes n'avaient pas vu une éponge depuis longtemps.", 'fr'],
      ['El baño no había visto una bayeta en semanas.', 'es'],
      ['A casa de banho não tinha visto um pano há semanas.', 'pt'],
    ]);
  });

  it('reads the house wine as the drinks, and steep prices as the price', () => {
    feels('drinks', -1, 3, [
      ['Et glas husets hvide smagte af ingenting.', 'da'],
      ['Talon valkoviini oli ihan mautonta.', 'fi'],
      ['Le vin maison était imbuvable.', 'fr'],
      ['Husets hvite var helt smakløs.', 'no'],
    ]);
    expect(read('Litt stivere priser enn på byggvarekjedene, men man betaler vel for kunnskapen.', 'no', 4)).toMatchObject({ price: -1 });
  });

  it('reads speech, choice and booking as people put them', () => {
    expect(read('Camilla er sød og snakker ikke hul i hovedet på en. Men så kostede det 1.650 kr.', 'da', 3).price).not.toBe(1);
    expect(read('Frisøren snakkede hul i hovedet på mig.', 'da', 2)).toMatchObject({ staff: -1 });
    expect(read('As duas senhoras do balcão estavam na conversa e ninguém ligava nenhuma aos clientes.', 'pt', 2)).toMatchObject({ staff: -1 });
    expect(read("Il y a du choix, c'est vrai, mais je retournerai au marché.", 'fr', 2)).toMatchObject({ selection: 1 });
    expect(read('Petit café sympa pour bosser, bon flat white.', 'fr', 4)).not.toHaveProperty('staff');
    expect(read("22€ c'est honnête, et on réserve en ligne en 2 min.", 'fr', 5)).toMatchObject({ booking: 1 });
    expect(read('Karim derrière le comptoir se souvient de ta commande au bout de deux jours.', 'fr', 3)).toMatchObject({ staff: 1 });
    expect(read('Der Cappu ist 1a.', 'de', 5)).toMatchObject({ coffee: 1 });
    expect(read('Endlich ein Café wo man arbeiten kann. Kein lautes Gedudel, kein Gedränge.', 'de', 5)).toMatchObject({ noise: 1 });
    expect(read('Kauhian hyvät sämpylät ja kahviki on hyvää.', 'fi', 4)).toMatchObject({ coffee: 1 });
    expect(read('Tosi hyvät pizzat. Perjantai-iltana joutu vähän odotteleen ruokia.', 'fi', 4)).toMatchObject({ waiting: -1 });
  });

  it("reads 'we're fully booked' as the service's answer, and booking again as a happy guest's verdict, not the booking", () => {
    leavesOut('booking', 1, [
      ['Ringede ned og fik at vide at de var fuldt booket.', 'da'],
      ['An der Rezeption hieß es nur: wir sind ausgebucht.', 'de'],
      ['En recepción nos dijeron que estaban completos, que estaba completo.', 'es'],
      ['Vastaanotossa sanottiin että hotelli on täynnä.', 'fi'],
      ["À l'accueil : désolé, nous sommes complets.", 'fr'],
      ['«Vi er dessverre fullbooka i kveld» sa dama i resepsjonen.', 'no'],
      ['Disseram que estava tudo cheio e pronto.', 'pt'],
      ['I receptionen fick vi höra att det är fullbokat.', 'sv'],
    ]);
    leavesOut('booking', 5, [
      ['Maden var i top. Vi booker igen til næste år!', 'da'],
      ['Essen top, fürs nächste Jahr gebucht!', 'de'],
      ['Best Sunday dinner in ages. Booked for next month already.', 'en'],
      ['Comida buenísima, ya hemos reservado para el año que viene.', 'es'],
      ['Ruoka oli loistavaa, varattiin jo ensi vuodeksi.', 'fi'],
      ['Repas parfait, on a déjà réservé pour Noël.', 'fr'],
      ['Maten var nydelig. Vi booker igjen til neste år!', 'no'],
      ['Comida ótima, já reservámos para o próximo ano.', 'pt'],
      ['Maten var toppen, vi bokar igen till nästa år!', 'sv'],
    ]);
  });

  it("reads the guests' own noise as no complaint of the place", () => {
    leavesOut('noise', 5, [
      ['Personalet var søde ved os selvom vi blev lidt højrøstede.', 'da'],
      ['Das Personal war super, obwohl wir etwas lauter wurden.', 'de'],
      ['Staff were lovely even though we got a bit rowdy.', 'en'],
      ['El personal encantador aunque éramos un grupo ruidoso.', 'es'],
      ['Henkilökunta oli ihana vaikka oltiin äänekkäitä.', 'fi'],
      ['Équipe adorable même si on était bruyants.', 'fr'],
      ['Personalet var hyggelige selv om vi ble litt høylytte.', 'no'],
      ['Pessoal impecável apesar de sermos barulhentos.', 'pt'],
      ['Personalen var gulliga fast vi blev lite högljudda.', 'sv'],
    ]);
  });

  it('reads a filling that fell out as the treatment, chai as the tea, and a place minutes away as no wait', () => {
    feels('treatment', -1, 1, [
      ['1800 kr for en fyldning der faldt ud efter en uge.', 'da'],
      ['2400 kr for ei fylling som datt ut etter 9 dager.', 'no'],
      ['Lagningen släppte efter en vecka.', 'sv'],
    ]);
    feels('coffee', -1, 2, [
      ['Min kæreste fik en chai der mest smagte af varm mælk.', 'da'],
      ['Der Chai Latte schmeckte nur nach warmer Milch.', 'de'],
      ['My chai latte tasted of warm milk.', 'en'],
    ]);
    leavesOut('waiting', 1, [
      ['Endte opp på et motell 40 min unna.', 'no'],
      ['Endte på et motel 40 min væk.', 'da'],
      ['Ended up at a motel 40 minutes away.', 'en'],
    ]);
  });

  it('reads what a shop sells for the kitchen as no food, and things found nowhere else as praise of the range', () => {
    for (const [text, language] of [
      ['Super fint udvalg af alt til køkkenet.', 'da'],
      ['Great range of everything for the kitchen.', 'en'],
      ['Tolle Auswahl an allem für die Küche.', 'de'],
      ['Bra utbud av allt till köket.', 'sv'],
      ['Godt utvalg av alt til kjøkkenet.', 'no'],
    ] as const) expect(read(text, language, 4), text).toEqual({ selection: 1 });
    expect(read('Super fint udvalg, de har ting man ikke lige finder i Bilka.', 'da', 4)).toEqual({ selection: 1 });
  });

  it('reads hours about or over a figure as a length of time, not the clock', () => {
    expect(read('Ensuite presque 1h entre les entrées et les plats.', 'fr', 2)).toMatchObject({ waiting: -1 });
    expect(read("Plus d'1h entre les plats.", 'fr', 2)).toHaveProperty('waiting');
    expect(read('On est arrivés vers 1h du matin.', 'fr', 2)).not.toHaveProperty('waiting');
  });

  it('reads the rest of the wave as people put it', () => {
    expect(read('O preço n é mau.', 'pt', 2)).toMatchObject({ price: 1 });
    expect(read('Fiz uma obturação e não senti rigorosamente nada.', 'pt', 3)).toMatchObject({ treatment: 1 });
    expect(read('Escolha têm bastante, isso reconheço, mas por este preço esperava outra qualidade.', 'pt', 2)).toMatchObject({ selection: 1 });
    expect(read('Hyvät kynnet. Yks tähti pois siitä että radio soi niin kovaa että juttelu oli vaikeeta.', 'fi', 4)).toMatchObject({ noise: -1 });
    expect(read('Palautusta yritän nyt hoitaa mutta taas on hiljaista.', 'fi', 2)).not.toHaveProperty('noise');
    expect(read('Trekker en stjerne fordi online-bookingen sendte meg sms om feil dag.', 'no', 4)).toMatchObject({ booking: -1 });
    expect(read('Utsikten over havna er det ikke noe å si på, men der stopper det dessverre.', 'no', 2)).toMatchObject({ location: 1 });
    expect(read('Termin online gebucht, vor Ort hieß es der Termin existiert nicht, also nochmal kommen.', 'de', 3)).toMatchObject({ booking: -1 });
    expect(read('Außerdem gibts quasi keine Parkplätze, man kurvt ewig ums Eck.', 'de', 3)).not.toHaveProperty('waiting');
    expect(read("Love the colour. Took nearly 4 hours, would've been nice to be told beforehand.", 'en', 4)).toMatchObject({ waiting: -1 });
    expect(read('25 mins for a flat white. Shame cos the cakes look gorgeous.', 'en', 2)).toMatchObject({ food: 1 });
    expect(read('Silencio total por la noche, que después de 10 horas de volante se agradece.', 'es', 5)).not.toHaveProperty('waiting');
  });

  it('reads a booking gone wrong, a treatment, the service and a wait in a happy review as people tell them', () => {
    const cases: ReadonlyArray<readonly [string, number, Language, string]> = [
      ['booking', 1, 'en', 'Took the morning off work for my physio appointment only to be told at the desk it had been cancelled last week. No call, no text, nothing.'],
      ['booking', 2, 'en', 'Dentist moved me twice without telling me, found out when I rocked up.'],
      ['booking', 1, 'de', 'Bin extra früher von der Arbeit los und dann saß ne andere Kundin auf meinem Platz, die hatten uns beide für 15 Uhr eingetragen.'],
      ['booking', 1, 'de', 'Hab mir extra frei genommen und stand dann vor verschlossener Tür.'],
      ['booking', 2, 'fr', "J'avais réservé une table pour 8, en arrivant elle était donnée à un autre groupe."],
      ['booking', 1, 'fi', 'Tultiin perille myöhään illalla ja respassa sanottiin ettei meistä oo mitään tietoa.'],
      ['booking', 1, 'sv', 'Tog ledigt från jobbet för min klipptid och när jag kom hade dom gett den till nån annan.'],
      ['booking', 1, 'no', 'Hadde bord til julebordet vårt, 14 personer. To dager før ble det strøket uten et ord.'],
      ['treatment', 2, 'es', 'La limpieza de boca fue en plan rápido, me sangraron las encías muchísimo.'],
      ['treatment', 2, 'en', 'Lash extensions looked lovely for about a day then half of them ended up on my pillow.'],
      ['treatment', 1, 'no', 'Kronen jeg fikk satt inn passer ikke i munnen, biter skjevt og det verker hver gang jeg tygger.'],
      ['treatment', 2, 'sv', 'Nya kronan är för hög, jag biter snett hela tiden och käken värker.'],
      ['treatment', 1, 'fi', 'Uus kruunu ei istu ollenkaan, purenta menee väärin ja leuka kipeytyy.'],
      ['service', 2, 'de', 'Wir saßen ne Viertelstunde am Tisch und keiner kam vorbei, obwohl der Laden halb leer war.'],
      ['service', 2, 'es', 'Buscaba otra talla y no había nadie a quien preguntar.'],
      ['service', 2, 'fi', 'Istuttiin pöydässä eikä kukaan tullu ottaan tilausta.'],
      ['service', 2, 'no', 'Lovte at noen skulle ringe tilbake, det gjorde de ikke.'],
      ['service', 2, 'sv', 'Letade efter nån som kunde hjälpa mig med storlek men det fanns ingen på hela våningen.'],
      ['service', 2, 'en', 'Rang and emailed loads and keep being told someone will get back to me. Nobody ever does.'],
      ['waiting', 4, 'de', 'Lage top, Personal freundlich. Morgens am Aufzug stand man aber jedesmal ne Weile rum.'],
      ['waiting', 4, 'es', 'Buena variedad y precios justos. Solo una caja abierta un sábado y la fila daba la vuelta al pasillo.'],
      ['waiting', 4, 'fr', "Repas excellent et équipe adorable. On a juste mis un quart d'heure à avoir l'addition."],
      ['waiting', 4, 'fi', 'Tukka on just semmonen ku halusin. Aulassa sai vähän istuskella ennen ku pääsi tuoliin.'],
      ['waiting', 4, 'no', 'Koselig sted med god kaffe. Litt treigt på kjøkkenet når det er fullt, lunsjen drøyde.'],
      ['waiting', 4, 'pt', 'Os pastéis de nata são dos melhores de Lisboa. Ao fim de semana a fila chega à rua, vão com paciência.'],
      ['waiting', 4, 'sv', 'Rent och fräscht rum. Incheckningen segade lite, bara en i receptionen.'],
      ['waiting', 4, 'en', 'Physio sorted my back out in a few sessions. On hold for 25 mins every time I ring though.'],
    ];
    for (const [topic, rating, language, text] of cases) expect(read(text, language, rating)[topic], `${language}: ${text}`).toBe(-1);
  });
});

describe('what a reviewer asked for', () => {
  it('leaves a person praised in the clause after the asking praised, not read as what was not got', () => {
    const staff = (text: string) => analyseReview(text, 'en', 'review', 3).topics.find((t) => t.topic === 'staff')?.polarity;
    expect(staff('It was what I wanted, and Jess really listened.')).toBe(1);
    expect(read('Ich wollte nur die Spitzen geschnitten haben und bin mit einem Bob rausgegangen.', 'de', 2)).toMatchObject({ haircut: -1 });
  });
});

describe('a wait told by its length in a happy review', () => {
  it("reads a length of time in a sentence turned by a 'but' or a 'though' as the wait faulted", () => {
    expect(read('Great food and lovely staff. The mains came after 50 minutes though.', 'en', 4)).toMatchObject({ food: 1, staff: 1, waiting: -1 });
    expect(read('Très bonne cuisine. Par contre les plats sont arrivés au bout de 50 minutes.', 'fr', 4)).toMatchObject({ waiting: -1 });
    // Without a turn, a length of time in a happy review is only told.
    expect(read('Great food and lovely staff. We stayed for two hours.', 'en', 5)).not.toHaveProperty('waiting');
  });
});

describe('a complaint put mildly', () => {
  it('reads understatement, a shrug or an idiom after praise as the complaint it is, not more praise', () => {
    const cases: ReadonlyArray<readonly [string, number, Language, string]> = [
      ['price', 4, 'da', 'Maden var virkelig lækker og tjeneren var sød og opmærksom. Prisen er så hvad den er, det bliver nok ikke en almindelig tirsdag vi kommer igen.'],
      ['price', 3, 'da', 'Stort udvalg og venligt personale. Pengepungen fik dog et lille chok ved kassen.'],
      ['staff', 4, 'da', 'Super god kage og hyggelig indretning. Personalet var venlige nok, men man fik lidt følelsen af at vi forstyrrede dem.'],
      ['price', 4, 'de', 'Kuchen hausgemacht und richtig lecker, der Cappuccino auch top. Für zwei Stück Torte und zwei Kaffee knapp 20 Euro, da muss man schon kurz schlucken.'],
      ['staff', 4, 'de', 'Super gemütlich, die Zimtschnecken sind ein Traum. Die Dame an der Theke hätte vielleicht ein bisschen freundlicher gucken können, aber man kann nicht alles haben.'],
      ['staff', 3, 'de', 'Pizza war top, Teig schön dünn. Der Kellner war halt so semi motiviert, wir mussten dreimal winken bis wir zahlen durften.'],
      ['price', 4, 'en', 'Great selection and the guy at the till really knew his stuff. Prices are what they are I suppose.'],
      ['staff', 2, 'en', 'Dr Patel was thorough and the place is nice and modern. The woman on reception acted like we were interrupting her day though, barely looked up from her phone.'],
      ['staff', 4, 'en', 'Cracking bacon sarnie and the coffee hits the spot. The lad serving wasnt the chattiest, bit of a grump tbh, but maybe he was just having an off day.'],
      ['price', 3, 'es', 'Tienen de todo y el dependiente te ayuda un monton. Los precios, bueno, digamos que son los que son.'],
      ['staff', 3, 'es', 'La doctora muy profesional y las instalaciones nuevas. Las de recepción, educadas lo justo, y eso cuando levantaban la vista de la pantalla.'],
      ['parking', 3, 'es', 'Buena atención y mucho surtido. Lo de encontrar hueco para el coche ya es otra cosa, di tres vueltas a la manzana.'],
      ['price', 4, 'fi', 'Korvapuustit oli ihan mahtavia ja kahvi hyvää. Hintataso tosin sellanen että ei tänne ihan joka päivä tulla.'],
      ['price', 2, 'fi', 'Sänky hyvä ja aamiainen ok. Mutta yhdestä yöstä pulitettiin sen verran että olis odottanu vähän enemmän.'],
      ['price', 4, 'fi', 'Hyvä valikoima ja myyjä osas neuvoa. Hinnat on mitä on, netistä saa samat tuotteet vähän edullisemmin.'],
      ['price', 4, 'fr', "Large choix et le vendeur m'a bien conseillé. Pas donné donné, mais bon, la qualité se paie j'imagine."],
      ['staff', 4, 'fr', 'Les pâtisseries sont à tomber et le lieu est cosy. La serveuse était aimable... enfin, à sa façon.'],
      ['staff', 3, 'fr', "Literie très confortable, emplacement idéal près de la gare. À la réception on nous a quand même fait comprendre qu'on dérangeait un peu, dommage."],
      ['price', 4, 'no', 'Kjempegode kanelboller og koselig stemning. Prisen er hva den er, da, 68 kr for en bolle svir litt.'],
      ['price', 2, 'no', 'Fin utsikt og gode senger. For det vi la igjen for én natt kunne vi nesten hatt en helg i Syden, så vi kommer nok ikke tilbake med det første.'],
      ['staff', 4, 'no', 'Bra utvalg og greie priser. Betjeningen var vennlig nok, men det tok sin tid før noen gadd å komme bort til oss.'],
      ['price', 3, 'pt', 'Comida bem confecionada e a esplanada é um mimo. A conta é que não foi propriamente simpática, para o que se comeu.'],
      ['price', 4, 'pt', 'A Sónia corta muito bem e percebe logo o que a gente quer. Não é dos sítios mais em conta da zona, isso não.'],
      ['staff', 2, 'pt', 'Localização excelente e a vista do quarto é linda. Na receção fomos atendidos com aquela simpatia de quem está a contar os minutos para sair.'],
      ['price', 2, 'sv', 'Sköna sängar och bra frukost. För den summan hade man nog förväntat sig ett rum som var lite större än en garderob dock.'],
      ['price', 4, 'sv', 'Bra sortiment och kunnig personal som tog sig tid. Inte direkt någon lågprisbutik, plånboken kände av besöket.'],
      ['staff', 4, 'sv', 'Bra priser och stort utbud. Killen bakom disken hade nog viktigare saker för sig än oss kunder, men vi hittade själva till slut.'],
    ];
    for (const [topic, rating, language, text] of cases) expect(read(text, language, rating)[topic], `${language}: ${text}`).toBe(-1);
  });
});
