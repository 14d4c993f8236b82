import type { PhraseBank } from './types';

/**
 * Finnish. The reviewer is addressed as 'sinä' in every tone, as Finnish businesses do; the professional
 * tone is plainer and calmer, the casual one chattier. Topics carry three case forms: the nominative {t},
 * the elative {t.ela} ('pidit ruoasta') and the illative {t.ill} ('pettymään ruokaan'). The business name
 * cannot be inflected, so it appears only in the signature.
 * In a sentence naming topics, the word that carries the feeling comes before the topics ('pidit ruoasta,
 * tunnelmasta ja hinta-laatusuhteesta'), so that the feeling reaches every topic of a list.
 */
export const FI: PhraseBank = {
  language: 'fi',
  forms: ['t', 'ela', 'ill'],
  join: (a, b) => `${a} ja ${b}`,
  topics: {
    food: 'ruoka|ruoasta|ruokaan',
    coffee: 'kahvi|kahvista|kahviin',
    drinks: 'juomat|juomista|juomiin#pl',
    breakfast: 'aamiainen|aamiaisesta|aamiaiseen',
    selection: 'valikoima|valikoimasta|valikoimaan',
    service: 'palvelu|palvelusta|palveluun',
    staff: {
      pos: 'henkilökuntamme|henkilökunnastamme|henkilökuntaamme',
      neg: 'saamasi kohtelu|saamastasi kohtelusta|saamaasi kohteluun',
    },
    price: { pos: 'hinta-laatusuhde|hinta-laatusuhteesta|hinta-laatusuhteeseen', neg: 'hintataso|hintatasosta|hintatasoon' },
    cleanliness: 'siisteys|siisteydestä|siisteyteen',
    waiting: {
      pos: 'lyhyt odotusaika|lyhyestä odotusajasta|lyhyeen odotusaikaan',
      neg: 'odotusaika|odotusajasta|odotusaikaan',
    },
    atmosphere: 'tunnelma|tunnelmasta|tunnelmaan',
    noise: { pos: 'rauhallisuus|rauhallisuudesta|rauhallisuuteen', neg: 'melutaso|melutasosta|melutasoon' },
    booking: {
      pos: 'varaamisen helppous|varaamisen helppoudesta|varaamisen helppouteen',
      neg: 'varauksesi hoitaminen|varauksesi hoitamisesta|varauksesi hoitamiseen',
    },
    location: 'sijainti|sijainnista|sijaintiin',
    parking: {
      pos: 'pysäköinti|pysäköinnistä|pysäköintiin',
      neg: 'pysäköintitilanne|pysäköintitilanteesta|pysäköintitilanteeseen',
    },
    rooms: 'huone|huoneesta|huoneeseen',
    treatment: 'hoito|hoidosta|hoitoon',
    haircut: {
      pos: 'uusi kampauksesi|uudesta kampauksestasi|uuteen kampaukseesi',
      neg: 'hiustesi lopputulos|hiustesi lopputuloksesta|hiustesi lopputulokseen',
    },
  },
  greeting: {
    named: { professional: ['Hei {name},', 'Hyvä {name},'], friendly: ['Hei {name}!', 'Hei {name},'], casual: ['Moi {name}!', 'Moikka {name}!', 'Heippa {name}!', 'Hei {name}!'] },
    anonymous: { professional: ['Hei,', ''], friendly: ['Hei!', ''], casual: ['Moi!', 'Moikka!', 'Heippa!', ''] },
  },
  thanks: {
    positive: {
      professional: [
        '((Kiitos|Lämmin kiitos|Kiitos paljon|Suuri kiitos)) ((ystävällisestä arvostelustasi|kauniista sanoistasi|myönteisestä palautteestasi|siitä, että jaoit kokemuksesi)).',
        'Kiitos, että ((kirjoitit meistä näin kauniisti|jaoit hyvän kokemuksesi muillekin|löysit tiesi luoksemme ja kerroit siitä muillekin)).',
        'Arvostamme suuresti ((myönteistä palautettasi|aikaa, jonka käytit arvion kirjoittamiseen)).',
        'Kiitos, että valitsit meidät ja kerroit kokemuksestasi.',
        'Oli ilo lukea arvostelusi, kiitos siitä.',
        'Kiitos käynnistä ja ((ystävällisestä arvostelusta|hienosta palautteesta)).',
        'Kiitämme ((lämpimästi|sydämellisesti)) hienosta arviostasi.',
      ],
      warm: [
        '((Iso|Suuri|Sydämellinen)) kiitos ((ihanasta arvostelusta|kauniista sanoista|lämpimästä palautteesta|mukavasta arvostelusta))!',
        'Lämmin kiitos ((ihanasta arvostelusta|kauniista sanoista|mukavasta palautteesta))!',
        'Mikä ((ihana|upea|lämmin)) arvostelu, kiitos!',
        'Arvostelusi ((piristi päiväämme kovasti|sai meidät hymyilemään)), kiitos!',
        'Kiitos, että kävit luonamme ja kirjoitit meille näin mukavasti!',
      ],
      friendly: [
        'Olemme niin iloisia arvostelustasi, kiitos!',
        'Kiitos, että jaoit kokemuksesi kanssamme!',
        'Tuhannet kiitokset ihanasta palautteesta!',
        'Kiitos ((ihanasta|mukavasta)) palautteesta, se ilahdutti meitä kovasti!',
        'Voi kiitos, olipa mukava lukea tällaista!',
      ],
      casual: ['((Kiitos tosi paljon|Kiitti hurjasti|Tuhannet kiitokset)) ((kehuista|kivoista sanoista))!', 'Vau, kiitos ihanista sanoista!', 'Piristit päiväämme, kiitos!'],
    },
    mixed: {
      formal: [
        '((Kiitos|Lämmin kiitos)) ((arvostelustasi|rehellisestä palautteestasi|avoimesta palautteestasi|siitä, että kerroit kokemuksestasi)).',
        'Arvostamme, että kerroit meille, miten käyntisi sujui.',
        'Kiitos käynnistä ja avoimesta palautteesta.',
      ],
      casual: [
        'Kiitos rehellisestä arvostelusta!',
        'Kiitti, että kerroit, miten meni.',
        'Kiitos suorasta palautteesta!',
        'Kiitos, että jaksoit kirjoittaa meille!',
        'Kiitos, että kerroit suoraan, mikä toimi ja mikä ei.',
      ],
    },
    negative: {
      formal: [
        '((Kiitos|Kiitos paljon)) ((palautteestasi|siitä, että kerroit kokemuksestasi|rehellisestä palautteestasi)).',
        'Kiitos, että kerroit meille käynnistäsi.',
        'Luimme arvostelusi huolella.',
        'Arvostan, että käytit aikaa tämän arvion kirjoittamiseen.',
      ],
      casual: [
        'Kiitos, että kerroit, miten meni.',
        'Kiitos, että sanoit asiasta suoraan.',
        'Luimme arvostelusi, ja se on meille tärkeä.',
        'Kiitos, että jaksoit kirjoittaa tästä.',
      ],
    },
  },
  thanksFor: {
    formal: ['((Kiitos|Kiitos paljon)) ((kauniista|ystävällisistä|lämpimistä)) sanoista {t.ela}.', 'Lämmin kiitos ((kauniista|ystävällisistä)) sanoista {t.ela}.'],
    warm: ['((Iso kiitos|Kiitos tosi paljon)) ((ihanista|kauniista|lämpimistä)) kehuista {t.ela}!', 'Lämmin kiitos ((ihanista|kauniista)) kehuista {t.ela}!'],
    casual: ['((Kiitti|Kiitos)) ((ihanista|kivoista)) kehuista {t.ela}!'],
  },
  ratingOnly: {
    positive: {
      professional: [
        '((Kiitos|Lämmin kiitos|Suuri kiitos|Kiitos paljon)) ((hienosta arviostasi|myönteisestä arviostasi|erinomaisesta arviosta|antamistasi tähdistä|arviostasi)).',
        'Kiitos, että ((annoit meille näin hienon arvion|arvioit käyntisi|käytit hetken arvion antamiseen)).',
        'Arvostamme suuresti ((myönteistä arviotasi|antamiasi tähtiä)).',
        'Hieno arviosi ilahduttaa meitä, kiitos.',
      ],
      warm: [
        '((Iso|Lämmin|Suuri|Sydämellinen)) kiitos ((tähdistä|hienosta arviosta|ihanasta arviosta|upeasta arviosta|mahtavasta arviosta))!',
        'Kiitos, että ((arvioit meidät näin hienosti|jätit meille tähtiä|muistit meitä arviolla))!',
        'Mikä ((ihana|upea|hieno)) arvio, kiitos!',
      ],
      casual: ['((Kiitti|Kiitos tosi paljon|Tuhannet kiitokset)) ((tähdistä|huippuarviosta|hienosta arviosta))!', 'Vau, kiitos mahtavasta arviosta!'],
    },
    mixed: {
      all: ['((Kiitos|Kiitos paljon)) ((arviostasi|että arvioit käyntisi)).', 'Kiitos, että käytit hetken arvion antamiseen.', 'Arvostamme, että annoit arvion käynnistäsi.'],
    },
    negative: {
      all: [
        'Olemme pahoillamme, ettei käyntisi vastannut odotuksiasi.',
        'Pahoittelemme, ettemme tällä kertaa onnistuneet.',
        'Olen pahoillani, ettet ollut tyytyväinen käyntiisi.',
        'Olen todella pahoillani, että kokemuksesi jäi näin huonoksi.',
      ],
    },
  },
  praise: {
    all: [
      'Ilahduimme kovasti, että pidit {t.ela}.',
      'On ihana kuulla, että olit tyytyväinen {t.ill}.',
      'Olemme erityisen iloisia, että pidit {t.ela}.',
      'Hymy nousi huulille, kun kuulimme, että pidit {t.ela}.',
      'Sydäntä lämmittää, että olit niin tyytyväinen {t.ill}.',
      'Tuntuu tosi hyvältä, että pidit {t.ela}.',
      'Meitä ilahduttaa kovasti, että olit tyytyväinen {t.ill}.',
      'On hienoa kuulla, että pidit {t.ela}.',
    ],
    casual: ['Ihanaa, että tykkäsit {t.ela}!', 'Mahtavaa, että olit niin tyytyväinen {t.ill}!', 'Huippua, että tykkäsit {t.ela}!'],
  },
  praiseAside: {
    all: [
      'On hyvä kuulla, että pidit sentään {t.ela}.',
      'Olemme iloisia, että olit tyytyväinen {t.ill}.',
      'Mukava kuulla, että pidit {t.ela}.',
      'Onneksi olit tyytyväinen ainakin {t.ill}.',
      'Ilahduttavaa kuulla, että pidit {t.ela}.',
      'Hyvä tietää, että olit tyytyväinen {t.ill}.',
    ],
  },
  note: {
    all: [
      'Huomiosi {n.ela} on kirjattu ylös, ja katsomme, mitä voimme tehdä.',
      'Otamme vakavasti sen, mitä kirjoitit {n.ela}.',
      'Välitämme huomiosi {n.ela} eteenpäin, jotta osaamme jatkossa tehdä paremmin.',
      'Pidämme mielessä, mitä sanoit {n.ela}, ja mietimme, miten asiaa voisi kehittää.',
      'Kirjasimme ylös, mitä kerroit {n.ela}, ja pohdimme, miten voisimme parantaa.',
      'Huomiosi {n.ela} on meille tärkeä, ja käymme sen läpi yhdessä.',
    ],
  },
  apology: {
    all: [
      'Olemme todella pahoillamme pettymyksestäsi {n.ill}.',
      'Pahoittelemme, että jouduit pettymään {n.ill}.',
      'Olen pahoillani, että jouduit tällä kertaa pettymään {n.ill}.',
      'Pahoittelemme {n.ill} liittyviä ongelmia.',
      'Ikävä kuulla pettymyksestäsi {n.ill}, ja pyydämme sitä vilpittömästi anteeksi.',
      'Olen todella pahoillani {n.ill} liittyvistä ongelmista.',
      'Harmittelemme kovasti pettymystäsi {n.ill}.',
    ],
  },
  apologyGeneral: {
    mixed: {
      all: [
        'Olen pahoillani, ettei kaikki mennyt niin kuin piti.',
        'Pahoittelemme, ettei käyntisi ollut kaikilta osin onnistunut.',
        'Olemme pahoillamme, että osa käynnistäsi jäi odotuksistasi.',
        'Harmittelemme, ettei kokemus ollut kaikilta osin sellainen kuin toivoit.',
      ],
    },
    negative: {
      all: [
        'Olen todella pahoillani, että käyntisi oli näin suuri pettymys.',
        'Pahoittelemme vilpittömästi, että petimme odotuksesi.',
        'Olemme erittäin pahoillamme kuvaamastasi kokemuksesta.',
        'Pyydän vilpittömästi anteeksi, että käyntisi meillä meni näin.',
      ],
    },
  },
  question: {
    withEmail: {
      all: [
        'Kysymykseesi vastaamme mielellämme, kun kirjoitat meille osoitteeseen {email}.',
        'Laitathan kysymyksesi osoitteeseen {email}, niin vastaamme mielellämme.',
      ],
    },
    withoutEmail: {
      all: [
        'Kysymykseesi vastaamme mielellämme, kun otat meihin suoraan yhteyttä.',
        'Jos otat meihin suoraan yhteyttä, vastaamme kysymykseesi mielellämme.',
      ],
    },
  },
  invite: {
    withEmail: {
      all: [
        'Kirjoitathan meille osoitteeseen {email}.',
        'Kirjoitathan meille osoitteeseen {email}, niin käydään asia yhdessä läpi.',
        'Haluaisimme kuulla tarkemmin, joten laitathan viestiä osoitteeseen {email}.',
        'Jos sopii, lähetä meille viestiä osoitteeseen {email}; haluamme ymmärtää, mitä tapahtui.',
        'Otathan yhteyttä osoitteeseen {email}, niin palaamme asiaan henkilökohtaisesti.',
      ],
    },
    withoutEmail: {
      all: [
        'Otathan meihin yhteyttä suoraan.',
        'Otathan meihin yhteyttä suoraan, niin käydään asia yhdessä läpi.',
        'Haluaisimme kuulla tarkemmin, joten otathan meihin yhteyttä.',
        'Jos sopii, ota meihin suoraan yhteyttä; haluamme ymmärtää, mitä tapahtui.',
      ],
    },
  },
  emailLine: {
    all: [
      'Tavoitat meidät osoitteesta {email}.',
      'Jos mieleen tulee jotain, tavoitat meidät aina osoitteesta {email}.',
      'Meille voi aina kirjoittaa osoitteeseen {email}.',
      'Jos sinulla on kysyttävää, olemme tavoitettavissa osoitteessa {email}.',
    ],
  },
  closing: {
    positive: {
      professional: [
        'Toivotamme sinut tervetulleeksi uudelleen.',
        'Toivottavasti näemme pian uudelleen.',
        'Olet aina tervetullut takaisin.',
        'Toivomme näkevämme sinut pian uudelleen.',
      ],
      friendly: ['Tervetuloa pian uudelleen!', 'Toivottavasti nähdään pian taas!', 'Olet aina lämpimästi tervetullut!', 'Odotamme jo seuraavaa kertaa!', 'Nähdään taas pian!'],
      casual: ['Nähdään taas!', 'Tervetuloa uudestaan!', 'Moikataan taas pian!', 'Tervetuloa pian takaisin!'],
    },
    mixed: {
      all: [
        'Toivottavasti saamme uuden mahdollisuuden näyttää parhaat puolemme.',
        'Olisi hienoa nähdä sinut uudelleen ja näyttää, mihin pystymme.',
        'Toivottavasti seuraavalla kerralla kaikki menee nappiin.',
        'Toivomme, että tulet vielä uudelleen, jotta voimme näyttää parhaamme.',
      ],
    },
    negative: {
      all: [
        'Toivomme, että annat meille vielä uuden mahdollisuuden.',
        'Haluamme korjata tilanteen.',
        'Toivottavasti saamme vielä tilaisuuden tehdä paremman vaikutuksen.',
        'Haluaisimme kovasti saada tilaisuuden korjata asian.',
      ],
    },
  },
  extra: {
    positive: {
      all: [
        'Tällainen palaute ilahduttaa meitä kaikkia.',
        'Palautteesi merkitsee meille todella paljon.',
        'Teemme työtämme sydämellä, joten tällaista on ihana lukea.',
        'Tällaiset sanat kantavat pitkälle.',
        'On aina ilo saada tällaista palautetta.',
        'Tällaisen palautteen jälkeen on mukava jatkaa työtä.',
      ],
    },
    mixed: {
      all: [
        'Rehellinen palaute auttaa meitä kehittymään.',
        'Kehitämme toimintaamme jatkuvasti, ja huomiosi auttavat siinä.',
        'Luemme jokaisen arvostelun huolella.',
        'Näkökulmasi on meille arvokas.',
        'Jokainen arvio auttaa meitä tekemään asiat paremmin.',
      ],
    },
    negative: {
      all: [
        'Otamme jokaisen palautteen vakavasti.',
        'Tällaista kokemusta emme halua kenellekään.',
        'Käymme palautteesi huolella läpi.',
        'Luemme jokaisen arvostelun tarkasti, myös tämän.',
        'Haluamme, että jokainen asiakas lähtee luotamme tyytyväisenä.',
      ],
    },
  },
  readsReviews: /Luemme|Käymme palautteesi/u,
  signoff: {
    professional: ['Ystävällisin terveisin', 'Parhain terveisin', 'Terveisin'],
    friendly: ['Lämpimin terveisin', 'Parhain terveisin', 'Aurinkoisin terveisin'],
    casual: ['Terkuin', 'Iloisin terkuin', 'Terveisin'],
  },
  signoffAfterComplaint: { all: ['Ystävällisin terveisin', 'Terveisin'] },
  signature: {
    contact: { all: ['{contact}'] },
    business: { all: ['{business}'] },
    both: { professional: ['{contact}\n{business}'], friendly: ['{contact}\n{business}', '{contact}, {business}'], casual: ['{contact}', '{contact} / {business}'] },
  },
};
