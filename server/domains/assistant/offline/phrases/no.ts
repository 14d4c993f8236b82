import type { PhraseBank } from './types';

export const NO: PhraseBank = {
  language: 'no',
  forms: ['t'],
  join: (a, b) => `${a} og ${b}`,
  topics: {
    food: 'maten', coffee: 'kaffen', drinks: 'drikkevarene#pl', breakfast: 'frokosten', selection: 'utvalget',
    service: 'servicen', staff: { pos: 'personalet', neg: 'personalets oppførsel' },
    price: { pos: 'forholdet mellom pris og kvalitet', neg: 'prisene#pl' }, cleanliness: 'rengjøringen',
    waiting: { pos: 'tempoet', neg: 'ventetiden' }, atmosphere: 'stemningen', noise: { pos: 'roen', neg: 'støynivået' },
    booking: { pos: 'bestillingen', neg: 'håndteringen av bestillingen din' }, location: 'beliggenheten', parking: 'parkeringsforholdene#pl',
    rooms: 'rommet', treatment: 'behandlingen', haircut: { pos: 'den nye frisyren din', neg: 'klippen' },
  },
  greeting: {
    named: { professional: ['Kjære {name}', 'Hei {name}'], friendly: ['Hei {name}!', 'Hei {name}', 'Kjære {name}'], casual: ['Hei {name}!', 'Hei, {name}!', 'Heisann {name}!'] },
    anonymous: { professional: ['Hei', ''], friendly: ['Hei!', ''], casual: ['Heisann!', 'Hei!', ''] },
  },
  thanks: {
    positive: {
      professional: ['Takk for anmeldelsen og de fine ordene.', 'Tusen takk for at du tok deg tid til å dele opplevelsen din.', 'Tusen takk for den flotte anmeldelsen av {business}.', 'Vi setter stor pris på den positive tilbakemeldingen din.', 'Takk for at du valgte {business}, og takk for anmeldelsen.', 'Takk for de hyggelige ordene om besøket ditt.'],
      friendly: ['Tusen takk for den fine anmeldelsen!', 'For en hyggelig anmeldelse, tusen takk!', 'Mange takk for de gode ordene!', 'Takk for at du kom innom {business} og tok deg tid til å skrive til oss!', 'Så glade vi blir av å lese anmeldelsen din, takk!', 'Anmeldelsen din gjorde virkelig dagen vår, takk!', 'En stor takk for de varme ordene!'],
      casual: ['Tusen takk for den supre anmeldelsen!', 'Wow, takk for de fine ordene!', 'Kjempetakk for skryten!', 'Du reddet dagen vår, takk!', 'Takk for at du stakk innom {business} og skrev så fint om oss!', 'Takk for den koselige anmeldelsen!'],
    },
    mixed: {
      professional: ['Takk for anmeldelsen og den ærlige tilbakemeldingen.', 'Takk for at du tok deg tid til å dele opplevelsen din med oss.', 'Vi setter pris på den nyanserte anmeldelsen av {business}.'],
      friendly: ['Takk for at du tok deg tid til å fortelle om besøket ditt.', 'Takk for den ærlige anmeldelsen, den setter vi stor pris på.', 'Takk for besøket hos {business} og for den åpne tilbakemeldingen.'],
      casual: ['Takk for den ærlige anmeldelsen!', 'Takk for at du forteller oss hvordan det gikk.', 'Takk for en rett-fram tilbakemelding!'],
    },
    negative: {
      professional: ['Takk for tilbakemeldingen, og jeg er oppriktig lei meg for at besøket ikke ble som det skulle.', 'Vi er veldig lei oss for å høre om opplevelsen din.', 'Jeg beklager oppriktig at vi skuffet deg denne gangen.', 'Vi beklager den skuffende opplevelsen du beskriver.'],
      friendly: ['Takk for at du sier ifra, og jeg er virkelig lei meg for at dette ikke var opplevelsen du fortjente.', 'Vi er veldig lei oss for å lese om besøket ditt.', 'Jeg er oppriktig lei meg for at vi skuffet deg.', 'Takk for den ærlige anmeldelsen, og vi er lei oss for at det ble en så stor skuffelse.'],
      casual: ['Dette er vi virkelig lei oss for å høre.', 'Takk for at du sier ifra, og vi er oppriktig lei oss for at det ble sånn.', 'Beklager, sånn skal ikke et besøk hos oss være.'],
    },
  },
  ratingOnly: {
    positive: { all: ['Tusen takk for den flotte vurderingen!', 'Takk for den fine vurderingen, det betyr mye for oss.', 'Vi setter stor pris på at du tok deg tid til å vurdere oss.', 'Mange takk for den positive vurderingen.', 'Takk for at du ga {business} en så flott vurdering!', 'En stor takk for stjernene!'] },
    mixed: { all: ['Takk for vurderingen.', 'Takk for at du tok deg tid til å vurdere oss.', 'Vi setter pris på vurderingen din av {business}.'] },
    negative: { all: ['Takk for vurderingen, og vi er lei oss for at opplevelsen ikke var bedre.', 'Vi er lei oss for å se at du ikke var fornøyd med besøket.', 'Vi beklager at vi ikke levde opp til forventningene dine.'] },
  },
  thanksFor: {},
  praise: {
    all: ['Det gleder oss veldig at du var fornøyd med {t}.', 'Så hyggelig å høre at {t} levde opp til forventningene dine.', 'Vi er ekstra glade for at du satte pris på {t}.', 'De fine ordene dine om {t} betyr mye for oss.', '{T} legger vi mye arbeid i, så dette er veldig hyggelig å høre.', 'Så fint at {t} falt i smak.'],
    casual: ['Så kult at du likte {t}!', 'Herlig å høre at {t} traff blink!'],
  },
  praiseAside: {
    all: ['Det gleder oss veldig at du var fornøyd med {t}.', 'Så hyggelig å høre at {t} levde opp til forventningene dine.', 'Vi er ekstra glade for at du satte pris på {t}.', 'De fine ordene dine om {t} betyr mye for oss.', '{T} legger vi mye arbeid i, så dette er veldig hyggelig å høre.', 'Så fint at {t} falt i smak.'],
    casual: ['Så kult at du likte {t}!', 'Herlig å høre at {t} traff blink!'],
  },
  note: { all: ['Takk også for innspillet om {n}; det tar vi med oss.', 'Vi hører hva du sier om {n}, og ser på hvordan vi kan gjøre det bedre.', 'Poenget ditt om {n} er notert, takk for det.'] },
  apology: { all: ['Vi er lei oss for å lese at {t} ikke levde opp til forventningene dine.', 'Takk for den ærlige tilbakemeldingen om {t}; dette er ikke nivået vi sikter mot.', 'Det du beskriver om {t}, er ikke godt nok, og vi tar det på alvor.', 'Jeg er lei meg for at {t} ikke var i orden denne gangen.', 'Kommentarene dine om {t} er delt med teamet, slik at vi kan lære av dem.'] },
  apologyGeneral: { mixed: { all: ['Det gleder oss at deler av besøket var bra, og vi er lei oss for at ikke alt levde opp til forventningene.', 'Det høres ut som det var både opp- og nedturer, og takk for at du forteller oss om begge deler.', 'Den nyanserte tilbakemeldingen din hjelper oss å se hvor vi kan bli bedre.'] }, negative: { all: ['Det gleder oss at deler av besøket var bra, og vi er lei oss for at ikke alt levde opp til forventningene.', 'Det høres ut som det var både opp- og nedturer, og takk for at du forteller oss om begge deler.', 'Den nyanserte tilbakemeldingen din hjelper oss å se hvor vi kan bli bedre.'] } },
  question: { withEmail: {}, withoutEmail: {} },
  invite: {
    withEmail: { all: ['Skriv gjerne til oss på {email}.', 'Vi vil veldig gjerne høre mer, så skriv gjerne til oss på {email}.', 'Ta gjerne kontakt på {email}, så kan vi snakke om det direkte med deg.', 'Hvis du har lyst, skriv til oss på {email}; vi vil gjerne forstå hva som skjedde.', 'Send oss gjerne en melding på {email}, så følger vi opp personlig.'] },
    withoutEmail: { all: ['Ta gjerne kontakt med oss direkte.', 'Vi vil veldig gjerne høre mer, så ta gjerne kontakt med oss direkte.', 'Ta gjerne direkte kontakt med oss, så vi kan snakke om det.', 'Hvis du har lyst, vil vi gjerne høre fra deg direkte, slik at vi forstår hva som skjedde.', 'Ta gjerne kontakt med oss direkte; vi vil veldig gjerne høre mer.'] },
  },
  emailLine: { all: ['Du kan nå oss på {email}.', 'Er det noe, når du oss alltid på {email}.', 'Du er alltid velkommen til å skrive til oss på {email}.', 'Har du spørsmål, kan du skrive til oss på {email}.'] },
  closing: {
    positive: {
      professional: ['Vi ser frem til ditt neste besøk.', 'Vi håper å ønske deg velkommen tilbake snart.', 'Vi gleder oss til å se deg igjen.'],
      friendly: ['Vi gleder oss til å se deg igjen!', 'Håper vi ses snart igjen!', 'Du er alltid velkommen tilbake.', 'Velkommen tilbake!'],
      casual: ['Vi ses!', 'Kom gjerne innom igjen snart!', 'Gleder oss til neste gang!'],
    },
    mixed: { all: ['Vi håper å se deg igjen og gi deg en enda bedre opplevelse.', 'Vi blir glade om du vil gi oss en ny sjanse.', 'Forhåpentligvis får vi sjansen til å imponere deg neste gang.'] },
    negative: { all: ['Vi håper å få sjansen til å gi deg et bedre inntrykk en annen gang.', 'Takk igjen for at du sa ifra.', 'Tilbakemeldingen din hjelper oss å bli bedre.'] },
  },
  extra: {
    positive: { all: ['Det betyr mye for hele teamet.', 'Det er tilbakemeldinger som din som holder oss i gang.', 'Hele teamet blir glade av å lese dette.', 'Anmeldelser som din gjør virkelig dagen vår.', 'Vi legger hjertet i det vi gjør, så dette er veldig hyggelig å høre.', 'Det er alltid en glede å få en slik tilbakemelding.'] },
    mixed: { all: ['Ærlige tilbakemeldinger som din hjelper oss å bli bedre.', 'Vi jobber hele tiden med å bli bedre, og kommentarene dine hjelper oss med det.', 'Vi leser alle anmeldelser nøye og tar poengene dine med oss.', 'Perspektivet ditt er virkelig nyttig for oss.'] },
    negative: { all: ['Vi tar all tilbakemelding på alvor og bruker den til å bli bedre.', 'Dette er ikke opplevelsen vi ønsker at noen skal ha.', 'Takk for at du tok deg tid til å fortelle oss om det.', 'Tilbakemeldingen din er delt med teamet.', 'Vi leser alle anmeldelser nøye, også din.'] },
  },
  signoff: { professional: ['Med vennlig hilsen', 'Vennlig hilsen', 'Beste hilsen'], friendly: ['Mange hilsener', 'Vennlig hilsen', 'Beste hilsen', 'Varme hilsener'], casual: ['Hilsen', 'Mange hilsener', 'Beste hilsen'] },
  signature: { contact: { all: ['{contact}'] }, business: { all: ['Teamet hos {business}', 'Alle oss hos {business}'] }, both: { all: ['{contact}'] } },
};
