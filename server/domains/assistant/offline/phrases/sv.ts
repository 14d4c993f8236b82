import type { PhraseBank } from './types';

/**
 * Swedish. Businesses say 'du' to everyone; the tones differ in warmth, not in address. Adjectives
 * agree with the noun's gender (god mat, gott kaffe), so no sentence puts an adjective after a topic:
 * the topic is what the reviewer liked, appreciated or was let down by.
 */
export const SV: PhraseBank = {
  language: 'sv',
  forms: ['t'],
  join: (a, b) => `${a} och ${b}`,
  topics: {
    food: 'maten', coffee: 'kaffet', drinks: 'dryckerna#pl', breakfast: 'frukosten', selection: 'utbudet', service: 'servicen',
    staff: { pos: 'vårt team', neg: 'personalens bemötande' }, price: { pos: 'de rimliga priserna#pl', neg: 'priserna#pl' }, cleanliness: 'städningen',
    waiting: { pos: 'den korta väntetiden', neg: 'väntetiden' }, atmosphere: 'stämningen', noise: { pos: 'lugnet', neg: 'ljudnivån' },
    booking: { pos: 'bokningen', neg: 'hanteringen av din bokning' }, location: 'läget', parking: { pos: 'parkeringen', neg: 'parkeringsmöjligheterna#pl' },
    rooms: 'rummet', treatment: 'behandlingen', haircut: { pos: 'ditt nya hår', neg: 'behandlingen av ditt hår' },
  },
  greeting: {
    named: { professional: ['Hej {name},', 'Hej {name}!'], friendly: ['Hej {name}!', 'Hej {name},', 'Hejsan {name}!'], casual: ['Hej {name}!', 'Hejsan {name}!', 'Hallå {name}!', 'Hej hej {name}!'] },
    anonymous: { professional: ['Hej,', ''], friendly: ['Hej!', 'Hej,', ''], casual: ['Hej hej!', 'Hejsan!', ''] },
  },
  thanks: {
    positive: {
      professional: [
        '((Tack|Stort tack|Varmt tack|Tack så mycket)) för ((din fina recension|dina vänliga ord|ditt fina omdöme|att du tog dig tid att skriva en recension|att du delade med dig av din upplevelse)).',
        'Tack för att du valde {business} och för ((din fina recension|dina vänliga ord)).',
        'Vi är ((mycket|verkligen)) tacksamma för ((din fina recension|ditt generösa omdöme)).',
        'Tack för ditt ((generösa|fina)) betyg och ((dina vänliga ord|de värmande raderna)).',
      ],
      warm: [
        '((Tusen tack|Stort tack|Tack så jättemycket|Varmt tack)) för ((den fina recensionen|de värmande orden|dina snälla ord|att du tog dig tid att skriva till oss))!',
        'Vilken ((härlig|underbar|fin)) recension, tack ((så mycket|ska du ha))!',
        'Din recension ((gjorde verkligen vår dag|fick oss att le hela dagen|värmde gott)), tack!',
        'Tack för att du ((besökte|valde|hälsade på hos)) {business} och tog dig tid att skriva!',
        'Åh, vad glada vi blev av din recension, tack!',
      ],
      friendly: ['Tack för din fina recension, den ((gladde oss mycket|värmer verkligen))!', 'Tack för ditt härliga omdöme, det ((gladde oss mycket|värmer verkligen))!'],
      casual: ['((Tack|Jättetack|Tusen tack)) för ((de grymma orden|den toppenfina recensionen|att du hyllar oss så))!', 'Wow, tack för de fina orden!', 'Du är bäst, tack för recensionen!'],
    },
    mixed: {
      formal: [
        '((Tack|Stort tack)) för ((din recension|din ärliga återkoppling|att du tog dig tid att berätta om ditt besök|dina synpunkter)).',
        'Tack för att du besökte {business} och för ((din ärliga recension|dina synpunkter)).',
        'Vi är tacksamma för att du tog dig tid att berätta hur du upplevde besöket.',
      ],
      casual: ['Tack för en ärlig recension!', 'Tack för att du berättar hur det var!', 'Tack för din raka feedback!', '((Tack|Stort tack)) för att du ((tog dig tid att skriva|delade med dig))!', 'Tack för dina synpunkter!'],
    },
    negative: {
      formal: [
        '((Tack|Tack så mycket)) för ((att du tog dig tid att berätta om ditt besök|din ärliga återkoppling|att du delar med dig av din upplevelse|att du berättar hur det var)).',
        'Tack för att du skrev, vi har läst din recension noga.',
        'Tack för att du tog dig tid att skriva till oss om det här.',
      ],
      casual: ['Tack för att du säger som det är.', 'Tack för att du berättar hur det gick.', 'Vi har läst din recension, och den är viktig för oss.', 'Tack för att du hörde av dig om det här.', 'Tack för att du tog dig tid att skriva om ditt besök.'],
    },
  },
  thanksFor: {
    professional: ['((Tack|Stort tack|Varmt tack)) för ((de fina|de vänliga|de generösa)) orden om {t}.'],
    warm: ['((Tusen tack|Stort tack|Tack så mycket)) för ((de fina|de varma|de snälla)) orden om {t}!'],
    casual: ['((Tack|Jättetack)) för att du ((hyllar|gillade)) {t}!'],
  },
  ratingOnly: {
    positive: {
      formal: [
        '((Tack|Stort tack|Varmt tack|Tack så mycket)) för ((ditt fina betyg|de fina stjärnorna|att du tog dig tid att betygsätta oss|ditt höga betyg)).',
        'Vi är tacksamma för ditt fina betyg av {business}.',
        'Tack för att du gav {business} ((ett så fint betyg|ett så högt betyg|så fina stjärnor)).',
        'Ditt fina betyg ((värmer|gläder oss)), ((tack|stort tack)) för det.',
        'Vi är glada och tacksamma för ((ditt fina betyg|de fina stjärnorna)).',
      ],
      warm: [
        '((Tusen tack|Stort tack|Varmt tack|Tack så jättemycket)) för ((det fina betyget|stjärnorna|att du betygsatte oss|ditt toppenbetyg|det höga betyget))!',
        'Åh, vad roligt med ((så fina stjärnor|ett så fint betyg)), tack!',
        'Ditt betyg gjorde ((vår dag|oss riktigt glada)), tack!',
        'Vad glada vi blir av ditt fina betyg, tack ska du ha!',
      ],
      casual: ['((Tack|Jättetack|Tusen tack)) för ((stjärnorna|det grymma betyget|toppbetyget))!'],
    },
    mixed: { all: ['((Tack|Stort tack)) för ((ditt betyg|att du tog dig tid att betygsätta oss|att du betygsatte ditt besök)).', 'Vi är tacksamma för att du tog dig tid att ge {business} ett betyg.'] },
    negative: {
      all: [
        'Vi är ledsna att ditt besök inte blev som du hade hoppats.',
        'Jag beklagar att vi inte levde upp till dina förväntningar den här gången.',
        'Det gör oss ledsna att du inte var nöjd med ditt besök.',
        'Vi ber om ursäkt för att ditt besök hos oss inte blev bättre.',
      ],
    },
  },
  praise: {
    all: [
      'Vad ((roligt|glädjande|härligt)) att du ((uppskattade|blev nöjd med|tyckte om)) {t}.',
      'Det gläder oss att {t} levde upp till dina förväntningar.',
      'Dina fina ord om {t} värmer ((verkligen|extra mycket)).',
      'Vi blir ((så|riktigt)) glada av att höra att du ((gillade|uppskattade)) {t}.',
      'Det värmer att höra att {t} gjorde ditt besök lite extra.',
    ],
    casual: ['Kul att du gillade {t}!', 'Härligt att höra att du diggade {t}!'],
  },
  praiseAside: {
    all: [
      'Det är ((skönt|glädjande)) att höra att du ändå ((uppskattade|var nöjd med)) {t}.',
      'Vi är glada att du ändå tyckte om {t}.',
      'Det värmer att {t} ändå levde upp till dina förväntningar.',
      'Samtidigt är det fint att höra att du uppskattade {t}.',
    ],
  },
  note: {
    all: [
      'Vi tar till oss det du skriver om {n}.',
      'Vi har noterat det du skriver om {n} och ser över det.',
      'Det du säger om {n} tar vi med oss i vårt fortsatta arbete.',
      'Vi hör vad du säger om {n} och ser över vad vi kan göra bättre.',
      'Dina synpunkter om {n} tar vi på allvar.',
    ],
  },
  apology: {
    all: [
      'Vi är ledsna att {n} inte levde upp till dina förväntningar.',
      'Jag är ledsen att {n} inte höll måttet den här gången.',
      'Vi beklagar verkligen att {n} inte blev som det skulle.',
      'Vi ber om ursäkt för {n} – det är inte den nivå vi strävar efter.',
      'Det gör mig ledsen att {n} gjorde dig besviken.',
      'Vad tråkigt att {n} inte höll den nivå du förväntade dig.',
    ],
  },
  apologyGeneral: {
    mixed: {
      all: [
        'Vi är ledsna att inte allt var som det skulle den här gången.',
        'Jag beklagar att allt inte riktigt levde upp till dina förväntningar.',
        'Det är tråkigt att höra att besöket inte blev helt som du hade hoppats.',
      ],
    },
    negative: {
      all: [
        'Vi är verkligen ledsna att ditt besök blev en sådan besvikelse.',
        'Jag ber om ursäkt för att vi gjorde dig besviken.',
        'Vi beklagar djupt den upplevelse du beskriver.',
      ],
    },
  },
  question: {
    withEmail: { all: ['När det gäller din fråga får du gärna mejla oss på {email}, så hjälper vi dig.', 'Din fråga svarar vi gärna på om du skriver till oss på {email}.'] },
    withoutEmail: { all: ['När det gäller din fråga är det enklast att du kontaktar oss direkt, så hjälper vi dig gärna.', 'Hör gärna av dig direkt med din fråga, så svarar vi så fort vi kan.'] },
  },
  invite: {
    withEmail: {
      all: [
        'Skriv gärna till oss på {email}.',
        'Hör gärna av dig på {email} så att vi kan prata om det.',
        'Vi vill gärna veta mer, så skicka ett mejl till {email}.',
        'Om du vill får du gärna kontakta oss på {email}; vi vill verkligen förstå vad som hände.',
        'Mejla oss gärna på {email}, så återkommer vi personligen till dig.',
      ],
    },
    withoutEmail: {
      all: [
        'Kontakta oss gärna direkt.',
        'Hör gärna av dig direkt till oss, så att vi kan prata om det.',
        'Vi vill gärna veta mer, så kontakta oss direkt.',
        'Om du vill, hör gärna av dig till oss; vi vill verkligen förstå vad som hände.',
      ],
    },
  },
  emailLine: { all: ['Du når oss alltid på {email}.', 'Om det är något kan du alltid skriva till oss på {email}.', 'Du är varmt välkommen att mejla oss på {email}.', 'Har du frågor finns vi på {email}.'] },
  closing: {
    positive: {
      professional: ['Vi ser fram emot ditt nästa besök.', 'Vi hoppas få välkomna dig tillbaka snart.', 'Varmt välkommen åter.'],
      friendly: ['Välkommen tillbaka!', 'Hoppas vi ses snart igen!', 'Du är alltid välkommen tillbaka.', 'Vi ser fram emot att få träffa dig igen!'],
      casual: ['Vi ses snart!', 'Välkommen tillbaka snart!', 'Hoppas vi ses igen!'],
    },
    mixed: {
      all: [
        'Vi hoppas att du vill ge oss en ny chans, så att vi kan visa vad vi går för.',
        'Vi hoppas få välkomna dig igen och ge dig en ännu bättre upplevelse.',
        'Förhoppningsvis får vi chansen att visa oss från vår bästa sida nästa gång.',
      ],
    },
    negative: { all: ['Vi hoppas att vi får chansen att göra ett bättre intryck framöver.', 'Vi hoppas att du vill ge oss en chans till.', 'Vi vill gärna ställa det här till rätta.'] },
  },
  extra: {
    positive: {
      all: [
        'Det betyder mycket för oss alla.',
        'Sådana ord ger oss energi att fortsätta.',
        'Alla här kommer att bli glada när de läser det här.',
        'Vi lägger ner mycket hjärta i det vi gör, så det här är extra roligt att läsa.',
        'Det är alltid lika roligt att få sådan respons.',
      ],
    },
    mixed: {
      all: [
        'Ärliga synpunkter som dina hjälper oss att bli bättre.',
        'Vi jobbar hela tiden med att utvecklas, och dina kommentarer hjälper oss med det.',
        'Vi läser varje recension noga och drar lärdom av det som skrivs.',
        'Din syn på saken är värdefull för oss.',
      ],
    },
    negative: {
      all: [
        'Vi tar all återkoppling på allvar och använder den för att bli bättre.',
        'Så här ska ingen behöva uppleva ett besök hos oss.',
        'Vi har delat din återkoppling med alla här.',
        'Vi läser varje recension noga, även din.',
      ],
    },
  },
  readsReviews: /läser varje|drar lärdom/u,
  signoff: {
    professional: ['Med vänliga hälsningar', 'Vänliga hälsningar', 'Bästa hälsningar'],
    friendly: ['Varma hälsningar', 'Vänliga hälsningar', 'Många hälsningar', 'Hälsningar'],
    casual: ['Ha det gott!', 'Ha det fint!', 'Hälsningar', 'Allt gott!'],
  },
  signoffAfterComplaint: { all: ['Med vänliga hälsningar', 'Vänliga hälsningar'], warm: ['Hälsningar'] },
  signature: {
    contact: { all: ['{contact}'] },
    business: { all: ['Alla vi på {business}', 'Vi på {business}', 'Teamet på {business}'] },
    both: { professional: ['{contact}\n{business}'], friendly: ['{contact} och alla vi på {business}', '{contact} på {business}'], casual: ['{contact}', '{contact} på {business}'] },
  },
};
