import type { PhraseBank } from './types';

/**
 * Danish, 'du' in every tone, as Danish businesses write to their guests. Topic phrases are definite nouns
 * ('maden', 'priserne'), so a sentence never needs an adjective that agrees with them: topics stand after
 * 'glad for', 'tilfreds med', 'ord om', where gender and number do not matter, and a feeling word always
 * comes before the topic in its clause, so every item of a list ('maden, vores personale og priserne')
 * shares it.
 */
export const DA: PhraseBank = {
  language: 'da',
  forms: ['t'],
  join: (a, b) => `${a} og ${b}`,
  topics: {
    food: 'maden', coffee: 'kaffen', drinks: 'drikkevarerne#pl', breakfast: 'morgenmaden', selection: 'udvalget', service: 'servicen',
    staff: 'vores personale', price: 'priserne#pl', cleanliness: 'rengøringen', waiting: { pos: 'den korte ventetid', neg: 'ventetiden' },
    atmosphere: 'stemningen', noise: { pos: 'roen', neg: 'støjniveauet' }, booking: { pos: 'den nemme booking', neg: 'håndteringen af din booking' },
    location: 'beliggenheden', parking: { pos: 'parkeringsmulighederne#pl', neg: 'parkeringsforholdene#pl' }, rooms: 'værelset', treatment: 'behandlingen',
    haircut: { pos: 'dit nye hår', neg: 'behandlingen af dit hår' },
  },
  greeting: {
    named: { professional: ['Kære {name}', 'Hej {name}'], friendly: ['Hej {name}', 'Kære {name}', 'Hej {name}!'], casual: ['Hej {name}!', 'Hejsa {name}!', 'Hej {name}'] },
    anonymous: { professional: ['Hej', ''], friendly: ['Hej', 'Hej med dig', ''], casual: ['Hej med dig!', 'Hejsa!', ''] },
  },
  thanks: {
    positive: {
      professional: [
        '((Mange tak|Tusind tak|Hjertelig tak)) for ((din pæne anmeldelse|din venlige anmeldelse|de pæne ord|din flotte anmeldelse|din positive tilbagemelding)).',
        '((Mange tak|Tusind tak)), fordi du tog dig tid til at dele din oplevelse.',
        'Vi sætter stor pris på ((din positive tilbagemelding|dine venlige ord|din flotte anmeldelse)).',
        'Tak, fordi du valgte {business}, og for din ((pæne|flotte)) anmeldelse.',
        'Det var en fornøjelse at læse din anmeldelse, tak for den.',
        'Mange tak for din ((flotte|fine)) bedømmelse og de venlige ord.',
        'Tak for den flotte anmeldelse, den gjorde os rigtig glade.',
        'Tak for de venlige ord, de gjorde os rigtig glade.',
        'Vi er meget glade for din ((flotte|positive)) anmeldelse.',
      ],
      warm: [
        '((Tusind tak|Mange tak|En stor tak|Kæmpe tak)) for ((din dejlige anmeldelse|de søde ord|de varme ord|den skønne anmeldelse))!',
        '((Tusind tak|Mange tak)), fordi du tog dig tid til at skrive en anmeldelse!',
        'Sikke en ((dejlig|skøn|fantastisk)) anmeldelse, tusind tak!',
        'Din anmeldelse ((har virkelig reddet vores dag|gav os alle et stort smil på læben)), tak!',
        'Tak, fordi du kiggede forbi {business} og skrev til os bagefter!',
      ],
      friendly: ['Hvor blev vi ((glade|rørte)) over at læse din anmeldelse, tak!', 'Hjertelig tak for de ((pæne|venlige)) ord!'],
      casual: ['((Kæmpe tak|Tusind tak)) for ((rosen|den fede anmeldelse))!', 'Wow, tak for de søde ord!', 'Du har lige reddet vores dag, tak!'],
    },
    mixed: {
      formal: [
        '((Tak|Mange tak)) for ((din anmeldelse|din ærlige tilbagemelding|din nuancerede anmeldelse)).',
        '((Tak|Mange tak)), fordi du tog dig tid til at dele din oplevelse med os.',
        'Vi sætter pris på, at du tog dig tid til at fortælle, hvordan dit besøg gik.',
        'Tak for besøget hos {business} og for din ærlige feedback.',
      ],
      casual: ['Tak for den ærlige anmeldelse!', 'Tak, fordi du fortæller os, hvordan det gik.', 'Tak, fordi du gad fortælle os om dit besøg!'],
    },
    negative: {
      formal: [
        '((Tak|Mange tak)) for din ((ærlige|åbne)) tilbagemelding.',
        '((Tak|Mange tak)), fordi du ((tog dig tid til at fortælle om dit besøg|lod os vide, hvordan dit besøg gik|deler din oplevelse med os)).',
        'Vi har læst din anmeldelse grundigt.',
        'Jeg sætter pris på, at du tog dig tid til at skrive.',
      ],
      casual: ['Tak, fordi du fortæller os, hvordan det gik.', 'Tak for ærligheden.', 'Vi har læst din anmeldelse, og den tager vi alvorligt.'],
    },
  },
  thanksFor: {
    professional: ['((Mange tak|Tusind tak|Hjertelig tak)) for de ((pæne|venlige|rosende)) ord om {t}.'],
    friendly: ['((Tusind tak|Mange tak|En stor tak)) for de ((søde|dejlige|varme)) ord om {t}!'],
    casual: ['((Kæmpe tak|Tusind tak)) for de søde ord om {t}!', 'Tak for rosen af {t}!'],
  },
  ratingOnly: {
    positive: {
      professional: [
        '((Mange tak|Tusind tak|Hjertelig tak)) for ((din flotte bedømmelse|alle stjernerne|din positive bedømmelse|den flotte karakter|din fine bedømmelse af {business})).',
        '((Mange tak|Tusind tak|Hjertelig tak)), fordi du tog dig tid til at bedømme os.',
        'Vi sætter ((stor|meget stor)) pris på din ((flotte|positive|fine)) bedømmelse.',
        'Din ((flotte|positive)) bedømmelse ((glæder os meget|betyder meget for os)).',
        'Det glæder os, at du gav {business} så flot en bedømmelse.',
      ],
      warm: [
        '((Tusind tak|Mange tak|En stor tak|Kæmpe tak)) for ((de flotte stjerner|den flotte bedømmelse|alle stjernerne|den fine bedømmelse|den skønne bedømmelse))!',
        '((Tusind tak|Mange tak)), fordi du tog dig tid til at bedømme os!',
        'Sikke en ((flot|skøn)) bedømmelse, tusind tak!',
        'Tak, fordi du gav {business} ((så flot en bedømmelse|så mange stjerner))!',
        'Hvor er det dejligt at se så flot en bedømmelse, tak!',
        'Hvor blev vi glade for ((de mange stjerner|din flotte bedømmelse)), tak!',
      ],
      casual: ['((Kæmpe tak|Tusind tak)) for ((stjernerne|den fede bedømmelse))!', 'Wow, tak for stjernerne!'],
    },
    mixed: { all: ['((Tak|Mange tak)) for din bedømmelse.', 'Tak, fordi du tog dig tid til at bedømme dit besøg.', 'Vi sætter pris på din bedømmelse af {business}.'] },
    negative: {
      all: [
        'Vi er kede af at se, at dit besøg ikke levede op til dine forventninger.',
        'Jeg er ked af, at vi ikke ramte rigtigt denne gang.',
        'Vi beklager, at du ikke var tilfreds med dit besøg.',
        'Jeg er oprigtigt ked af, at din oplevelse hos os ikke var bedre.',
      ],
    },
  },
  praise: {
    all: [
      'Det er rart at høre, at du var glad for {t}.',
      'Det varmer at høre, at du var så glad for {t}.',
      'Det glæder os ((meget|rigtig meget)), at du satte pris på {t}.',
      'Din ros af {t} ((varmer virkelig|glæder os meget)).',
      'Hvor er det godt at høre, at du var så tilfreds med {t}.',
      'Vi er ((rigtig|virkelig)) glade for at høre, at du syntes godt om {t}.',
    ],
    casual: ['Hvor fedt, at du var vild med {t}!', 'Skønt, at du syntes så godt om {t}!'],
  },
  praiseAside: {
    all: [
      'Det er godt, at du var glad for {t}.',
      'Vi er glade for, at du satte pris på {t}.',
      'Det er dejligt, at du i det mindste syntes godt om {t}.',
      'Rart, at du trods alt var glad for {t}.',
    ],
  },
  note: {
    all: [
      'Vi har noteret os din kommentar om {n}.',
      'Det, du skriver om {n}, tager vi til os.',
      'Vi kigger nærmere på det, du nævner om {n}.',
      'Din bemærkning om {n} tager vi med videre, så vi kan gøre det endnu bedre.',
    ],
  },
  apology: {
    all: [
      'Jeg er ked af at høre, at du ikke var tilfreds med {n}.',
      'Vi er kede af, at du blev skuffet over {n}.',
      'Jeg beklager oprigtigt den dårlige oplevelse med {n}.',
      'Det gør mig ondt at høre, at du havde grund til at klage over {n}.',
      'Vi er virkelig kede af at høre om problemerne med {n}.',
    ],
    warm: ['Undskyld, at du havde en dårlig oplevelse med {n}.'],
  },
  apologyGeneral: {
    mixed: { all: ['Jeg er ked af, at ikke alt var, som det skulle være.', 'Vi er kede af, at dele af dit besøg ikke levede op til forventningerne.', 'Vi beklager, at vi ikke helt ramte plet denne gang.'] },
    negative: { all: ['Jeg er oprigtigt ked af, at dit besøg blev så stor en skuffelse.', 'Vi er meget kede af, at vi skuffede dig.', 'Jeg beklager den skuffende oplevelse, du beskriver.'] },
  },
  question: {
    withEmail: { all: ['Angående dit spørgsmål er du meget velkommen til at sende os en mail på {email}, så hjælper vi gerne.', 'Vi svarer gerne på dit spørgsmål, hvis du skriver til os på {email}.'] },
    withoutEmail: { all: ['Angående dit spørgsmål er det nemmest, at du kontakter os direkte, så hjælper vi gerne.', 'Hvis du kontakter os direkte, svarer vi gerne på dit spørgsmål.'] },
  },
  invite: {
    withEmail: {
      all: [
        'Skriv endelig til os på {email}.',
        'Skriv gerne til os på {email}, så vi kan tale det igennem.',
        'Vi vil meget gerne høre mere, så kontakt os endelig på {email}.',
        'Hvis du har lyst, så send en mail til {email}, for vi vil rigtig gerne forstå, hvad der skete.',
        'Send os en besked på {email}, så vender jeg personligt tilbage til dig.',
      ],
    },
    withoutEmail: {
      all: [
        'Kontakt os endelig direkte.',
        'Kontakt os gerne direkte, så vi kan tale det igennem.',
        'Vi vil meget gerne høre fra dig, så tag endelig direkte kontakt til os.',
        'Hvis du har lyst, vil vi rigtig gerne høre fra dig direkte, så vi kan forstå, hvad der skete.',
      ],
    },
  },
  emailLine: {
    all: ['Du kan altid skrive til os på {email}.', 'Er der noget, kan du altid fange os på {email}.', 'Skulle der være noget, er du velkommen til at sende os en mail på {email}.', 'Har du spørgsmål, sidder vi klar på {email}.'],
  },
  closing: {
    positive: {
      professional: ['Vi ser frem til dit næste besøg.', 'Vi håber at byde dig velkommen igen snart.', 'Vi glæder os til at se dig igen.'],
      friendly: ['Vi glæder os til at se dig igen!', 'Håber, vi ses snart igen!', 'Du er altid velkommen tilbage.', 'Vi ses forhåbentlig snart igen!'],
      casual: ['Vi ses!', 'Kig snart forbi igen!', 'Glæder os til næste gang!', 'På gensyn!'],
    },
    mixed: {
      all: ['Vi håber at se dig igen og give dig en endnu bedre oplevelse.', 'Vi vil gerne have chancen for at gøre det bedre næste gang.', 'Forhåbentlig får vi lov at imponere dig næste gang.'],
    },
    negative: { all: ['Vi håber at få chancen for at give dig et bedre indtryk en anden gang.', 'Vi håber, du vil give os en chance til.', 'Det vil vi gerne rette op på.'] },
  },
  extra: {
    positive: {
      all: [
        'Det betyder meget for os alle.',
        'Det er tilbagemeldinger som din, der gør arbejdet sjovt.',
        'Alle her bliver glade, når de læser det.',
        'Vi lægger hjertet i det, vi laver, og det er en stor glæde, når det bliver bemærket.',
        'Den slags ord giver os energi i hverdagen.',
      ],
    },
    mixed: {
      all: [
        'Ærlige tilbagemeldinger som din hjælper os med at blive bedre.',
        'Vi arbejder hele tiden på at forbedre os, og dine kommentarer hjælper os på vej.',
        'Vi læser alle anmeldelser grundigt og tager dine pointer til efterretning.',
        'Dit perspektiv er virkelig værdifuldt for os.',
      ],
    },
    negative: {
      all: [
        'Vi tager al feedback alvorligt og bruger den til at blive bedre.',
        'Sådan en oplevelse ønsker vi ikke for nogen.',
        'Din tilbagemelding er givet videre til alle her.',
        'Vi læser hver eneste anmeldelse grundigt, også din.',
      ],
    },
  },
  readsReviews: /læser (?:alle|hver)|til efterretning/u,
  signoff: { professional: ['Med venlig hilsen', 'Venlig hilsen', 'Bedste hilsner'], friendly: ['Mange hilsner', 'Venlig hilsen', 'Bedste hilsner', 'Varme hilsner'], casual: ['Hilsen', 'Mange hilsner', 'De bedste hilsner'] },
  signoffAfterComplaint: { all: ['Med venlig hilsen', 'Venlig hilsen'], warm: ['Bedste hilsner'] },
  signature: {
    contact: { all: ['{contact}'] },
    business: { all: ['Holdet hos {business}', 'Alle hos {business}'] },
    both: { professional: ['{contact}\n{business}'], friendly: ['{contact} og holdet hos {business}', '{contact} fra {business}'], casual: ['{contact}', '{contact} fra {business}'] },
  },
};
