import { describe, expect, it } from 'vitest';
import { analyseReview } from '../analyse-review';
import { feltTopics, topicPolarities } from '../topic-polarities';

const topics = (text: string) => topicPolarities(text, 'sv');
const felt = (text: string) => feltTopics(text, 'sv');

describe('Swedish lexicon', () => {
  it('knows the people behind the counter and how they behave', () => {
    expect(topics('Killen i kassan var dryg och nonchalant.')).toMatchObject({ staff: -1 });
    expect(topics('Tjejerna bakom disken var jättehjälpsamma.')).toMatchObject({ staff: 1 });
    expect(topics('De blandade ihop beställningen.')).toEqual({ service: -1 });
    expect(topics('Vi fick fel rätt.')).toEqual({ service: -1 });
    expect(topics('Färgen blev fläckig.')).toEqual({ haircut: -1 });
    expect(topics('Pommesen var slappa.')).toEqual({ food: -1 });
    expect(topics('Servitrisen började tjafsa med oss om notan.')).toMatchObject({ staff: -1 });
    expect(topics('Receptionisten var ett riktigt proffs.')).toMatchObject({ staff: 1 });
  });

  it('reads food and drink gone wrong', () => {
    expect(topics('Pommesen var flottiga och hamburgaren torr.')).toMatchObject({ food: -1 });
    expect(topics('Pizzan var degig i mitten.')).toMatchObject({ food: -1 });
    expect(topics('Kanelbullarna var dagsgamla.')).toMatchObject({ food: -1 });
    expect(topics('Ölen var avslagen.')).toMatchObject({ drinks: -1 });
  });

  it('files short staff and minutes under the wait', () => {
    expect(topics('Det var underbemannat och bara en kassa öppen.')).toMatchObject({ waiting: -1 });
    expect(topics('Det gick fort att få maten.')).toMatchObject({ waiting: 1 });
    // A wait named without a feeling is a complaint by nature: the reply owns up to it on a low rating.
    expect(analyseReview('Beställde en latte, tog 20 min att få den.', 'sv').topics.map((t) => t.topic)).toContain('waiting');
  });

  it('knows rooms, toilets, noise, bookings and salon, clinic and shop words', () => {
    expect(topics('Madrassen var utsliten och det var kvavt i rummet.')).toMatchObject({ rooms: -1 });
    expect(topics('Toan var ostädad.')).toMatchObject({ cleanliness: -1 });
    expect(topics('Man hörde varenda ord från grannbordet.')).toMatchObject({ noise: -1 });
    expect(topics('Bokningssystemet krånglade hela tiden.')).toMatchObject({ booking: -1 });
    expect(topics('Fick en tid först om tre veckor.')).toMatchObject({ booking: -1 });
    expect(topics('Tandstensborttagningen gick smidigt.')).toMatchObject({ treatment: 1 });
    expect(topics('Slingorna blev orange.')).toMatchObject({ haircut: -1 });
    expect(topics('Nöjd med min nya färg.')).toMatchObject({ haircut: 1 });
    expect(topics('De hade slut på det mesta, tomma hyllor.')).toMatchObject({ selection: -1 });
    expect(topics('Det var omöjligt att komma fram på telefon.')).toMatchObject({ service: -1 });
    expect(topics('Värt varenda krona.')).toMatchObject({ price: 1 });
  });

  it('finds no topic or complaint in words that only look like one', () => {
    // 'Min' is 'my', not minutes; a cold drink in the sun is praise; 'utan problem' is no problem.
    expect(topics('Nöjd med min nya färg.')).not.toHaveProperty('waiting');
    expect(topics('Kalla drycker och glass i solen, perfekt.')).toMatchObject({ drinks: 1, food: 1 });
    expect(topics('Fick pengarna tillbaka utan problem.')).toEqual({ service: 1 });
    // An overall verdict names nobody, and a plain visit feels nothing.
    expect(felt('Professionellt och smidigt.')).toEqual([]);
    expect(felt('Vi var här med min syster förra veckan.')).toEqual([]);
    expect(felt('Vi satt en stund på terrassen.')).toEqual([]);
    expect(analyseReview('Hade förväntat mig lite mer.', 'sv').sentiment).toBeLessThan(0);
  });

  it('uses up everyday phrases whose words mean no topic or feeling', () => {
    expect(topics('Vi tyckte synd om servitrisen.')).toEqual({ staff: 0 });
  });

  it('reads a messy shop and nobody getting back as complaints', () => {
    expect(topics('Lite rörigt i butiken bara.')).toEqual({ cleanliness: -1 });
    expect(topics('Ingen har hört av sig.')).toEqual({ service: -1 });
    expect(topics('Servitrisen bad om ursäkt.')).toEqual({ staff: 1 });
  });
  it('reads "ditt hår" as the salon\'s work', () => {
    expect(topics('Tack för de fina orden om ditt nya hår!')).toMatchObject({ haircut: 1 });
  });
  it('hears loud music as noise and reads drinks outside a price as its terms', () => {
    expect(topics('Musiken var för hög.')).toEqual({ noise: -1 });
    expect(topics('450 kr utan dryck är för dyrt.')).toEqual({ price: -1 });
  });
  it('reads a bill with what was not ordered as a complaint about the price', () => {
    expect(topics('Notan hade två öl som vi inte beställt.')).toMatchObject({ price: -1, drinks: 0 });
  });
  it('reads wishes for bigger, a table at once, a bill asked for again and again, phones, value for money and a colour not as agreed', () => {
    expect(topics('Portionerna kunde vara större.')).toEqual({ food: -1 });
    expect(topics('Vi fick bord direkt.')).toEqual({ waiting: 1 });
    expect(topics('Vi fick be om notan tre gånger.')).toEqual({ service: -1 });
    expect(topics('Personalen stod och tittade i sina mobiler.')).toEqual({ staff: -1 });
    expect(topics('Prisvärt!')).toEqual({ price: 1 });
    expect(topics('Frisören förstod precis vad jag ville ha.')).toEqual({ staff: 1 });
    expect(topics('Färgen blev inte alls som vi kommit överens om.')).toEqual({ haircut: -1 });
    expect(topics('Det finns utrymme för förbättring när det gäller desserterna.')).toEqual({ food: -1 });
  });
  it('reads nobody coming by, a hair in the food, hard chairs, a cold room and tables too close as complaints', () => {
    expect(topics('Ingen kom och frågade om vi ville ha något mer.')).toEqual({ service: -1 });
    expect(topics('Det var ett hårstrå i min sallad.')).toEqual({ cleanliness: -1, food: 0 });
    expect(topics('Stolarna är väldigt obekväma.')).toEqual({ atmosphere: -1 });
    expect(topics('Det var iskallt i lokalen.')).toEqual({ atmosphere: -1 });
    expect(topics('Borden står alldeles för tätt.')).toEqual({ atmosphere: -1 });
  });
  it('reads a refused exchange as the service', () => {
    expect(topics('De vägrade byta varan.')).toEqual({ service: -1 });
  });
  it('reads undrinkable coffee, thin walls, a bored waitress, a cancelled appointment, a tiny room and a short wine list as complaints, charm and the colour wanted as praise', () => {
    expect(topics('Kaffet var odrickbart.')).toEqual({ coffee: -1 });
    expect(topics('Man hör allt genom väggarna.')).toEqual({ noise: -1 });
    expect(topics('Servitrisen verkade uttråkad.')).toEqual({ staff: -1 });
    expect(topics('Tiden ställdes in i sista minuten.')).toEqual({ booking: -1 });
    expect(topics('Rummet var minimalt.')).toEqual({ rooms: -1 });
    expect(topics('Vinlistan är kort.')).toEqual({ selection: -1 });
    expect(topics('Stället har verkligen charm.')).toEqual({ atmosphere: 1 });
    expect(topics('Jag fick precis den färg jag ville ha.')).toEqual({ haircut: 1 });
  });
  it('reads not recognising oneself, a delivery that never came, too few staff and a freezing dining room as complaints', () => {
    expect(topics('Men jag känner inte igen mig själv i spegeln 😩')).toEqual({ haircut: -1 });
    expect(topics('Beställde en bukett via er hemsida och den kom aldrig fram.')).toEqual({ service: -1 });
    expect(topics('Det var ont om folk på golvet.')).toEqual({ service: -1 });
    expect(topics('Lokalen är fint inredd men iskall, man satt i jackan hela kvällen.')).toEqual({ atmosphere: -1 });
  });

  it('reads new hair loved, a room smelling of old smoke and a verdict that names no one', () => {
    expect(topics('ÄLSKAR MITT NYA HÅR!!!')).toEqual({ haircut: 1 });
    expect(topics('Rummet luktade gammal rök.')).toMatchObject({ cleanliness: -1 });
    expect(topics('Trevligt ändå men inte riktigt den kväll vi hade hoppats på.')).toEqual({});
  });

  it('reads a forgotten order, a price that is a lot of money, and a room loud as a tractor', () => {
    expect(topics('Smörgåsen hade glömts bort helt.')).toMatchObject({ service: -1 });
    expect(topics('1 200 kr för en vanlig undersökning tycker jag är mycket.')).toMatchObject({ price: -1 });
    expect(topics('Luftkonditioneringen lät som en traktor hela natten.')).toMatchObject({ noise: -1 });
  });

  it('reads a portion on the small side, a receptionist busy with her phone and a hairdresser in a hurry', () => {
    expect(topics('Köttet var gott men portionen var i minsta laget.')).toEqual({ food: -1 });
    expect(topics('Receptionisten var mer upptagen av mobilen.')).toEqual({ staff: -1 });
    expect(topics('Frisören var trevlig men verkade ha bråttom.')).toEqual({ staff: -1 });
  });

  it('reads the only bright spot as praise and nothing to hang on the Christmas tree as a complaint', () => {
    expect(topics('Frukosten var den enda ljuspunkten.')).toEqual({ breakfast: 1 });
    expect(topics('Frukosten var inte mycket att hänga i julgranen.')).toEqual({ breakfast: -1 });
  });

  it('reads a forgotten order and a refused return as the service', () => {
    expect(topics('De glömde dessutom bort vår beställning.')).toEqual({ service: -1 });
  });

  it("reads 'kan inte vänta' as no wait", () => {
    expect(topics('Frukosten var fantastisk. Kan inte vänta på att komma tillbaka.')).toEqual({ breakfast: 1 });
  });

  it('reads a bathroom that has seen better days', () => {
    expect(topics('Badrummet har sett bättre dagar.')).toEqual({ rooms: -1 });
  });

  it('reads buns that shrank, nothing that happened, no solution offered and sitting until a quarter past as complaints, but a quarter past nine as a time', () => {
    expect(topics('Bullarna har krympt.')).toEqual({ food: -1 });
    expect(topics('Receptionen lovade att ringa upp, det hände ingenting.')).toEqual({ staff: -1 });
    expect(topics('Inget förslag på lösning, ingen ursäkt.')).toEqual({ service: -1 });
    expect(topics('Vi fick inte sitta ner förrän kvart i åtta.')).toMatchObject({ waiting: 0 });
    expect(topics('Frukosten var god, men slut på ägg redan kvart över nio.')).not.toHaveProperty('waiting');
  });

  it('reads the advice one got as the service', () => {
    expect(topics('Personalen är trevlig men rådet jag fick om progressiva glas var inte så genomtänkt.')).toEqual({ staff: 1, service: -1 });
  });

  it('reads no apology as a complaint of the service', () => {
    expect(topics('Latten kom direkt, smörgåsen efter 35 min. Ingen ursäkt heller.')).toMatchObject({ service: -1 });
  });

  it("reads 'inte som att det var värt' as not worth it", () => {
    expect(topics('Känns inte som att det var värt 750 kr')).toEqual({ price: -1 });
  });

  it('reads waiting for the bill as the wait, not the price', () => {
    expect(topics('Vi fick vänta länge på notan.')).toEqual({ waiting: -1 });
  });

  it('hears the hubbub, smells a stuffy room, and reads a reminder as the service and a bargain as the price', () => {
    expect(topics('Det var ett himla sorl där inne.')).toEqual({ noise: 0 });
    expect(topics('Väntrummet luktade instängt.')).toMatchObject({ cleanliness: -1 });
    expect(topics('Vinet fick vi påminna om två gånger.')).toMatchObject({ service: -1 });
    expect(topics('Halvvissna tulpaner för 650 kr, ett riktigt klipp.')).toEqual({ price: 0 });
  });

  it('hears the radio too loud, and reads reheated potatoes and char on the plate', () => {
    expect(topics('Radion stod på så högt att man knappt hörde vad man sa.')).toEqual({ noise: 0 });
    expect(topics('Potatisen hade nog värmts upp minst en gång.')).toEqual({ food: -1 });
    expect(topics('Röding med brynt smör och sen hjortfilé som var perfekt rosa.')).toEqual({ food: 1 });
  });

  it('does not hear noise in a high rating', () => {
    expect(topics('Tack för att du gav oss ett så högt betyg.')).toEqual({});
  });

  it("grants the food 'inget fel på' against what the waitress did later", () => {
    expect(topics('Maten var det inget fel på, pastan var riktigt god. Men servitrisen himlade med ögonen när vi frågade om det fanns nåt glutenfritt och sa "det står ju på menyn" (det gjorde det inte).')).toMatchObject({ food: 1, staff: -1 });
    expect(topics('Maten var det inget fel på.')).toEqual({ food: 1 });
  });

  it('knows everyday ways of telling noise, waits, staff and choice', () => {
    expect(topics('Musiken dånade ur högtalarna.')).toMatchObject({ noise: -1 });
    expect(topics('Barnen skrek och sprang runt mellan borden.')).toMatchObject({ noise: -1 });
    expect(topics('Kylskåpet brummade hela natten.')).toMatchObject({ noise: -1 });
    expect(topics('Man hör varenda dörr som smäller i korridoren.')).toMatchObject({ noise: -1 });
    expect(topics('Vi väcktes av sopbilen kl. 6.')).toMatchObject({ noise: -1 });
    expect(topics('Skönt att man kunde prata utan att skrika.')).toMatchObject({ noise: 1 });
    expect(topics('Vi satt 40 minuter innan någon kom till bordet.')).toMatchObject({ waiting: -1 });
    expect(topics('Hade tid kl. 10 men kom inte in förrän kl. 11.')).toMatchObject({ waiting: -1 });
    expect(topics('Till slut gav vi upp och gick.')).toMatchObject({ waiting: -1 });
    expect(topics('Vi blev betjänade direkt.')).toMatchObject({ waiting: 1 });
    expect(topics('Hon tog så väl hand om oss.')).toMatchObject({ staff: 1 });
    expect(topics('Underbara människor som driver stället.')).toMatchObject({ staff: 1 });
    expect(topics('Vår servitris var en ängel.')).toMatchObject({ staff: 1 });
    expect(topics('Killarna i köket var supergulliga.')).toMatchObject({ staff: 1 });
    expect(topics('Bara två sorters kakor att välja på.')).toMatchObject({ selection: -1 });
    expect(topics('Allt var slutsålt redan kl. 12.')).toMatchObject({ selection: -1 });
    expect(topics('De har ett enormt utbud av öl.')).toMatchObject({ selection: 1 });
    expect(topics('De hade gett bort vårt bord.')).toMatchObject({ booking: -1 });
    expect(topics('Vi behandlades som luft.')).toMatchObject({ service: -1 });
    expect(topics('Vi blev väldigt väl mottagna.')).toMatchObject({ service: 1 });
    expect(topics('Vi satt som packade sillar.')).toMatchObject({ atmosphere: -1 });
    expect(topics('Priserna är helt sjuka.')).toMatchObject({ price: -1 });
    expect(topics('Plånboksvänliga priser.')).toMatchObject({ price: 1 });
  });

  it('knows food still warm, a taste told as if gone stale, a hair in the dish and a bad smell', () => {
    expect(topics('Bullarna var fortfarande ljumma.')).toMatchObject({ food: 1 });
    expect(topics('Kaffet smakade som om det stått på plattan sen i morse.')).toMatchObject({ coffee: -1 });
    expect(topics('Det låg ett hårstrå i pastan.')).toMatchObject({ cleanliness: -1 });
  });

  it('knows everyday ways of judging the food, the room, the result, the price and the place', () => {
    expect(topics('Pommesen simmade i flott.')).toMatchObject({ food: -1 });
    expect(topics('Köttet smälte i munnen.')).toMatchObject({ food: 1 });
    expect(topics('Allt var lagat från grunden.')).toMatchObject({ food: 1 });
    expect(topics('Köttet var grått.')).toMatchObject({ food: -1 });
    expect(topics('Potatisen var sönderkokt.')).toMatchObject({ food: -1 });
    expect(topics('Kaffet smakade som diskvatten.')).toMatchObject({ coffee: -1 });
    expect(topics('Sängen var som att ligga på en sten.')).toMatchObject({ rooms: -1 });
    expect(topics('Det fanns inget varmvatten i duschen.')).toMatchObject({ rooms: -1 });
    expect(topics('Rummet var stort som en garderob.')).toMatchObject({ rooms: -1 });
    expect(topics('Rummet var jättestort.')).toMatchObject({ rooms: 1 });
    expect(topics('Äntligen en frisör som kan klippa lockigt hår.')).toMatchObject({ haircut: 1 });
    expect(topics('Frisören var trevlig, men färgen blev grön.')).toMatchObject({ staff: 1, haircut: -1 });
    expect(topics('Jag ser ut som en pudel.')).toMatchObject({ haircut: -1 });
    expect(topics('Jag kände ingenting när tanden drogs ut.')).toMatchObject({ treatment: 1 });
    expect(topics('Jag hade fortfarande ont tre dagar efter.')).toMatchObject({ treatment: -1 });
    expect(topics('Huden var röd och irriterad i flera dagar.')).toMatchObject({ treatment: -1 });
    expect(topics('De tog betalt för kranvatten.')).toMatchObject({ price: -1 });
    expect(topics('Priset stod inte i proportion till kvaliteten.')).toMatchObject({ price: -1 });
    expect(topics('Det är en brant backe upp till hotellet.')).toMatchObject({ location: -1 });
    expect(topics('Ligger precis vid stranden.')).toMatchObject({ location: 1 });
    expect(topics('Det kändes som att sitta på en flygplats.')).toMatchObject({ atmosphere: -1 });
    expect(topics('Det låg en strumpa på golvet under sängen.')).toMatchObject({ cleanliness: -1 });
    expect(topics('Det fanns inget toapapper på toaletten.')).toMatchObject({ cleanliness: -1 });
    expect(topics('Efter middagen tog vi en lång promenad längs stranden.')).not.toHaveProperty('location');
  });

  it('reads an overbooked hotel as the booking gone wrong, and minutes away as a distance', () => {
    expect(topics('Hotellet var överbokat och vi fick ett rum på ett annat hotell, 40 min bort.')).toMatchObject({ booking: -1 });
    expect(topics('Vi fick ett rum på ett annat hotell, 40 min bort.')).not.toHaveProperty('waiting');
  });

  it('reads a waiting room as a place, stale food, negated pain, litotes, the phone and the booking as Swedes put them', () => {
    expect(topics('Väntrummet är lite slitet.')).toEqual({ atmosphere: -1 });
    expect(topics('Stolarna i väntrummet är obekväma.')).not.toHaveProperty('waiting');
    expect(topics('Fick sitta i väntrummet länge.')).toMatchObject({ waiting: -1 });
    expect(topics('Kaffet hade stått på plattan i en timme.')).toMatchObject({ coffee: -1 });
    expect(topics('Frallorna var bakade dagen innan.')).toMatchObject({ food: -1 });
    expect(topics('Det gjorde inte ett dugg ont.')).toMatchObject({ treatment: 1 });
    expect(topics('Jag kände inget när han borrade.')).toMatchObject({ treatment: 1 });
    expect(topics('Inte en enda tår från min son.')).toMatchObject({ treatment: 1 });
    expect(topics('Inget att invända mot servicen.')).toMatchObject({ service: 1 });
    expect(topics('Ingenting att sätta fingret på med rummet.')).toMatchObject({ rooms: 1 });
    expect(topics('Man kan inte annat än älska kaffet.')).toMatchObject({ coffee: 1 });
    expect(topics('Jag ringde 4 gånger innan jag fick en tid.')).toEqual({ booking: -1 });
    expect(topics('Det tog mig 3 dagar att få en tid.')).toEqual({ booking: -1 });
    expect(topics('Inget svar på mejl.')).toEqual({ service: -1 });
    expect(topics('Ingen lyfter luren.')).toEqual({ service: -1 });
    expect(topics('Hon tittade inte riktigt på vad hon gjorde.')).toMatchObject({ staff: -1 });
    expect(topics('Det gick inte att föra ett samtal.')).toMatchObject({ noise: -1 });
    expect(topics('Man kan inte ens prata.')).toMatchObject({ noise: -1 });
    expect(topics('Rent ut sagt var maten dålig.')).toEqual({ food: -1 });
    expect(topics('Vi slog två flugor i en smäll.')).toEqual({});
    expect(topics('Det var rena rama rånet.')).toEqual({ price: -1 });
    expect(topics('Jag fick tillbaka pengarna.')).not.toHaveProperty('price');
    expect(topics('Bokningssystemet hängde sig två gånger.')).toMatchObject({ booking: -1 });
    expect(topics('Receptionisten var snäsig.')).toMatchObject({ staff: -1 });
    expect(topics('Parkeringen är besvärlig, men det rår de inte över.')).toEqual({ parking: 0 });
    expect(topics('Man kan sitta och titta ut över sjön.')).toMatchObject({ location: 1 });
    expect(topics('De hade bokat in någon annan på min tid.')).toMatchObject({ booking: -1 });
    expect(topics('Han är en klippa.')).toEqual({ staff: 1 });
    expect(topics('Tre hundralappar för en kaffe är för mycket.')).toMatchObject({ price: -1 });
  });

  it('reads an asking cut short, an extra charge, a lunch break, praise of what one rarely sees and the other phrasings of the last blind set', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'sv', 'review', rating);
    expect(read('Skulle bara ha lite ljusa slingor och toppa. 2 400 kr senare var jag gulorange.', 1)).toMatchObject({ haircut: -1 });
    expect(read('Personal som man sällan ser.', 5)).toMatchObject({ staff: 1 });
  });

  it('reads wrong orders, nobody serving, shrugs, being hurried out, shop help and returns, waiting idioms, a noisy hotel night and staff slang as Swedes put them', () => {
    expect(topics('Beställde en havrelatte, fick vanlig mjölk.')).toMatchObject({ service: -1 });
    expect(topics('Jag beställde pizza med skinka men fick en med ananas.')).toMatchObject({ service: -1 });
    expect(topics('Pommesen såg vi aldrig röken av.')).toMatchObject({ service: -1 });
    expect(topics('Vi fick gå fram till baren själva för att beställa.')).toMatchObject({ service: -1 });
    expect(topics('Vi fick vinka flera gånger.')).toMatchObject({ service: -1 });
    expect(topics('Servitören försvann.')).toMatchObject({ service: -1 });
    expect(topics('Servitören ryckte bara på axlarna.')).toMatchObject({ service: -1 });
    expect(topics('Utan att ens be om ursäkt.')).toMatchObject({ service: -1 });
    expect(topics('Ingen gjorde något åt det.')).toMatchObject({ service: -1 });
    expect(topics('Notan lades på bordet utan att vi bett om den.')).toMatchObject({ service: -1 });
    expect(topics('De började ställa upp stolarna runt oss.')).toMatchObject({ service: -1 });
    expect(topics('Vi fick veta att köket stänger om tjugo minuter.')).toMatchObject({ service: -1 });
    expect(topics('Personalen visste ingenting om det de säljer.')).toMatchObject({ service: -1 });
    expect(topics('De sålde fel färg till mig.')).toMatchObject({ service: -1 });
    expect(topics('Finns det inte på hyllan så har vi det inte.')).toMatchObject({ service: -1 });
    expect(topics('Lovade den till fredag, inte ens påbörjad.')).toMatchObject({ service: -1 });
    expect(topics('Beställningen skickades aldrig.')).toMatchObject({ service: -1 });
    expect(topics('Det tog två veckor fast vi blev lovade fem dagar.')).toMatchObject({ waiting: -1 });
    expect(topics('De vägrade byta.')).toMatchObject({ service: -1 });
    expect(topics('Bara öppet köp i 7 dagar.')).toMatchObject({ service: -1 });
    expect(topics('Inget byte, ingen tillgodolapp.')).toMatchObject({ service: -1 });
    expect(topics('Man behöver en ängels tålamod för att få ett bord.')).toMatchObject({ waiting: -1 });
    expect(topics('Man får ge sig till tåls.')).toMatchObject({ waiting: -1 });
    expect(topics('Två timmar för tre rätter.')).toMatchObject({ waiting: -1 });
    expect(topics('Ventilationen gick till 23 och startade igen klockan 6.')).toMatchObject({ noise: -1 });
    expect(topics('Luftkonditioneringen lät som ett jetplan.')).toMatchObject({ noise: -1 });
    expect(topics('Ett band spelade till halv två.')).toMatchObject({ noise: -1 });
    expect(topics('Ali är en klippa.')).toMatchObject({ staff: 1 });
    expect(topics('Emma kommer alltid ihåg min beställning.')).toMatchObject({ staff: 1 });
    expect(topics('Johans rekommendationer är klockrena.')).toMatchObject({ staff: 1 });
  });

  it('reads price idioms, messy shops, thin ranges, curt deeds, service not done, praise by deeds, booking ease and failures, plain food faults, regional breakfast and parking, location, noise and cleanliness told by detail, painless treatment, clock-time waits and praise that ends as people put them', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'sv', 'review', rating);
    // Price idioms and fees.
    expect(read('Nu får de ge sig med priserna.', 2)).toMatchObject({ price: -1 });
    expect(read('89 kr för det? Rån mitt på ljusa dagen.', 2)).toMatchObject({ price: -1 });
    expect(read('En avbokningsavgift som ingen hade nämnt, och de drog pengarna ändå.', 1)).toMatchObject({ price: -1 });
    // A messy shop.
    expect(read('Butiken var stökig och det låg grejer överallt.', 2)).toMatchObject({ cleanliness: -1 });
    // A thin or repetitive range.
    expect(read('Storlekarna tar slut direkt.', 2)).toMatchObject({ selection: -1 });
    expect(read('Hälften av varorna på hemsidan fanns inte i lager.', 2)).toMatchObject({ selection: -1 });
    expect(read('Frukostbuffén är alltid densamma, väldigt enformig.', 3)).toMatchObject({ breakfast: -1 });
    // Curt staff told by deeds.
    expect(read('Hon himlade med ögonen, pekade vagt åt ett hörn och gick.', 2)).toMatchObject({ staff: -1 });
    expect(read('Han pratade mest om sin egen semester och kunde väldigt lite om det han sålde.', 2)).toMatchObject({ staff: -1 });
    expect(read('Hon sa att felet måste vara mitt.', 1)).toMatchObject({ staff: -1 });
    // Service not done.
    expect(read('Ingen sa ett ord, inte ens ett förlåt.', 1)).toMatchObject({ service: -1 });
    expect(read('Inget ändrades efter att vi sagt till i receptionen.', 1)).toMatchObject({ service: -1 });
    expect(read('Ingen rabatt, ingenting.', 1)).toMatchObject({ service: -1 });
    // Praise by deeds and slang: no stress is the service, not a wait.
    expect(read('Hon lade ner massor av tid på att hjälpa mig välja.', 5)).toEqual({ staff: 1 });
    expect(read('Aldrig någon stress.', 5)).toEqual({ service: 1 });
    expect(read('Hon gjorde ett grymt jobb med min färg.', 5)).toMatchObject({ haircut: 1 });
    // Booking ease and failures.
    expect(read('Lätt att få en tid, smidigt att boka i appen.', 5)).toMatchObject({ booking: 1 });
    expect(read('De hade ingenting på mitt namn.', 1)).toMatchObject({ booking: -1 });
    expect(read('Avbokade via sms 20 minuter innan.', 1)).toMatchObject({ booking: -1 });
    // Plain food faults.
    expect(read('Liten portion för priset.', 2)).toMatchObject({ food: -1 });
    expect(read('Smakade som kakor från ICA, garanterat från frysen.', 2)).toMatchObject({ food: -1 });
    expect(read('Den varma chokladen var vattnig.', 2)).toMatchObject({ drinks: -1 });
    // Regional breakfast and parking that costs.
    expect(read('Frullen fylldes aldrig på.', 2)).toMatchObject({ breakfast: -1 });
    expect(read('Parkering 150 kr per dygn tillkommer.', 3)).toMatchObject({ parking: -1 });
    expect(read('Parkeringen kostar ingenting.', 5)).toMatchObject({ parking: 1 });
    // Location without the word.
    expect(read('En mardröm att hitta, undangömt i en sidogata utan skylt.', 2)).toMatchObject({ location: -1 });
    expect(read('Mysigt hotell två minuter till stranden.', 5)).toMatchObject({ location: 1 });
    // Noise without the word.
    expect(read('Musiken var så hög att jag fick ta på mig hörlurar.', 2)).toMatchObject({ noise: -1 });
    // Cleanliness by detail.
    expect(read('Toaletten har inte städats på ett tag, inget papper och allt var blött.', 2)).toMatchObject({ cleanliness: -1 });
    expect(read('Stark lukt av kemikalier.', 2)).toMatchObject({ cleanliness: -1 });
    expect(read('Kliniken var skinande ren.', 5)).toMatchObject({ cleanliness: 1 });
    // Painless treatment.
    expect(read('Kände knappt lagningen.', 5)).toMatchObject({ treatment: 1 });
    // Clock-time waits.
    expect(read('Tiden var kl. 14, jag kom in först 14.50.', 2)).toMatchObject({ waiting: -1 });
    expect(read('Buketten kom en timme för sent.', 2)).toMatchObject({ waiting: -1 });
    // More of the same, as others put it.
    expect(read('Hon tog sig verkligen tid.', 5)).toEqual({ staff: 1 });
    expect(read('Aldrig något tjat eller säljsnack.', 5)).toEqual({ service: 1 });
    expect(read('Paketet kom först efter tre veckor.', 2)).toMatchObject({ waiting: -1 });
    expect(read('Svårt att hitta parkering.', 2)).toEqual({ parking: -1 });
    expect(read('Inget krångel med bokningen, snabbt i appen.', 5)).toEqual({ booking: 1 });
    // Praise that only ends.
    expect(read('Personalen var trevlig, men det var tyvärr det.', 3)).toEqual({ staff: 1 });
  });

  it('reads the girl who works there as the staff, and loud music told as a story as noise', () => {
    expect(topics('Tjejen som jobbar där var jättehjälpsam dock.')).toEqual({ staff: 1 });
    expect(topics('Musiken var så hög att jag fick sitta med hörlurar.')).toMatchObject({ noise: -1 });
  });

  it('reads praise of the atmosphere, the range, advice, drinks, cleanliness, people, the location, food, the result, booking, price and speed as people put it', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'sv', 'review', rating);
    expect(read('Så mysigt litet ställe.', 5)).toMatchObject({ atmosphere: 1 });
    expect(read('Snygg salong med skön känsla.', 5)).toMatchObject({ atmosphere: 1 });
    expect(read('Fint inrett med växter och levande ljus.', 5)).toMatchObject({ atmosphere: 1 });
    expect(read('Härlig uteservering att sitta på.', 5)).toMatchObject({ atmosphere: 1 });
    expect(read('Supermysig trädgård.', 5)).toMatchObject({ atmosphere: 1 });
    expect(read('Inte särskilt mysigt inrett.', 2)).toMatchObject({ atmosphere: -1 });
    expect(read('Tråkigt inrett.', 2)).toMatchObject({ atmosphere: -1 });
    expect(read('Enormt utbud av ostar.', 5)).toMatchObject({ selection: 1 });
    expect(read('Massor av pärlor man inte hittar någon annanstans.', 5)).toMatchObject({ selection: 1 });
    expect(read('De har verkligen allt.', 5)).toMatchObject({ selection: 1 });
    expect(read('Stort sortiment.', 5)).toMatchObject({ selection: 1 });
    expect(read('Inte så stort utbud.', 2)).toMatchObject({ selection: -1 });
    expect(read('Utbudet var inte särskilt stort.', 2)).toMatchObject({ selection: -1 });
    expect(read('Fick jättebra råd.', 5)).toMatchObject({ service: 1 });
    expect(read('Expediten visste exakt vad jag behövde.', 5)).toMatchObject({ staff: 1 });
    expect(read('De hjälpte mig hitta rätt reservdel.', 5)).toMatchObject({ staff: 1 });
    expect(read('De gick utöver det vanliga för att hjälpa oss.', 5)).toMatchObject({ service: 1 });
    expect(read('Hon rekommenderade precis det som passade mig.', 5)).toMatchObject({ service: 1 });
    expect(read('Bra rådgivning.', 5)).toMatchObject({ service: 1 });
    expect(read('Fick inga råd alls.', 2)).toMatchObject({ service: -1 });
    expect(read('Dålig rådgivning.', 2)).toMatchObject({ service: -1 });
    expect(read('Vinet vi fick rekommenderat passade perfekt till maten.', 5)).toMatchObject({ drinks: 1 });
    expect(read('Grymma drinkar.', 5)).toMatchObject({ drinks: 1 });
    expect(read('Hemgjord lemonad.', 5)).toMatchObject({ drinks: 1 });
    expect(read('Hemgjord lemonad.', 5)).not.toHaveProperty('food');
    expect(read('Gott lokalt öl på fat.', 5)).toMatchObject({ drinks: 1 });
    expect(read('Nypressad juice.', 5)).toMatchObject({ drinks: 1 });
    expect(read('Vinet passade inte alls till maten.', 2)).toMatchObject({ drinks: -1 });
    expect(read('Skinande rent överallt.', 5)).toMatchObject({ cleanliness: 1 });
    expect(read('Fräscha toaletter.', 5)).toMatchObject({ cleanliness: 1 });
    expect(read('Allt var rent och snyggt.', 5)).toMatchObject({ cleanliness: 1 });
    expect(read('Kliniskt rent.', 5)).toMatchObject({ cleanliness: 1 });
    expect(read('Fläckfritt.', 5)).toMatchObject({ cleanliness: 1 });
    expect(read('Långtifrån skinande rent.', 2)).toMatchObject({ cleanliness: -1 });
    expect(read('Toaletterna var inte fräscha.', 2)).toMatchObject({ cleanliness: -1 });
    expect(read('Tjejen i kassan var superhjälpsam.', 5)).toMatchObject({ staff: 1 });
    expect(read('Killen som jobbar där är så trevlig.', 5)).toMatchObject({ staff: 1 });
    expect(read('Damen som driver stället är en pärla.', 5)).toMatchObject({ staff: 1 });
    expect(read('Ägaren kom själv ut och pratade med oss.', 5)).toMatchObject({ staff: 1 });
    expect(read('Hon är en klippa.', 5)).toMatchObject({ staff: 1 });
    expect(read('Han är en legend.', 5)).toMatchObject({ staff: 1 });
    expect(read('Servitrisen var en ängel.', 5)).toMatchObject({ staff: 1 });
    expect(read('Killen som jobbar där var sur.', 2)).toMatchObject({ staff: -1 });
    expect(read('Mysigt hotell precis vid sjön.', 5)).toMatchObject({ location: 1 });
    expect(read('Härligt hotell två minuter från stranden.', 5)).toMatchObject({ location: 1 });
    expect(read('Centralt och nära till allt.', 5)).toMatchObject({ location: 1 });
    expect(read('Lätt att hitta.', 5)).toMatchObject({ location: 1 });
    expect(read('Fantastisk utsikt från rummet.', 5)).toMatchObject({ location: 1 });
    expect(read('Utsikten var mot parkeringen.', 2)).toMatchObject({ location: -1 });
    expect(read('Inte lätt att hitta.', 2)).toMatchObject({ location: -1 });
    expect(read('Generösa portioner.', 5)).toMatchObject({ food: 1 });
    expect(read('Hemlagat och nybakat.', 5)).toMatchObject({ food: 1 });
    expect(read('Kanelbullarna är att dö för.', 5)).toMatchObject({ food: 1 });
    expect(read('Köttet smälte i munnen.', 5)).toMatchObject({ food: 1 });
    expect(read('Stans bästa pizza.', 5)).toMatchObject({ food: 1 });
    expect(read('Portionerna var inte generösa.', 2)).toMatchObject({ food: -1 });
    expect(read('Långtifrån stans bästa pizza.', 2)).toMatchObject({ food: -1 });
    expect(read('Klippt precis som jag ville.', 5)).toMatchObject({ haircut: 1 });
    expect(read('Färgen blev perfekt.', 5)).toMatchObject({ haircut: 1 });
    expect(read('Hon är så lätt på handen.', 5)).toMatchObject({ treatment: 1 });
    expect(read('Jag kände ingenting.', 5)).toMatchObject({ treatment: 1 });
    expect(read('Naglarna sitter fortfarande perfekt efter två veckor.', 5)).toMatchObject({ treatment: 1 });
    expect(read('Klippningen blev inte alls som jag ville.', 2)).toMatchObject({ haircut: -1 });
    expect(read('Färgen blev inte som jag ville.', 2)).toMatchObject({ haircut: -1 });
    expect(read('Smidig bokning online.', 5)).toMatchObject({ booking: 1 });
    expect(read('Fick en tid samma dag.', 5)).toMatchObject({ booking: 1 });
    expect(read('De klämde in mig fast de var fullbokade.', 5)).toMatchObject({ booking: 1 });
    expect(read('Snabba att svara på sms.', 5)).toMatchObject({ booking: 1 });
    expect(read('Fick ingen tid förrän om tre veckor.', 2)).toMatchObject({ booking: -1 });
    expect(read('Schyssta priser.', 5)).toMatchObject({ price: 1 });
    expect(read('Prisvärt.', 5)).toMatchObject({ price: 1 });
    expect(read('Havremjölk utan extra kostnad.', 5)).toMatchObject({ price: 1 });
    expect(read('Gratis påtår.', 5)).toMatchObject({ price: 1 });
    expect(read('Inte prisvärt alls.', 2)).toMatchObject({ price: -1 });
    expect(read('Havremjölk kostar extra.', 2)).toMatchObject({ price: -1 });
    expect(read('Ingen väntetid alls.', 5)).toMatchObject({ waiting: 1 });
    expect(read('Fick maten direkt.', 5)).toMatchObject({ waiting: 1 });
    expect(read('Snabbt trots att det var fullt.', 5)).toMatchObject({ waiting: 1 });
    expect(read('Punktliga på minuten.', 5)).toMatchObject({ waiting: 1 });
    expect(read('Inte alls snabbt.', 2)).toMatchObject({ waiting: -1 });
    expect(read('Långtifrån snabbt.', 2)).toMatchObject({ waiting: -1 });
    expect(read('Stället är en pärla, men maten var kall.', 5)).toMatchObject({ food: -1 });
    expect(read('Stället är en pärla, men maten var kall.', 5)).not.toHaveProperty('staff');
    expect(read('Hotellet ligger långt ifrån allt.', 2)).toMatchObject({ location: -1 });
    expect(read('Smutsigt hotell precis vid sjön.', 2)).not.toHaveProperty('location:1');
  });

  it("reads 'billigt var det inte' (not cheap) as a complaint of the price", () => {
    expect(topicPolarities('Bra mat, men billigt var det inte.', 'sv', 'review', 4)).toEqual({ food: 1, price: -1 });
  });

  it('reads everyday stories: homographs, litotes, irony, deeds of staff, time spans, recovery, prices, nights, tables, dishes, ranges, help and places', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'sv', 'review', rating);
    // Homographs: 'stökigt' told of a room is mess, not noise.
    expect(read('Stökigt på rummet när vi kom.', 2)).toEqual({ cleanliness: -1 });
    // Litotes and faint praise ('inte så värst' finds fault).
    expect(read('Pizzan var inte dumt alls.', 4)).toMatchObject({ food: 1 });
    expect(read('Maten var inte så värst.', 2)).toMatchObject({ food: -1 });
    expect(read('Burgaren var varken fågel eller fisk.', 3)).toMatchObject({ food: -1 });
    // Irony closing a complaint.
    expect(read('Ingen parkering vid kliniken. Lycka till med att hitta en p-plats.', 1)).toMatchObject({ parking: -1 });
    // Staff faults told by deeds.
    expect(read('När jag frågade efter en annan storlek fick jag bara en suck.', 1)).toMatchObject({ staff: -1 });
    expect(read('Hon skrattade åt mig när jag visade en bild.', 1)).toMatchObject({ staff: -1 });
    expect(read('Hon kunde inte klippa lockigt hår, det märktes.', 2)).toMatchObject({ haircut: -1 });
    // Staff praise idioms.
    expect(read('Hon kan verkligen sitt jobb.', 5)).toMatchObject({ staff: 1 });
    // Waiting told by time spans, and speed told by a quick fix.
    expect(read('Det gick tre veckor innan någon hörde av sig.', 1)).toMatchObject({ waiting: -1 });
    expect(read('Cykeln var klar samma eftermiddag.', 5)).toMatchObject({ waiting: 1 });
    // Treatment and haircut results told by what came after.
    expect(read('Jag gick därifrån rak i ryggen för första gången på en månad.', 5)).toMatchObject({ treatment: 1 });
    expect(read('Det gjorde knappt ont.', 5)).toMatchObject({ treatment: 1 });
    expect(read('Jag ser ut som en rekryt.', 1)).toMatchObject({ haircut: -1 });
    // Price.
    expect(read('Saftigt prissatt för ett lunchcafé.', 2)).toMatchObject({ price: -1 });
    expect(read('Han tog inte en krona för att byta batteriet.', 5)).toMatchObject({ price: 1 });
    expect(read('Samma kräm är billigare på nätet.', 2)).toMatchObject({ price: -1 });
    // Noise and the night in the room.
    expect(read('Lastbilar som lastade av precis under fönstret.', 2)).toMatchObject({ noise: -1 });
    expect(read('Sömnen var sådär.', 3)).toMatchObject({ rooms: -1 });
    // Cleanliness told by detail.
    expect(read('Alla bord var fulla med koppar från tidigare gäster.', 2)).toMatchObject({ cleanliness: -1 });
    expect(read('Ett hår som bonus i salladen.', 2)).toMatchObject({ cleanliness: -1 });
    // Dishes, food faults and drinks by name.
    expect(read('Pytt i panna var riktigt god.', 5)).toMatchObject({ food: 1 });
    expect(read('Kycklingen smakade diskvatten.', 2)).toMatchObject({ food: -1 });
    expect(read('En härlig pale ale från ett lokalt bryggeri.', 5)).toMatchObject({ drinks: 1 });
    // Selection.
    expect(read('Det mesta måste beställas hem.', 2)).toMatchObject({ selection: -1 });
    // Service: nostalgia, help nowhere to be found, nobody clearing the tables.
    expect(read('Förr fick man bra hjälp här.', 2)).toMatchObject({ service: -1 });
    expect(read('Det var omöjligt att hitta personal.', 2)).toMatchObject({ service: -1 });
    expect(read('Ingen plockade undan borden.', 2)).toMatchObject({ service: -1 });
    // Location.
    expect(read('Otroligt läge vid hamnen.', 5)).toMatchObject({ location: 1 });
  });

  it('reads hotel noise by its source, compensation, shrugs, breakfast running out, rooms, forgotten orders, treatment, prices, selection and mess', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'sv', 'review', rating);
    expect(read('Vi kunde följa grannens fotbollsmatch genom väggen.', 2)).toMatchObject({ noise: -1 });
    expect(read('Folk som drog resväskor i korridoren halv sex på morgonen.', 2)).toMatchObject({ noise: -1 });
    expect(read('En svensexa vid bordet bredvid, vi fick luta oss över bordet för att höra varandra.', 2)).toMatchObject({ noise: -1 });
    expect(read('Som kompensation fick vi en gratis kaffe. Jaha.', 1)).toMatchObject({ service: -1 });
    expect(read('Servitrisen ryckte på axlarna och gick.', 1)).toMatchObject({ staff: -1 });
    expect(read('Frukosten hann vi inte ens med.', 2)).toMatchObject({ breakfast: -1 });
    expect(read('Duschen växlade mellan iskallt och skållhett.', 2)).toMatchObject({ rooms: -1 });
    expect(read('Ingen ringde tillbaka.', 2)).toMatchObject({ service: -1 });
    expect(read('Veterinären klämde lite på magen och skickade hem oss med en tub pasta.', 1)).toMatchObject({ treatment: -1 });
    expect(read('Min förra tandläkare tog 700.', 2)).toMatchObject({ price: -1 });
    expect(read('Nästan aldrig min storlek.', 2)).toMatchObject({ selection: -1 });
    expect(read('Soptunnan var överfull.', 2)).toMatchObject({ cleanliness: -1 });
  });

  it('tells a calm dentist from a quiet place, a receipt from the price, and knows everyday praise', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'sv', 'review', rating);
    expect(read('Tandläkaren var lugn och noggrann', 5)).toEqual({ staff: 1 });
    expect(read('Det var lugnt på natten', 5)).toMatchObject({ noise: 1 });
    expect(read('Kom tillbaka med kvittot dagen efter.', 2).price).toBeUndefined();
    expect(read('Gött käk', 5)).toMatchObject({ food: 1 });
    expect(read('Riktigt gött fika', 5)).toMatchObject({ coffee: 1 });
    expect(read('Maten kom snabbt', 5)).toMatchObject({ waiting: 1 });
  });

  it('reads stingy portions, plenty to choose from, a session cut short, a barber who knows, and one worker run off her feet', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'sv', 'review', rating);
    // Stingy portions told by counting.
    expect(read('Toast skagen för 165 kr med typ sex räkor på.', 2)).toMatchObject({ food: -1 });
    expect(read('Det var knappt något pålägg på mackan.', 2)).toMatchObject({ food: -1 });
    // Plenty to choose from is praise of the selection.
    expect(read('Mycket att välja mellan, men dyrt.', 3)).toMatchObject({ selection: 1, price: -1 });
    // A session cut short or rushed; the practitioner coming late is the wait.
    expect(read('Jag fick bara 30 minuter av de 60 jag betalat för.', 2)).toEqual({ treatment: -1 });
    expect(read('Det kändes stressat från början.', 2)).toMatchObject({ treatment: -1 });
    expect(read('Massören kom 15 minuter sent.', 2)).toEqual({ waiting: -1 });
    // Knowing how the regular wants it is praise of the staff.
    expect(read('Snygg klippning, hon vet exakt hur jag vill ha det.', 4)).toMatchObject({ haircut: 1, staff: 1 });
    expect(read('Han kan verkligen sin sak.', 5)).toMatchObject({ staff: 1 });
    // One lone worker run off her feet is the wait.
    expect(read('Bara en person jobbade och hon sprang benen av sig.', 2)).toEqual({ waiting: -1 });
  });

  it('reads a session cut short and leaving stiffer as the treatment, a pain that let go as relief, a muddle as the service, hours slept as no wait and a calm person as the staff', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'sv', 'review', rating);
    // Fewer minutes than booked, and leaving worse than one came, are the treatment.
    expect(read('Bokade en timme men fick bara 35 min.', 2)).toMatchObject({ treatment: -1 });
    expect(read('Gick därifrån ondare än när jag kom.', 1)).toEqual({ treatment: -1 });
    // A tension or pain that let go is praise of the treatment; a polish that let go is not.
    expect(read('Tre besök och spänningen i axeln släppte.', 5)).toEqual({ treatment: 1 });
    expect(read('Lacket släppte efter två dagar.', 2)).toEqual({ treatment: -1 });
    // A muddled visit is the service, not dirt.
    expect(read('Hela besöket kändes rörigt.', 2)).toEqual({ service: -1 });
    // Hours slept are no waiting time; the time it took, verb first, is.
    expect(read('Vi sov typ tre timmar.', 2).waiting).toBeUndefined();
    expect(read('När vi äntligen kom fram till disken tog det 30 minuter till.', 2)).toEqual({ waiting: -1 });
    // More cut off than asked for is the haircut, however fine the colour.
    expect(read('Snygg färg men hon tog bort mycket mer än jag ville.', 3)).toMatchObject({ haircut: -1 });
    // Staff who regretted it and could do nothing are praised; one left alone is the wait.
    expect(read('Personalen var gullig och beklagade, men kunde inget göra.', 2)).toEqual({ staff: 1 });
    expect(read('Stackars servitören var ensam och hann inte med.', 2)).toEqual({ waiting: -1 });
    // A calm person is praise of the staff, not a quiet place.
    expect(read('Hon var så lugn hela tiden.', 5)).toEqual({ staff: 1 });
  });

  it('reads a phone queue, a far-off first slot, a painkiller brush-off, a session lost to forms, paper walls, headless-chicken staff and bubbly', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'sv', 'review', rating);
    // A place in the phone queue is the wait; the first free slot weeks away is the booking.
    expect(read('Jag hade plats 14 i telefonkön.', 1)).toEqual({ waiting: -1 });
    expect(read('Första lediga tiden var om tre veckor.', 1)).toEqual({ booking: -1 });
    // Told to take a painkiller meanwhile: the staff, no treatment.
    expect(read('Receptionisten sa att jag kunde ta en ipren så länge.', 1).treatment).toBeUndefined();
    // A session eaten up by paperwork is the treatment, not the wait.
    expect(read('Halva tiden gick åt till att fylla i formulär.', 2)).toEqual({ treatment: -1 });
    // Paper walls and the neighbours' TV are the noise.
    expect(read('Väggarna var tunna som papper, vi hörde grannarnas radio.', 3)).toEqual({ noise: -1 });
    // Parking charged extra.
    expect(read('Parkeringen kostade 150 kronor extra per natt.', 3)).toMatchObject({ parking: -1 });
    // Staff running about like headless chickens: the staff, not the wait.
    expect(read('Personalen springer runt som yra höns.', 3)).toEqual({ staff: -1 });
    // A question brushed off with 'googla'.
    expect(read('Jag frågade om allergener och fick bara svaret googla.', 3)).toEqual({ service: -1 });
    // 'Det kostar en slant' is a price complaint; a corridor for a waiting room is the surroundings.
    expect(read('Det kostade en slant.', 4)).toEqual({ price: -1 });
    expect(read('Väntrummet är bara en korridor med en plastväxt.', 4)).toEqual({ atmosphere: -1 });
    // Bubbly brought unasked is praise of the drinks.
    expect(read('Vi fick ett glas bubbel av huset.', 5)).toMatchObject({ drinks: 1 });
  });

  it('reads how Swedes put it: expecting more, an empty counter, all in stock, powder eggs, bass from the bar, a refused table, a switched therapist, curt on the phone, salons and quiet rooms, ignored guests and one-word service praise', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'sv', 'review', rating);
    // 'Väntat mig lite mer' is expecting more for the money, not waiting.
    expect(read('För det priset hade jag väntat mig lite mer.', 3)).toEqual({ price: -1 });
    // Almost nothing left in the counter is the range; 'allt finns' praises it.
    expect(read('Det fanns bara en smörgås kvar i hela disken.', 2)).toEqual({ selection: -1 });
    expect(read('Allt finns, och killen i kassan är guld värd.', 5)).toMatchObject({ selection: 1 });
    // Rubber eggs and powdered scrambled eggs fault the breakfast.
    expect(read('Frukosten bjöd på gummiägg och äggröra av pulver.', 2)).toMatchObject({ breakfast: -1 });
    // Bass thumping up from the bar; talk impossible once a party came in.
    expect(read('Basen från baren dunkade till tre.', 2)).toEqual({ noise: -1 });
    expect(read('När sällskapet kom in gick det inte att prata längre.', 3)).toEqual({ noise: -1 });
    // Asking to change table and being refused; a till closed early (the coffee is only the errand).
    expect(read('Bad att få byta bord men det gick inte.', 3)).toEqual({ service: -1 });
    expect(read('Fick inte ens köpa med mig en kaffe, de hade redan stängt kassan.', 3)).toEqual({ service: -1 });
    // Switched to another therapist without a word, no reminder sent: the booking.
    expect(read('Jag hade blivit flyttad till en annan behandlare utan att någon hört av sig.', 2)).toEqual({ booking: -1 });
    expect(read('Ingen sms-påminnelse trots att jag bett om det.', 2)).toEqual({ booking: -1 });
    // Curt on the phone, hardly a word said: the staff.
    expect(read('Hon i telefonen var kort i tonen, det kändes som att jag störde.', 2)).toEqual({ staff: -1 });
    expect(read('Han sa typ tre ord under hela klippningen.', 4)).toMatchObject({ staff: -1 });
    // A salon praised as a room; a quiet room; real help in a shop; prices hard to beat.
    expect(read('Fräsch och snygg salong.', 5)).toMatchObject({ atmosphere: 1 });
    expect(read('Tyst rum och skön säng.', 5)).toMatchObject({ noise: 1, rooms: 1 });
    expect(read('Här får man hjälp på riktigt.', 5)).toEqual({ service: 1 });
    expect(read('Svårslaget pris.', 4)).toEqual({ price: 1 });
    // Nobody looking up at the counter is the service as well as the wait.
    expect(read('Stod vid disken i tio minuter utan att någon tittade upp.', 2)).toMatchObject({ service: -1 });
    // A table booked for a time and given late, told by clock times; every passing car heard.
    expect(read('Vi hade bord kl 18 men fick inte bord förrän 18.40.', 2)).toMatchObject({ booking: -1 });
    expect(read('Man kunde höra varenda bil som körde förbi.', 2)).toEqual({ noise: -1 });
    // Service praised in one compound.
    expect(read('Toppservice!', 5)).toEqual({ service: 1 });
    // Dishes brought in rounds; fish undercooked in the middle; water refilled unasked.
    expect(read('Maten kom i omgångar så halva sällskapet hade ätit upp.', 1)).toEqual({ service: -1 });
    expect(read('Torsken var genomskinlig i mitten.', 2)).toEqual({ food: -1 });
    expect(read('Vi fick påfyllt vatten utan att behöva be om det.', 4)).toEqual({ service: 1 });
  });

  it('reads how Swedes put it: the cut told by its length, a slot weeks away, quick with the scissors, unanswered mails, sandwiches by filling, nodding at each other, nothing ran out, a lost booking, quarrelling neighbours', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'sv', 'review', rating);
    // The cut told by the length kept or lost and its shape.
    expect(read('Hon ville behålla längden men nu har jag en axellång bob.', 3)).toEqual({ haircut: -1 });
    // Clean in the room is the cleaning, not the room.
    expect(read('Rent och snyggt på rummet.', 4)).toEqual({ cleanliness: 1 });
    // The next free slot weeks away.
    expect(read('Nästa lediga tid var om tre veckor.', 1)).toEqual({ booking: -1 });
    // Drinking songs sung at the next table are no word about the drinks.
    expect(read('Bredvid oss sjöng ett sällskap snapsvisor hela kvällen.', 4).drinks).toBeUndefined();
    // Paying that much is a word about the price.
    expect(read('När man betalar så mycket vill man ha mer.', 3)).toEqual({ price: -1 });
    // Quick with the scissors.
    expect(read('Hon är snabb med saxen.', 5)).toEqual({ staff: 1 });
    // Mails left unanswered, money not returned: the service.
    expect(read('Ingen har svarat på mina mejl.', 1)).toEqual({ service: -1 });
    expect(read('Pengarna har vi fortfarande inte fått tillbaka.', 1)).toEqual({ service: -1 });
    // Sandwiches by their bread or filling.
    expect(read('Mysigt fik med riktigt bra surdegsmackor.', 4)).toEqual({ atmosphere: 1, food: 1 });
    // Talking of his holiday, eyes on the clock, with 'mest' in between.
    expect(read('Han pratade mest om sin semester.', 2)).toEqual({ staff: -1 });
    expect(read('Receptionisten tittade mest på klockan.', 2)).toEqual({ staff: -1 });
    // A treatment done without asking.
    expect(read('Han knäckte nacken på mig utan att fråga först.', 1)).toEqual({ treatment: -1 });
    // Noise told by nodding at each other, something floating in the jug as dirt.
    expect(read('Vi satt och nickade åt varandra hela kvällen.', 2)).toEqual({ noise: -1 });
    expect(read('I kannan flöt det nåt konstigt.', 2)).toEqual({ cleanliness: -1 });
    // Nothing ran out: plenty of food.
    expect(read('Det tog aldrig slut på nåt.', 5)).toEqual({ food: 1 });
    // Patchy highlights are the colour, not dirt.
    expect(read('Slingorna är fläckiga.', 3)).toEqual({ haircut: -1 });
    // Teeth not felt this clean in years: the dental cleaning, not the cleanliness.
    expect(read('Tänderna har inte känts så rena på flera år.', 5)).toEqual({ treatment: 1 });
    // Prices that 'did the opposite' of the shrinking buns.
    expect(read('Priserna har gjort tvärtom.', 2)).toEqual({ price: -1 });
    // A reservation they 'did not have'; neighbours quarrelling; a dirty room.
    expect(read('De hade inte vår bokning.', 2)).toEqual({ booking: -1 });
    expect(read('Grannarna bråkade hela natten.', 2)).toEqual({ noise: -1 });
    expect(read('Smutsigt rum.', 2)).toEqual({ cleanliness: -1 });
    // 'Trevligt hotell' is a verdict on the place, not praise of the staff.
    expect(read('Mycket trevligt hotell.', 4).staff).toBeUndefined();
    // Leaving hungry; paying to park.
    expect(read('Vi gick därifrån hungriga.', 3)).toEqual({ food: -1 });
    expect(read('Man får betala 200 kr för att parkera.', 3)).toMatchObject({ parking: -1 });
    // Not in the colour wanted: the range, not a hair colour.
    expect(read('De hade inte den gröna färgen.', 3)).toEqual({ selection: -1 });
    // Rolling their eyes, told with the verb first.
    expect(read('Då himlade killen bakom disken med ögonen.', 2)).toEqual({ staff: -1 });
    // A long hair inside the bun is the cleanliness.
    expect(read('Det låg ett långt hår inuti bullen.', 1)).toMatchObject({ cleanliness: -1 });
  });

  it('reads wave-3 complaints told without the topic word, and praise in idiom', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'sv', 'review', rating);
    // Noise told by what was heard: trams screeching past.
    expect(read('Spårvagnarna gnisslade förbi hela natten.', 2)).toEqual({ noise: -1 });
    // A room one cannot warm or cool: the room.
    expect(read('Elementet gick inte att reglera, som att sova i ett kylrum.', 2)).toEqual({ rooms: -1 });
    // Cold eggs are the breakfast.
    expect(read('Frukosten var okej men äggen var kalla.', 3)).toEqual({ breakfast: -1 });
    // Standing at the bar until a table came free is the wait.
    expect(read('Vi fick stå i baren i 40 minuter innan vi fick ett bord.', 2)).toEqual({ waiting: -1 });
    // A place to leave the car told with 'ställa bilen' is parking.
    expect(read('Det är svårt att hitta någonstans att ställa bilen.', 3)).toEqual({ parking: -1 });
    // Gel polish peeling within days is the treatment.
    expect(read('Gellacket började flagna efter fyra dagar.', 2)).toEqual({ treatment: -1 });
    // Barely greeted is the staff.
    expect(read('Receptionisten hälsade knappt på oss.', 2)).toEqual({ staff: -1 });
    // A two-minute look in the mouth is the treatment.
    expect(read('Tandläkaren tittade i munnen i två minuter.', 1)).toMatchObject({ treatment: -1 });
    // 'Kvällen var förstörd' sums up the evening, it does not taint the food.
    expect(read('Maten var god men kvällen var redan förstörd.', 3)).toEqual({ food: 1 });
    // What one came with ('en tand som gått sönder') is no verdict on the treatment.
    expect(read('Kom för att laga en tand som gått sönder, fick vänta en timme.', 2)).toEqual({ waiting: -1 });
  });

  it('reads how Swedes put it, lex-g1: cutting dry, nej tack, irony with ju, a sauna of a room, sleeping on a cloud, hours late, a lost booking, not a single parking space, good with children, help booking elsewhere, prices without wine, refunds and rooms not offered', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'sv', 'review', rating);
    // Cutting dry is the technique, not a fault; 'jättesnygg' is praise.
    expect(read('Hon klippte torrt och lockarna blev jättesnygga.', 4)).toEqual({ haircut: 1 });
    // 'Nej tack' as a verdict, and 'så det var ju toppen' after a mishap, are complaints.
    expect(read('Tjejen i kassan sa att det var normalt. Nej tack.', 1)).toEqual({ staff: -1 });
    expect(read('Frukosten tog slut halv nio, så det var ju toppen.', 2)).toMatchObject({ breakfast: -1 });
    // Sleeping badly, and a bed like a cloud: the room.
    expect(read('Sov skit båda nätterna.', 2)).toEqual({ rooms: -1 });
    expect(read('Sängen var som att sova på ett moln.', 5)).toEqual({ rooms: 1 });
    // Frozen in the middle, in the plural; hours late.
    expect(read('Räkorna var frusna i mitten.', 1)).toEqual({ food: -1 });
    expect(read('Paketet kom fram tre timmar sent.', 2)).toEqual({ waiting: -1 });
    // A booking lost by the reception is the booking; a slot the same day is praise of it.
    expect(read('Receptionen har tappat bort min bokning igen.', 2)).toMatchObject({ booking: -1 });
    expect(read('Fick en tid redan samma dag när tanden gick sönder.', 5)).toEqual({ booking: 1 });
    // Not a single parking space near.
    expect(read('Inte en enda parkeringsplats i närheten.', 2)).toEqual({ parking: -1 });
    // Good with children is praise of the people.
    expect(read('Alla var så fina med honom.', 5)).toEqual({ staff: 1 });
    // Help booking a table elsewhere is their help, not this place's booking.
    expect(read('Tjejen i receptionen hjälpte oss boka bord på en restaurang.', 5)).toEqual({ staff: 1, service: 1 });
    // A price without wine names no drink; a refund names no price; no other room offered is how the complaint was met.
    expect(read('Maten kostade 1600 kr utan vin.', 2).drinks).toBeUndefined();
    expect(read('Jag klagade och de gav tillbaka 100 kr, men ändå.', 2)).toEqual({});
    expect(read('Fick ingen ursäkt och inget erbjudande om annat rum.', 1)).toEqual({ service: -1 });
  });

  it('reads how Swedes put it: patchy colour in the wrong tone, hours in the chair, a bill above the quote, a room sold twice, a back that felt better, nails coming loose, tinned lingonberries, sheer chaos, a view from the window, a half-empty shelf, staff chatting at the till, the old boy at the till', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'sv', 'review', rating);
    // Colour that came out patchy or in another tone is the haircut, not the cleaning.
    expect(read('Håret blev rödaktigt och fläckigt efter färgningen.', 2)).toEqual({ haircut: -1 });
    expect(read('Det blev helt fel nyans, mer orange än beige.', 2)).toEqual({ haircut: -1 });
    // Hours in the chair is the wait.
    expect(read('Jag satt där i över tre timmar.', 2)).toEqual({ waiting: -1 });
    // Charged above the quote, told with the figures.
    expect(read('Det kostade 3 200 kr fast vi fått 2 500 i offert.', 2)).toEqual({ price: -1 });
    // A room sold twice, or none left on arrival, is the booking.
    expect(read('De hade sålt rummet två gånger.', 1)).toEqual({ booking: -1 });
    expect(read('När vi kom fram fanns det inget rum åt oss.', 1)).toEqual({ booking: -1 });
    // The body feeling better afterwards praises the treatment; nails coming loose within days fault it.
    expect(read('Nacken kändes mycket bättre efteråt.', 5)).toEqual({ treatment: 1 });
    expect(read('Gelenaglarna började lossna efter tre dagar.', 2)).toEqual({ treatment: -1 });
    // Tinned and powdered sides are the food.
    expect(read('Lingonen var från burk och moset smakade pulver.', 2)).toEqual({ food: -1 });
    // 'Rena kaoset' is sheer chaos, not clean.
    expect(read('Frukosten var rena kaoset.', 2).cleanliness).toBeUndefined();
    // The view from the window is the location.
    expect(read('Från fönstret ser man ut över sjön.', 5)).toEqual({ location: 1 });
    // A half-empty shelf is the range; staff chatting at the till are the people; the old boy at the till is staff.
    expect(read('Hyllan var halvtom.', 2)).toEqual({ selection: -1 });
    expect(read('Det stod två tjejer och pratade vid kassan.', 2)).toEqual({ staff: -1 });
    expect(read('Gubben i kassan är guld värd.', 5)).toEqual({ staff: 1 });
    // Sitting for hours with a book is no wait.
    expect(read('Man kan sitta med en bok i timmar.', 5).waiting).toBeUndefined();
  });

  it('reads how Swedes put it: forgotten drinks, a full car park, a repair not ready, building work, badly handled, too cramped for the party, easy booking, no wait, a same-day slot, a brochure for help, the one who cut, paying and leaving, a wish', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'sv', 'review', rating);
    // A forgotten wine is the service, not the drinks.
    expect(read('Servitrisen glömde vårt vin två gånger.', 2)).toMatchObject({ service: -1 });
    expect(read('Servitrisen glömde vårt vin två gånger.', 2)).not.toHaveProperty('drinks');
    // A full car park, the car left further off: the parking.
    expect(read('Parkeringsplatsen var full, så vi fick parkera en bit bort.', 2)).toEqual({ parking: -1 });
    // A repair not ready when promised is the wait.
    expect(read('Bilen var inte färdig som lovat.', 2)).toEqual({ waiting: -1 });
    // Drilling from seven in the morning is the noise.
    expect(read('Snickarna höll på att borra från sju på morgonen.', 2)).toEqual({ noise: -1 });
    // Badly handled is the service.
    expect(read('Det här var illa skött från början till slut.', 1)).toEqual({ service: -1 });
    // A room too cramped for the party is the room.
    expect(read('Rummet var okej men för trångt för fyra personer.', 3)).toEqual({ rooms: -1 });
    // Easy booking, no wait, a same-day emergency slot.
    expect(read('Bokningen gick smidigt.', 5)).toEqual({ booking: 1 });
    expect(read('Vi slapp vänta.', 5)).toEqual({ waiting: 1 });
    expect(read('Fick en akuttid samma dag.', 5)).toEqual({ booking: 1 });
    // Asking for advice and getting a brochure is the service.
    expect(read('Jag bad om råd och fick en broschyr i handen.', 2)).toEqual({ service: -1 });
    // The young man who cut is the staff.
    expect(read('Killen som klippte var jättetrevlig.', 5)).toEqual({ staff: 1 });
    // Paying and leaving names no price; what would have been nice is no praise.
    expect(read('Vi betalade och åkte.', 2)).toEqual({});
    expect(read('Lite mer info hade varit schysst.', 3)).toEqual({});
    // Seeing out over the harbour is the view.
    expect(read('Från fönstret kan man se ända ut över hamnen.', 5)).toEqual({ location: 1 });
  });

  it('reads drilling next door as noise, a wait though on time, and a broken filling until the next time as the booking', () => {
    expect(topics('Klockan sju började de borra utanför fönstret.')).toEqual({ noise: -1 });
    expect(topics('Det var en byggarbetsplats precis utanför.')).toEqual({ noise: -1 });
    expect(topics('Fick sitta i väntrummet fast jag var där i tid.')).toEqual({ waiting: -1 });
    expect(topics('Fick sitta en stund i väntrummet trots att jag kom i tid.')).toEqual({ waiting: -1 });
    expect(topics('Fick gå med tandvärk i tre veckor.')).toEqual({ booking: -1 });
    expect(topics('Fick gå runt med en trasig lagning i en månad.')).toEqual({ booking: -1 });
  });

  it('reads a half-empty room, clean premises, prices gone up, a price for being by the sea, and situations told in other languages', () => {
    expect(topics('Vi fick vänta trots att det var halvtomt i lokalen.')).toMatchObject({ waiting: -1 });
    expect(topics('Vi fick vänta trots att det var halvtomt i lokalen.')).not.toHaveProperty('atmosphere');
    expect(topics('Lokalen var ren och fräsch.')).toMatchObject({ cleanliness: 1 });
    expect(topics('Lokalen var ren och fräsch.')).not.toHaveProperty('atmosphere');
    expect(topics('Vid bordet vi blivit lovade satt redan ett annat sällskap.')).toMatchObject({ booking: -1 });
    expect(topics('Dock har priserna gått upp rejält sen i fjol.')).toMatchObject({ price: -1 });
    expect(topics('Väl där visade det sig att någon skulle ha ringt mig.')).toMatchObject({ booking: -1 });
    expect(topics('Prisvärt för att vara vid havet.')).toMatchObject({ price: 1 });
    expect(topics('Prisvärt för att vara vid havet.')).not.toHaveProperty('location');
    expect(topics('Fick en p-bot på 800 kr.')).toMatchObject({ parking: -1 });
    expect(topics('Fick en p-bot på 800 kr.')).not.toHaveProperty('price');
    expect(topics('De hade inget ledigt förrän om tre veckor.')).toMatchObject({ booking: -1 });
    expect(topics('Frisören sa bara att det växer ju ut igen.')).toMatchObject({ staff: -1 });
    expect(topics('Hon försökte hela tiden pracka på mig produkter.')).toMatchObject({ service: -1 });
    expect(topics('Snygg fade med rena övergångar.')).toMatchObject({ haircut: 1 });
    expect(topics('Snygg fade med rena övergångar.')).not.toHaveProperty('cleanliness');
    expect(topics('Priset sved lite.')).toMatchObject({ price: -1 });
    expect(topics('Det satt fortfarande tandsten bakom framtänderna.')).toMatchObject({ treatment: -1 });
    expect(topics('De kommer ihåg mitt namn efter två besök.')).toMatchObject({ staff: 1 });
    expect(topics('Hon svarade på alla mina frågor.')).toMatchObject({ staff: 1 });
  });
  it('reads a meal served last, an empty shelf, a shrunken menu, paying for the location and a treatment felt for days', () => {
    expect(topics('Vi var de sista som fick maten.')).toMatchObject({ waiting: -1 });
    expect(topics('Ett gäng som kom efter oss fick maten före oss.')).toMatchObject({ waiting: -1 });
    expect(topics('Det gick en kvart från att jag betalade tills jag fick kaffet.')).toMatchObject({ waiting: -1 });
    expect(topics('Det gick en kvart från att jag betalade tills jag fick kaffet.')).not.toHaveProperty('price');
    expect(topics('Hyllorna är tomma varje gång.')).toEqual({ selection: -1 });
    expect(topics('Halva menyn var slut redan vid sju.')).toEqual({ selection: -1 });
    expect(topics('Bara deras egna billiga grejer nu.')).toEqual({ selection: -1 });
    expect(topics('Man betalar för läget.')).toEqual({ price: -1 });
    expect(topics('120 kr för en liten kaffe.')).toEqual({ price: -1 });
    expect(topics('Kunde inte dricka något kallt på flera dagar.')).toMatchObject({ treatment: -1 });
    expect(topics('Värre i ryggen efteråt än innan.')).toMatchObject({ treatment: -1 });
    expect(topics('Rummet låg precis ovanför nattklubben.')).toEqual({ noise: -1 });
    expect(topics('Vi fick skrika över bordet.')).toEqual({ noise: -1 });
    expect(topics('Hon har verkligen koll.')).toEqual({ staff: 1 });
  });
  it('reads a bed with barely room, wares not even in stock, a conveyor belt, a therapist at the screen, and what a good shop spares one', () => {
    expect(topics('Vi fick en extrasäng där knappt ett barn fick plats.')).toEqual({ rooms: -1 });
    expect(topics('Rummet var så litet att man knappt fick plats med väskorna.')).toEqual({ rooms: -1 });
    expect(topics('De hade inte ens vanliga glödlampor inne.')).toEqual({ selection: -1 });
    expect(topics('Kändes som löpande band.')).toEqual({ treatment: -1 });
    expect(topics('Läkaren satt mest vid datorn och skrev.')).toEqual({ staff: -1 });
    expect(topics('Killen i kassan bara tittade på mig.')).toEqual({ staff: -1 });
    // A search one is spared is no wait; 'på toppen' is on top, no 'toppen' (great).
    expect(topics('Här slipper man leta en halvtimme efter rätt skruv.')).toEqual({});
    expect(topics('Tårtan hade grädde och bär på toppen.')).toEqual({ food: 0 });
  });

  it('reads a range without a diet, gone by noon or without the size one needs, and a lunch menu of two dishes', () => {
    expect(topics('Tyvärr inget glutenfritt alls på hela menyn.')).toMatchObject({ selection: -1 });
    expect(topics('Vid tolv var kardemummabullarna var slut och det fanns bara några skorpor kvar.')).toMatchObject({ selection: -1 });
    expect(topics('Letade jeans i 34 men de hade inget över 32.')).toMatchObject({ selection: -1 });
    expect(topics('Bara två rätter att välja på till lunch.')).toMatchObject({ selection: -1 });
  });

  it('reads children running riot, gulls at dawn, stains and dust, an unexpected bill, an uneven cut and an order ignored', () => {
    expect(topics('På söndagar är det rena dagiset därinne.')).toMatchObject({ noise: -1 });
    expect(topics('Måsarna skrek utanför fönstret från fem.')).toMatchObject({ noise: -1 });
    expect(topics('Damm överallt på hyllorna.')).toMatchObject({ cleanliness: -1 });
    expect(topics('Personalen var trevlig och borden alltid avtorkade.')).toMatchObject({ cleanliness: 1 });
    expect(topics('Kände mig blåst när notan kom.')).toMatchObject({ price: -1 });
    expect(topics('Ena sidan är kortare, det syns direkt.')).toMatchObject({ haircut: -1 });
    expect(topics('Fick kyckling trots att jag sagt att jag är vegetarian.')).toMatchObject({ service: -1 });
    expect(topics('Det fanns inga lediga tider på flera veckor.')).toMatchObject({ booking: -1 });
    expect(topics('Entrecôten var genomstekt fast jag beställt medium.')).toMatchObject({ food: -1 });
    expect(topics('Fint hotell, men vore bra med fler parkeringsplatser.')).toMatchObject({ parking: -1 });
    expect(topics('Hade varit skönt med fler parkeringsplatser.')).toMatchObject({ parking: -1 });
  });

  it("reads a laser treatment that made no difference, fish so salty, and waiting for one's own hairdresser as no wait", () => {
    expect(topics('Laserbehandlingen har inte gjort någon skillnad.')).toMatchObject({ treatment: -1 });
    expect(topics('Laxen var så salt att ingen av oss åt upp.')).toMatchObject({ food: -1 });
    expect(topics('Nästa gång väntar jag på Sara nästa gång hon jobbar.')).toMatchObject({});
  });

  it("reads being let in on the minute, highlights that barely show, slow courses, a nurse's three pricks and a long working day as no wait", () => {
    expect(topics('Kom in på minuten, skönt.')).toMatchObject({ waiting: 1 });
    expect(topics('Slingor som knappt syns.')).toMatchObject({ haircut: -1 });
    expect(topics('Lite segt mellan rätterna.')).toMatchObject({ waiting: -1 });
    expect(topics('Hon fick sticka tre gånger.')).toMatchObject({ treatment: -1 });
    expect(topics('Efter en lång jobbdag var receptionisten jättetrevlig.')).toMatchObject({ staff: 1 });
  });

  it('reads a thin or narrow range, favourites no longer sold and a shop with everything', () => {
    expect(topics('Ganska begränsad meny för en lördag.')).toEqual({ selection: -1 });
    expect(topics('Fattigt utbud av glutenfritt.')).toMatchObject({ selection: -1 });
    expect(topics('Sortimentet är tunt nuförtiden.')).toEqual({ selection: -1 });
    expect(topics('Tyvärr har de slutat sälja min favoritost.')).toEqual({ selection: -1 });
    expect(topics('Butiken har allt från a till ö.')).toEqual({ selection: 1 });
  });

  it('reads prices gone up, hidden fees, fronted negations and prices a student can pay', () => {
    expect(topics('Priserna har verkligen skjutit i höjden.')).toEqual({ price: -1 });
    expect(topics('Dolda avgifter på notan.')).toEqual({ price: -1 });
    expect(topics('Prisvärt var det inte.')).toEqual({ price: -1 });
    expect(topics('Studentvänliga priser.')).toEqual({ price: 1 });
  });

  it('reads a wait told as an idiom or with the negation last', () => {
    expect(topics('Förrätten lät vänta på sig.')).toMatchObject({ waiting: -1 });
    expect(topics('Snabbt gick det inte direkt.')).toEqual({ waiting: -1 });
    expect(topics('Det tog sin lilla tid.')).toEqual({ waiting: -1 });
    expect(topics('Det tog en evinnerlig tid.')).toEqual({ waiting: -1 });
  });

  it('reads bookings called off, gone missing or impossible to make', () => {
    expect(topics('Min tid blev inställd dagen innan.')).toEqual({ booking: -1 });
    expect(topics('Bokningen var borta när vi kom.')).toEqual({ booking: -1 });
    expect(topics('Bokningsappen fungerar aldrig.')).toEqual({ booking: -1 });
    expect(topics('Gick inte att boka via hemsidan.')).toEqual({ booking: -1 });
  });

  it('reads the sound level, thumping music, a deserted or soulless room, the spot and the parking', () => {
    expect(topics('Hög ljudnivå hela kvällen.')).toEqual({ noise: -1 });
    expect(topics('Lagom ljudnivå så man kunde prata.')).toEqual({ noise: 1 });
    expect(topics('Musiken dunkade från högtalarna.')).toEqual({ noise: -1 });
    expect(topics('Lokalen kändes ödslig.')).toEqual({ atmosphere: -1 });
    expect(topics('Stället saknar själ.')).toEqual({ atmosphere: -1 });
    expect(topics('Ligger i ett trist industriområde.')).toEqual({ location: -1 });
    expect(topics('Perfekt för oss, kanonläge.')).toEqual({ location: 1 });
    expect(topics('Lätt att parkera.')).toEqual({ parking: 1 });
    expect(topics('Fick leta parkering länge.')).toEqual({ parking: -1 });
  });

  it("reads dirt with the negation last or 'anything but', things not cleaned and a room fresh from cleaning", () => {
    expect(topics('Rent var det inte på toan.')).toEqual({ cleanliness: -1 });
    expect(topics('Det var allt annat än rent.')).toEqual({ cleanliness: -1 });
    expect(topics('Personalen var långt ifrån trevlig.')).toEqual({ staff: -1 });
    expect(topics('Handfatet var inte rengjort.')).toMatchObject({ cleanliness: -1 });
    expect(topics('Rummet var nystädat och fint.')).toMatchObject({ cleanliness: 1 });
  });

  it('reads treatments that hurt or went wrong, ruined hair and a painless visit', () => {
    expect(topics('Massören tryckte för hårt.')).toMatchObject({ treatment: -1 });
    expect(topics('Jag fick en infektion efteråt.')).toEqual({ treatment: -1 });
    expect(topics('Ögonbrynen blev sneda.')).toEqual({ treatment: -1 });
    expect(topics('Frisören förstörde håret.')).toMatchObject({ haircut: -1 });
    expect(topics('Det gjorde inte ont.')).toEqual({ treatment: 1 });
  });

  it('reads shaky service, being forgotten or well cared for, rude staff, watered drinks and school-dinner food', () => {
    expect(topics('Servicen var knackig.')).toEqual({ service: -1 });
    expect(topics('Vi blev väl omhändertagna.')).toEqual({ service: 1 });
    expect(topics('Vi blev helt bortglömda vid bordet.')).toEqual({ service: -1 });
    expect(topics('Trevliga var de inte.')).toEqual({ staff: -1 });
    expect(topics('Kände oss inte välkomna alls.')).toEqual({ staff: -1 });
    expect(topics('Servitrisen var ohövlig.')).toEqual({ staff: -1 });
    expect(topics('Drinkarna var utvattnade.')).toEqual({ drinks: -1 });
    expect(topics('Smakade som skolmat.')).toEqual({ food: -1 });
    expect(topics('Dödsgod glass.')).toEqual({ food: 1 });
  });

  it('reads waiting for a friend or in the car as the setting, not a wait', () => {
    expect(topics('Vi väntade på en kompis innan vi gick in.')).toEqual({});
    expect(topics('Jag väntade i bilen medan min fru handlade.')).toEqual({});
  });

  it('reads a sterile room, a filling that fell out, a cut like the picture or not, and hearty portions', () => {
    expect(topics('Lokalen kändes lite sterilt.')).toEqual({ atmosphere: -1 });
    expect(topics('Fyllningen föll ut efter två veckor.')).toEqual({ treatment: -1 });
    expect(topics('Lagningen ramlade ut.')).toEqual({ treatment: -1 });
    expect(topics('Hon hittade alla knutar i ryggen.')).toEqual({ treatment: 1 });
    expect(topics('Det blev exakt som på bilden.')).toEqual({ haircut: 1 });
    expect(topics('Det blev inte alls som på bilden.')).toEqual({ haircut: -1 });
    expect(topics('Ganska varierad meny.')).toEqual({ selection: 1 });
    expect(topics('Portionerna är rejäla.')).toEqual({ food: 1 });
    expect(topics('Pastan smakade som den skulle.')).toEqual({ food: 1 });
  });

  it('reads being seated or given a time at once, a slot hard to get, prices put mildly and a welcome in slang', () => {
    expect(topics('Vi blev placerade direkt trots fullt hus.')).toEqual({ waiting: 1 });
    expect(topics('Fick tid på en gång.')).toEqual({ booking: 1 });
    expect(topics('Inga konstigheter med bokningen.')).toEqual({ booking: 1 });
    expect(topics('Det var jobbigt att få tag på en tid.')).toEqual({ booking: -1 });
    expect(topics('Priserna var väl inte de lägsta.')).toEqual({ price: -1 });
    expect(topics('Kvalitet till ett vettigt pris.')).toEqual({ price: 1 });
    expect(topics('Dom har slutat ta in mitt märke.')).toEqual({ selection: -1 });
    expect(topics('Servicen var inte mycket att skryta med.')).toEqual({ service: -1 });
    expect(topics('Sjysst bemötande.')).toEqual({ service: 1 });
  });
});
