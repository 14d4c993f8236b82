import type { LanguageBank } from './types';

export const no: LanguageBank = {
  language: 'no',
  names: [
    'Ole Hansen', 'Ingrid Berg', 'Henrik Olsen', 'Kari Haugen', 'Magnus Johansen', 'Silje Bakken',
    'Sindre Dahl', 'Ingvild Solberg', 'Eirik Moen', 'Hanne Strand', 'Torbjørn Lie', 'Marte Aasen',
    'Jørgen Halvorsen', 'Nora Kvam',
  ],
  ownerReplies: [
    'Tusen takk for hyggelige ord! Velkommen tilbake.',
    'Takk for tilbakemeldingen. Vi tar det med oss videre.',
    'Takk for besøket og for at du tok deg tid til å skrive.',
  ],
  texts: [
    { kind: 'any', rating: 5, topics: ['staff', 'atmosphere'], text: 'Veldig hyggelig sted med utrolig blid og imøtekommende betjening. Vi følte oss hjemme med en gang. Anbefales på det sterkeste!' },
    { kind: 'any', rating: 4, topics: ['service', 'atmosphere'], text: 'God service og koselig atmosfære. Litt mye folk da vi var der, men det må man regne med i helgene.' },
    { kind: 'any', rating: 3, topics: ['waiting', 'price'], text: 'Helt greit, men ganske dyrt, og vi måtte vente lenge. Ikke noe galt, men heller ikke noe som skilte seg ut.', translation: 'Fine, but quite expensive, and we had to wait a long time. Nothing wrong, but nothing that stood out either.' },
    { kind: 'any', rating: 2, topics: ['staff', 'service'], text: 'Betjeningen virket uinteressert og svarte kort på spørsmålene våre. Det trakk ned hele opplevelsen.' },
    { kind: 'any', rating: 1, topics: ['booking', 'staff'], text: 'Bestillingen vår var borte da vi kom, og ingen prøvde å finne en løsning. Svært dårlig håndtert av de ansatte.' },
    { kind: 'cafe', rating: 5, topics: ['food', 'drinks'], text: 'Nydelig kaffe og de beste kanelbollene jeg har smakt utenfor Norge. Brunsjen var også kjempegod.' },
    { kind: 'cafe', rating: 3, topics: ['food', 'price'], text: 'Maten smakte godt, men porsjonene var små i forhold til prisen. Kaffen var derimot veldig god.' },
    { kind: 'cafe', rating: 1, topics: ['cleanliness', 'food'], text: 'Skittent gulv, klissete bord og brødet var tørt. Skuffende, når stedet har så gode anmeldelser.' },
    { kind: 'hotel', rating: 5, topics: ['room', 'location', 'breakfast'], text: 'Fantastisk beliggenhet og et stort, rent rom med utsikt mot havet. Frokosten var upåklagelig.' },
    { kind: 'hotel', rating: 2, topics: ['noise', 'cleanliness'], text: 'Mye støy fra gangen om natten, og badet var ikke ordentlig rengjort. Forventet mer til den prisen.', translation: 'A lot of noise from the corridor at night, and the bathroom was not properly cleaned. Expected more at that price.' },
    { kind: 'hotel', rating: 4, topics: ['booking', 'staff'], text: 'Enkel booking og vennlig personale som hjalp oss med sen innsjekking. Sengene var litt harde.' },
    { kind: 'salon', rating: 5, topics: ['haircut', 'colour'], text: 'Endelig en frisør som forstår krøllete hår! Klippen og fargen ble akkurat som jeg ønsket.' },
    { kind: 'salon', rating: 3, topics: ['waiting', 'haircut'], text: 'Grei klipp, men jeg måtte vente et kvarter selv om jeg hadde time. Litt stressende stemning.' },
    { kind: 'salon', rating: 2, topics: ['booking', 'price'], text: 'Timen min ble avlyst på kort varsel, og da jeg fikk ny time var prisen plutselig høyere.' },
  ],
};
