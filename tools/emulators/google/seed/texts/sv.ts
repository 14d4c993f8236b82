import type { LanguageBank } from './types';

export const sv: LanguageBank = {
  language: 'sv',
  names: [
    'Erik Johansson', 'Anna Lindberg', 'Johan Karlsson', 'Emma Svensson', 'Oskar Nilsson', 'Elin Bergström',
    'Gustav Larsson', 'Linnea Eriksson', 'Viktor Persson', 'Sara Holmgren', 'Axel Andersson', 'Klara Sjöberg',
    'Fredrik Öberg', 'Maja Lundqvist',
  ],
  ownerReplies: [
    'Tack för dina fina ord! Varmt välkommen tillbaka.',
    'Tack för att du tog dig tid att skriva. Vi tar med oss dina synpunkter.',
    'Stort tack för besöket och för din recension!',
  ],
  texts: [
    { kind: 'any', rating: 5, topics: ['staff', 'service', 'atmosphere'], text: 'Så trevlig personal och en mysig stämning. Vi kände oss verkligen välkomna och servicen var snabb. Rekommenderas varmt!' },
    { kind: 'any', rating: 4, topics: ['service', 'price'], text: 'Bra service och rimliga priser med tanke på att det är Danmark. Lite trångt, men det gör inget.', translation: 'Good service and reasonable prices considering it is Denmark. A bit cramped, but that does not matter.' },
    { kind: 'any', rating: 3, topics: ['waiting', 'staff'], text: 'Helt okej, men vi fick vänta alldeles för länge. Personalen var trevlig men verkade stressad och glömde bort oss.' },
    { kind: 'any', rating: 2, topics: ['price', 'service'], text: 'Alldeles för dyrt för vad man får. Servicen var långsam och ingen frågade om vi var nöjda.' },
    { kind: 'any', rating: 1, topics: ['staff', 'booking'], text: 'Otrevligt bemötande från första stund. Vår bokning hade försvunnit och personalen skyllde på oss. Kommer aldrig tillbaka.' },
    { kind: 'cafe', rating: 5, topics: ['food', 'drinks'], text: 'Bästa fikat i Köpenhamn! Kardemummabullen var nybakad och kaffet perfekt. Värt en omväg.' },
    { kind: 'cafe', rating: 3, topics: ['food', 'waiting'], text: 'Maten var god men portionerna små, och vi väntade 30 minuter på två smörgåsar.' },
    { kind: 'cafe', rating: 2, topics: ['cleanliness', 'drinks'], text: 'Kaffet var ljummet och toaletten var inte städad. Synd, för stället har potential.' },
    { kind: 'hotel', rating: 5, topics: ['room', 'breakfast'], text: 'Rent och fräscht rum med havsutsikt och en fantastisk frukost med hembakat bröd. Vi sov som stockar.', translation: 'Clean and fresh room with a sea view and a fantastic breakfast with homemade bread. We slept like logs.' },
    { kind: 'hotel', rating: 2, topics: ['noise', 'room'], text: 'Väldigt lyhört, vi hörde grannarna hela natten. Rummet var dessutom mindre än på bilderna.' },
    { kind: 'hotel', rating: 4, topics: ['location', 'staff', 'parking'], text: 'Perfekt läge nära stranden och hjälpsam personal i receptionen. Parkeringen kostade extra, vilket vi inte visste om.' },
    { kind: 'salon', rating: 5, topics: ['haircut', 'staff'], text: 'Fantastisk frisör som verkligen lyssnade. Klippningen blev precis som jag ville och jag fick bra tips om styling.' },
    { kind: 'salon', rating: 2, topics: ['colour', 'price'], text: 'Färgen blev alldeles för mörk och det kostade mycket mer än vad som stod på hemsidan. Besviken.', translation: 'The colour came out far too dark and it cost much more than it said on the website. Disappointed.' },
    { kind: 'salon', rating: 4, topics: ['booking', 'haircut'], text: 'Smidig bokning online och en snygg klippning. Fick vänta några minuter, men annars toppen.' },
  ],
};
