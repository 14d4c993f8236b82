import type { IntentLexicon } from '../intent-lexicon';

/** Norwegian (Bokmål). Weights: 4 names the intent, 3 points clearly to it, 2 supports it, 1 or less hints. */
export const no: IntentLexicon = {
  howTo: ['kunne', 'endre', 'slutt', 'gjor', 'sett', 'sla', 'skru', 'jeg far', 'hvordan', 'hvor kan', 'hvor finner', 'hvor legger', 'hvor skriver', 'hvor endrer', 'hvor stiller', 'kan jeg', 'kan man', 'er det mulig', 'jeg vil', 'hjelp meg', 'hva gjor jeg'],
  data: ['hvor mange', 'nar', 'hva har', 'hvilke', 'er det noen', 'har jeg', 'har vi', 'vis meg', 'status'],
  intents: {
    pending: {
      venter: 3, 'vent*': 2, 'avvent*': 3, 'mangler svar': 3, 'mangler*': 1.5, 'ubesvar*': 3, 'ikke besvar*': 3, 'uten svar': 3, 'godkjenn*': 1, 'ma godkjenn*': 2,
      'nye anmeld*': 2, 'anmeld*': 0.5, '5 stjern*': 1, 'fem stjern*': 1, samtidig: 1.5, 'pa en gang': 2, 'masse*': 2, 'utkast*': 1.5, 'klar*': 1, 'innboks*': 2,
      igjen: 1, fortsatt: 1, enna: 1, 'a sjekke': 2, 'a svare pa': 3, 'venter pa svar': 2,
    },
    scheduled: {
      'planlagt*': 4, 'planlegg*': 3, 'tidsplan*': 3, kommende: 3, neste: 1.5, 'blir publisert': 2, 'bli publisert': 2, publiseres: 1.5, 'skal publiser*': 2,
      'blir lagt ut': 2, 'automatisk godkjent*': 3, 'i dag': 1, 'i morgen': 1, senere: 1, 'i koen': 2, 'i ko': 2, ko: 1.5, 'til i morgen': 1.5, 'skal ut': 2, nar: 2, blir: 0.5,
    },
    posted: {
      publisert: 2, 'publiser*': 1, 'har publisert': 2, 'er publisert': 2, 'ble publisert': 2, postet: 3, 'post*': 1, 'lagt ut': 2, besvart: 2, sendt: 1,
      'denne uka': 2, 'denne uken': 2, 'i uka': 2, 'i uken': 2, 'uk*': 1, 'forrige uke': 1.5, 'siste uke*': 2, allerede: 1,
    },
    rating: {
      'vurdering*': 2, 'snittkarakter*': 4, 'gjennomsnitt*': 3, 'snitt*': 3, 'karakter*': 2, stjerner: 1.5, 'stjern*': 1, 'rating*': 2, 'opp eller ned': 3,
      oker: 2, synker: 2, bedre: 1, darligere: 3, 'blir darligere': 2, 'blir bedre': 2, 'utvikling*': 2, 'trend*': 3, '30 dager': 2, 'siste maned': 1.5, 'per stjerne': 3, 'fordeling*': 2, 'sammenlign*': 1.5, 'i forhold til': 1.5,
      'hvordan gar det': 3,
    },
    complaints: {
      'klag*': 4, 'misfornoy*': 4, 'utilfreds*': 4, 'negativ*': 3, 'kritikk*': 3, 'kritiser*': 3, 'darlig*': 2, 'problem*': 2, 'skuff*': 3, 'liker ikke': 4,
      'ikke liker': 4, 'ikke fornoy*': 4, galt: 2, forbedre: 1.5, '1 stjerne': 2, sure: 1.5, 'irriter*': 2,
    },
    praise: {
      'ros*': 4, liker: 2, 'synes om': 3, 'elsk*': 3, 'positiv*': 3, 'fornoy*': 2, best: 2, bra: 1, 'styrk*': 3, 'kompliment*': 4, 'skryt*': 4,
      'setter pris pa': 3, glade: 2, 'fremhev*': 2,
    },
    connections: {
      'tilkobling*': 3, 'forbindelse*': 3, tilkoblet: 2, 'koblet til': 2, 'synkroniser*': 3, 'synk*': 3, 'sync*': 3, sist: 1.5, senest: 1, fungerer: 2, virker: 2,
      'utlop*': 3, 'token*': 3, status: 2, google: 1, facebook: 1, trustpilot: 1, brutt: 2, 'import*': 1.5, 'hent*': 1,
    },
    howApprove: {
      'godkjenne et svar': 3, 'godkjenn*': 1.5, 'publisere et svar': 3, 'rediger*': 3, 'endre svar*': 3, 'generer* pa nytt': 3, 'nytt svar': 2,
      'nytt forslag': 2, 'avvis*': 2, 'svare pa en anmeld*': 3, 'skrive om': 2, 'svarforslag*': 2,
    },
    howContactEmail: {
      'kontakt*': 3, 'min e post': 2, 'e postadresse*': 2, 'e post* i svar*': 3, 'e post* min': 2, 'mailen min': 2, 'mail i svar*': 3, telefonnummer: 2, kontaktnavn: 3, 'folge opp': 2, 'na meg': 2, 'kontakte meg': 3, 'kontakte oss': 3,
    },
    howConnect: {
      'koble til': 3, 'kobl*': 2, koble: 1, tilkoble: 2, 'legge til': 1.5, google: 1.5, facebook: 1.5, trustpilot: 1.5, 'plattform*': 2, 'sette opp': 1.5,
      'integrer*': 1.5, 'fa inn': 1.5,
    },
    howTone: {
      'tone*': 4, tonefall: 4, 'uformell*': 3, 'formell*': 2, avslappet: 3, 'vennlig*': 2, 'profesjonell*': 3, 'stil*': 2, hores: 2, lyde: 1, 'personlig*': 1,
      'stiv*': 1.5, 'mindre formell*': 3,
    },
    howInstructions: {
      'instruks*': 4, egne: 1, 'egne instruks*': 2, 'tilpass*': 1.5, ai: 1, signatur: 3, underskrift: 3, alltid: 1.5, regler: 2, husregler: 3, nevne: 2, prompt: 3,
      'fortelle ai': 3, hilsen: 2, 'aldri skrive': 3, 'signer*': 3, 'navnet mitt': 2, 'mitt navn': 2,
    },
    howAutoApproval: {
      'automatisk godkjenning': 4, 'automatisk godkjenne': 3, 'autogodkjenn*': 4, 'automatisk*': 2, 'automatiser*': 2, auto: 1.5, 'godkjenn*': 0.5, 'skru* pa': 1, 'sla* pa': 1, 'aktiver*': 1,
      'av seg selv': 3, 'uten a godkjenne': 3, 'automatisk publiser*': 3, 'publiser* automatisk': 3,
    },
    howPostingHours: {
      'publiseringstid*': 4, 'apningstid*': 4, 'tidspunkt*': 2, klokkeslett: 2, 'forsinkelse*': 4, 'forsink*': 2, 'om natta': 3, 'om natten': 3, 'helg*': 2,
      tidsrom: 3, bare: 1, mellom: 1, timer: 2, 'tilfeldig*': 2, 'hvor fort': 2, 'hvor lang tid': 2, 'kveld*': 1.5,
    },
    howNotifications: {
      'varsl*': 4, varsel: 4, 'e post*': 2, 'epost*': 2, 'mail*': 2, 'sammendrag*': 3, 'daglig*': 1.5, 'ukentlig*': 1.5, 'melding*': 2, 'advars*': 3, 'varsel*': 4, 'alarm*': 2, 'avmeld*': 3,
      'sla* av': 1, 'stopp*': 1, nokkelord: 2, digest: 4, 'for mange': 1.5, 'altfor mange': 2,
    },
    howLanguages: {
      'sprak*': 4, norsk: 3, engelsk: 3, dansk: 3, svensk: 3, finsk: 3, tysk: 3, fransk: 3, spansk: 3, portugisisk: 3, 'oversett*': 3, 'skrives pa': 1.5,
      'svare pa': 1.5, 'tving*': 2,
    },
    howPlans: {
      plan: 3, planen: 3, 'abonnement*': 4, 'pris*': 3, koster: 3, 'kost*': 2, 'betal*': 2, 'faktur*': 4, 'oppgrader*': 4, 'nedgrader*': 4, starter: 2,
      professional: 2, enterprise: 3, gratis: 1.5, 'prove*': 1, kr: 2, dkk: 2, 'si opp': 2, 'hvor mye': 1.5, 'dyr*': 2, 'billig*': 2,
    },
    howPassword: {
      'passord*': 4, 'password*': 4, 'logg* inn': 2, 'innlogging*': 2, login: 2, glemt: 2, 'tilbakestill*': 2, apple: 2, utestengt: 2, 'koble fra': 2,
      'tilknyttede kontoer': 3,
    },
  },
};
