import type { IntentLexicon } from '../intent-lexicon';

/**
 * Finnish: stems carry the weight, since one word takes many endings ('arvostelu', 'arvosteluja',
 * 'arvosteluista'). Weights: 4 names the intent, 3 points clearly to it, 2 supports it, 1 or less hints.
 */
export const fi: IntentLexicon = {
  howTo: ['anna', 'muuta', 'lopeta', 'tee', 'aseta', 'saan', 'miten', 'miten voin', 'kuinka voin', 'mista voin', 'mista loydan', 'missa', 'voinko', 'voiko', 'onko mahdollista', 'haluan', 'auta', 'mita teen'],
  data: ['kuinka monta', 'montako', 'milloin', 'mita on', 'mitka', 'onko', 'nayta'],
  intents: {
    pending: {
      'odott*': 3, 'vastaamat*': 3, 'ilman vastaus*': 3, 'kasittelemat*': 3, 'hyvaksy*': 1, 'hyvaksyttav*': 2, 'uusi* arvostel*': 2, 'uud* arvostel*': 2,
      'arvostel*': 0.5, '5 tahd*': 1, 'viiden tahd*': 1, kerralla: 2, 'joukko*': 2, 'luonno*': 1.5, 'valmi*': 1, 'jaljella': 1.5, viela: 1, 'tarkistett*': 2,
    },
    scheduled: {
      'ajastet*': 4, 'ajastu*': 4, 'suunnitel*': 3, 'tuleva*': 3, 'seuraava*': 1.5, julkaistaan: 2, 'julkaistava*': 2, 'jono*': 2,
      'automaattisesti hyvaksyty*': 3, tanaan: 1, huomenna: 1, 'myohemmin': 1, milloin: 2,
    },
    posted: {
      'julkaistu*': 3, julkaistiin: 3, 'julkais*': 1, 'postattu*': 3, 'post*': 1, 'lahetet*': 1, vastattu: 2, 'talla viikolla': 2, viikolla: 1.5, 'viiko*': 1,
      'viime viikolla': 1.5, jo: 0.5,
    },
    rating: {
      'keskiarvo*': 4, 'arvosana*': 2, 'taht*': 1, 'tahd*': 1, noussut: 2, nousee: 2, laskenut: 2, laskee: 2, 'huononee*': 3, 'huononev*': 3, 'paranee*': 3, 'parantu*': 3, parempi: 1, huonompi: 1.5, 'kehity*': 2, suunta: 2,
      'trendi*': 3, '30 paiva*': 2, 'viime kuu*': 1.5, 'tahtia kohden': 3, jakauma: 2, 'verrat*': 1.5, 'miten menee': 3, 'rating*': 2, pisteet: 1.5,
    },
    complaints: {
      'valitta*': 4, valitus: 4, 'valitukse*': 4, 'tyytymat*': 4, 'negatiivi*': 3, 'kritiik*': 3, 'kritisoi*': 3, 'moitti*': 3, 'moite*': 3, 'huono*': 2,
      'ongelm*': 2, 'pettyn*': 3, 'ei pida': 4, 'ei tykkaa': 4, 'vika*': 1.5, parannettavaa: 3, '1 tahd*': 2, 'harmit*': 2,
    },
    praise: {
      'kehu*': 4, 'tykka*': 3, 'pitav*': 2, 'rakasta*': 3, 'positiivi*': 3, 'tyytyvai*': 2, 'paras*': 2, parhaat: 2, 'hyva*': 1, 'vahvuu*': 3, 'kiitt*': 3,
      'ylist*': 4, 'arvosta*': 2,
    },
    connections: {
      yhteys: 3, 'yhteyde*': 3, 'google*': 1, 'facebook*': 1, 'yhdistet*': 2, 'synkron*': 3, 'synkka*': 3, 'sync*': 3, viimeksi: 1.5, toimii: 2, toimiiko: 2, 'vanhene*': 3, 'token*': 3,
      tila: 2, google: 1, facebook: 1, trustpilot: 1, katkennut: 2, haettu: 2,
    },
    howApprove: {
      'hyvaksy*': 1.5, 'hyvaksyn vastauk*': 3, 'julkaisen vastauk*': 3, 'muokka*': 3, 'muoka*': 3, 'luo uusi': 3, 'uusi ehdotus': 2, 'uusi vastaus': 2, 'hylka*': 2,
      'vastata arvosteluun': 3, 'vastaan arvosteluun': 3, 'kirjoita uudelleen': 3, 'vastausehdotu*': 2,
    },
    howContactEmail: {
      'yhteystie*': 4, 'yhteyshenkilo*': 3, 'sahkopostiosoit*': 3, sahkopostini: 3, 'puhelinnumero*': 2, 'ottaa yhteytta': 3, 'yhteytta minuun': 3,
      'sahkopost* vastauks*': 3,
    },
    howConnect: {
      'yhdista*': 3, 'liita*': 2, 'lisaa*': 2, lisaan: 2, 'google*': 1.5, 'facebook*': 1.5, 'trustpilot*': 1.5, 'alusta*': 2, 'otan kayttoon': 1, 'integro*': 1.5, 'kytke*': 2,
    },
    howTone: {
      'savy*': 4, 'rento*': 3, 'renno*': 3, 'muodolli*': 3, 'epamuodolli*': 3, 'ystavalli*': 2, 'ammattimai*': 3, 'tyyli*': 3, kuulostaa: 2, kuulostavat: 2,
      'persoonalli*': 1, 'jaykk*': 1.5, asiallinen: 1,
    },
    howInstructions: {
      'ohje*': 4, 'omat ohjee*': 2, 'mukaute*': 2, 'tekoaly*': 1, ai: 1, 'allekirjoit*': 3, 'nimella*': 2, aina: 1.5, 'saanno*': 2, 'mainitse*': 2, kehote: 3,
      'kerro tekoalylle': 3, 'tervehdy*': 2, 'ala koskaan': 3,
    },
    howAutoApproval: {
      'automaattinen hyvaksynta': 4, 'automaattise* hyvaksynna*': 4, 'automaat*': 2, auto: 1.5, 'hyvaksy*': 0.5, paalle: 1, kayttoon: 1, itsestaan: 3,
      'ilman hyvaksyntaa': 3, 'automaattisesti julkais*': 3, 'automaattinen julkai*': 3, 'automaattise* julkai*': 3,
    },
    howPostingHours: {
      'julkaisuaik*': 4, 'julkaisuaj*': 4, 'ennen julkaisua': 2, 'aukiolo*': 4, 'kellonai*': 2, 'viive*': 4, 'viivet*': 4, 'viivy*': 2, yolla: 3, 'viikonlopp*': 2, aikaikkuna: 3, vain: 1, valilla: 1, 'tunti*': 2,
      'satunnai*': 2, 'kuinka nopeasti': 2, illalla: 1.5, aamulla: 1.5, 'ajoitu*': 3,
    },
    howNotifications: {
      'ilmoitu*': 4, 'sahkopost*': 2, liikaa: 2, 'email*': 2, 'meili*': 2, 'maili*': 2, 'kooste*': 4, 'yhteenveto*': 3, 'paivittai*': 1.5, 'viikoittai*': 1.5,
      'halytyk*': 3, 'varoitu*': 3, halytys: 2, 'peru* tilaus': 3, 'lopeta*': 1, lopetan: 1, 'pois paalta': 1, 'avainsan*': 2,
    },
    howLanguages: {
      'kiel*': 4, suomeksi: 3, englanniksi: 3, ruotsiksi: 3, tanskaksi: 3, norjaksi: 3, saksaksi: 3, ranskaksi: 3, espanjaksi: 3, portugaliksi: 3, 'kaanna*': 3,
      'kaannos*': 3, 'pakota*': 2, 'tunnista*': 1,
    },
    howPlans: {
      'paketti*': 3, 'paketi*': 3, tilaus: 3, 'tilauks*': 3, 'hinta*': 3, hinnat: 3, hinnoittelu: 4, 'maksa*': 3, 'lasku*': 4, starter: 2, professional: 2, enterprise: 3,
      'ilmai*': 1.5, 'kokeilu*': 1, kr: 2, dkk: 2, paljonko: 1.5, kallis: 2, halvempi: 2, 'irtisano*': 2,
    },
    howPassword: {
      'salasan*': 4, 'password*': 4, 'kirjaudu*': 2, 'kirjautu*': 2, login: 2, unohdin: 2, 'unohtu*': 2, 'nollaa*': 2, apple: 2, 'lukittu*': 2,
      'poista yhteys': 2, 'yhdistetyt tilit': 3,
    },
  },
};
