import type { PhraseBank } from './types';

/**
 * Norwegian (Bokmål). Every tone says 'du'. Topics are definite nouns ('maten', 'prisnivået'), which stand the
 * same as subject and object; the sentences around them avoid predicate adjectives, which would have to agree
 * with the noun's gender ('god/godt/gode'), and use phrases that fit every topic instead ('var fornøyd med',
 * 'skuffet deg', 'falt i god jord').
 */
export const NO: PhraseBank = {
  language: 'no',
  forms: ['t'],
  join: (a, b) => `${a} og ${b}`,
  topics: {
    food: 'maten', coffee: 'kaffen', drinks: 'drikken', breakfast: 'frokosten', selection: 'utvalget', service: 'servicen',
    staff: { pos: 'teamet vårt', neg: 'måten du ble tatt imot på' }, price: { pos: 'prisnivået', neg: 'prisene#pl' },
    cleanliness: 'renholdet', waiting: { pos: 'den korte ventetiden', neg: 'ventetiden' }, atmosphere: 'stemningen',
    noise: { pos: 'roen', neg: 'støynivået' }, booking: { pos: 'bookingen', neg: 'håndteringen av bookingen din' }, location: 'beliggenheten',
    parking: { pos: 'parkeringen', neg: 'parkeringsforholdene#pl' }, rooms: 'rommet', treatment: 'behandlingen',
    haircut: { pos: 'det nye håret ditt', neg: 'behandlingen av håret ditt' },
  },
  greeting: {
    named: { professional: ['Hei {name},', 'Kjære {name},'], friendly: ['Hei {name}!', 'Hei, {name}!', 'Kjære {name}!'], casual: ['Hei {name}!', 'Heisann {name}!', 'Hei, {name}!'] },
    anonymous: { professional: ['Hei,', ''], friendly: ['Hei!', 'Hei,', ''], casual: ['Heisann!', 'Hei hei!', ''] },
  },
  thanks: {
    positive: {
      formal: [
        '((Tusen takk|Mange takk|Hjertelig takk)) for ((den fine anmeldelsen|de hyggelige ordene|at du tok deg tid til å skrive en anmeldelse|en så positiv tilbakemelding)).',
        '((Tusen|Mange)) takk for ((den flotte|den gode)) vurderingen og de ((hyggelige|fine)) ordene.',
        'Vi setter stor pris på ((den positive tilbakemeldingen din|at du tok deg tid til å skrive til oss|de gode ordene dine)).',
        'Takk for at du valgte {business}, og for at du delte opplevelsen din med oss.',
        'Det var en glede å lese anmeldelsen din, tusen takk.',
      ],
      professional: ['Takk for en ((svært|veldig)) hyggelig tilbakemelding.', 'Vi er takknemlige for at du tok deg tid til å dele opplevelsen din.'],
      warm: [
        '((Tusen takk|Mange takk|En stor takk|Tusen hjertelig takk)) for ((den herlige anmeldelsen|de varme ordene|at du tok deg tid til å skrive til oss|en så hyggelig anmeldelse))!',
        'For en ((herlig|nydelig|fantastisk)) anmeldelse, tusen takk!',
        'Anmeldelsen din ((gjorde virkelig dagen vår|fikk oss alle til å smile)), takk!',
        'Takk for at du kom innom {business} og tok deg tid til å skrive til oss!',
      ],
      friendly: ['Så glade vi ble for anmeldelsen din, takk!'],
      casual: [
        '((Kjempetakk|Tusen takk|Takk skal du ha)) for ((skrytet|den supre anmeldelsen|de gode ordene))!',
        'Wow, takk for de fine ordene!',
        'Du reddet dagen vår, takk!',
      ],
    },
    mixed: {
      formal: [
        '((Tusen takk|Mange takk|Takk)) for ((anmeldelsen din|den ærlige tilbakemeldingen|at du tok deg tid til å fortelle om besøket|en nyansert anmeldelse)).',
        'Vi setter pris på at du tok deg tid til å fortelle hvordan besøket var.',
        'Takk for besøket hos {business} og for den åpne tilbakemeldingen.',
      ],
      casual: ['Takk for en ærlig anmeldelse!', 'Takk for at du forteller oss hvordan det gikk.', 'Takk for at du sier det som det er!'],
    },
    negative: {
      formal: [
        '((Takk|Mange takk)) for ((at du tok deg tid til å fortelle om besøket|den ærlige tilbakemeldingen|at du sa ifra|at du delte opplevelsen din med oss)).',
        'Vi har lest anmeldelsen din nøye.',
        'Jeg setter pris på at du tok deg tid til å skrive denne anmeldelsen.',
      ],
      casual: ['Takk for at du sier ifra.', 'Takk for at du er ærlig med oss.', 'Vi har lest det du skriver, og det tar vi på alvor.'],
    },
  },
  thanksFor: {
    formal: ['((Tusen takk|Mange takk)) for de ((fine|hyggelige|gode)) ordene om {t}.'],
    warm: ['((Tusen takk|En stor takk|Mange takk)) for ((skrytet av|de varme ordene om|de fine ordene om)) {t}!'],
    casual: ['Kjempetakk for skrytet av {t}!'],
  },
  ratingOnly: {
    positive: {
      formal: [
        '((Tusen takk|Mange takk|Hjertelig takk)) for ((den flotte vurderingen|at du tok deg tid til å gi oss en vurdering|de fine stjernene|den gode tilbakemeldingen|at du tok deg tid til å vurdere besøket ditt)).',
        'Vi setter stor pris på ((den flotte vurderingen din|at du tok deg tid til å vurdere oss|stjernene du ga oss|den positive vurderingen din)).',
        'Takk for at du ga {business} en så fin vurdering.',
        'Det var hyggelig å se ((den flotte|den gode)) vurderingen din, tusen takk.',
      ],
      professional: ['Takk for en ((svært|veldig)) hyggelig vurdering.', 'Vi er takknemlige for den positive vurderingen din.', 'Vi er glade for ((den fine vurderingen|stjernene)), takk.'],
      warm: [
        '((Tusen takk|Kjempetakk|En stor takk|Mange takk)) for ((den flotte vurderingen|stjernene|den gode vurderingen|at du tok deg tid til å gi oss stjerner))!',
        'Så hyggelig å se stjernene dine, tusen takk!',
        'Stjernene dine gjorde dagen vår, takk!',
        'Takk for at du ga {business} en så god vurdering!',
      ],
      casual: [
        '((Tusen takk|Kjempetakk)) for ((de fine stjernene|at du tok deg tid til å vurdere oss|den supre vurderingen))!',
        'Wow, takk for stjernene!',
        'Så gøy med stjerner, tusen takk!',
      ],
    },
    mixed: { all: ['((Takk|Mange takk)) for ((vurderingen|at du tok deg tid til å vurdere besøket)).', 'Vi setter pris på at du vurderte {business}.'] },
    negative: {
      all: [
        'Jeg er lei meg for at besøket ikke levde opp til forventningene dine.',
        'Vi beklager at besøket hos oss ikke ble som det burde.',
        'Det er leit å se at du ikke var fornøyd med besøket.',
        'Jeg er oppriktig lei meg for at opplevelsen ikke ble bedre.',
      ],
    },
  },
  praise: {
    all: [
      'Så hyggelig å høre at du var fornøyd med {t}.',
      'Det gleder oss ((veldig|stort)) at du likte {t} så godt.',
      'Vi blir ekstra glade når du trekker fram {t}.',
      'Så fint at {t} falt i god jord.',
      'Det er alltid stas å høre at {t} får toppkarakter.',
    ],
    formal: ['Det varmer ((ekstra|virkelig)) å lese skrytet av {t}.'],
    casual: ['Så gøy at du likte {t}!', 'Herlig å høre at {t} fikk terningkast seks!'],
  },
  praiseAside: {
    all: [
      'Det er godt å høre at du likte {t}.',
      'Vi er glade for at {t} falt i god jord.',
      'Samtidig er det fint at du trekker fram {t}.',
      'Så hyggelig at du var fornøyd med {t}.',
    ],
  },
  note: {
    all: [
      'Det du skriver om {n}, tar vi med oss videre.',
      'Vi har merket oss det du sier om {n}, og ser på hva vi kan gjøre annerledes.',
      'Innspillet om {n} er notert, og vi skal se nærmere på det.',
      'Kommentaren din om {n} tar vi på alvor.',
    ],
  },
  apology: {
    all: [
      'Jeg er lei meg for at {n} ikke levde opp til forventningene dine.',
      'Vi beklager at {n} trakk ned opplevelsen din.',
      'Det er virkelig leit å høre om {n}.',
      'Jeg beklager at {n} skuffet deg denne gangen.',
      'Vi beklager oppriktig det du opplevde med {n}, for slik skal det ikke være.',
    ],
    casual: ['Beklager at {n} ikke var som det skulle denne gangen.'],
  },
  apologyGeneral: {
    mixed: {
      all: [
        'Jeg er lei meg for at ikke alt var som det skulle denne gangen.',
        'Vi beklager at besøket ikke ble helt som du hadde håpet.',
        'Det er leit at vi ikke traff helt denne gangen.',
      ],
    },
    negative: {
      all: [
        'Jeg er oppriktig lei meg for at besøket ble en så stor skuffelse.',
        'Vi beklager virkelig at vi skuffet deg.',
        'Jeg beklager den dårlige opplevelsen du beskriver.',
      ],
    },
  },
  question: {
    withEmail: {
      all: [
        'Når det gjelder spørsmålet ditt, er det enklest om du skriver til oss på {email}, så hjelper vi deg gjerne.',
        'Send oss gjerne spørsmålet ditt på {email}, så svarer vi deg direkte.',
      ],
    },
    withoutEmail: {
      all: [
        'Når det gjelder spørsmålet ditt, er det enklest om du tar direkte kontakt med oss, så hjelper vi deg gjerne.',
        'Ta gjerne kontakt med oss direkte, så svarer vi på spørsmålet ditt.',
      ],
    },
  },
  invite: {
    withEmail: {
      all: [
        'Skriv gjerne til oss på {email}.',
        'Skriv gjerne til oss på {email}, så kan vi snakke om det.',
        'Vi vil veldig gjerne høre mer, så send oss en e-post på {email}.',
        'Om du vil, kan du skrive til oss på {email}, for vi ønsker virkelig å forstå hva som skjedde.',
        'Send oss gjerne en melding på {email}, så følger vi det opp personlig.',
      ],
    },
    withoutEmail: {
      all: [
        'Ta gjerne kontakt med oss direkte.',
        'Ta gjerne kontakt med oss direkte, så vi kan snakke om det.',
        'Vi vil veldig gjerne høre mer, så kontakt oss direkte.',
        'Vi vil gjerne høre fra deg direkte, slik at vi forstår hva som skjedde.',
      ],
    },
  },
  emailLine: {
    all: [
      'Du når oss alltid på {email}.',
      'Er det noe du lurer på, kan du skrive til oss på {email}.',
      'Du er alltid velkommen til å sende oss en e-post på {email}.',
      'Skulle det være noe, finner du oss på {email}.',
    ],
  },
  closing: {
    positive: {
      professional: ['Vi ser fram til ditt neste besøk.', 'Vi håper å få ønske deg velkommen tilbake snart.', 'Du er hjertelig velkommen tilbake.'],
      friendly: ['Vi gleder oss til å se deg igjen!', 'Håper vi ses igjen snart!', 'Du er alltid hjertelig velkommen tilbake.', 'Velkommen tilbake!'],
      casual: ['Vi ses!', 'Stikk gjerne innom igjen snart!', 'Gleder oss til neste gang!', 'Ses snart igjen!'],
    },
    mixed: {
      all: [
        'Vi håper å få se deg igjen, og at neste besøk blir enda bedre.',
        'Vi håper vi får gleden av å se deg igjen, så skal vi gjøre vårt ytterste.',
        'Forhåpentligvis får vi vise oss fra vår beste side neste gang.',
      ],
    },
    negative: {
      all: [
        'Vi håper du vil gi oss en ny sjanse.',
        'Vi ønsker å rette opp i dette.',
        'Vi håper å få muligheten til å gi deg et bedre inntrykk en annen gang.',
      ],
    },
  },
  extra: {
    positive: {
      all: [
        'Det betyr mye for oss alle.',
        'Slike tilbakemeldinger gjør oss ekstra motiverte.',
        'Dette skal vi dele med resten av gjengen.',
        'Vi legger mye hjerte i det vi gjør, så dette varmer.',
        'Det er alltid like kjekt å få slike ord.',
      ],
    },
    mixed: {
      all: [
        'Ærlige tilbakemeldinger hjelper oss å bli bedre.',
        'Vi jobber hele tiden med å forbedre oss, og innspillene dine er nyttige.',
        'Vi leser alle anmeldelser nøye og tar med oss det du skriver.',
        'Slike innspill er verdifulle for oss.',
      ],
    },
    negative: {
      all: [
        'Vi tar alle tilbakemeldinger på alvor.',
        'Dette er ikke slik vi ønsker at noen skal oppleve et besøk hos oss.',
        'Tilbakemeldingen din er delt med alle som jobber her.',
        'Vi leser hver eneste anmeldelse nøye, også din.',
      ],
    },
  },
  readsReviews: /leser (?:alle|hver)|tar med oss det/u,
  signoff: {
    professional: ['Med vennlig hilsen', 'Vennlig hilsen', 'Beste hilsen'],
    friendly: ['Varme hilsener', 'Beste hilsen', 'Mange hilsener', 'Hilsen'],
    casual: ['Hilsen', 'Beste hilsen', 'Mange hilsener'],
  },
  signoffAfterComplaint: { all: ['Med vennlig hilsen', 'Vennlig hilsen'], warm: ['Hilsen'] },
  signature: {
    contact: { all: ['{contact}'] },
    business: { all: ['Alle oss hos {business}', '{business}'] },
    both: {
      professional: ['{contact}\n{business}'],
      friendly: ['{contact} og resten av gjengen hos {business}', '{contact} hos {business}'],
      casual: ['{contact}', '{contact} hos {business}'],
    },
  },
};
