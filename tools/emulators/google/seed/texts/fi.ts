import type { LanguageBank } from './types';

export const fi: LanguageBank = {
  language: 'fi',
  names: [
    'Mikko Virtanen', 'Laura Korhonen', 'Juha Mäkinen', 'Anna Nieminen', 'Antti Laine', 'Elina Heikkinen',
    'Ville Koskinen', 'Sanna Järvinen', 'Timo Lehtonen', 'Riikka Salminen', 'Jussi Hämäläinen', 'Noora Lindholm',
    'Petri Turunen', 'Aino Rantanen',
  ],
  ownerReplies: [
    'Kiitos ystävällisistä sanoista! Tervetuloa uudelleen.',
    'Kiitos palautteestasi. Viemme sen eteenpäin tiimillemme.',
    'Kiitos käynnistä ja arvostelusta!',
  ],
  texts: [
    { kind: 'any', rating: 5, topics: ['staff', 'service', 'atmosphere'], text: 'Todella ystävällinen henkilökunta ja viihtyisä tunnelma. Meidät otettiin lämpimästi vastaan, ja palvelu pelasi alusta loppuun. Suosittelen lämpimästi!' },
    { kind: 'any', rating: 4, topics: ['service', 'price', 'waiting'], text: 'Hyvä palvelu ja kohtuulliset hinnat. Oli vähän ruuhkaa, joten jouduimme odottamaan hetken, mutta muuten kaikki oli kunnossa.' },
    { kind: 'any', rating: 3, topics: ['waiting', 'staff'], text: 'Ihan ok, mutta odotimme yli puoli tuntia eikä kukaan pahoitellut. Henkilökunta oli kyllä kohtelias.' },
    { kind: 'any', rating: 2, topics: ['price', 'staff'], text: 'Liian kallista siihen nähden, mitä saa. Henkilökunta ei tuntunut juuri välittävän asiakkaista.', translation: 'Far too expensive for what you get. The staff did not seem to care much about the customers.' },
    { kind: 'any', rating: 1, topics: ['booking', 'staff'], text: 'Varauksemme oli kadonnut, eikä kukaan yrittänyt auttaa. Henkilökunta oli suorastaan epäkohtelias. Emme tule uudestaan.' },
    { kind: 'cafe', rating: 5, topics: ['drinks', 'food'], text: 'Kööpenhaminan paras kahvi ja ihanat kardemummapullat! Brunssi oli tuoretta ja kauniisti tarjoiltu.' },
    { kind: 'cafe', rating: 3, topics: ['food', 'price', 'waiting'], text: 'Ruoka oli hyvää, mutta annokset olivat pieniä ja hinta korkea. Kahvi tuli vasta ruoan jälkeen.' },
    { kind: 'cafe', rating: 2, topics: ['cleanliness', 'drinks'], text: 'Pöydät olivat likaisia ja kahvi haaleaa. Harmi, sillä paikka on muuten kaunis.' },
    { kind: 'hotel', rating: 5, topics: ['location', 'room', 'breakfast'], text: 'Upea sijainti aivan rannan vieressä. Huone oli siisti ja valoisa, ja aamiainen oli erinomainen.', translation: 'Wonderful location right next to the beach. The room was tidy and bright, and the breakfast was excellent.' },
    { kind: 'hotel', rating: 2, topics: ['noise', 'cleanliness', 'price'], text: 'Huone oli meluisa ja kylpyhuone huonosti siivottu. Odotimme enemmän tähän hintaan.' },
    { kind: 'hotel', rating: 4, topics: ['booking', 'staff', 'parking'], text: 'Helppo varata ja avulias henkilökunta. Pysäköinti maksoi lisää, mutta muuten kaikki sujui hyvin.' },
    { kind: 'salon', rating: 5, topics: ['haircut', 'staff'], text: 'Paras hiustenleikkaus pitkään aikaan! Kampaaja kuunteli toiveitani ja antoi hyviä vinkkejä hiusten hoitoon.' },
    { kind: 'salon', rating: 3, topics: ['colour', 'waiting'], text: 'Väri onnistui hyvin, mutta jouduin odottamaan vartin, vaikka minulla oli varattu aika.' },
    { kind: 'salon', rating: 1, topics: ['booking', 'service'], text: 'Aikani peruttiin viime hetkellä ilman selitystä, ja uutta aikaa sain odottaa kaksi viikkoa. Todella huonoa palvelua.', translation: 'My appointment was cancelled at the last minute without explanation, and I had to wait two weeks for a new one. Really poor service.' },
  ],
};
