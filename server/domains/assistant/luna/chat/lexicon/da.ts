import type { IntentLexicon } from '../intent-lexicon';

/** Danish. Weights: 4 names the intent, 3 points clearly to it, 2 supports it, 1 or less hints. */
export const da: IntentLexicon = {
  howTo: ['kunne', 'lad', 'aendre', 'aendr', 'stop', 'gor', 'saet', 'sla', 'jeg far', 'hvordan', 'hvor kan', 'hvor finder', 'hvor skriver', 'hvor saetter', 'hvor slar', 'hvor aendrer', 'hvor indstiller', 'hvor tilfojer', 'hvor skal', 'kan jeg', 'kan man', 'skal jeg', 'er det muligt', 'jeg vil gerne', 'hjaelp mig', 'hvad gor jeg', 'hvor er'],
  data: ['hvor mange', 'hvornar', 'hvad har', 'hvilke', 'er der', 'har jeg', 'har vi', 'vis mig', 'status'],
  intents: {
    pending: {
      venter: 3, 'vent*': 2, 'afvent*': 3, 'mangler svar': 3, 'mangler*': 1.5, 'ubesvar*': 3, 'ikke besvar*': 3, 'ikke svaret': 3, 'godkend*': 1, 'skal godkend*': 2,
      'at godkende': 2, 'ny* anmeld*': 2, 'anmeld*': 0.5, '5 stjern*': 1, 'fem stjern*': 1, 'pa en gang': 2, 'masse*': 2, 'kladde*': 1.5, 'udkast*': 1.5, klar: 1,
      'indbakke*': 2, ligger: 1, tilbage: 1, stadig: 1, endnu: 1, 'at tjekke': 2, 'skal tjekk*': 2, 'kigge pa': 2, 'at svare pa': 3, 'venter pa svar': 2,
    },
    scheduled: {
      'planlag*': 4, 'skemalag*': 4, hvornar: 2, bliver: 0.5, 'tidsplan*': 3, 'kommende': 3, naeste: 1.5, 'bliver lagt op': 2, 'blive* udgiv*': 2, 'blive* slaet op': 2, 'lagt op': 1.5,
      'automatisk godkendt*': 3, 'i dag': 1, 'i morgen': 1, 'til i morgen': 1.5, 'i ko': 2, ko: 1.5, senere: 1, 'i koen': 2, 'klar til at blive': 2, 'skal ud': 2,
    },
    posted: {
      udgivet: 3, 'udgiv*': 1, postet: 3, 'post*': 1, 'lagt op': 2, 'slaet op': 2, offentliggjort: 3, sendt: 1, besvaret: 2, 'denne uge': 2, 'i ugen': 2, 'i uge': 2,
      'uge*': 1, 'sidste uge': 1.5, 'de seneste 7 dage': 2, seneste: 1, allerede: 1,
    },
    rating: {
      'bedommelse*': 2, 'gennemsnit*': 3, snit: 2, 'karakter*': 2, 'stjerner': 1.5, 'stjerne*': 1, 'rating*': 2, score: 2, 'op eller ned': 3, stiger: 2, falder: 2,
      bedre: 1, darligere: 3, 'bliver darligere': 2, 'bliver bedre': 2, udvikling: 2, 'trend*': 3, '30 dage': 2, 'sidste maned': 1.5, 'pr stjerne': 3, 'per stjerne': 3, 'fordeling*': 2, 'sammenlign*': 1.5, 'i forhold til': 1.5, 'hvordan gar det': 3,
    },
    complaints: {
      'klag*': 4, 'utilfreds*': 4, 'negativ*': 3, 'kritik*': 3, 'kritiser*': 3, 'darlig*': 2, 'problem*': 2, 'brok*': 3, 'skuffe*': 3, 'ikke lide': 4,
      'ikke kan lide': 4, galt: 2, 'forbedre': 1.5, 'lave bedommelse*': 2, '1 stjerne': 2, 'en stjerne': 2, sure: 1.5, 'ikke glade': 4, 'ikke tilfreds*': 4,
    },
    praise: {
      'ros*': 4, 'kan lide': 3, lide: 1, 'glade for': 3, 'glad*': 2, 'elsk*': 3, 'positiv*': 3, 'begejstr*': 3, bedst: 2, godt: 1, 'styrke*': 3, 'kompliment*': 4,
      'tilfreds*': 2, 'roser': 4, 'fremhaev*': 2, 'god* anmeld*': 2,
    },
    connections: {
      'forbindelse*': 3, 'forbind*': 1.5, forbundet: 2, 'tilslut*': 1.5, 'synkroniser*': 3, 'synk*': 3, 'sync*': 3, sidst: 1.5, senest: 1, virker: 2, fungerer: 2,
      'udlob*': 3, 'token*': 3, status: 2, google: 1, facebook: 1, trustpilot: 1, afbrudt: 2, 'import*': 1.5, hentet: 2, 'hente*': 1,
    },
    howApprove: {
      'godkend* et svar': 3, 'godkende svar': 3, 'godkend*': 1.5, 'udgiv* et svar': 3, 'rediger*': 3, 'ret svar*': 3, 'rette svar*': 3, 'aendre svar*': 3,
      'generer* igen': 3, 'nyt svar': 2, 'nyt forslag': 2, 'afvis*': 2, 'svare pa en anmeld*': 3, 'besvare en anmeld*': 3, 'skriv* om': 2, 'svarforslag*': 2,
    },
    howContactEmail: {
      'kontakt*': 3, kontaktmail: 4, 'min mail': 2, 'min e mail': 2, 'e mail i svar*': 3, 'mail i svar*': 3, 'mail med i svar*': 3, telefonnummer: 2,
      kontaktperson: 2, 'kontakte mig': 3, 'kontakte os': 3, kontaktnavn: 3, 'folge op': 2, 'fange mig': 2,
    },
    howConnect: {
      'forbind*': 2, forbinder: 1, forbinde: 2, 'tilslut*': 3, 'kobl*': 2, 'tilfoj*': 1.5, google: 1.5, facebook: 1.5, trustpilot: 1.5, 'platform*': 2,
      'saet* op': 1.5, 'opsaet*': 1.5, 'integrer*': 1.5, 'fa mine anmeld*': 2,
    },
    howTone: {
      'tone*': 4, afslappet: 3, 'uformel*': 3, 'formel*': 3, 'venlig*': 2, 'professionel*': 3, stil: 2, stilen: 2, lyde: 2, lyder: 2, 'personlig*': 1,
      'hojtidelig*': 2, 'stiv*': 1.5, 'mindre formel*': 3,
    },
    howInstructions: {
      'instruktion*': 4, egne: 1, 'egne instruktion*': 2, brugerdefineret: 2, ai: 1, underskrift: 3, signatur: 3, altid: 1.5, 'husregler': 3, 'regler': 2,
      naevne: 2, prompt: 3, 'fortael* ai': 3, hilsen: 2, 'aldrig skrive': 3, 'aldrig naevne': 3, 'underskriv*': 3, 'mit navn': 2,
    },
    howAutoApproval: {
      'automatisk godkendelse': 4, 'automatisk godkende': 3, 'autogodkend*': 4, 'automatisk*': 2, 'automatiser*': 2, auto: 1.5, 'godkend*': 0.5, 'sla* til': 1, 'aktiver*': 1, 'af sig selv': 3,
      'uden at godkende': 3, 'besvar* automatisk': 3, 'automatisk* besvar*': 3, 'svare automatisk': 3, 'automatisk udgiv*': 3, 'udgiv* automatisk': 3, 'udgive svar automatisk': 1, 'automatisk op': 2,
    },
    howPostingHours: {
      'udgivelsestid*': 4, 'abningstid*': 4, 'tidspunkt*': 2, 'klokkeslaet': 2, 'forsinkelse*': 4, 'forsink*': 2, 'om natten': 3, 'weekend*': 2, tidsrum: 3,
      kun: 1, mellem: 1, timer: 2, tilfaeldig: 2, 'hvor hurtigt': 2, 'hvor lang tid': 2, 'om aftenen': 2, 'om morgenen': 2,
    },
    howNotifications: {
      'notifikation*': 4, 'meddelelse*': 2, 'mail*': 2, 'e mail*': 2, 'email*': 2, 'oversigt*': 3, 'daglig*': 1.5, 'ugentlig*': 1.5, 'besked*': 2, 'advars*': 3,
      'alarm*': 2, 'afmeld*': 3, digest: 4, resume: 2, 'nogleord': 2, 'stop*': 1, 'sla* fra': 1, 'for mange': 1.5, 'alt for mange': 2,
    },
    howLanguages: {
      'sprog*': 4, dansk: 3, engelsk: 3, tysk: 3, svensk: 3, norsk: 3, finsk: 3, fransk: 3, spansk: 3, portugisisk: 3, 'oversaet*': 3, 'skrives pa': 1.5,
      'svare pa': 1.5, 'registrer*': 1, 'tving*': 2,
    },
    howPlans: {
      plan: 3, planen: 3, planer: 3, 'abonnement*': 4, 'pris*': 3, koster: 3, 'kost*': 2, 'betal*': 2, 'faktura*': 4, fakturering: 4, 'opgrader*': 4,
      'nedgrader*': 4, starter: 2, professional: 2, enterprise: 3, gratis: 1.5, 'prove*': 1, kr: 2, dkk: 2, 'opsig*': 2, 'hvor meget': 1.5, dyr: 2, billig: 2,
    },
    howPassword: {
      'adgangskode*': 4, 'kodeord*': 4, 'password*': 4, 'log ind': 2, login: 2, 'logge ind': 2, glemt: 2, 'nulstil*': 2, apple: 2, 'log* ind med google': 2,
      'udelukket': 2, 'fjern* tilknytning': 3, 'loginmetode*': 4, 'tilknyttede konti': 3,
    },
  },
};
