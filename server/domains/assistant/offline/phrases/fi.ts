import type { PhraseBank } from './types';

/** Finnish: topics carry a nominative and an elative form ({t.ela}: 'ruoasta'); business names stay uninflected. */
export const FI: PhraseBank = {
  language: 'fi',
  forms: ['t', 'ela'],
  join: (a, b) => `${a} ja ${b}`,
  topics: {
    food: 'ruoka|ruoasta', coffee: 'kahvi|kahvista', drinks: 'juomat|juomista#pl', breakfast: 'aamiainen|aamiaisesta', selection: 'valikoima|valikoimasta',
    service: 'palvelu|palvelusta', staff: { pos: 'henkilökuntamme|henkilökunnastamme', neg: 'henkilökunnan käytös|henkilökunnan käytöksestä' },
    price: { pos: 'hinta-laatusuhde|hinta-laatusuhteesta', neg: 'hinnat|hinnoista#pl' }, cleanliness: 'siisteys|siisteydestä',
    waiting: { pos: 'palvelun sujuvuus|palvelun sujuvuudesta', neg: 'odotusaika|odotusajasta' }, atmosphere: 'tunnelma|tunnelmasta',
    noise: { pos: 'rauhallisuus|rauhallisuudesta', neg: 'melutaso|melutasosta' }, booking: { pos: 'varaus|varauksesta', neg: 'varauksesi käsittely|varauksesi käsittelystä' },
    location: 'sijainti|sijainnista', parking: 'pysäköintimahdollisuudet|pysäköintimahdollisuuksista#pl', rooms: 'huone|huoneesta',
    treatment: 'hoito|hoidosta', haircut: { pos: 'uusi kampauksesi|uudesta kampauksestasi', neg: 'hiustenleikkaus|hiustenleikkauksesta' },
  },
  greeting: {
    named: { professional: ['Hyvä {name},', 'Hei {name},'], friendly: ['Hei {name}!', 'Hei {name},', 'Moi {name}!'], casual: ['Moi {name}!', 'Hei {name}!', 'Moikka {name}!'] },
    anonymous: { professional: ['Hei,', ''], friendly: ['Hei!', ''], casual: ['Moi!', 'Moikka!', ''] },
  },
  thanks: {
    positive: {
      professional: ['Kiitos arvostelustasi ja ystävällisistä sanoistasi.', 'Lämmin kiitos, että käytit aikaa kokemuksesi jakamiseen.', 'Kiitos, että valitsit meidät, ja kiitos arvostelustasi.', 'Arvostamme suuresti myönteistä palautettasi.', 'Kiitos paljon palautteestasi.', 'Kiitos ystävällisistä sanoista käynnistäsi.'],
      friendly: ['Kiitos ihanasta arvostelusta!', 'Mikä upea arvostelu, kiitos paljon!', 'Kiitos kauniista sanoista!', 'Kiitos, että kävit luonamme ja kirjoitit meille!', 'Olemme niin iloisia arvostelustasi, kiitos!', 'Arvostelusi todella piristi päiväämme, kiitos!', 'Suuri kiitos lämpimistä sanoistasi!'],
      casual: ['Kiitos tosi paljon mahtavasta arvostelusta!', 'Vau, kiitos kivoista sanoista!', 'Iso kiitos kehuista!', 'Teit päivästämme paremman, kiitos!', 'Kiitos, että poikkesit ja kirjoitit meistä noin kivasti!', 'Kiitos ihanasta arvostelusta!'],
    },
    mixed: {
      professional: ['Kiitos arvostelustasi ja rehellisestä palautteestasi.', 'Kiitos, että käytit aikaa kokemuksesi jakamiseen kanssamme.', 'Arvostamme monipuolista arvosteluasi.'],
      friendly: ['Kiitos, että kerroit käynnistäsi.', 'Kiitos rehellisestä arvostelusta, arvostamme sitä paljon.', 'Kiitos käynnistä ja avoimesta palautteesta.'],
      casual: ['Kiitos rehellisestä arvostelusta!', 'Kiitos, että kerroit, miten meni.', 'Kiitos suorasta palautteesta!'],
    },
    negative: {
      professional: ['Kiitos palautteestasi, ja olen todella pahoillani, ettei käyntisi sujunut niin kuin sen olisi pitänyt.', 'Olemme hyvin pahoillamme kuullessamme kokemuksestasi.', 'Pyydän vilpittömästi anteeksi, että petimme odotuksesi tällä kertaa.', 'Pahoittelemme kuvaamaasi pettymystä.'],
      friendly: ['Kiitos, että kerroit tästä, ja olen todella pahoillani, ettei kokemus ollut sellainen kuin ansaitsit.', 'Olemme todella pahoillamme lukiessamme käynnistäsi.', 'Olen vilpittömästi pahoillani, että jouduit pettymään.', 'Kiitos rehellisestä arvostelusta, ja olemme pahoillamme, että se oli niin suuri pettymys.'],
      casual: ['Olemme tosi pahoillamme kuullessamme tämän.', 'Kiitos, että kerroit, ja olemme aidosti pahoillamme, että kävi näin.', 'Anteeksi, käynnin meillä ei kuulu tuntua tältä.'],
    },
  },
  ratingOnly: {
    positive: { all: ['Kiitos paljon hienosta arviosta!', 'Kiitos mukavasta arviosta, se merkitsee meille paljon.', 'Arvostamme todella, että käytit aikaa arvioida meidät.', 'Lämmin kiitos myönteisestä arviostasi.', 'Iso kiitos tähdistä!'] },
    mixed: { all: ['Kiitos arviostasi.', 'Kiitos, että käytit aikaa arvioida meidät.', 'Arvostamme arviotasi.'] },
    negative: { all: ['Kiitos arviostasi, ja olemme pahoillamme, ettei kokemuksesi ollut parempi.', 'Olemme pahoillamme, ettet ollut tyytyväinen käyntiisi.', 'Pahoittelemme, ettemme vastanneet odotuksiasi.'] },
  },
  thanksFor: {},
  praise: {
    all: ['Olemme iloisia, että pidit {t.ela}.', 'On hienoa kuulla, että {t} {oli/olivat} mieleesi.', '{T} {on/ovat} meille sydämen asia, joten tämä lämmittää mieltä.', 'Erityisen mukava kuulla, että {t} {sai/saivat} kiitosta.', 'Palautteesi {t.ela} ilahduttaa meitä kovasti.'],
    casual: ['Ihanaa, että tykkäsit {t.ela}!', 'Mahtavaa, että {t} {osui/osuivat} nappiin!'],
  },
  praiseAside: {
    all: ['Olemme iloisia, että pidit {t.ela}.', 'On hienoa kuulla, että {t} {oli/olivat} mieleesi.', '{T} {on/ovat} meille sydämen asia, joten tämä lämmittää mieltä.', 'Erityisen mukava kuulla, että {t} {sai/saivat} kiitosta.', 'Palautteesi {t.ela} ilahduttaa meitä kovasti.'],
    casual: ['Ihanaa, että tykkäsit {t.ela}!', 'Mahtavaa, että {t} {osui/osuivat} nappiin!'],
  },
  note: { all: ['Kiitos myös vinkistä {n.ela}; otamme sen huomioon.', 'Kuulemme, mitä sanot {n.ela}, ja mietimme, miten voimme parantaa.', 'Huomiosi {n.ela} on kirjattu, kiitos siitä.'] },
  apology: { all: ['Olemme pahoillamme, että {t} {ei vastannut/eivät vastanneet} odotuksiasi.', 'Kiitos, että kerroit rehellisesti {t.ela}; tämä ei ole se taso, johon pyrimme.', 'Se, mitä kerrot {t.ela}, ei ole riittävän hyvää, ja otamme asian vakavasti.', 'Olen pahoillani, että {t} {ei/eivät} tällä kertaa {ollut/olleet} kunnossa.', 'Kommenttisi {t.ela} on välitetty tiimillemme, jotta voimme oppia niistä.'] },
  apologyGeneral: { mixed: { all: ['Olemme iloisia, että osa käynnistä onnistui, ja pahoillamme, ettei kaikki vastannut odotuksia.', 'Kuulostaa siltä, että käyntiin mahtui sekä hyvää että huonoa, ja kiitos, että kerroit molemmista.', 'Monipuolinen palautteesi auttaa meitä näkemään, missä voimme parantaa.'] }, negative: { all: ['Olemme iloisia, että osa käynnistä onnistui, ja pahoillamme, ettei kaikki vastannut odotuksia.', 'Kuulostaa siltä, että käyntiin mahtui sekä hyvää että huonoa, ja kiitos, että kerroit molemmista.', 'Monipuolinen palautteesi auttaa meitä näkemään, missä voimme parantaa.'] } },
  question: { withEmail: {}, withoutEmail: {} },
  invite: {
    withEmail: { all: ['Kirjoitathan meille osoitteeseen {email}.', 'Haluaisimme kuulla lisää, joten kirjoitathan meille osoitteeseen {email}.', 'Otathan yhteyttä osoitteeseen {email}, niin voimme käydä asian läpi suoraan kanssasi.', 'Jos sopii, kirjoita meille osoitteeseen {email}; haluamme todella ymmärtää, mitä tapahtui.', 'Lähetä meille viesti osoitteeseen {email}, niin palaamme asiaan henkilökohtaisesti.'] },
    withoutEmail: { all: ['Otathan meihin yhteyttä suoraan.', 'Haluaisimme kuulla lisää, joten otathan meihin yhteyttä suoraan.', 'Ota meihin suoraan yhteyttä, niin voimme käydä asian läpi.', 'Jos sopii, kuulisimme mielellämme sinusta suoraan, jotta ymmärrämme, mitä tapahtui.', 'Ota meihin yhteyttä suoraan; haluamme kuulla lisää.'] },
  },
  emailLine: { all: ['Tavoitat meidät osoitteesta {email}.', 'Jos mitä tahansa tulee mieleen, tavoitat meidät aina osoitteesta {email}.', 'Voit aina kirjoittaa meille osoitteeseen {email}.', 'Jos sinulla on kysyttävää, olemme tavoitettavissa osoitteessa {email}.'] },
  closing: {
    positive: {
      professional: ['Odotamme innolla seuraavaa käyntiäsi.', 'Toivomme näkevämme sinut pian uudelleen.', 'Olet aina tervetullut takaisin.'],
      friendly: ['Tervetuloa uudelleen!', 'Toivottavasti nähdään pian taas!', 'Odotamme jo seuraavaa kertaa!', 'Olet aina lämpimästi tervetullut.'],
      casual: ['Nähdään taas!', 'Tule pian uudestaan!', 'Nähdään pian!'],
    },
    mixed: { all: ['Toivottavasti saamme uuden tilaisuuden tarjota sinulle entistä paremman kokemuksen.', 'Olisimme iloisia, jos antaisit meille uuden mahdollisuuden.', 'Toivottavasti pääsemme ilahduttamaan sinua ensi kerralla.'] },
    negative: { all: ['Toivomme saavamme tilaisuuden antaa paremman vaikutelman tulevaisuudessa.', 'Kiitos vielä, että kerroit asiasta.', 'Palautteesi auttaa meitä kehittymään.'] },
  },
  extra: {
    positive: { all: ['Se merkitsee paljon koko tiimille.', 'Tällainen palaute antaa meille intoa jatkaa.', 'Koko tiimi ilahtuu tästä.', 'Tällaiset arvostelut piristävät päiväämme kovasti.', 'Teemme työtämme sydämellä, joten tämä on ihana kuulla.', 'On aina ilo saada tällaista palautetta.'] },
    mixed: { all: ['Rehellinen palaute auttaa meitä kehittymään.', 'Kehitämme toimintaamme jatkuvasti, ja kommenttisi auttavat siinä.', 'Luemme jokaisen arvostelun huolella ja otamme huomiosi vakavasti.', 'Näkökulmasi on meille todella arvokas.'] },
    negative: { all: ['Otamme kaiken palautteen vakavasti ja käytämme sitä kehittyäksemme.', 'Tämä ei ole sellainen kokemus, jonka haluamme kenenkään kokevan.', 'Kiitos, että käytit aikaa kertoaksesi tästä.', 'Palautteesi on välitetty tiimillemme.', 'Luemme jokaisen arvostelun huolella, myös sinun.'] },
  },
  signoff: { professional: ['Ystävällisin terveisin', 'Parhain terveisin', 'Terveisin'], friendly: ['Lämpimin terveisin', 'Parhain terveisin', 'Terveisin'], casual: ['Terkuin', 'Iloisin terveisin', 'Moikka!'] },
  signature: { contact: { all: ['{contact}'] }, business: { all: ['{business}'] }, both: { all: ['{contact}'] } },
};
