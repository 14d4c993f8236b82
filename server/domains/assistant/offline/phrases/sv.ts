import type { PhraseBank } from './types';

export const SV: PhraseBank = {
  language: 'sv',
  forms: ['t'],
  join: (a, b) => `${a} och ${b}`,
  topics: {
    food: 'maten', coffee: 'kaffet', drinks: 'dryckerna#pl', breakfast: 'frukosten', selection: 'utbudet',
    service: 'servicen', staff: { pos: 'personalen', neg: 'personalens bemötande' },
    price: { pos: 'prisvärdheten', neg: 'priserna#pl' }, cleanliness: 'städningen',
    waiting: { pos: 'tempot', neg: 'väntetiden' }, atmosphere: 'stämningen', noise: { pos: 'lugnet', neg: 'ljudnivån' },
    booking: { pos: 'bokningen', neg: 'hanteringen av din bokning' }, location: 'läget', parking: 'parkeringsmöjligheterna#pl',
    rooms: 'rummet', treatment: 'behandlingen', haircut: { pos: 'din nya frisyr', neg: 'klippningen' },
  },
  greeting: {
    named: { professional: ['Hej {name},', 'Kära {name},'], friendly: ['Hej {name}!', 'Hej {name},', 'Kära {name},'], casual: ['Hej {name}!', 'Hallå {name}!', 'Tjena {name}!'] },
    anonymous: { professional: ['Hej,', ''], friendly: ['Hej!', ''], casual: ['Hej hej!', 'Hallå där!', ''] },
  },
  thanks: {
    positive: {
      professional: ['Tack för din recension och dina vänliga ord.', 'Stort tack för att du tog dig tid att dela din upplevelse.', 'Tack så mycket för din fina recension av {business}.', 'Vi uppskattar verkligen din positiva återkoppling.', 'Tack för att du valde {business} och för din recension.', 'Tack för de vänliga orden om ditt besök.'],
      friendly: ['Tusen tack för din fina recension!', 'Vilken härlig recension, tack så mycket!', 'Stort tack för de snälla orden!', 'Tack för att du besökte {business} och tog dig tid att skriva till oss!', 'Vi blir så glada av att läsa din recension, tack!', 'Din recension gjorde verkligen vår dag, tack!', 'Ett stort tack för dina varma ord!'],
      casual: ['Tusen tack för den grymma recensionen!', 'Wow, tack för de fina orden!', 'Jättetack för berömmet!', 'Du räddade vår dag, tack!', 'Tack för att du tittade in på {business} och skrev så fint om oss!', 'Tack för den härliga recensionen!'],
    },
    mixed: {
      professional: ['Tack för din recension och din ärliga återkoppling.', 'Tack för att du tog dig tid att dela din upplevelse med oss.', 'Vi uppskattar din nyanserade recension av {business}.'],
      friendly: ['Tack för att du tog dig tid att berätta om ditt besök.', 'Tack för din ärliga recension, den uppskattar vi mycket.', 'Tack för besöket hos {business} och för din öppna återkoppling.'],
      casual: ['Tack för den ärliga recensionen!', 'Tack för att du berättar hur det gick.', 'Tack för rak och ärlig feedback!'],
    },
    negative: {
      professional: ['Tack för din återkoppling, och jag är uppriktigt ledsen att ditt besök inte blev som det skulle.', 'Vi är mycket ledsna att höra om din upplevelse.', 'Jag ber uppriktigt om ursäkt för att vi gjorde dig besviken den här gången.', 'Vi beklagar den besvikelse du beskriver.'],
      friendly: ['Tack för att du berättar, och jag är verkligen ledsen att det inte blev den upplevelse du förtjänade.', 'Vi är verkligen ledsna att läsa om ditt besök.', 'Jag är uppriktigt ledsen att vi gjorde dig besviken.', 'Tack för din ärliga recension, och vi är ledsna att det blev en sådan besvikelse.'],
      casual: ['Det är vi verkligen ledsna att höra.', 'Tack för att du säger till, och vi är uppriktigt ledsna att det blev så.', 'Förlåt, så ska ett besök hos oss inte kännas.'],
    },
  },
  ratingOnly: {
    positive: { all: ['Tusen tack för det fina betyget!', 'Tack för det fina betyget, det betyder mycket för oss.', 'Vi uppskattar verkligen att du tog dig tid att betygsätta oss.', 'Stort tack för ditt positiva betyg.', 'Tack för att du gav {business} ett så fint betyg!', 'Ett stort tack för stjärnorna!'] },
    mixed: { all: ['Tack för ditt betyg.', 'Tack för att du tog dig tid att betygsätta oss.', 'Vi uppskattar ditt betyg av {business}.'] },
    negative: { all: ['Tack för ditt betyg, och vi är ledsna att din upplevelse inte blev bättre.', 'Vi är ledsna att se att du inte var nöjd med ditt besök.', 'Vi beklagar att vi inte levde upp till dina förväntningar.'] },
  },
  thanksFor: {},
  praise: {
    all: ['Det gläder oss mycket att du var nöjd med {t}.', 'Vad roligt att höra att {t} levde upp till dina förväntningar.', 'Vi är extra glada att du uppskattade {t}.', 'Dina fina ord om {t} betyder mycket för oss.', '{T} lägger vi mycket omsorg på, så det här är härligt att höra.', 'Så fint att {t} föll dig i smaken.'],
    casual: ['Vad kul att du gillade {t}!', 'Härligt att höra att {t} gick hem!'],
  },
  praiseAside: {
    all: ['Det gläder oss mycket att du var nöjd med {t}.', 'Vad roligt att höra att {t} levde upp till dina förväntningar.', 'Vi är extra glada att du uppskattade {t}.', 'Dina fina ord om {t} betyder mycket för oss.', '{T} lägger vi mycket omsorg på, så det här är härligt att höra.', 'Så fint att {t} föll dig i smaken.'],
    casual: ['Vad kul att du gillade {t}!', 'Härligt att höra att {t} gick hem!'],
  },
  note: { all: ['Tack också för tipset om {n}; det tar vi med oss.', 'Vi hör vad du säger om {n} och ser över hur vi kan bli bättre.', 'Din synpunkt om {n} är noterad, tack för den.'] },
  apology: { all: ['Vi är ledsna att läsa att {t} inte levde upp till dina förväntningar.', 'Tack för din ärliga återkoppling om {t}; det är inte den nivå vi strävar efter.', 'Det du beskriver om {t} är inte tillräckligt bra, och vi tar det på allvar.', 'Jag är ledsen att {t} inte höll måttet den här gången.', 'Dina kommentarer om {t} har delats med teamet så att vi kan lära oss av dem.'] },
  apologyGeneral: { mixed: { all: ['Det gläder oss att delar av besöket var bra, och vi är ledsna att inte allt levde upp till förväntningarna.', 'Det låter som att det fanns både toppar och dalar, och tack för att du berättar om båda.', 'Din nyanserade återkoppling hjälper oss att se var vi kan bli bättre.'] }, negative: { all: ['Det gläder oss att delar av besöket var bra, och vi är ledsna att inte allt levde upp till förväntningarna.', 'Det låter som att det fanns både toppar och dalar, och tack för att du berättar om båda.', 'Din nyanserade återkoppling hjälper oss att se var vi kan bli bättre.'] } },
  question: { withEmail: {}, withoutEmail: {} },
  invite: {
    withEmail: { all: ['Skriv gärna till oss på {email}.', 'Vi vill gärna höra mer, så skriv gärna till oss på {email}.', 'Hör gärna av dig på {email} så att vi kan prata igenom det direkt med dig.', 'Om du vill, skriv till oss på {email}; vi vill verkligen förstå vad som hände.', 'Skicka gärna ett meddelande till {email}, så återkommer vi personligen.'] },
    withoutEmail: { all: ['Kontakta oss gärna direkt.', 'Vi vill gärna höra mer, så kontakta oss gärna direkt.', 'Hör gärna av dig direkt till oss så att vi kan prata igenom det.', 'Om du vill hör vi gärna från dig direkt, så att vi förstår vad som hände.', 'Kontakta oss gärna direkt; vi vill verkligen höra mer.'] },
  },
  emailLine: { all: ['Skriv till oss på {email}.', 'Är det något når du oss alltid på {email}.', 'Du är alltid välkommen att skriva till oss på {email}.', 'Har du frågor kan du skriva till oss på {email}.'] },
  closing: {
    positive: {
      professional: ['Vi ser fram emot ditt nästa besök.', 'Vi hoppas få välkomna dig tillbaka snart.', 'Vi ser fram emot att träffa dig igen.'],
      friendly: ['Vi ser fram emot att träffa dig igen!', 'Hoppas vi ses snart igen!', 'Du är alltid välkommen tillbaka.', 'Välkommen åter!'],
      casual: ['Vi ses!', 'Kom förbi snart igen!', 'Ser fram emot nästa gång!'],
    },
    mixed: { all: ['Vi hoppas få se dig igen och ge dig en ännu bättre upplevelse.', 'Vi blir glada om du vill ge oss en ny chans.', 'Förhoppningsvis får vi chansen att imponera på dig nästa gång.'] },
    negative: { all: ['Vi hoppas få chansen att ge dig ett bättre intryck en annan gång.', 'Tack igen för att du sa till.', 'Din återkoppling hjälper oss att bli bättre.'] },
  },
  extra: {
    positive: { all: ['Det betyder mycket för hela teamet.', 'Det är återkoppling som din som driver oss framåt.', 'Hela teamet blir glada av att läsa det här.', 'Recensioner som din gör verkligen vår dag.', 'Vi lägger hjärtat i det vi gör, så det här är härligt att höra.', 'Det är alltid ett nöje att få sådan återkoppling.'] },
    mixed: { all: ['Ärlig återkoppling som din hjälper oss att bli bättre.', 'Vi arbetar hela tiden med att förbättra oss, och dina kommentarer hjälper oss med det.', 'Vi läser alla recensioner noga och tar till oss dina synpunkter.', 'Ditt perspektiv är verkligen värdefullt för oss.'] },
    negative: { all: ['Vi tar all återkoppling på allvar och använder den för att bli bättre.', 'Det här är inte den upplevelse vi vill att någon ska ha.', 'Tack för att du tog dig tid att berätta om det.', 'Din återkoppling har delats med teamet.', 'Vi läser alla recensioner noga, även din.'] },
  },
  signoff: { professional: ['Med vänliga hälsningar', 'Vänliga hälsningar', 'Bästa hälsningar'], friendly: ['Varma hälsningar', 'Vänliga hälsningar', 'Bästa hälsningar', 'Många hälsningar'], casual: ['Hälsningar', 'Ha det fint!', 'Bästa hälsningar'] },
  signature: { contact: { all: ['{contact}'] }, business: { all: ['Teamet på {business}', 'Alla vi på {business}'] }, both: { all: ['{contact}'] } },
};
