import type { IntentLexicon } from '../intent-lexicon';

/** German. Weights: 4 names the intent, 3 points clearly to it, 2 supports it, 1 or less hints. */
export const de: IntentLexicon = {
  howTo: ['lass', 'ausschalten', 'abschalten', 'einschalten', 'andern', 'andere', 'stell', 'mach', 'schalte', 'ich bekomme', 'wie ich', 'wo ich', 'wie man', 'wo man', 'kann ich', 'kann man', 'konnen', 'ist es moglich', 'ich mochte', 'ich will', 'hilf mir', 'wie funktioniert', 'wie geht das', 'lasst sich', 'was muss ich'],
  data: ['wie viele', 'wieviele', 'wann', 'was wurde', 'was ist', 'wie ist', 'welche', 'gibt es', 'habe ich', 'haben wir', 'zeig mir', 'status'],
  intents: {
    pending: {
      'wart*': 3, 'ausstehend*': 3, offen: 2, offene: 2, 'unbeantwortet*': 3, 'nicht beantwortet': 3, 'ohne antwort': 3, 'freigeb*': 1, freizugeben: 2,
      'freigeben muss': 2, 'genehmig*': 1, 'neue bewertung*': 2, 'bewertung*': 0.5, '5 stern*': 1, 'funf stern*': 1, 'auf einmal': 2, 'massen*': 2, 'sammel*': 2,
      'entwurf*': 1.5, entwurfe: 1.5, bereit: 1, posteingang: 2, noch: 1, ubrig: 1.5, 'zu prufen': 2, 'zum beantworten': 3, 'zu beantworten': 3, beantworten: 1,
    },
    scheduled: {
      'geplant*': 4, eingeplant: 4, terminiert: 4, zeitgesteuert: 3, 'anstehend*': 3, 'stehen an': 2, 'fur morgen': 1.5, 'kommend*': 2, 'nachst*': 1.5, 'wird veroffentlicht': 2,
      'veroffentlicht werden': 2, 'automatisch freigegeben*': 3, 'automatisch beantwortet*': 3, heute: 1, morgen: 1, spater: 1, warteschlange: 2, wann: 2, werden: 1,
    },
    posted: {
      gepostet: 3, 'post*': 1, veroffentlicht: 2.5, 'veroffentlich*': 1, 'online gegangen': 3, 'online gestellt': 3, rausgegangen: 3, gesendet: 1, beantwortet: 2,
      'diese woche': 2, 'dieser woche': 2, woche: 1, 'letzte woche': 1.5, 'letzten 7 tage': 2, bereits: 1, schon: 0.5,
    },
    rating: {
      'durchschnitt*': 4, schnitt: 3, sterneschnitt: 4, 'bewertung*': 1, 'note*': 1.5, sterne: 1.5, 'stern*': 1, 'rating*': 2, 'besser oder schlechter': 3,
      steigt: 2, sinkt: 2, gestiegen: 2, gesunken: 2, besser: 1, schlechter: 2, 'werden schlechter': 2, 'werden besser': 2, entwicklung: 2, 'trend*': 3, '30 tage': 2, 'letzten monat': 1.5, 'pro stern': 3,
      verteilung: 2, 'vergleich*': 1.5, 'wie stehen wir': 3,
    },
    complaints: {
      'beschwer*': 4, 'unzufrieden*': 4, 'negativ*': 3, 'kritik*': 3, 'kritisier*': 3, 'bemangel*': 3, 'schlecht*': 1.5, 'problem*': 2, 'enttausch*': 3, argern: 2,
      'nicht gefallt': 4, 'gefallt nicht': 4, 'nicht gut': 3, 'nicht zufrieden': 4, meckern: 3, 'verbesser*': 1.5, '1 stern': 2, 'schlechte bewertung*': 3,
    },
    praise: {
      'lob*': 4, gefallt: 3, gefallen: 3, mogen: 2, lieben: 3, 'positiv*': 3, zufrieden: 2, begeistert: 3, 'am besten': 2, gut: 1, 'starke*': 3, 'kompliment*': 4,
      'schwarm*': 3, toll: 1.5,
    },
    connections: {
      'verbindung*': 3, verbunden: 2, 'synchronis*': 3, 'sync*': 3, zuletzt: 1.5, letzte: 1, funktioniert: 2, lauft: 2, 'ablauf*': 3, 'lauft ab': 3, 'token*': 3,
      status: 2, google: 1, facebook: 1, trustpilot: 1, getrennt: 2, 'unterbroch*': 2, 'import*': 1.5, abgerufen: 2, noch: 0.5,
    },
    howApprove: {
      'antwort freigeben': 3, 'gebe antwort frei': 3, 'freigeb*': 1.5, 'antwort veroffentlichen': 3, 'bearbeit*': 3, 'antwort andern': 3, 'neu generier*': 3,
      'neu erstell*': 3, 'neue antwort': 2, 'neuer vorschlag': 2, 'ablehn*': 2, 'auf eine bewertung antworten': 3, umschreiben: 2, 'antwortvorschlag*': 2,
    },
    howContactEmail: {
      'kontakt*': 3, 'meine e mail': 2, 'meine mail*': 2, 'e mail adresse': 2, 'e mail in antwort*': 3, 'mail in antwort*': 3, 'email* in antwort*': 3, 'emailadresse*': 2, 'mailadresse*': 2, telefonnummer: 2, kontaktname: 3,
      'mich erreichen': 3, 'uns erreichen': 3, erreichbar: 2,
    },
    howConnect: {
      verbinden: 3, verbinde: 3, 'verbind*': 2, 'verknupf*': 2, anbinden: 3, hinzufugen: 1.5, google: 1.5, facebook: 1.5, trustpilot: 1.5, 'plattform*': 2,
      einrichten: 1.5, 'integrier*': 1.5,
    },
    howTone: {
      ton: 4, tonfall: 4, 'locker*': 3, 'formell*': 2, 'informell*': 3, 'freundlich*': 2, 'professionell*': 3, stil: 3, klingen: 2, klingt: 2, 'personlich*': 1,
      steif: 2, 'formlich*': 3, 'weniger formlich': 3, 'weniger formell': 3, duzen: 3, siezen: 3,
    },
    howInstructions: {
      'anweisung*': 4, 'eigene anweisung*': 2, eigene: 1, 'benutzerdefiniert*': 2, ki: 1, ai: 1, signatur: 3, unterschrift: 3, immer: 1.5, regeln: 2, hausregeln: 3,
      erwahnen: 2, prompt: 3, 'der ki sagen': 3, 'gruss*': 2, niemals: 2, 'vorgabe*': 3, 'unterschreib*': 3, 'meinem namen': 2,
    },
    howAutoApproval: {
      'automatische* freigabe': 4, 'automatisch freigeben': 3, 'automatische* genehmigung': 4, autofreigabe: 4, 'automati*': 2, auto: 1.5, 'freig*': 0.5, einschalten: 1, 'schalte ein': 1,
      'aktivier*': 1, 'von selbst': 3, 'ohne freigabe': 3, 'automatisch veroffentlich*': 3, 'automatisch posten': 3, 'automatisch beantwort*': 3,
    },
    howPostingHours: {
      'veroffentlichungszeit*': 4, 'offnungszeit*': 4, 'geschaftszeit*': 4, 'uhrzeit*': 2, tageszeit: 3, 'verzogerung*': 4, 'verzog*': 2, nachts: 3,
      'in der nacht': 3, 'wochenende*': 2, zeitfenster: 3, nur: 1, zwischen: 1, stunden: 2, 'zufallig*': 2, 'wie schnell': 2, 'wie lange': 1.5, abends: 1.5,
      morgens: 1.5, wahrend: 1,
    },
    howNotifications: {
      'benachrichtigung*': 4, 'e mail*': 2, 'email*': 2, 'mail*': 2, 'zusammenfassung*': 3, digest: 4, 'taglich*': 1.5, 'wochentlich*': 1.5, 'hinweis*': 1.5,
      'alarm*': 3, 'warnung*': 3, 'abbestell*': 3, abmelden: 2, 'stelle ab': 1.5, abstellen: 1.5, ausschalten: 1, 'schlusselwort*': 2, 'stichwort*': 2, 'zu viele': 2,
    },
    howLanguages: {
      'sprache*': 4, deutsch: 3, englisch: 3, danisch: 3, schwedisch: 3, norwegisch: 3, finnisch: 3, franzosisch: 3, spanisch: 3, portugiesisch: 3, 'ubersetz*': 3,
      geschrieben: 1, erzwingen: 2, 'erkenn*': 1,
    },
    howPlans: {
      'tarif*': 4, plan: 3, abo: 3, 'abonnement*': 4, 'preis*': 3, kostet: 3, 'kost*': 2, 'bezahl*': 2, 'zahl*': 1, 'rechnung*': 4, abrechnung: 4, 'upgrade*': 4, upgraden: 4,
      'downgrade*': 4, starter: 2, professional: 2, enterprise: 3, kostenlos: 1.5, gratis: 1.5, dkk: 2, 'kundig*': 2, 'wie viel': 1.5, teuer: 2, 'gunstig*': 2,
    },
    howPassword: {
      'passwort*': 4, 'kennwort*': 4, 'anmeld*': 2, login: 2, 'einlogg*': 2, vergessen: 2, 'zurucksetz*': 2, apple: 2, ausgesperrt: 3, trennen: 1.5,
      'verknupfte konten': 3,
    },
  },
};
