import { describe, expect, it } from 'vitest';
import { feltTopics, topicPolarities } from '../topic-polarities';

const topics = (text: string) => topicPolarities(text, 'da');
const felt = (text: string) => feltTopics(text, 'da');

describe('Danish lexicon', () => {
  it('knows the people behind the counter and how they behave', () => {
    expect(topics('Pigen bag disken var super sød og smilende.')).toMatchObject({ staff: 1 });
    expect(topics('Sekretæren var uhøflig i telefonen.')).toMatchObject({ staff: -1 });
    expect(topics('Frisøren sad i telefonen hele tiden.')).toMatchObject({ staff: -1 });
    expect(topics('De byttede rundt på bestillingen.')).toEqual({ service: -1 });
    expect(topics('Vi fik den forkerte ret.')).toEqual({ service: -1 });
    expect(topics('Musikken var øredøvende.')).toMatchObject({ noise: -1 });
    expect(topics('Tandlægen var så blid og fik mig til at slappe af.')).toMatchObject({ staff: 1 });
  });

  it('reads food gone wrong and everyday praise of it', () => {
    expect(topics('Sandwichen var gammel og brødet var hårdt.')).toMatchObject({ food: -1 });
    expect(topics('Fisken var ikke gennemstegt.')).toMatchObject({ food: -1 });
    expect(topics('Flæskestegen var mør med sprød svær.')).toMatchObject({ food: 1 });
    expect(topics('Drinksene var vandede.')).toMatchObject({ drinks: -1 });
  });

  it('files queues and short staff under the wait, and refunds and the phone under service', () => {
    expect(topics('De havde tydeligvis for lidt personale.')).toMatchObject({ waiting: -1 });
    expect(topics('Vi ventede 25 minutter på to kaffe.')).toMatchObject({ waiting: -1 });
    expect(topics('Der er aldrig nogen der tager telefonen.')).toMatchObject({ service: -1 });
    expect(topics('Vi blev ignoreret i 20 minutter.')).toMatchObject({ service: -1 });
  });

  it('knows rooms, toilets, bookings and salon, clinic and shop words', () => {
    expect(topics('Bordene var ikke tørret af og der lå krummer overalt.')).toMatchObject({ cleanliness: -1 });
    expect(topics('Man kunne høre hvert et ord fra nabobordet.')).toMatchObject({ noise: -1 });
    expect(topics('De havde mistet vores bordreservation.')).toMatchObject({ booking: -1 });
    expect(topics('Tandrensningen var helt smertefri.')).toMatchObject({ treatment: 1 });
    expect(topics('Mine striber blev gullige og pletvise.')).toMatchObject({ haircut: -1 });
    expect(topics('Hylderne var halvtomme.')).toMatchObject({ selection: -1 });
    expect(topics('Umuligt at finde parkering.')).toMatchObject({ parking: -1 });
  });

  it('finds no feeling in everyday words that only look like one', () => {
    expect(felt('Har ikke været her i lang tid.')).toEqual([]);
    expect(felt('Der var et stort selskap ved siden af os.')).toEqual([]);
    // 'Fade' are also platters, 'lokale' is local, a cold draught beer is praise.
    expect(topics('Morgenmaden var fin, med mange fade.')).not.toHaveProperty('haircut');
    expect(topics('Lokale råvarer og lækker mad.')).not.toHaveProperty('atmosphere');
    expect(topics('Iskold fadøl i solen.')).toMatchObject({ drinks: 1 });
    expect(topics('Lækker kaffe og hyggelig betjening.')).not.toHaveProperty('atmosphere');
  });

  it('uses up everyday phrases whose words mean no topic or feeling', () => {
    expect(topics('Jeg fik vask uden klipning.')).toEqual({});
  });

  it("carries a complaint over 'men den' back to the topic it stands for", () => {
    expect(topics('Maden var god, men den var kold.')).toEqual({ food: -1 });
  });
  it('reads kitchenware as no food, raised prices and nobody to help as complaints, and "dit hår" as the salon\'s work', () => {
    expect(topics('Fint udvalg af køkkengrej, men priserne er skruet godt op og der var ingen til at hjælpe os.')).toEqual({ selection: 1, price: -1, service: -1 });
    expect(topics('Tusind tak for de varme ord om dit nye hår!')).toMatchObject({ haircut: 1 });
  });
  it('hears loud music as noise and reads a half-empty room as no comment on the selection', () => {
    expect(topics('Musikken var for høj.')).toEqual({ noise: -1 });
    expect(topics('Vi ventede længe, selv om det var halvtomt i lokalet.')).toEqual({ waiting: -1 });
    expect(topics('450 kr uden drikkevarer er for dyrt.')).toEqual({ price: -1 });
  });
  it('reads parking that is hard to find as the parking, not the location', () => {
    expect(topics('Lidt svært at finde parkering i området, men ellers helt i top')).toEqual({ parking: -1 });
  });
  it('reads a table at once, a bill asked for again and again, phones, a small room, room for improvement and music too loud to talk', () => {
    expect(topics('Der var travlt, men betjeningen var stadig hurtig.')).toEqual({ service: 1, waiting: 1 });
    expect(topics('Vi fik et bord med det samme.')).toEqual({ waiting: 1 });
    expect(topics('Vi måtte bede om regningen tre gange.')).toEqual({ service: -1 });
    expect(topics('Personalet stod og kiggede på deres telefoner.')).toEqual({ staff: -1 });
    expect(topics('Frisøren forstod præcis hvad jeg ville have.')).toEqual({ staff: 1 });
    expect(topics('Værelset var lille men rent.')).toEqual({ rooms: -1, cleanliness: 1 });
    expect(topics('Der er plads til forbedring med desserterne.')).toEqual({ food: -1 });
    // 'Snakke sammen' is the staff chatting; not being able to talk is the noise.
    expect(topics('Musikken var så høj at vi ikke kunne snakke sammen.')).toEqual({ noise: -1 });
  });
  it("reads nobody coming by, hard chairs and tables too close as complaints, and 'stole på' as trust", () => {
    expect(topics('Ingen kom og spurgte om vi manglede noget.')).toEqual({ service: -1 });
    expect(topics('Stolene er meget ubehagelige.')).toEqual({ atmosphere: -1 });
    expect(topics('Bordene står alt for tæt.')).toEqual({ atmosphere: -1 });
    expect(topics('Man kan ikke stole på sin aftale.')).not.toHaveProperty('atmosphere');
  });
  it("reads 'ned til vandet' as the location and only watery coffee as a complaint", () => {
    expect(topics('Skøn beliggenhed lige ned til vandet.')).toEqual({ location: 1 });
    expect(topics('Kaffen var vandet.')).toEqual({ coffee: -1 });
  });
  it('reads leaving hungry, undrinkable coffee, a wrong order, a bob for a trim and too much for what we got as complaints', () => {
    expect(topics('Vi gik sultne hjem.')).toEqual({ food: -1 });
    expect(topics('Kaffen var udrikkelig.')).toEqual({ coffee: -1 });
    expect(topics('De lavede fejl i bestillingen to gange.')).toEqual({ service: -1 });
    expect(topics('Bad om at få klippet 2 cm og gik derfra med en page.')).toEqual({ haircut: -1 });
    expect(topics('Vi betalte 1.200 kr, og det er mange penge for det vi fik.')).toMatchObject({ price: -1 });
  });
  it("reads expecting more for the price as a complaint, free parking as praise, and a hairdresser who did not talk one's ear off as praise, not the price", () => {
    expect(topics('Til 495 kr. for tre retter forventer man altså lidt mere.')).toEqual({ price: -1, food: 0 });
    expect(topics('Det er et plus at man kan parkere gratis lige ved indgangen.')).toEqual({ parking: 1, price: 1 });
    expect(topics('Frisøren var bare sød og snakkede ikke hul i hovedet på mig.')).toEqual({ staff: 1 });
  });

  it('reads prices that went up and an explanation given as the treatment went on', () => {
    expect(topics('Dog er det blevet en del dyrere det sidste halve år.')).toEqual({ price: -1 });
    expect(topics('Tandlægen forklarede hvad han gjorde undervejs.')).toEqual({ staff: 1 });
  });

  it('knows Sanne as the one who served, not as a quiet place', () => {
    expect(topics('Sanne var så rolig og forklarede hvad hun lavede.')).toEqual({ staff: 1 });
  });

  it('reads an order that never came, staff who know little of what they sell, and hair like a carrot', () => {
    expect(topics('Kaffen kom kl. 10.40, bollen kom aldrig.')).toMatchObject({ service: -1 });
    expect(topics('Personalet er flinke nok, men de ved altså ikke ret meget om det de sælger.')).toEqual({ staff: -1 });
    expect(topics('Jeg ligner en gulerod.')).toEqual({ haircut: -1 });
  });

  it('reads a booking that did not exist, a portion on the small side and a waiter busy with her phone', () => {
    expect(topics('Kalven var god, selvom portionen var lidt til den lille side.')).toEqual({ food: -1 });
    expect(topics('Servitricen var mest optaget af sin telefon.')).toEqual({ staff: -1 });
    expect(topics('Købte en elkedel. Det er ikke den service man forventer af en lokal forretning.')).not.toHaveProperty('food');
  });

  it('reads the only bright spot as praise and a queue that moves fast', () => {
    expect(topics('Morgenmaden var det eneste lyspunkt.')).toEqual({ breakfast: 1 });
    expect(topics('Køen går hurtigt.')).toEqual({ waiting: 1 });
  });

  it('reads a forgotten order as the service, and almost an hour between courses as the wait', () => {
    expect(topics('De glemte vores bestilling.')).toEqual({ service: -1 });
    expect(topics('Der gik næsten en time mellem forret og hovedret.')).toMatchObject({ waiting: -1 });
  });

  it("reads 'kan næsten ikke vente' as no wait", () => {
    expect(topics('Morgenmaden var skøn. Kan næsten ikke vente til næste gang.')).toEqual({ breakfast: 1 });
  });

  it('reads what can be improved as a complaint', () => {
    expect(topics('Bookingsystemet kan forbedres.')).toEqual({ booking: -1 });
  });

  it('reads not hearing each other as the noise, a quarter of an hour as the wait, a phone call through the visit as the staff, and stars for a view as praise', () => {
    expect(topics('Dog lidt af en udfordring at høre hvad hinanden sagde.')).toEqual({ noise: 0 });
    expect(topics('Men HVORFOR skal det tage et kvarter at få en latte?')).toMatchObject({ waiting: 0 });
    expect(topics('Hun snakkede i telefon halvdelen af tiden.')).toMatchObject({ service: -1 });
    expect(topics('2 stjerner for udsigten over havnen, minus en for at blive overset.')).toMatchObject({ location: 1, service: -1 });
  });

  it("reads 'skuffer aldrig' as praise", () => {
    expect(topics('Frisøren skuffer aldrig.')).toEqual({ staff: 1 });
  });

  it("reads 'vær opmærksom på' as a warning, not attentive service, and only a few parking spaces as a lack", () => {
    expect(topics('Vær opmærksom på at der kun er 6 p-pladser, vi måtte holde ude på vejen begge nætter.')).toEqual({ parking: -1 });
  });

  it('reads waiting for the bill as the wait, not the price', () => {
    expect(topics('Til sidst ventede vi lææænge på regningen.')).not.toHaveProperty('price');
    expect(topics('Der stod 50 kr ekstra på regningen.')).toEqual({ price: -1 });
  });

  it('reads a forgotten order as the service', () => {
    expect(topics('Trækker en stjerne fordi de nu to gange har glemt den vegetariske.')).toMatchObject({ service: -1 });
  });

  it("reads 'uden at det blev' as a negation within reach", () => {
    expect(topics('Mikkel fortalte om hver vin uden at det blev belærende.')).toEqual({ staff: 1, drinks: 1 });
  });

  it('reads waiting at the bar as a place, not the drinks', () => {
    expect(topics('Tjeneren trak på skuldrene og sagde vi kunne vente i baren.')).not.toHaveProperty('drinks');
  });

  it('hears the noise told as shouting and a loudspeaker, and reads what the guest had to ask twice for or did not feel', () => {
    expect(topics('Vi sad under en højttaler og måtte nærmest råbe til hinanden.')).toEqual({ noise: -1 });
    expect(topics('Morgenmaden var der ikke noget at sige til.')).toEqual({ breakfast: 1 });
    expect(topics('Vi måtte spørge to gange om vand.')).toEqual({ service: -1 });
    expect(topics('Det gjorde ondt hele vejen igennem.')).toEqual({ treatment: -1 });
  });

  it('reads a cold draught beer as praise', () => {
    expect(topics('Stjerneskuddet var det bedste og fadøllen var kold.')).toEqual({ food: 1, drinks: 1 });
  });

  it("reads 'bare noget helt andet' as praise and what one needs as no lack", () => {
    expect(topics('Kaffen er altid perfekt og deres kanelsnegle er bare noget helt andet!!')).toEqual({ coffee: 1, food: 1 });
    expect(topics('Jeg bad om en bob og fik noget helt andet.')).toEqual({ haircut: -1 });
    expect(topics('God udvalg og fornuftige priser, de har næsten altid det man står og mangler.')).toEqual({ selection: 1, price: 1 });
  });

  it('reads a view hard to beat as praise, and a filling that fell out as the treatment', () => {
    expect(topics('Udsigten over fjorden er svær at slå.')).toEqual({ location: 1 });
    expect(topics('Den plombe han lavede faldt ud.')).toEqual({ treatment: -1 });
  });

  it('knows everyday ways of telling noise, waits, staff and choice', () => {
    expect(topics('Musikken bragede ud af højtalerne.')).toMatchObject({ noise: -1 });
    expect(topics('Børnene skreg og løb rundt mellem bordene.')).toMatchObject({ noise: -1 });
    expect(topics('Køleskabet brummede hele natten.')).toMatchObject({ noise: -1 });
    expect(topics('Man kunne ikke høre sig selv tænke.')).toMatchObject({ noise: -1 });
    expect(topics('Man hører hver en dør der smækker på gangen.')).toMatchObject({ noise: -1 });
    expect(topics('Naboerne festede til langt ud på natten.')).toMatchObject({ noise: -1 });
    expect(topics('Der var ro og fred hele natten.')).toMatchObject({ noise: 1 });
    expect(topics('Stadig ingen kaffe efter 20 minutter.')).toMatchObject({ waiting: -1 });
    expect(topics('Jeg havde tid kl. 10 men kom først ind kl. 11.')).toMatchObject({ waiting: -1 });
    expect(topics('Det tog en krig at få maden.')).toMatchObject({ waiting: -1 });
    expect(topics('Maden kom på ingen tid.')).toMatchObject({ waiting: 1 });
    expect(topics('Hun tog sig så godt af os.')).toMatchObject({ staff: 1 });
    expect(topics('Skønne mennesker der driver stedet.')).toMatchObject({ staff: 1 });
    expect(topics('Dyrlægen var utrolig god med vores hund.')).toMatchObject({ staff: 1 });
    expect(topics('Kun to slags kage at vælge mellem.')).toMatchObject({ selection: -1 });
    expect(topics('De har et kæmpe udvalg af øl.')).toMatchObject({ selection: 1 });
    expect(topics('De havde givet vores bord væk.')).toMatchObject({ booking: -1 });
    expect(topics('Vi blev behandlet som luft.')).toMatchObject({ service: -1 });
    expect(topics('Ingen tjener kiggede vores vej.')).toMatchObject({ service: -1 });
    expect(topics('Vi sad som sild i en tønde.')).toMatchObject({ atmosphere: -1 });
    expect(topics('Saftige priser for det man får.')).toMatchObject({ price: -1 });
    expect(topics('Priserne er til at betale.')).toMatchObject({ price: 1 });
  });

  it('knows food still warm, a taste told as if gone stale, a hair in the dish and a bad smell', () => {
    expect(topics('Kanelsneglene var stadig lune.')).toMatchObject({ food: 1 });
    expect(topics('Kaffen smagte som om kanden havde stået der siden frokost.')).toMatchObject({ coffee: -1 });
    expect(topics('Der var et langt hår i suppen.')).toMatchObject({ cleanliness: -1 });
  });

  it('knows everyday ways of judging the food, the room, the result, the price and the place', () => {
    expect(topics('Pommes fritterne svømmede i fedt.')).toMatchObject({ food: -1 });
    expect(topics('Bøffen var som at tygge på en skosål.')).toMatchObject({ food: -1 });
    expect(topics('Brødet var lige kommet ud af ovnen.')).toMatchObject({ food: 1 });
    expect(topics('Kødet smeltede på tungen.')).toMatchObject({ food: 1 });
    expect(topics('Kyllingen var lyserød indeni.')).toMatchObject({ food: -1 });
    expect(topics('Kaffen smagte som pløre.')).toMatchObject({ coffee: -1 });
    expect(topics('Sengen var som at ligge på en sten.')).toMatchObject({ rooms: -1 });
    expect(topics('Vinduet kunne ikke lukkes.')).toMatchObject({ rooms: -1 });
    expect(topics('Værelset var kæmpestort.')).toMatchObject({ rooms: 1 });
    expect(topics('Endelig en frisør der kan klippe krøllet hår.')).toMatchObject({ haircut: 1 });
    expect(topics('Frisøren var sød, men farven blev grøn.')).toMatchObject({ staff: 1, haircut: -1 });
    expect(topics('Jeg fik lige præcis den farve jeg ønskede.')).toMatchObject({ haircut: 1 });
    expect(topics('Jeg mærkede ikke en ting da tanden blev trukket.')).toMatchObject({ treatment: 1 });
    expect(topics('Jeg havde stadig ondt tre dage efter.')).toMatchObject({ treatment: -1 });
    expect(topics('Huden var rød og irriteret i flere dage.')).toMatchObject({ treatment: -1 });
    expect(topics('Man får noget for pengene.')).toMatchObject({ price: 1 });
    expect(topics('De tog betaling for vand fra hanen.')).toMatchObject({ price: -1 });
    expect(topics('Det ligger lige midt i centrum.')).toMatchObject({ location: 1 });
    expect(topics('Der er en stejl bakke op til hotellet.')).toMatchObject({ location: -1 });
    expect(topics('Det føltes som at sidde i en lufthavn.')).toMatchObject({ atmosphere: -1 });
    expect(topics('Der lå krummer over hele bordet.')).toMatchObject({ cleanliness: -1 });
    expect(topics('Der lå en sok på gulvet under sengen.')).toMatchObject({ cleanliness: -1 });
    expect(topics('Der var ikke noget toiletpapir på toilettet.')).toMatchObject({ cleanliness: -1 });
    expect(topics('Efter middagen tog vi en lang gåtur langs stranden.')).not.toHaveProperty('location');
  });

  it('reads a company Christmas party as a party, not the food', () => {
    expect(topics('Andebrystet var lækkert. Det blev lidt højt lydniveau da der kom en firmajulefrokost ind.')).toEqual({ food: 1, noise: -1 });
  });

  it('reads a waiting room as a place, stale food, negated pain, litotes, the phone and the booking as Danes put them', () => {
    expect(topics('Venteværelset er lidt slidt.')).toEqual({ atmosphere: -1 });
    expect(topics('Venteværelset var koldt og trist.')).toEqual({ atmosphere: -1 });
    expect(topics('Måtte sidde i venteværelset længe.')).toMatchObject({ waiting: -1 });
    expect(topics('Kaffen havde stået på varmepladen i en time.')).toMatchObject({ coffee: -1 });
    expect(topics('Rundstykkerne var tydeligvis bagt dagen før.')).toMatchObject({ food: -1 });
    expect(topics('Det gjorde slet ikke ondt.')).toMatchObject({ treatment: 1 });
    expect(topics('Jeg kunne knap mærke noget da han borede.')).toMatchObject({ treatment: 1 });
    expect(topics('Ikke en eneste tåre fra min søn.')).toMatchObject({ treatment: 1 });
    expect(topics('Der var ikke noget i vejen med maden.')).toMatchObject({ food: 1 });
    expect(topics('Der er ingenting at sætte fingeren på ved morgenmaden.')).toMatchObject({ breakfast: 1 });
    expect(topics('Det er ingen hemmelighed at vi elsker deres kaffe.')).toMatchObject({ coffee: 1 });
    expect(topics('Jeg ringede 4 gange før jeg fik en tid.')).toEqual({ booking: -1 });
    expect(topics('De er flere dage om at svare på sms for at booke.')).toEqual({ booking: -1 });
    expect(topics('Intet svar på mails.')).toEqual({ service: -1 });
    expect(topics('Telefonen bliver aldrig taget.')).toEqual({ service: -1 });
    expect(topics('Hun hørte ikke efter hvad jeg sagde.')).toMatchObject({ staff: -1 });
    expect(topics('Umuligt at høre hvad de andre ved bordet sagde.')).toMatchObject({ noise: -1 });
    expect(topics('Man kan ikke engang snakke.')).toMatchObject({ noise: -1 });
    expect(topics('Rent ud sagt var maden dårlig.')).toEqual({ food: -1 });
    expect(topics('Det var en stille tirsdag, så vi fik bord med det samme.')).not.toHaveProperty('noise');
    expect(topics('Det er ikke min kop te.')).toEqual({});
    expect(topics('Jeg fik mine penge retur.')).not.toHaveProperty('price');
    expect(topics('Bookingsystemet frøs to gange.')).toMatchObject({ booking: -1 });
    expect(topics('Receptionisten var lidt brysk.')).toMatchObject({ staff: -1 });
    expect(topics('Parkeringen er et mareridt, men det er ikke butikkens skyld.')).toEqual({ parking: 0 });
    expect(topics('Man kan sidde og kigge ud over søen.')).toMatchObject({ location: 1 });
    expect(topics('Min tid var blevet givet til en anden kunde.')).toMatchObject({ booking: -1 });
    expect(topics('Hun er en perle.')).toMatchObject({ staff: 1 });
    expect(topics('Fair nok for 200 spir.')).toMatchObject({ price: 1 });
  });

  it('reads an asking cut short, an extra charge, a lunch break, praise of what one rarely sees and the other phrasings of the last blind set', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'da', 'review', rating);
    expect(read('Parkering koster 150 kr i døgnet oveni.', 3)).toMatchObject({ parking: -1, price: -1 });
    expect(read('Skulle bare have lidt lag i siderne. Gik derfra med en page.', 2)).toMatchObject({ haircut: -1 });
  });

  it('reads wrong orders, nobody serving, shrugs, being hurried out, shop help and returns, waiting idioms, a noisy hotel night and staff slang as Danes put them', () => {
    expect(topics('Bestilte en havre latte, fik almindelig mælk.')).toMatchObject({ service: -1 });
    expect(topics('Jeg bestilte pizza med skinke, men fik en med ananas.')).toMatchObject({ service: -1 });
    expect(topics('Bestilte to cappuccino, men tjeneren kom med to lattes i stedet.')).toMatchObject({ service: -1 });
    expect(topics('Vi måtte vinke flere gange.')).toMatchObject({ service: -1 });
    expect(topics('Tjeneren forsvandt bare.')).toMatchObject({ service: -1 });
    expect(topics('Vi måtte kalde på tjeneren hele tiden.')).toMatchObject({ service: -1 });
    expect(topics('Tjeneren trak bare på skuldrene.')).toMatchObject({ service: -1 });
    expect(topics('Ingen undskyldte.')).toMatchObject({ service: -1 });
    expect(topics('Ingen gjorde noget ved det.')).toMatchObject({ service: -1 });
    expect(topics('Regningen blev lagt på bordet uden at vi havde bedt om den.')).toMatchObject({ service: -1 });
    expect(topics('De begyndte at stable stolene rundt om os.')).toMatchObject({ service: -1 });
    expect(topics('Vi fik at vide at køkkenet lukkede om tyve minutter.')).toMatchObject({ service: -1 });
    expect(topics('Ekspedienten vidste ikke noget om det de sælger.')).toMatchObject({ service: -1 });
    expect(topics('De solgte mig den forkerte maling.')).toMatchObject({ service: -1 });
    expect(topics('Hvis det ikke står på hylden, har vi det ikke.')).toMatchObject({ service: -1 });
    expect(topics('De lovede den til fredag, og den var ikke engang påbegyndt.')).toMatchObject({ service: -1 });
    expect(topics('Ordren blev aldrig sendt.')).toMatchObject({ service: -1 });
    expect(topics('Det tog to uger, selvom vi havde fået at vide fem dage.')).toMatchObject({ waiting: -1 });
    expect(topics('Kun bytteret inden for 7 dage.')).toMatchObject({ service: -1 });
    expect(topics('Ingen ombytning, intet tilgodebevis.')).toMatchObject({ service: -1 });
    expect(topics('De kunne ikke tage brugte støvler retur.')).toMatchObject({ service: -1 });
    expect(topics('Man skal have en engels tålmodighed for at få et bord.')).toMatchObject({ waiting: -1 });
    expect(topics('Man skal væbne sig med tålmodighed.')).toMatchObject({ waiting: -1 });
    expect(topics('To timer for tre retter.')).toMatchObject({ waiting: -1 });
    expect(topics('Ventilationen kørte til kl. 23 og startede igen kl. 6.')).toMatchObject({ noise: -1 });
    expect(topics('Aircondition lød som et jetfly.')).toMatchObject({ noise: -1 });
    expect(topics('Et band spillede til halv to.')).toMatchObject({ noise: -1 });
    expect(topics('Ali er sgu en knag.')).toMatchObject({ staff: 1 });
    expect(topics('Sofie husker altid min bestilling.')).toMatchObject({ staff: 1 });
    expect(topics('Hun rammer aldrig ved siden af.')).toMatchObject({ staff: 1 });
  });

  it('reads price idioms, messy shops, thin ranges, curt deeds, service not done, praise by deeds, booking ease and failures, plain food faults, regional breakfast and parking, location, noise and cleanliness told by detail, painless treatment, clock-time waits and praise that ends as people put them', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'da', 'review', rating);
    // Price idioms and fees.
    expect(read('Stiv pris for en lille kop kaffe.', 2)).toMatchObject({ price: -1 });
    expect(read('75 kr for det her? Det er røveri ved højlys dag.', 2)).toMatchObject({ price: -1 });
    expect(read('De tog et afbestillingsgebyr som ingen havde nævnt, og trak pengene alligevel.', 1)).toMatchObject({ price: -1 });
    // A messy shop.
    expect(read('Butikken var rodet, der lå ting overalt og man skal lede længe efter alt.', 2)).toMatchObject({ cleanliness: -1 });
    // A thin or repetitive range.
    expect(read('Kun to slags kage tilbage om eftermiddagen.', 2)).toMatchObject({ selection: -1 });
    expect(read('Halvdelen af varerne på hjemmesiden var ikke på lager.', 2)).toMatchObject({ selection: -1 });
    expect(read('Morgenbuffeten er altid den samme.', 3)).toMatchObject({ breakfast: -1 });
    // Curt staff told by deeds.
    expect(read('Hun pegede vagt hen mod et hjørne og gik.', 2)).toMatchObject({ staff: -1 });
    expect(read('Han snakkede mest om sin egen ferie og vidste meget lidt om det han solgte.', 2)).toMatchObject({ staff: -1 });
    expect(read('Hun sagde at fejlen måtte være min.', 1)).toMatchObject({ staff: -1 });
    // Service not done.
    expect(read('Ingen sagde et ord, ikke engang et undskyld.', 1)).toMatchObject({ service: -1 });
    expect(read('Intet ændrede sig efter vi havde sagt det i receptionen.', 1)).toMatchObject({ service: -1 });
    expect(read('Ingen rabat, ingenting.', 1)).toMatchObject({ service: -1 });
    // Praise by deeds: no rush is the service, not a wait.
    expect(read('Hun brugte lang tid på at hjælpe mig med at vælge.', 5)).toEqual({ staff: 1 });
    expect(read('Der var aldrig noget stress.', 5)).toEqual({ service: 1 });
    expect(read('Hun ramte præcis den farve jeg ville have.', 5)).toMatchObject({ haircut: 1 });
    // Booking ease and failures.
    expect(read('Nemt at booke i appen.', 5)).toMatchObject({ booking: 1 });
    expect(read('De havde intet i mit navn.', 1)).toMatchObject({ booking: -1 });
    expect(read('Bordet var givet væk, og de kunne ikke finde bookingen.', 1)).toMatchObject({ booking: -1 });
    // Plain food faults.
    expect(read('Lille portion til prisen.', 2)).toMatchObject({ food: -1 });
    expect(read('Kagen var lækker, lidt tør dog.', 3)).toMatchObject({ food: -1 });
    expect(read('Smagte som kager fra Netto.', 2)).toMatchObject({ food: -1 });
    // Regional breakfast and parking that costs.
    expect(read('Davren var kedelig.', 2)).toMatchObject({ breakfast: -1 });
    expect(read('Parkering koster 100 kr.', 2)).toMatchObject({ parking: -1 });
    expect(read('Parkering koster ikke noget.', 5)).toMatchObject({ parking: 1 });
    // Location without the word.
    expect(read('Et mareridt at finde, gemt væk i en sidegade uden skilt.', 2)).toMatchObject({ location: -1 });
    expect(read('Skønt hotel lige ned til søen.', 5)).toMatchObject({ location: 1 });
    expect(read('Beskidt hotel lige ned til søen.', 2)).not.toMatchObject({ location: 1 });
    // Noise without the word.
    expect(read('Musikken var så høj at jeg måtte tage høretelefoner på.', 2)).toMatchObject({ noise: -1 });
    // Cleanliness by detail.
    expect(read('Intet papir og alt var vådt.', 2)).toMatchObject({ cleanliness: -1 });
    expect(read('Stærk lugt af kemikalier.', 2)).toMatchObject({ cleanliness: -1 });
    expect(read('Klinikken var pletfri.', 5)).toMatchObject({ cleanliness: 1 });
    // Painless treatment.
    expect(read('Mærkede næsten ikke fyldningen.', 5)).toMatchObject({ treatment: 1 });
    // Clock-time waits.
    expect(read('Vi måtte stå og vente på et bord.', 2)).toMatchObject({ waiting: -1 });
    expect(read('Der gik tre uger før ordren kom.', 2)).toMatchObject({ waiting: -1 });
    // More of the same, as others put it.
    expect(read('Nu skal de altså ikke overdrive med priserne.', 2)).toMatchObject({ price: -1 });
    expect(read('Alt foregik uden mas og stress.', 5)).toEqual({ service: 1 });
    expect(read('Min tid var blevet flyttet uden at nogen spurgte mig.', 1)).toMatchObject({ booking: -1 });
    expect(read('P-pladsen koster 40 kr i timen.', 2)).toMatchObject({ parking: -1 });
    expect(read('Ingen bøvl med at booke, hurtigt i appen.', 5)).toEqual({ booking: 1 });
    // Praise that only ends.
    expect(read('Personalet var søde, men det var desværre også det.', 3)).toEqual({ staff: 1 });
  });

  it("reads a shrug with its subject between, and 'det kunne vi godt se' as no praise", () => {
    expect(topics('Tjeneren trak bare på skuldrene.')).toMatchObject({ staff: -1 });
    expect(topics('Da vi klagede, trak hun bare på skuldrene og sagde at de havde travlt. Ja, det kunne vi godt se.')).toEqual({ staff: -1, waiting: -1 });
  });

  it('reads praise of the atmosphere, the range, advice, drinks, cleanliness, people, the location, food, the result, booking, price and speed as people put it', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'da', 'review', rating);
    expect(read('Sådan et hyggeligt lille sted.', 5)).toMatchObject({ atmosphere: 1 });
    expect(read('Lækkert indrettet med masser af planter og levende lys.', 5)).toMatchObject({ atmosphere: 1 });
    expect(read('Skøn terrasse at sidde på i solen.', 5)).toMatchObject({ atmosphere: 1 });
    expect(read('Super flot og lækker butik.', 5)).toMatchObject({ atmosphere: 1 });
    expect(read('Smukt indrettet salon.', 5)).toMatchObject({ atmosphere: 1 });
    expect(read('Dejlig gårdhave.', 5)).toMatchObject({ atmosphere: 1 });
    expect(read('Ikke særlig hyggeligt indrettet.', 2)).toMatchObject({ atmosphere: -1 });
    expect(read('Kedeligt indrettet uden nogen planter.', 2)).toMatchObject({ atmosphere: -1 });
    expect(read('Kæmpe udvalg af oste.', 5)).toMatchObject({ selection: 1 });
    expect(read('Masser af perler man ikke finder andre steder.', 5)).toMatchObject({ selection: 1 });
    expect(read('De har simpelthen alt.', 5)).toMatchObject({ selection: 1 });
    expect(read('Fedt udvalg af øl.', 5)).toMatchObject({ selection: 1 });
    expect(read('Ikke det store udvalg.', 2)).toMatchObject({ selection: -1 });
    expect(read('Udvalget er ikke så stort.', 2)).toMatchObject({ selection: -1 });
    expect(read('Fik rigtig god rådgivning.', 5)).toMatchObject({ service: 1 });
    expect(read('Ekspedienten vidste præcis hvad jeg havde brug for.', 5)).toMatchObject({ staff: 1 });
    expect(read('De hjalp mig med at finde den rigtige reservedel.', 5)).toMatchObject({ staff: 1 });
    expect(read('De gik langt ud over hvad man kan forvente.', 5)).toMatchObject({ service: 1 });
    expect(read('Hun anbefalede lige præcis det der passede til mig.', 5)).toMatchObject({ service: 1 });
    expect(read('God vejledning og gode råd.', 5)).toMatchObject({ service: 1 });
    expect(read('Fik ingen rådgivning overhovedet.', 2)).toMatchObject({ service: -1 });
    expect(read('Dårlig vejledning.', 2)).toMatchObject({ service: -1 });
    expect(read('Vinen vi fik anbefalet passede perfekt til maden.', 5)).toMatchObject({ drinks: 1 });
    expect(read('Fantastiske cocktails.', 5)).toMatchObject({ drinks: 1 });
    expect(read('Hjemmelavet lemonade.', 5)).toMatchObject({ drinks: 1 });
    expect(read('Hjemmelavet lemonade.', 5)).not.toHaveProperty('food');
    expect(read('Lækker lokal øl på fad.', 5)).toMatchObject({ drinks: 1 });
    expect(read('Friskpresset juice.', 5)).toMatchObject({ drinks: 1 });
    expect(read('Vinen passede slet ikke til maden.', 2)).toMatchObject({ drinks: -1 });
    expect(read('Alt var skinnende rent.', 5)).toMatchObject({ cleanliness: 1 });
    expect(read('Helt pletfrit overalt.', 5)).toMatchObject({ cleanliness: 1 });
    expect(read('Rene toiletter.', 5)).toMatchObject({ cleanliness: 1 });
    expect(read('Alt var pænt og ryddeligt.', 5)).toMatchObject({ cleanliness: 1 });
    expect(read('Der var knirkende rent.', 5)).toMatchObject({ cleanliness: 1 });
    expect(read('Langt fra pletfrit.', 2)).toMatchObject({ cleanliness: -1 });
    expect(read('Toiletterne var ikke rene.', 2)).toMatchObject({ cleanliness: -1 });
    expect(read('Ikke særlig ryddeligt.', 2)).toMatchObject({ cleanliness: -1 });
    expect(read('Pigen i kassen var super hjælpsom.', 5)).toMatchObject({ staff: 1 });
    expect(read('Fyren der arbejder der er bare så sød.', 5)).toMatchObject({ staff: 1 });
    expect(read('Damen der driver stedet er en skat.', 5)).toMatchObject({ staff: 1 });
    expect(read('Ejeren kom selv ud og hilste på.', 5)).toMatchObject({ staff: 1 });
    expect(read('Hun er en klippe.', 5)).toMatchObject({ staff: 1 });
    expect(read('Tjeneren var en engel.', 5)).toMatchObject({ staff: 1 });
    expect(read('Fyren der arbejder der var sur og uinteresseret.', 2)).toMatchObject({ staff: -1 });
    expect(read('Ligger lige ned til vandet.', 5)).toMatchObject({ location: 1 });
    expect(read('Skønt hotel to minutter fra stranden.', 5)).toMatchObject({ location: 1 });
    expect(read('Centralt beliggende og tæt på alt.', 5)).toMatchObject({ location: 1 });
    expect(read('Nemt at finde.', 5)).toMatchObject({ location: 1 });
    expect(read('Fantastisk udsigt fra værelset.', 5)).toMatchObject({ location: 1 });
    expect(read('Skøn udsigt fra terrassen.', 5)).toMatchObject({ location: 1 });
    expect(read('Udsigten var ud til parkeringspladsen.', 2)).toMatchObject({ location: -1 });
    expect(read('Ikke nemt at finde.', 2)).toMatchObject({ location: -1 });
    expect(read('Store portioner.', 5)).toMatchObject({ food: 1 });
    expect(read('Gavmilde portioner.', 5)).toMatchObject({ food: 1 });
    expect(read('Byens bedste burger.', 5)).toMatchObject({ food: 1 });
    expect(read('Kagerne er til at dø for.', 5)).toMatchObject({ food: 1 });
    expect(read('Portionerne var ikke store.', 2)).toMatchObject({ food: -1 });
    expect(read('Langt fra byens bedste pizza.', 2)).toMatchObject({ food: -1 });
    expect(read('Klippet præcis som jeg ville have det.', 5)).toMatchObject({ haircut: 1 });
    expect(read('Farven blev perfekt.', 5)).toMatchObject({ haircut: 1 });
    expect(read('Hun har så blide hænder.', 5)).toMatchObject({ treatment: 1 });
    expect(read('Jeg mærkede ingenting.', 5)).toMatchObject({ treatment: 1 });
    expect(read('Mine negle sidder stadig perfekt efter to uger.', 5)).toMatchObject({ treatment: 1 });
    expect(read('Klippet slet ikke som jeg ville have det.', 2)).toMatchObject({ haircut: -1 });
    expect(read('Farven blev ikke som jeg ville have den.', 2)).toMatchObject({ haircut: -1 });
    expect(read('Nem online booking.', 5)).toMatchObject({ booking: 1 });
    expect(read('Fik en tid samme dag.', 5)).toMatchObject({ booking: 1 });
    expect(read('De klemte mig ind selvom de havde travlt.', 5)).toMatchObject({ booking: 1 });
    expect(read('Hurtige til at svare på Messenger.', 5)).toMatchObject({ booking: 1 });
    expect(read('Kunne ikke få en tid før om tre uger.', 2)).toMatchObject({ booking: -1 });
    expect(read('Fair priser.', 5)).toMatchObject({ price: 1 });
    expect(read('Rigtig god værdi for pengene.', 5)).toMatchObject({ price: 1 });
    expect(read('Havremælk uden ekstra betaling.', 5)).toMatchObject({ price: 1 });
    expect(read('Gratis påfyld af kaffe.', 5)).toMatchObject({ price: 1 });
    expect(read('Priserne er ikke fair.', 2)).toMatchObject({ price: -1 });
    expect(read('Havremælk koster ekstra.', 2)).toMatchObject({ price: -1 });
    expect(read('Ingen ventetid overhovedet.', 5)).toMatchObject({ waiting: 1 });
    expect(read('Blev betjent med det samme.', 5)).toMatchObject({ waiting: 1 });
    expect(read('Hurtigt selvom der var fuldt hus.', 5)).toMatchObject({ waiting: 1 });
    expect(read('Præcis til tiden.', 5)).toMatchObject({ waiting: 1 });
    expect(read('Ikke til tiden.', 2)).toMatchObject({ waiting: -1 });
    expect(read('Langt fra hurtigt.', 2)).toMatchObject({ waiting: -1 });
    expect(read('Hotellet ligger langt fra centrum.', 2)).toMatchObject({ location: -1 });
    expect(read('Maden var langt fra god.', 2)).toMatchObject({ food: -1 });
    expect(read('Der var alt for lidt personale.', 2)).toMatchObject({ waiting: -1 });
  });

  it('reads what saved the stay as praised', () => {
    expect(topicPolarities('Værelset var slidt. Morgenmaden reddede lidt af opholdet.', 'da', 'review', 2)).toMatchObject({ breakfast: 1 });
  });

  it('reads everyday stories: homographs, litotes, irony, deeds of staff, time spans, recovery, prices, nights, tables, dishes, ranges, help and places', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'da', 'review', rating);
    // Homographs: 'tør' is also to dare.
    expect(read('Jeg tør godt sige at kagerne er byens bedste.', 4)).toEqual({ food: 1 });
    // Litotes and faint praise.
    expect(read('Frikadellerne var slet ikke så tosset.', 4)).toMatchObject({ food: 1 });
    expect(read('Burgeren var hverken fugl eller fisk.', 3)).toMatchObject({ food: -1 });
    expect(read('Suppen kunne spises.', 3)).toMatchObject({ food: -1 });
    // Irony closing a complaint.
    expect(read('Ingen p-pladser i nærheden af klinikken. Held og lykke med at finde en p-plads.', 1)).toMatchObject({ parking: -1 });
    // Staff faults told by deeds, and dismissive answers.
    expect(read('Ekspedienten hang i telefonen mens vi stod og ventede.', 1)).toMatchObject({ staff: -1 });
    expect(read('Da jeg spurgte efter en anden størrelse, fik jeg bare et suk.', 1)).toMatchObject({ staff: -1 });
    expect(read('Tjeneren kendte ikke forskel på de to vine.', 2)).toMatchObject({ staff: -1 });
    expect(read('Hun kunne ikke klippe krøllet hår, det var tydeligt.', 2)).toMatchObject({ haircut: -1 });
    expect(read('Ejeren sagde at det ikke var hans problem.', 1)).toMatchObject({ service: -1 });
    // Staff praise idioms, and a person told by a trait.
    expect(read('Fyren med kasketten var super sød.', 5)).toMatchObject({ staff: 1 });
    expect(read('Emma har fingrene skruet rigtigt på.', 5)).toMatchObject({ staff: 1 });
    // Waiting told by time spans, and speed told by a quick fix.
    expect(read('Brillerne var klar samme eftermiddag.', 5)).toMatchObject({ waiting: 1 });
    expect(read('Kaffen stod på bordet på få minutter.', 5)).toMatchObject({ waiting: 1 });
    // Treatment and haircut results told by what came after.
    expect(read('Jeg gik derfra oprejst for første gang i en måned.', 5)).toMatchObject({ treatment: 1 });
    expect(read('Jeg ligner en rekrut.', 1)).toMatchObject({ haircut: -1 });
    // Price.
    expect(read('Stivt prissat til at være en frokostcafé.', 2)).toMatchObject({ price: -1 });
    expect(read('Han tog ikke en krone for at skifte batteriet.', 5)).toMatchObject({ price: 1 });
    expect(read('Den samme creme er billigere på nettet.', 2)).toMatchObject({ price: -1 });
    // Noise and the night in the room.
    expect(read('Lastbiler der læssede af lige under vinduet.', 2)).toMatchObject({ noise: -1 });
    expect(read('Søvnen var så som så.', 3)).toMatchObject({ rooms: -1 });
    // Cleanliness told by detail.
    expect(read('Alle borde var fulde af kopper fra tidligere gæster.', 2)).toMatchObject({ cleanliness: -1 });
    expect(read('Et hår som bonus i salaten.', 2)).toMatchObject({ cleanliness: -1 });
    // Dishes and drinks by name.
    expect(read('Deres hindbærsnitter er de bedste i byen.', 5)).toMatchObject({ food: 1 });
    expect(read('En lækker pale ale fra et lokalt bryggeri.', 5)).toMatchObject({ drinks: 1 });
    // Selection.
    expect(read('God sortering af garn og opskrifter.', 5)).toMatchObject({ selection: 1 });
    expect(read('Det meste skal bestilles hjem.', 2)).toMatchObject({ selection: -1 });
    // Service: nostalgia and help nowhere to be found.
    expect(read('Før i tiden fik man god hjælp her.', 2)).toMatchObject({ service: -1 });
    expect(read('Det var umuligt at finde en ansat.', 2)).toMatchObject({ service: -1 });
    // Atmosphere and location.
    expect(read('Fint lokale med masser af lys.', 5)).toMatchObject({ atmosphere: 1 });
    expect(read('Utrolig beliggenhed ved havnen.', 5)).toMatchObject({ location: 1 });
  });

  it('reads hotel noise by its source, irony closers, shrugs, breakfast running out, rooms, forgotten orders, treatment, prices, selection and mess', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'da', 'review', rating);
    expect(read('Vi kunne følge med i naboens fjernsyn gennem væggen.', 2)).toMatchObject({ noise: -1 });
    expect(read('Nogen sang karaoke til klokken 2.', 2)).toMatchObject({ noise: -1 });
    expect(read('Vi sad lige under højttaleren.', 2)).toMatchObject({ noise: -1 });
    expect(read('Som plaster på såret fik vi en gratis kop kaffe. Det var da pænt.', 1)).toMatchObject({ service: -1 });
    expect(read('Da vi klagede over kulden, var svaret at det jo er et gammelt hus.', 1)).toMatchObject({ service: -1 });
    expect(read('Morgenmaden lukkede allerede halv ti.', 2)).toMatchObject({ breakfast: -1 });
    expect(read('Tynde dyner, så vi sov i fleece.', 2)).toMatchObject({ rooms: -1 });
    expect(read('Der var ingen der ringede tilbage.', 2)).toMatchObject({ service: -1 });
    expect(read('Han undersøgte hende slet ikke. To dage senere fandt en anden dyrlæge det egentlige problem.', 1)).toMatchObject({ treatment: -1 });
    expect(read('Tænderne føles som nye.', 5)).toMatchObject({ treatment: 1 });
    expect(read('Tillæg der ikke blev nævnt.', 2)).toMatchObject({ price: -1 });
    expect(read('Dem har vi ikke fået hjem siden sommerferien.', 2)).toMatchObject({ selection: -1 });
    expect(read('Skraldespanden flød over.', 2)).toMatchObject({ cleanliness: -1 });
  });

  it('tells a calm dentist from a quiet place, a receipt from the price, and knows everyday praise', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'da', 'review', rating);
    expect(read('Tandlægen var rolig og grundig', 5)).toEqual({ staff: 1 });
    expect(read('Rolig beliggenhed ved skoven', 5)).toMatchObject({ noise: 1 });
    expect(read('Rolig hotel', 5)).toMatchObject({ noise: 1 });
    expect(read('Det var roligt om natten', 5)).toMatchObject({ noise: 1 });
    expect(read('Kom tilbage med kvitteringen dagen efter.', 2).price).toBeUndefined();
    expect(read('Kom tilbage med bonen dagen efter.', 2).price).toBeUndefined();
    expect(read('Kanonbra betjening', 5)).toMatchObject({ service: 1 });
    expect(read('Maden var noget af det bedste vi har fået', 5)).toMatchObject({ food: 1 });
    expect(read('Maden kom hurtigt', 5)).toMatchObject({ waiting: 1 });
  });

  it('reads a good quarter hour as a wait, staff chatting as the service, carton juice, an ok price, the parking hunt and a wait past the promise', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'da', 'review', rating);
    // 'godt et kvarter' is a duration, not praise, and standing at the counter that long is the wait.
    expect(read('Vi stod ved skranken i godt et kvarter.', 2)).toEqual({ waiting: -1 });
    expect(read('Maden kom efter godt et kvarter.', 3)).toEqual({ food: 0, waiting: 0 });
    expect(read('Vi har kommet her i godt et år, og kaffen er altid god.', 5).waiting).toBeUndefined();
    // Staff chatting among themselves without looking up.
    expect(read('Ekspedienterne stod og sludrede sammen uden at se op.', 2)).toMatchObject({ service: -1 });
    // From a carton, a packet or powder.
    expect(read('Appelsinjuicen var fra karton.', 2)).toMatchObject({ drinks: -1 });
    expect(read('Der var kun pulverkaffe på værelset.', 2)).toMatchObject({ coffee: -1 });
    expect(read('Sovsen var tydeligvis fra pakke.', 2)).toMatchObject({ food: -1 });
    // An ok price is mild praise.
    expect(read('Betjeningen var sløv, men priserne er ok.', 3)).toMatchObject({ service: -1, price: 1 });
    // Looking for a place to park is the parking, not the wait.
    expect(read('Vi brugte en halv time på at finde en parkeringsplads.', 3)).toEqual({ parking: -1 });
    // A wait told against what was promised.
    expect(read('Hun sagde det ville tage en time, og jeg sad der i to og en halv.', 4)).toMatchObject({ waiting: -1 });
    expect(read('Farven blev flot, men det tog dobbelt så lang tid som lovet.', 4)).toMatchObject({ haircut: 1, waiting: -1 });
  });

  it('reads a cosy town as the surroundings, a calm hygienist as the staff, thumping music from the bar, a breakfast run out and watered-down juice', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'da', 'review', rating);
    // The town being cosy is where the place lies, not its atmosphere.
    expect(read('Hotellet ligger fint ved havnen, og byen er rigtig hyggelig.', 3)).toEqual({ location: 1 });
    // A calm person is praise of the staff, not a quiet place.
    expect(read('Jeg var nervøs, men hun var så rolig og forklarede det hele.', 5)).toEqual({ staff: 1 });
    expect(read('Klinikken var lidt svær at finde, men tandplejeren tog sig god tid og var så rolig.', 4).noise).toBeUndefined();
    // Music thumping up from a bar below is the noise, not the drinks.
    expect(read('Dunk dunk fra baren under os hele natten.', 2)).toEqual({ noise: -1 });
    // The breakfast run out before it closed.
    expect(read('Da vi kom ned kl. 9, var der hverken bacon eller æg tilbage.', 2)).toEqual({ breakfast: -1 });
    expect(read('Buffeten var næsten tom allerede kl. 9.', 2)).toEqual({ breakfast: -1 });
    // A drink that tasted of water.
    expect(read('Æblejuicen smagte mest af vand.', 2)).toEqual({ drinks: -1 });
    // A closing regret is a verdict, not a complaint about the person praised before it.
    expect(read('Ekspedienten var ellers sød nok, så det er egentlig ærgerligt.', 2)).toEqual({ staff: 1 });
  });

  it('reads a humming hood, a gesture not offered, a chatting hairdresser, a lone server, a late key, a scalding shower and patient explaining', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'da', 'review', rating);
    // A hood or fan humming through the night is the noise.
    expect(read('Emhætten brummede konstant.', 2)).toMatchObject({ noise: -1 });
    // Not even a coffee on the house, or an offer to help, is the service: no coffee, no price.
    expect(read('Tjeneren var flink, men vi fik ikke engang en kop kaffe på huset.', 2).coffee).toBeUndefined();
    expect(read('Ikke engang et tilbud om at reparere den.', 1)).toEqual({ service: -1 });
    // A discount after a complaint is no word about the prices.
    expect(read('Fik 100 kr i rabat efter at have klaget.', 2).price).toBeUndefined();
    // A hairdresser chatting with a colleague instead of watching her work.
    expect(read('Frisøren snakkede med sin kollega i stedet for at koncentrere sig.', 2)).toMatchObject({ staff: -1 });
    // 'Trækker op' lifts the rating: praise.
    expect(read('Brunchen trækker op, men værelset var slidt.', 3)).toMatchObject({ breakfast: 1 });
    // One server for the whole queue is the wait, not the staff.
    expect(read('Der var kun én ekspedient til hele køen.', 3)).toEqual({ waiting: -1 });
    // A key handed over late, sitting bored in the lobby.
    expect(read('Vi fik først nøglen sent og sad og kedede os i lobbyen.', 3)).toEqual({ waiting: -1 });
    // A shower that is either scalding or ice cold.
    expect(read('Bruseren var enten skoldhed eller iskold.', 3)).toEqual({ rooms: -1 });
    // Expecting more for the money.
    expect(read('Man forventer mere til den pris.', 2)).toEqual({ price: -1 });
    // Time spent explaining, without making one feel a bother.
    expect(read('Han brugte 15 minutter på at forklare det hele uden at jeg følte mig til besvær.', 5)).toEqual({ staff: 1 });
    // Circling the lot before a space frees up.
    expect(read('Vi kørte fire gange rundt om pladsen før der blev en plads fri.', 3)).toEqual({ parking: -1 });
    // Things not found elsewhere.
    expect(read('Stort udvalg af ting man ikke kan finde andre steder.', 4)).toEqual({ selection: 1 });
  });

  it('reads how Danes put it: nothing wrong, more expected, a sagging bed, lorries heard, late and cancelled slots, advice from the internet, scene-setting rooms and bookings, ignored guests and quiet rooms', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'da', 'review', rating);
    // 'Fejler ikke noget' (nothing wrong with it) is praise, not a negated fault.
    expect(read('Udsigten fejler ikke noget, men værelset var koldt.', 3)).toMatchObject({ location: 1, rooms: -1 });
    // Having counted on more for the money is a price complaint.
    expect(read('Til den pris havde jeg regnet med lidt mere.', 2)).toEqual({ price: -1 });
    // A mattress with a dip, a shower jumping between ice cold and scalding (neuter forms): the room.
    expect(read('Madrassen havde en bule i midten.', 2)).toEqual({ rooms: -1 });
    expect(read('Bruseren skiftede mellem iskoldt og skoldhedt.', 2)).toEqual({ rooms: -1 });
    // Lying listening to lorries is the noise, not a staff member who listened.
    expect(read('Vi lå og lyttede til lastbiler hele natten.', 2)).toEqual({ noise: -1 });
    // Never once taken in on time, and 'lidt ventetid' even when accepted: the wait.
    expect(read('Jeg er aldrig kommet ind til tiden.', 2)).toEqual({ waiting: -1 });
    expect(read('Lidt ventetid, men fair nok.', 4)).toEqual({ waiting: -1 });
    // Online booking showing slots only weeks ahead.
    expect(read('Online bookingen viste kun ledige tider om tre uger.', 2)).toEqual({ booking: -1 });
    // Exercises one could have googled, and feeling no better: the treatment.
    expect(read('Øvelserne kunne jeg have googlet mig til.', 1)).toEqual({ treatment: -1 });
    expect(read('Har det ikke spor bedre efter fire behandlinger.', 2)).toEqual({ treatment: -1 });
    // Being given a room facing the yard, booking again, a waiter who knows the wines: no word about rooms, booking or drinks.
    expect(read('Vi fik et værelse ud mod gården, og morgenmaden var god.', 4)).toEqual({ breakfast: 1 });
    expect(read('Har allerede booket igen.', 5).booking).toBeUndefined();
    expect(read('Tjeneren vidste alt om vinene.', 5)).toEqual({ staff: 1 });
    // Nobody offering a drink is the service, not the drinks.
    expect(read('Ingen tilbød mig noget at drikke i de tre timer.', 3)).toEqual({ service: -1 });
    // Barbershop slang: the fade praised by name.
    expect(read('Bedste fade i byen.', 5)).toEqual({ haircut: 1 });
    // Nobody receiving the guests at the door; a busy talker who never asks: service and staff, not the wait.
    expect(read('Ingen tog imod os, vi stod bare i døren.', 2)).toEqual({ service: -1 });
    expect(read('Hun havde travlt med at fortælle om sin tur til Spanien og spurgte ikke én gang.', 2)).toEqual({ staff: -1 });
    // A table booked for a time and given late, told by clock times.
    expect(read('Vi havde bord kl 18 men fik først et bord kl 18.40.', 2)).toMatchObject({ booking: -1 });
    // Every passing car heard; quiet rooms praised.
    expect(read('Man kunne høre hver eneste bil.', 2)).toEqual({ noise: -1 });
    expect(read('Stille værelser og god seng.', 5)).toMatchObject({ noise: 1 });
    // Litotes about prices.
    expect(read('Priserne er ikke ligefrem de billigste.', 3)).toEqual({ price: -1 });
    // A finger pointed at a shelf, then back to the phone.
    expect(read('Ekspedienten pegede på en hylde og gik tilbage til sin telefon.', 2)).toMatchObject({ service: -1 });
    // Service praised in one compound; a common misspelling of the cinnamon swirl.
    expect(read('Kanonservice!', 5)).toEqual({ service: 1 });
    expect(read('Kanelsnegelene var stadig lune.', 5)).toEqual({ food: 1 });
  });

  it('reads how Danes put it: a view from the room, crooked chairs, an empty reception, shouting across the table, better after sessions, a struggle for a slot, a lost reservation, quarrelling neighbours', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'da', 'review', rating);
    // The view from the room is where the hotel lies, not the room.
    expect(read('Udsigten fra vores værelse over byen var skøn.', 4)).toEqual({ location: 1 });
    // Crooked old furniture and candlelight are the charm, not a fault.
    expect(read('Hyggelig café med skæve møbler og stearinlys.', 4)).toEqual({ atmosphere: 1 });
    // Nobody at the reception is the wait for someone to come, not a word about the staff.
    expect(read('Der var ingen i receptionen da vi kom.', 1)).toEqual({ waiting: -1 });
    // More expected for the money with a filler word in between.
    expect(read('For den pris forventer man altså mere.', 2)).toEqual({ price: -1 });
    // Clean in the room is the cleaning, not the room.
    expect(read('Rent og pænt på værelset.', 4)).toEqual({ cleanliness: 1 });
    // Sitting on the terrace watching the sun set: the setting, not the decor.
    expect(read('Vi sad på terrassen og så solen gå ned.', 4)).toEqual({ location: 1 });
    // Having to shout across the table, with 'nærmest' in between.
    expect(read('Vi måtte nærmest råbe til hinanden.', 2)).toEqual({ noise: -1 });
    // Better after the sessions, told of the body part.
    expect(read('Min skulder er meget bedre efter fem gange.', 4)).toEqual({ treatment: 1 });
    // A struggle to get an appointment.
    expect(read('Det er noget af en kamp at få en tid.', 2)).toEqual({ booking: -1 });
    // An hour told loosely.
    expect(read('Der gik en god time før maden kom.', 2)).toEqual({ waiting: -1 });
    // Yesterday's pastry 'been along yesterday too', and pies by their filling.
    expect(read('Æbletærten havde været med i går.', 2)).toEqual({ food: -1 });
    // Coming in without a reservation is no word about the booking.
    expect(read('Vi kom uden reservation og fik et bord.', 4).booking).toBeUndefined();
    // Overlooked for minutes.
    expect(read('Vi blev overset i 20 minutter.', 2)).toEqual({ waiting: -1 });
    // Teeth not felt this clean in years: the dental cleaning, not the cleanliness.
    expect(read('Tænderne har ikke føltes så rene i årevis.', 5)).toEqual({ treatment: 1 });
    // A table given late, told in the passive.
    expect(read('Bord bestilt til kl. 19. Fik bordet kl. 19.25.', 2)).toMatchObject({ booking: -1 });
    // A reservation they 'did not have'.
    expect(read('De havde ikke vores reservation.', 2)).toEqual({ booking: -1 });
    // Noise told by what was heard.
    expect(read('Naboerne skændtes hele natten.', 2)).toEqual({ noise: -1 });
    // Prices turned up.
    expect(read('Priserne er skruet op.', 2)).toEqual({ price: -1 });
    // Leaving hungry; paying to park told with 'holde'; hours slept are no wait.
    expect(read('Det smagte fint, men vi gik sgu sultne derfra.', 3)).toEqual({ food: -1 });
    expect(read('Man skal betale 150 kr for at holde i gården.', 3)).toMatchObject({ parking: -1 });
    expect(read('Sov max 4 timer.', 2).waiting).toBeUndefined();
    // Not in the colour wanted: the range, not a hair colour.
    expect(read('De havde ikke den røde farve.', 3)).toEqual({ selection: -1 });
  });

  it('reads wave-3 complaints told without the topic word, and praise in idiom', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'da', 'review', rating);
    // Noise told by what woke one: the bin lorry under the window.
    expect(read('Skraldebilen vækkede os kl 5 lige under vores vindue.', 2)).toEqual({ noise: -1 });
    // 'De har simpelthen alt': the range praised, with its filler.
    expect(read('De har simpelthen alt, bedste butik i byen.', 5)).toEqual({ selection: 1 });
    // A place to leave the car told with 'stille bilen' is parking.
    expect(read('Det er umuligt at finde et sted at stille bilen.', 2)).toMatchObject({ parking: -1 });
    // Taking a complaint well is praise of the person.
    expect(read('Servitricen tog det rigtig pænt da vi klagede.', 3)).toEqual({ staff: 1 });
    // Barely feeling the needle is praise of the treatment.
    expect(read('Jeg mærkede næsten ikke bedøvelsen.', 5)).toEqual({ treatment: 1 });
    // A steak grey all through is a food fault.
    expect(read('Bøffen var grå hele vejen igennem.', 2)).toEqual({ food: -1 });
    // Nobody refilling the buffet is the breakfast.
    expect(read('Morgenmaden var fin, men ingen der fyldte op.', 2)).toEqual({ breakfast: -1 });
    // 'Ringe til' is calling, not 'ringe' (poor), and 'lyst til' a craving, not a bright room.
    expect(read('Jeg måtte ringe til min chef fra venteværelset.', 3)).toEqual({});
    // Expecting more for the money, with an oath in between.
    expect(read('Til den pris forventer man fandme mere.', 2)).toEqual({ price: -1 });
    // The joke complaint of driving far for the soup again is praise.
    expect(read('Lækker suppe, nu skal jeg køre 30 km hver gang jeg får lyst til den.', 5)).toEqual({ food: 1 });
  });

  it('reads how Danes put it, lex-g1: fear before the chair, slots moved by text, called in on time, help and time taken, eyes on the screen, traffic heard, a cosy shop, a ridiculous service, sleeping till noon', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'da', 'review', rating);
    // Fear told before the treatment is what the patient came with, not a complaint.
    expect(read('Jeg var rædselsslagen for at få fjernet en visdomstand, men det gik fint.', 5)).toEqual({ treatment: 1 });
    // An appointment moved by text the day before, or moved once again: the booking.
    expect(read('Igen fik jeg en sms dagen før om at min tid var rykket.', 2)).toEqual({ booking: -1 });
    expect(read('For tredje gang i år er min tid blevet flyttet.', 2)).toEqual({ booking: -1 });
    // Called in on time is praise of the wait.
    expect(read('Blev kaldt ind til tiden, og tandplejeren var sød.', 5)).toEqual({ waiting: 1, staff: 1 });
    // Help praised with 'kæmpe', and time taken with a filler in between.
    expect(read('Fik kæmpe hjælp af ekspedienten til at finde den rigtige boremaskine.', 5)).toMatchObject({ service: 1 });
    expect(read('Hun tog sig rigtig god tid til at forklare det hele.', 5)).toEqual({ staff: 1 });
    // Eyes kept on the screen, and a hurried 'undskyld': the person.
    expect(read('Manden i receptionen kiggede videre ned i sin skærm mens vi stod der.', 1)).toEqual({ staff: -1 });
    expect(read('Fik bare et hurtigt undskyld fra tjeneren.', 2)).toEqual({ staff: -1 });
    // Traffic heard all night is the noise.
    expect(read('Man kan høre lastbilerne hele natten.', 2)).toEqual({ noise: -1 });
    expect(read('Vi hørte bilerne hele natten og sov næsten ikke.', 2)).toEqual({ noise: -1 });
    // The shop or salon called cosy, with a filler between, is the atmosphere.
    expect(read('Salonen er ellers rigtig hyggelig og kaffen var god.', 2)).toEqual({ atmosphere: 1, coffee: 1 });
    expect(read('Salonen er super hyggelig, men klippet var skævt.', 3)).toEqual({ atmosphere: 1, haircut: -1 });
    // 'Latterlig' is a complaint, not a latte.
    expect(read('Helt latterlig kundeservice.', 1)).toEqual({ service: -1 });
    // Sleeping till noon names no dinner; colour that lasts is no wait; a night without breakfast names no breakfast.
    expect(read('Sengen var så god at vi kunne sove til middag.', 5)).toEqual({ rooms: 1 });
    expect(read('Farven er altid flot og holder længe.', 5)).toEqual({ haircut: 1 });
    expect(read('1100 kr for en nat uden morgenmad er for meget.', 2)).toEqual({ price: -1 });
  });

  it('reads how Danes put it: grubby toilets, quiet as a mouse, everything tasting good, drumsticks, a room needing a loving hand, a table given away, a shrug of an answer, more than the website says, fresh-pressed juice, a cosy evening, hair in the towels, a muddle', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'da', 'review', rating);
    // 'Snasket' is grubby: the cleaning.
    expect(read('Toilettet var noget snasket.', 2)).toEqual({ cleanliness: -1 });
    // Quiet as a mouse all night is praise of the quiet.
    expect(read('Der var musestille hele natten.', 5)).toEqual({ noise: 1 });
    // Everything tasting good is the food; a drumstick ('køllen') is no beer.
    expect(read('Alt smagte skønt.', 5)).toEqual({ food: 1 });
    expect(read('Kyllingekøllerne var sprøde og gode.', 5)).toEqual({ food: 1 });
    // The room needing a loving hand is the room, not the decor.
    expect(read('Værelserne trænger til en kærlig hånd.', 3)).toEqual({ rooms: -1 });
    // A table given away is the booking.
    expect(read('Vores bord var givet væk, da vi kom.', 2)).toEqual({ booking: -1 });
    // A shrug of an answer from the staff is the service.
    expect(read('Da vi klagede, svarede de bare at det er der ikke noget at gøre ved.', 2)).toEqual({ service: -1 });
    // Charged more than the website or the agreement says.
    expect(read('Det blev 300 kr dyrere end der stod på hjemmesiden.', 2)).toEqual({ price: -1 });
    expect(read('Regningen var 250 kr mere end aftalt.', 2)).toEqual({ price: -1 });
    // Fresh-pressed juice is praise of the drink.
    expect(read('Juicen var friskpresset.', 5)).toEqual({ drinks: 1 });
    // A cosy evening is an overall verdict; a muddle is no mess.
    expect(read('Det var en super hyggelig aften.', 5)).toEqual({});
    expect(read('Lidt rodet det hele.', 3)).toEqual({});
    // Hair in the towels is the cleaning, not the room.
    expect(read('Håndklæderne havde hår i.', 2)).toEqual({ cleanliness: -1 });
  });

  it('reads how Danes put it: a full car park, a tired waiting room, a body part put right, not listening, a buffet left standing, a repair not ready, forgotten drinks, building work, no wait at all, paying and leaving', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'da', 'review', rating);
    // A car park always full, the car left by the supermarket: the parking.
    expect(read('P-pladsen er altid fyldt, så jeg endte med at holde ved Føtex.', 2)).toEqual({ parking: -1 });
    // A waiting room needing a refresh is the setting.
    expect(read('Venteværelset trænger til en opfriskning.', 3)).toEqual({ atmosphere: -1 });
    // A knee or a back put right is the treatment.
    expect(read('Hun har fået styr på mit knæ på tre behandlinger.', 5)).toMatchObject({ treatment: 1 });
    // Not listening, with an adverb in between.
    expect(read('Frisøren hørte åbenbart ikke efter.', 2)).toEqual({ staff: -1 });
    // The rest of a buffet lukewarm and left standing is the food, not a wait.
    expect(read('Resten var lunkent og havde stået fremme alt for længe.', 2)).toEqual({ food: -1 });
    // A repair not ready when promised is the wait.
    expect(read('Cyklen var ikke færdig som lovet.', 2)).toEqual({ waiting: -1 });
    // A forgotten glass of wine is the service, not the drinks.
    expect(read('Tjeneren glemte vores vin.', 2)).toMatchObject({ service: -1 });
    expect(read('Tjeneren glemte vores vin.', 2)).not.toHaveProperty('drinks');
    // Drilling from early morning is the noise.
    expect(read('Ovenpå var de i gang med at bore fra morgenstunden.', 2)).toEqual({ noise: -1 });
    // Not having to wait at all is praise of the wait.
    expect(read('Vi skulle slet ikke vente.', 5)).toEqual({ waiting: 1 });
    // Paying and leaving names no price.
    expect(read('Vi betalte og gik.', 2)).toEqual({});
    // Seeing out over the harbour with an adverb in between is the view.
    expect(read('Fra vinduet kan man se helt ud over havnen.', 5)).toEqual({ location: 1 });
  });

  it('reads lorries coming and going at night, things one did not know one needed, and a parking fine with its sum', () => {
    expect(topics('Lastbilerne kørte til og fra hele natten.')).toEqual({ noise: -1 });
    expect(topics('Bilerne kørte til og fra hele natten under vinduet.')).toEqual({ noise: -1 });
    expect(topics('En butik med ting man ikke vidste man havde brug for.')).toEqual({ selection: 1 });
    expect(topics('Fik en p-bøde på 400 kr.')).toEqual({ parking: -1 });
    expect(topics('Vi fik en kontrolafgift på 750 kr.')).toEqual({ parking: -1 });
  });

  it('reads a parking fee with its sum, a filling that holds, a booking that never existed, and situations told in other languages', () => {
    expect(topics('Men parkering koster 150 kr i døgnet og pladserne var fyldt.')).toMatchObject({ parking: -1 });
    expect(topics('Men parkering koster 150 kr i døgnet og pladserne var fyldt.')).not.toHaveProperty('price');
    expect(topics('Fyldningen sidder perfekt.')).toMatchObject({ treatment: 1 });
    expect(topics('Fyldningen sidder perfekt.')).not.toHaveProperty('haircut');
    expect(topics('Dagen før ringer I og siger at tiden aldrig har eksisteret.')).toMatchObject({ booking: -1 });
    expect(topics('Jeres online booking er noget rod.')).toMatchObject({ booking: -1 });
    expect(topics('Selvom jeg var der til tiden, kom jeg først ind en halv time senere.')).toMatchObject({ waiting: -1 });
    expect(topics('Klokken 7 begyndte de at bore på byggepladsen ved siden af.')).toMatchObject({ noise: -1 });
    expect(topics('De havde ikke noget ledigt før om tre uger.')).toMatchObject({ booking: -1 });
    expect(topics('Frisøren sagde bare at det vokser jo ud igen.')).toMatchObject({ staff: -1 });
    expect(topics('Hun vaskede mit hår i iskoldt vand.')).toMatchObject({ staff: -1 });
    expect(topics('Hun vaskede mit hår i iskoldt vand.')).not.toHaveProperty('cleanliness');
    expect(topics('De prøvede hele tiden at sælge mig produkter.')).toMatchObject({ service: -1 });
    expect(topics('Fin fade med rene overgange.')).toMatchObject({ haircut: 1 });
    expect(topics('Fin fade med rene overgange.')).not.toHaveProperty('cleanliness');
    expect(topics('Prisen sved lidt.')).toMatchObject({ price: -1 });
    expect(topics('Der sad stadig tandsten bag fortænderne.')).toMatchObject({ treatment: -1 });
    expect(topics('De kender mig ved navn efter to besøg.')).toMatchObject({ staff: 1 });
    expect(topics('Hun svarede på alle mine spørgsmål.')).toMatchObject({ staff: 1 });
    expect(topics('Hovedretten kom først da vi bad om regningen.')).toMatchObject({ waiting: -1 });
  });
  it('reads a meal served last, an empty shelf, a shrunken menu, paying for the charm and a treatment felt for days', () => {
    expect(topics('Vi var det sidste bord der fik vores mad.')).toMatchObject({ waiting: -1 });
    expect(topics('Dem der kom efter os fik deres mad før os.')).toMatchObject({ waiting: -1 });
    expect(topics('Der gik et kvarter fra vi betalte til vi fik kaffen.')).toMatchObject({ waiting: -1 });
    expect(topics('Der gik et kvarter fra vi betalte til vi fik kaffen.')).not.toHaveProperty('price');
    expect(topics('Hylden er helt tom igen.')).toMatchObject({ selection: -1 });
    expect(topics('Menuen er skrumpet ind til tre retter.')).toEqual({ selection: -1 });
    expect(topics('Croissanterne er altid revet væk inden ti.')).toMatchObject({ selection: -1 });
    expect(topics('Man betaler vel for hyggen.')).toEqual({ price: -1 });
    expect(topics('Kunne ikke drikke koldt i flere dage efter tandrensningen.')).toMatchObject({ treatment: -1 });
    expect(topics('Værre i ryggen bagefter end før.')).toMatchObject({ treatment: -1 });
    expect(topics('Det var en helt anden frisør end den jeg havde booket.')).toMatchObject({ booking: -1 });
    expect(topics('Fik en tid samme dag.')).toEqual({ booking: 1 });
    expect(topics('Mette har sgu styr på det.')).toMatchObject({ staff: 1 });
    expect(topics('Sort skidt i fugerne i bruseren.')).toMatchObject({ cleanliness: -1 });
  });
  it('reads a sigh of any size, a fix promised free, a kitchen already closed and a queue named only to praise the staff', () => {
    expect(topics('Servitricen kom med et stort suk, da vi spurgte efter vand.')).toMatchObject({ staff: -1 });
    // 'Det hjælper ikke meget' sums up the complaint; it faults nobody's help.
    expect(topics('Tjeneren var sød nok, men det hjælper ikke meget når pizzaen er brændt.')).not.toHaveProperty('service');
    // A closed kitchen turns the guest away: the service, not the cooking.
    expect(topics('Vi fik at vide at køkkenet allerede var lukket.')).toEqual({ service: -1 });
    expect(topics('Pigerne i butikken er altid smilende, selv når der er kø helt ud på gaden.')).toEqual({ staff: 1 });
    expect(topics('Personalet er altid smilende, selv en fredag hvor køen når ud til døren.')).toEqual({ staff: 1 });
    // A fault put right free of charge names neither the prices nor a dish ('retter').
    expect(topics('Hun farvede mit hår alt for mørkt, men de retter det gratis i næste uge.')).toEqual({ haircut: -1 });
    expect(topics('Klipningen var skæv, men de siger det er gratis at få rettet.')).toEqual({ haircut: -1 });
  });
  it('reads a range without vegan food or sizes, pastries gone early, and a choice of cakes', () => {
    expect(topics('Der var intet vegansk at få, og ingen havremælk til kaffen.')).toMatchObject({ selection: -1 });
    expect(topics('Jeg bruger str 46, men de har intet over 44 i den model.')).toMatchObject({ selection: -1 });
    expect(topics('Ved middagstid var der ikke et eneste rundstykke tilbage.')).toMatchObject({ selection: -1 });
    expect(topics('Her kan man vælge mellem mange glutenfri kager.')).toMatchObject({ selection: 1 });
  });
  it('reads a table kept for late guests, a name card, the app and online bookings refused', () => {
    expect(topics('Vi var et kvarter forsinkede, men bordet stod stadig klar.')).toMatchObject({ booking: 1 });
    expect(topics('Vores navn stod på et kort ved pladserne.')).toMatchObject({ booking: 1 });
    expect(topics('Ringede hver dag, og da jeg kom igennem var der lukket for booking.')).toMatchObject({ booking: -1 });
    expect(topics('Personalet sagde at de ikke tager imod reservationer i weekenden.')).toMatchObject({ booking: -1 });
    expect(topics('Havde betalt for et værelse med havudsigt men fik et ud mod gården.')).toMatchObject({ booking: -1 });
  });
  it('reads waits told in minutes with godt, quick plates, the till queue and a queue that only passes the time', () => {
    expect(topics('Der gik godt 50 minutter før desserten kom.')).toMatchObject({ waiting: -1 });
    expect(topics('Vi havde knap sat os før kaffen kom.')).toMatchObject({ waiting: 1 });
    expect(topics('Frokosten kom på 10 minutter selvom her var fyldt.')).toMatchObject({ waiting: 1 });
    expect(topics('Køen ved kassen var lang.')).toEqual({ waiting: -1 });
    expect(topics('Mens vi stod i køen, fik vi smagt på osten.')).not.toHaveProperty('waiting');
  });
  it('reads hunger after the meal, set menus, plain theft, worth every krone and a wine price that is godt nok high', () => {
    expect(topics('Det smagte godt, men vi blev ikke rigtig mætte.')).toMatchObject({ food: -1 });
    expect(topics('Sæsonmenuen var helt i top.')).toMatchObject({ food: 1 });
    expect(topics('350 kr for en burger er jo tyveri. Det er tyveri.')).toMatchObject({ price: -1 });
    expect(topics('Hver eneste krone værd.')).toMatchObject({ price: 1 });
    expect(topics('Vinen var godt nok dyr.')).toMatchObject({ price: -1 });
    expect(topics('Vinen var godt nok dyr.')).not.toMatchObject({ drinks: 1 });
  });
  it('reads dirty glasses, no crumbs, glasses kept full and talk without shouting', () => {
    expect(topics('Kniven havde rester af sovs på.')).toMatchObject({ cleanliness: -1 });
    expect(topics('Der var ikke en krumme på gulvet.')).toMatchObject({ cleanliness: 1 });
    expect(topics('Vandglassene blev fyldt op uden at vi bad om det.')).toMatchObject({ service: 1 });
    expect(topics('Vi kunne sagtens tale sammen hele aftenen.')).toMatchObject({ noise: 1 });
    expect(topics('Espressomaskinen larmer hele tiden.')).toMatchObject({ noise: -1 });
    expect(topics('Med busser forbi hele natten fik jeg ikke lukket et øje.')).toMatchObject({ noise: -1 });
  });
  it('reads colour that left the grey, frizz, a neat nape and layers that sit', () => {
    expect(topics('Farven dækkede ikke det grå ved tindingerne.')).toMatchObject({ haircut: -1 });
    expect(topics('Permanenten blev bare krus.')).toMatchObject({ haircut: -1 });
    expect(topics('Drengen ser skarp ud og er lige i nakken.')).toMatchObject({ haircut: 1 });
    expect(topics('Lagene ligger flot.')).toMatchObject({ haircut: 1 });
  });
  it('reads a room without privacy or sockets, and treatments that did nothing or made gums bleed', () => {
    expect(topics('Der er intet privatliv på de værelser.')).toMatchObject({ rooms: -1 });
    expect(topics('Kun én stikkontakt og den sad bag skabet.')).toMatchObject({ rooms: -1 });
    expect(topics('To måneder efter fillers er rynkerne der stadig.')).toMatchObject({ treatment: -1 });
    expect(topics('Efter rensningen blødte tandkødet i flere timer, tandkødet blødte helt vildt.')).toMatchObject({ treatment: -1 });
  });

  it('reads bumping bass, one dish to choose from and nobody offering to order it in', () => {
    expect(topics('Der blev bumpet bas fra baren nedenunder hele natten.')).toMatchObject({ noise: -1 });
    expect(topics('Der var kun én ret til min veganske søster.')).toMatchObject({ selection: -1 });
    expect(topics('Ingen tilbød at bestille størrelsen hjem.')).toMatchObject({ service: -1 });
  });

  it('reads a cut higher on one side than the other as the cut faulted', () => {
    expect(topics('Nu er den ene side højere end den anden.')).toMatchObject({ haircut: -1 });
  });

  it("reads a delayed flight as the guest's journey, not a wait", () => {
    expect(topics('Kom sent efter et forsinket fly, og værelset var rent.')).not.toHaveProperty('waiting');
  });

  it('reads everyday and slang words for bad as complaints', () => {
    expect(topics('Burgeren var noget bras.')).toMatchObject({ food: -1 });
    expect(topics('Betjeningen var lidt sløj i dag.')).toMatchObject({ service: -1 });
    expect(topics('Damen i kassen var pissesur.')).toMatchObject({ staff: -1 });
    expect(topics('Kundeservicen er ad helvede til.')).toMatchObject({ service: -1 });
    expect(topics('Servicen var under middel.')).toMatchObject({ service: -1 });
    expect(topics('Servicen var nærmest ikke eksisterende.')).toMatchObject({ service: -1 });
    expect(topics('Tjeneren var alt andet end venlig.')).toMatchObject({ staff: -1 });
    expect(topics('Ekspedienten var ikke synderligt interesseret i at hjælpe.')).toMatchObject({ staff: -1 });
    expect(topics('Maden var ikke helt på toppen.')).toMatchObject({ food: -1 });
    expect(topics('Fritterne var bløde og kolde.')).toMatchObject({ food: -1 });
    expect(topics('Hverken salt eller peber på kartoflerne.')).toMatchObject({ food: -1 });
  });

  it('reads prices faulted without a price word, usury and low prices', () => {
    expect(topics('Ublu priser på vinen.')).toMatchObject({ price: -1 });
    expect(topics('Her bliver man flået.')).toMatchObject({ price: -1 });
    expect(topics('Man bliver godt flået her.')).toMatchObject({ price: -1 });
    // 'Ren ågerpris' is usury, not a clean place.
    expect(topics('Det er ren ågerpris.')).toEqual({ price: -1 });
    expect(topics('Priserne er skruet i vejret.')).toMatchObject({ price: -1 });
    expect(topics('Priserne er ikke ligefrem lave.')).toMatchObject({ price: -1 });
    expect(topics('Regningen blev en ordentlig mundfuld.')).toMatchObject({ price: -1 });
    expect(topics('Prisvenligt og godt.')).toMatchObject({ price: 1 });
  });

  it('reads the wait told by idiom and by how long it took', () => {
    expect(topics('Desserten lod længe vente på sig.')).toMatchObject({ waiting: -1 });
    expect(topics('Det tog meget lang tid.')).toMatchObject({ waiting: -1 });
    expect(topics('Ventetiden var urimelig.')).toMatchObject({ waiting: -1 });
    expect(topics('Man må regne med at vente.')).toMatchObject({ waiting: -1 });
    expect(topics('Vi ventede en rum tid.')).toMatchObject({ waiting: -1 });
    expect(topics('Der gik en krig før kaffen kom.')).toMatchObject({ waiting: -1 });
    expect(topics('Jeg kom ind med det samme.')).toMatchObject({ waiting: 1 });
  });

  it('reads loud music and sound levels, and quiet enough to think', () => {
    expect(topics('Musikken var så høj at samtalen døde.')).toMatchObject({ noise: -1 });
    expect(topics('Lydniveauet er højt, især om fredagen.')).toMatchObject({ noise: -1 });
    expect(topics('Jeg fik hovedpine af den høje musik.')).toMatchObject({ noise: -1 });
    expect(topics('Man kan høre sine egne tanker her.')).toMatchObject({ noise: 1 });
  });

  it('reads grime, dust, sticky tables and unwashed cups, and a hygienic clinic', () => {
    expect(topics('Toilettet var griset.')).toMatchObject({ cleanliness: -1 });
    expect(topics('Der lå støv på reolerne.')).toMatchObject({ cleanliness: -1 });
    expect(topics('Håndklæderne var ikke skiftet.')).toMatchObject({ cleanliness: -1 });
    expect(topics('Bordene var klæbrige.')).toMatchObject({ cleanliness: -1 });
    expect(topics('Kopperne var ikke ordentligt vasket.')).toMatchObject({ cleanliness: -1 });
    expect(topics('Klinikken er meget hygiejnisk.')).toMatchObject({ cleanliness: 1 });
  });

  it('reads being looked after or ignored, and staff who know their trade', () => {
    expect(topics('Personalet gjorde alt for at vi fik en god aften.')).toMatchObject({ service: 1 });
    expect(topics('Der blev taget rigtig godt hånd om os.')).toMatchObject({ service: 1 });
    expect(topics('Vi blev fuldstændig ignoreret ved disken.')).toMatchObject({ service: -1 });
    expect(topics('Ingen svarede på min besked.')).toMatchObject({ service: -1 });
    expect(topics('Jeg følte mig som en klods om benet.')).toMatchObject({ service: -1 });
    expect(topics('Hun har stor forstand på farver.')).toMatchObject({ staff: 1 });
  });

  it('reads a wide or big range as praise, and a small menu as the choice, not the food', () => {
    expect(topics('Sortimentet er rigtig bredt.')).toMatchObject({ selection: 1 });
    expect(topics('Udvalget er virkelig stort.')).toMatchObject({ selection: 1 });
    expect(topics('Ikke en finger at sætte på udvalget.')).toMatchObject({ selection: 1 });
    expect(topics('Menuen er lidt for lille til et sted af den størrelse.')).toEqual({ selection: -1 });
    expect(topics('Der manglede mange varer.')).toMatchObject({ selection: -1 });
    expect(topics('Virkelig spændende retter.')).toMatchObject({ food: 1 });
    expect(topics('Brunchen var et kæmpe hit.')).toMatchObject({ breakfast: 1 });
  });

  it('reads a place with soul, cosiness and peace, and one like a station hall', () => {
    expect(topics('Stedet emmer af hygge.')).toMatchObject({ atmosphere: 1 });
    expect(topics('Et fredfyldt lille sted.')).toMatchObject({ atmosphere: 1 });
    expect(topics('Skøn café med sjæl.')).toMatchObject({ atmosphere: 1 });
    expect(topics('Stemningen er ikke til at slå.')).toMatchObject({ atmosphere: 1 });
    expect(topics('Stemningen var magisk.')).toMatchObject({ atmosphere: 1 });
    expect(topics('Vi følte os godt tilpas fra første øjeblik.')).toMatchObject({ atmosphere: 1 });
    expect(topics('Det føltes som at spise på en banegård.')).toMatchObject({ atmosphere: -1 });
  });

  it('reads rooms, brows, waxing, cuts not as asked, bookings lost and a place tucked away', () => {
    expect(topics('Stort og lyst værelse med altan.')).toMatchObject({ rooms: 1 });
    expect(topics('Brynene blev alt for tynde.')).toMatchObject({ treatment: -1 });
    expect(topics('Hun borede uden bedøvelse.')).toMatchObject({ treatment: -1 });
    expect(topics('Jeg fik et brandsår af voksningen.')).toMatchObject({ treatment: -1 });
    expect(topics('Striberne blev ujævne.')).toMatchObject({ haircut: -1 });
    expect(topics('Håret er ikke klippet lige.')).toMatchObject({ haircut: -1 });
    expect(topics('Farven blev meget lysere end jeg ville have.')).toMatchObject({ haircut: -1 });
    expect(topics('Det var slet ikke den klipning jeg bad om.')).toMatchObject({ haircut: -1 });
    expect(topics('Klipningen blev ikke som jeg havde håbet.')).toMatchObject({ haircut: -1 });
    expect(topics('Min nye frisure var ikke til at genkende.')).toMatchObject({ haircut: -1 });
    expect(topics('Min tid var blevet slettet i systemet.')).toMatchObject({ booking: -1 });
    expect(topics('De havde glemt at skrive min tid ind.')).toMatchObject({ booking: -1 });
    expect(topics('Restauranten ligger lidt gemt i en baggård.')).toMatchObject({ location: -1 });
  });

  it('reads stressed staff, a dead mood, little filling and not getting what one paid for, and a wait shrugged off', () => {
    expect(topics('Personalet virkede stressede.')).toMatchObject({ staff: -1 });
    expect(topics('Stemningen var lidt død.')).toMatchObject({ atmosphere: -1 });
    expect(topics('Der var ikke meget fyld i sandwichen.')).toMatchObject({ food: -1 });
    expect(topics('Vi fik ikke det vi betalte for.')).toMatchObject({ price: -1 });
    expect(topics('Vi ventede lidt, men det gjorde ikke noget.')).toMatchObject({ waiting: 0 });
  });
});
