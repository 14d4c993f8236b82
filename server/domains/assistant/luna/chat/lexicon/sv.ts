import type { IntentLexicon } from '../intent-lexicon';

/** Swedish. Weights: 4 names the intent, 3 points clearly to it, 2 supports it, 1 or less hints. */
export const sv: IntentLexicon = {
  howTo: ['kunna', 'lat', 'andra', 'sluta', 'stang', 'gor', 'stall', 'jag far', 'hur jag', 'hur man', 'hur gor', 'hur kan', 'var kan', 'var hittar', 'var skriver', 'var stall', 'var andrar', 'var jag', 'kan jag', 'kan man', 'ar det mojligt', 'jag vill', 'hjalp mig', 'vad gor jag'],
  data: ['hur manga', 'nar', 'vad har', 'vilka', 'finns det', 'har jag', 'har vi', 'visa mig', 'status'],
  intents: {
    pending: {
      vantar: 3, 'vant*': 2, 'obesvar*': 3, 'inte besvar*': 3, 'saknar svar': 3, 'utan svar': 3, 'godkann*': 1, 'behover godkann*': 2, 'att godkanna': 2,
      'nya recension*': 2, 'nya omdom*': 2, 'recension*': 0.5, 'omdom*': 0.5, '5 stjarn*': 1, 'fem stjarn*': 1, 'pa en gang': 2, samtidigt: 1.5, 'mass*': 2,
      'utkast*': 1.5, klara: 1, 'inkorg*': 2, kvar: 1.5, fortfarande: 1, annu: 1, 'att kolla': 2, 'att svara pa': 3, 'vantar pa svar': 2,
    },
    scheduled: {
      'schemalag*': 4, planerat: 3, 'planerad*': 3, kommande: 3, nasta: 1.5, 'ska publiceras': 3, 'kommer att publiceras': 3, publiceras: 1.5,
      'automatiskt godkand*': 3, idag: 1, 'i dag': 1, imorgon: 1, 'i morgon': 1, senare: 1, 'i kon': 2, 'i ko': 2, ko: 1.5, 'till imorgon': 1.5, 'till i morgon': 1.5, 'ska ut': 2, 'ga ut': 2, nar: 2, 'kommer att': 1,
    },
    posted: {
      publicerat: 3, 'publicerad*': 3, 'publicer*': 1, postat: 3, postats: 3, 'post*': 1, 'lagt ut': 2, 'lagts ut': 2, skickat: 1, besvarat: 2, besvarade: 2,
      'den har veckan': 2, 'denna vecka': 2, 'i veckan': 2, 'vecka*': 1, 'forra veckan': 1.5, 'senaste veckan': 2, redan: 1,
    },
    rating: {
      'betyg*': 2, 'snittbetyg*': 4, 'genomsnitt*': 3, 'snitt*': 3, 'medel*': 3, stjarnor: 1.5, 'stjarn*': 1, 'rating*': 2, 'upp eller ner': 3, okar: 2,
      sjunker: 2, battre: 1, samre: 3, 'blir samre': 2, 'blir battre': 2, utveckling: 2, 'trend*': 3, '30 dagar': 2, 'senaste manaden': 1.5, 'per stjarna': 3, 'fordelning*': 2, 'jamfor*': 1.5, 'hur gar det': 3,
    },
    complaints: {
      'klag*': 4, 'missnoj*': 4, 'negativ*': 3, 'kritik*': 3, 'kritiser*': 3, daligt: 2, 'dalig*': 2, 'problem*': 2, 'besvik*': 3, 'inte gillar': 4,
      'gillar inte': 4, 'inte nojd*': 4, fel: 1.5, forbattra: 1.5, 'lagt betyg': 2, '1 stjarna': 2, 'irriter*': 2,
    },
    praise: {
      'berom*': 4, gillar: 3, 'gilla*': 2, 'tycker om': 3, 'alskar': 3, 'positiv*': 3, 'nojd*': 2, bast: 2, bra: 1, 'styrk*': 3, 'komplimang*': 4, lovord: 4,
      'uppskatt*': 3, glada: 2, 'lyfter fram': 2,
    },
    connections: {
      'anslutning*': 3, 'koppling*': 3, ansluten: 2, 'synk*': 3, 'sync*': 3, senast: 1.5, funkar: 2, fungerar: 2, 'utgang*': 3, 'lop* ut': 2, 'token*': 3,
      status: 2, google: 1, facebook: 1, trustpilot: 1, bruten: 2, 'import*': 1.5, 'hamta*': 1, hamtat: 2,
    },
    howApprove: {
      'godkanna ett svar': 3, 'godkann*': 1.5, 'publicera ett svar': 3, 'redigera*': 3, 'andra svar*': 3, 'generera om': 3, 'nytt svar': 2, 'nytt forslag': 2,
      'avvisa*': 2, 'svara pa en recension': 3, 'svara pa ett omdome': 3, 'skriva om': 2, 'svarsforslag*': 2,
    },
    howContactEmail: {
      'kontakt*': 3, 'min e post': 2, 'min mejl*': 2, 'mejladress*': 2, 'mejl* i svar*': 3, 'e post* i svar*': 3, telefonnummer: 2, kontaktnamn: 3, 'folja upp': 2,
      'na mig': 2, 'kontakta mig': 3, 'kontakta oss': 3,
    },
    howConnect: {
      ansluta: 3, ansluter: 2, anslut: 3, koppla: 3, kopplar: 2, 'koppla in': 1, 'koppla ihop': 1, 'lagga till': 1.5, google: 1.5, facebook: 1.5, trustpilot: 1.5,
      'plattform*': 2, 'stall* in': 1, 'integrer*': 1.5, 'fa in mina': 2,
    },
    howTone: {
      ton: 3, tonen: 4, 'tonlage*': 4, 'avslappnad*': 3, 'informell*': 3, 'formell*': 2, 'vanlig*': 1.5, 'professionell*': 3, 'stil*': 2, lata: 2, later: 1.5,
      'personlig*': 1, 'stel*': 1.5, 'mindre formell*': 3, 'ledig*': 2,
    },
    howInstructions: {
      'instruktion*': 4, egna: 1, 'egna instruktion*': 2, 'anpassad*': 2, ai: 1, signatur: 3, underskrift: 3, alltid: 1.5, regler: 2, husregler: 3, namna: 2,
      prompt: 3, 'beratta for ai': 3, halsning: 2, 'aldrig skriva': 3, 'signer*': 3, 'mitt namn': 2,
    },
    howAutoApproval: {
      'automatiskt godkannande': 4, 'automatiskt godkanna': 3, 'autogodkan*': 4, 'automatisk*': 2, 'automatiser*': 2, auto: 1.5, 'godkann*': 0.5, 'sla* pa': 1,
      'aktivera*': 1, 'av sig sjalv': 3, 'utan att godkanna': 3, 'automatiskt publicer*': 3, 'publicer* automatiskt': 3,
    },
    howPostingHours: {
      'publiceringstid*': 4, 'oppettid*': 4, 'tidpunkt*': 2, klockslag: 2, 'fordrojning*': 4, 'fordroj*': 2, 'pa natten': 3, 'helg*': 2, tidsfonster: 3, bara: 1,
      mellan: 1, timmar: 2, 'slumpmassig*': 2, 'hur snabbt': 2, 'hur lang tid': 2, 'kvall*': 1.5, 'vilka tider': 3, 'vilken tid': 2, tider: 1.5,
    },
    howNotifications: {
      'avisering*': 4, 'notifiering*': 4, 'notis*': 3, 'mejl*': 2, 'mail*': 2, 'e post*': 2, 'epost*': 2, 'sammanfattning*': 3, 'daglig*': 1.5, 'veckovis*': 1.5,
      'varning*': 3, 'larm*': 2, 'avregistrer*': 3, 'sluta fa': 2, 'stang* av': 1, nyckelord: 2, digest: 4, 'for manga': 1.5,
    },
    howLanguages: {
      'sprak*': 4, svenska: 3, engelska: 3, danska: 3, norska: 3, finska: 3, tyska: 3, franska: 3, spanska: 3, portugisiska: 3, 'oversatt*': 3, 'skrivas pa': 1.5,
      'svara pa': 1.5, 'tvinga*': 2,
    },
    howPlans: {
      plan: 3, planen: 3, planer: 3, 'abonnemang*': 4, 'pris*': 3, kostar: 3, 'kost*': 2, 'betal*': 2, 'faktur*': 4, 'uppgrader*': 4, 'nedgrader*': 4, starter: 2,
      professional: 2, enterprise: 3, gratis: 1.5, 'prov*': 1, kr: 2, dkk: 2, 'saga upp': 2, 'hur mycket': 1.5, 'dyr*': 2, 'billig*': 2,
    },
    howPassword: {
      'losenord*': 4, 'password*': 4, 'logga in': 2, 'inloggning*': 2, login: 2, glomt: 2, 'aterstall*': 2, apple: 2, utelast: 2, 'koppla bort': 2,
      'anslutna konton': 3,
    },
  },
};
