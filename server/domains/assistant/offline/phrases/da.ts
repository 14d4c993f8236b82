import type { PhraseBank } from './types';

export const DA: PhraseBank = {
  language: 'da',
  forms: ['t'],
  join: (a, b) => `${a} og ${b}`,
  topics: {
    food: 'maden', coffee: 'kaffen', drinks: 'drikkevarerne#pl', breakfast: 'morgenmaden', selection: 'udvalget',
    service: 'servicen', staff: { pos: 'personalet', neg: 'personalets opførsel' },
    price: { pos: 'forholdet mellem pris og kvalitet', neg: 'priserne#pl' }, cleanliness: 'rengøringen',
    waiting: { pos: 'tempoet', neg: 'ventetiden' }, atmosphere: 'stemningen', noise: { pos: 'roen', neg: 'støjniveauet' },
    booking: { pos: 'bookingen', neg: 'håndteringen af din booking' }, location: 'beliggenheden', parking: 'parkeringsforholdene#pl',
    rooms: 'værelset', treatment: 'behandlingen', haircut: { pos: 'din nye frisure', neg: 'klipningen' },
  },
  greeting: {
    named: { professional: ['Kære {name}', 'Hej {name}'], friendly: ['Hej {name}', 'Kære {name}', 'Hej {name}!'], casual: ['Hej {name}!', 'Hejsa {name}!', 'Hej {name}'] },
    anonymous: { professional: ['Hej', ''], friendly: ['Hej', 'Hej med dig', ''], casual: ['Hej med dig!', 'Hejsa!', ''] },
  },
  thanks: {
    positive: {
      professional: ['Tak for din anmeldelse og de pæne ord.', 'Mange tak, fordi du tog dig tid til at dele din oplevelse.', 'Tusind tak for din flotte anmeldelse af {business}.', 'Vi sætter stor pris på din positive tilbagemelding.', 'Tak, fordi du valgte {business}, og tak for din anmeldelse.', 'Tak for de venlige ord om dit besøg.'],
      friendly: ['Tusind tak for din dejlige anmeldelse!', 'Sikke en skøn anmeldelse, tusind tak!', 'Mange tak for de søde ord!', 'Tak, fordi du kiggede forbi {business} og tog dig tid til at skrive til os!', 'Hvor er vi glade for at læse din anmeldelse, tak!', 'Din anmeldelse gjorde virkelig vores dag, tak!', 'En stor tak for dine varme ord!'],
      casual: ['Tusind tak for den fede anmeldelse!', 'Wow, tak for de søde ord!', 'Kæmpe tak for rosen!', 'Du har lige reddet vores dag, tak!', 'Tak, fordi du kiggede forbi {business} og skrev så pænt om os!', 'Tak for den dejlige anmeldelse!'],
    },
    mixed: {
      professional: ['Tak for din anmeldelse og din ærlige feedback.', 'Tak, fordi du tog dig tid til at dele din oplevelse med os.', 'Vi sætter pris på din nuancerede anmeldelse af {business}.'],
      friendly: ['Tak, fordi du tog dig tid til at fortælle om dit besøg.', 'Tak for din ærlige anmeldelse, den sætter vi stor pris på.', 'Tak for besøget hos {business} og for din åbne feedback.'],
      casual: ['Tak for den ærlige anmeldelse!', 'Tak, fordi du fortæller os, hvordan det gik.', 'Tak for den ligefremme feedback!'],
    },
    negative: {
      professional: ['Tak for din tilbagemelding, og jeg er oprigtigt ked af, at dit besøg ikke gik, som det skulle.', 'Vi er meget kede af at høre om din oplevelse.', 'Jeg beklager oprigtigt, at vi skuffede dig denne gang.', 'Vi beklager den skuffende oplevelse, du beskriver.'],
      friendly: ['Tak, fordi du fortæller os det, og jeg er virkelig ked af, at det ikke var den oplevelse, du fortjente.', 'Vi er rigtig kede af at læse om dit besøg.', 'Jeg er oprigtigt ked af, at vi skuffede dig.', 'Tak for din ærlige anmeldelse, og vi er kede af, at det blev så stor en skuffelse.'],
      casual: ['Det er vi virkelig kede af at høre.', 'Tak, fordi du siger det, og vi er oprigtigt kede af, at det gik sådan.', 'Undskyld, sådan skal et besøg hos os ikke føles.'],
    },
  },
  ratingOnly: {
    positive: { all: ['Tusind tak for den flotte bedømmelse!', 'Tak for den fine bedømmelse, det betyder meget for os.', 'Vi sætter stor pris på, at du tog dig tid til at bedømme os.', 'Mange tak for din positive bedømmelse.', 'Tak, fordi du gav {business} så flot en bedømmelse!', 'En stor tak for stjernerne!'] },
    mixed: { all: ['Tak for din bedømmelse.', 'Tak, fordi du tog dig tid til at bedømme os.', 'Vi sætter pris på din bedømmelse af {business}.'] },
    negative: { all: ['Tak for din bedømmelse, og vi er kede af, at din oplevelse ikke var bedre.', 'Vi er kede af at se, at du ikke var tilfreds med dit besøg.', 'Vi beklager, at vi ikke levede op til dine forventninger.'] },
  },
  thanksFor: {},
  praise: {
    all: ['Det glæder os meget, at du var glad for {t}.', 'Hvor er det dejligt at høre, at {t} levede op til dine forventninger.', 'Vi er særligt glade for, at du satte pris på {t}.', 'Dine rosende ord om {t} betyder meget for os.', '{T} gør vi meget ud af, så det er skønt at høre.', 'Dejligt, at {t} faldt i din smag.'],
    casual: ['Hvor fedt, at du kunne lide {t}!', 'Skønt at høre, at {t} ramte plet!'],
  },
  praiseAside: {
    all: ['Det glæder os meget, at du var glad for {t}.', 'Hvor er det dejligt at høre, at {t} levede op til dine forventninger.', 'Vi er særligt glade for, at du satte pris på {t}.', 'Dine rosende ord om {t} betyder meget for os.', '{T} gør vi meget ud af, så det er skønt at høre.', 'Dejligt, at {t} faldt i din smag.'],
    casual: ['Hvor fedt, at du kunne lide {t}!', 'Skønt at høre, at {t} ramte plet!'],
  },
  note: { all: ['Tak også for din kommentar om {n}; den tager vi til os.', 'Vi hører, hvad du siger om {n}, og ser på, hvordan vi kan gøre det bedre.', 'Din pointe om {n} er noteret, tak for det.'] },
  apology: { all: ['Vi er kede af at læse, at {t} ikke levede op til dine forventninger.', 'Tak for din ærlige feedback om {t}; det er ikke det niveau, vi stræber efter.', 'Det, du beskriver om {t}, er ikke godt nok, og det tager vi alvorligt.', 'Jeg er ked af, at {t} ikke var i orden denne gang.', 'Dine kommentarer om {t} er givet videre til holdet, så vi kan lære af dem.'] },
  apologyGeneral: { mixed: { all: ['Det glæder os, at dele af besøget var godt, og vi er kede af, at ikke alt levede op til forventningerne.', 'Det lyder, som om der var både op- og nedture, og tak, fordi du fortæller os om begge dele.', 'Din nuancerede feedback hjælper os med at se, hvor vi kan blive bedre.'] }, negative: { all: ['Det glæder os, at dele af besøget var godt, og vi er kede af, at ikke alt levede op til forventningerne.', 'Det lyder, som om der var både op- og nedture, og tak, fordi du fortæller os om begge dele.', 'Din nuancerede feedback hjælper os med at se, hvor vi kan blive bedre.'] } },
  question: { withEmail: {}, withoutEmail: {} },
  invite: {
    withEmail: { all: ['Skriv gerne til os på {email}.', 'Vi vil meget gerne høre mere, så skriv endelig til os på {email}.', 'Kontakt os gerne på {email}, så vi kan tale det igennem direkte med dig.', 'Hvis du har lyst, så skriv til os på {email}; vi vil rigtig gerne forstå, hvad der gik galt.', 'Send os endelig en besked på {email}, så vender vi personligt tilbage til dig.'] },
    withoutEmail: { all: ['Kontakt os gerne direkte.', 'Vi vil meget gerne høre mere, så kontakt os endelig direkte.', 'Tag gerne direkte kontakt til os, så vi kan tale det igennem.', 'Hvis du har lyst, vil vi rigtig gerne høre fra dig direkte, så vi kan forstå, hvad der skete.', 'Kontakt os endelig direkte; vi vil gerne høre mere om, hvad der skete.'] },
  },
  emailLine: { all: ['Du kan skrive til os på {email}.', 'Er der noget, kan du altid fange os på {email}.', 'Du er altid velkommen til at skrive til os på {email}.', 'Har du spørgsmål, kan du skrive til os på {email}.'] },
  closing: {
    positive: {
      professional: ['Vi ser frem til dit næste besøg.', 'Vi håber at byde dig velkommen igen snart.', 'Vi glæder os til at se dig igen.'],
      friendly: ['Vi glæder os til at se dig igen!', 'Håber, vi ses snart igen!', 'Du er altid velkommen tilbage.', 'Vi ses forhåbentlig snart igen!'],
      casual: ['Vi ses!', 'Kom snart forbi igen!', 'Glæder os til næste gang!'],
    },
    mixed: { all: ['Vi håber at se dig igen og give dig en endnu bedre oplevelse.', 'Vi bliver glade, hvis du vil give os en chance mere.', 'Forhåbentlig får vi chancen for at imponere dig næste gang.'] },
    negative: { all: ['Vi håber at få chancen for at give dig et bedre indtryk en anden gang.', 'Tak igen, fordi du gjorde os opmærksom på det.', 'Din feedback hjælper os med at blive bedre.'] },
  },
  extra: {
    positive: { all: ['Det betyder meget for hele holdet.', 'Det er feedback som din, der holder os i gang.', 'Hele holdet bliver glade for at læse det her.', 'Anmeldelser som din gør virkelig vores dag.', 'Vi lægger hjertet i det, vi laver, så det er dejligt at høre.', 'Det er altid en fornøjelse at få sådan en tilbagemelding.'] },
    mixed: { all: ['Ærlig feedback som din hjælper os med at blive bedre.', 'Vi arbejder hele tiden på at forbedre os, og dine kommentarer hjælper os med det.', 'Vi læser alle anmeldelser grundigt og tager dine pointer til os.', 'Dit perspektiv er virkelig brugbart for os.'] },
    negative: { all: ['Vi tager al feedback alvorligt og bruger den til at blive bedre.', 'Det er ikke den oplevelse, vi ønsker for nogen.', 'Tak, fordi du tog dig tid til at fortælle os om det.', 'Din feedback er givet videre til holdet.', 'Vi læser alle anmeldelser grundigt, også din.'] },
  },
  signoff: { professional: ['Med venlig hilsen', 'Venlig hilsen', 'Bedste hilsner'], friendly: ['Mange hilsner', 'Venlig hilsen', 'Bedste hilsner', 'Varme hilsner'], casual: ['Hilsen', 'Mange hilsner', 'De bedste hilsner'] },
  signature: { contact: { all: ['{contact}'] }, business: { all: ['Holdet hos {business}', 'Alle os hos {business}'] }, both: { all: ['{contact}'] } },
};
