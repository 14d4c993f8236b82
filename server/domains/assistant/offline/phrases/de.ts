import type { PhraseBank } from './types';

/**
 * German. Professional and friendly replies say 'Sie', casual ones 'du'; sentences without a pronoun are
 * shared ('warm', 'all'). Topic phrases carry their article in three cases (nominative, accusative,
 * dative); 'zu dem', 'von dem' … contract to 'zum', 'vom' … in `polish`.
 *
 * A topic sentence names its topics after the word that carries its feeling, in the same clause ('Ihr Lob
 * für das Essen, unser Team und die Lage …', 'Es tut uns leid, dass Sie so enttäuscht vom Service …'),
 * so that every topic of a list is read with that feeling.
 */

/**
 * Every salutation ends in a comma, and a German letter continues in lower case after it ('Hallo Anna,\n\n
 * vielen Dank …'). The opening sentences are written that way, so that a page of replies compares its
 * openings as they are posted; `finish` mends the first word when the salutation was dropped for length
 * (capitalised) or when another sentence came first (lower case).
 */
const LOWER_FIRST = new RegExp(
  `^(${[
    'Vielen', 'Herzlichen', 'Ganz', 'Tausend', 'Danke', 'Wir', 'Es', 'Was', 'Wow', 'Über', 'Schön', 'Schade', 'Tut', 'Mega', 'Wie', 'Du', 'Dein',
    'Deine', 'Deinen', 'Deiner', 'Sorry', 'Bitte', 'Mit', 'So', 'Ein', 'Eine', 'Dass', 'Besonders', 'Freut', 'Für', 'Den', 'Zu', 'Entschuldige',
    'Beim', 'Bei', 'Bis', 'Auf', 'Hoffentlich', 'Komm', 'Kommen', 'Gib', 'Genau', 'Solche', 'Jede', 'Ehrliche', 'Melde', 'Schreib', 'Kontaktieren',
    'Wenn', 'Großes', 'Vielleicht', 'Das', 'Melden', 'Schreiben', 'Haben', 'Yay',
  ].join('|')})\\b`,
  'u',
);
/** A first paragraph of at most this many words that ends in a comma is the salutation. */
const GREETING_WORDS = 6;

const CONTRACTIONS: Array<[RegExp, string]> = [
  [/\bzu dem /gu, 'zum '],
  [/\bzu der /gu, 'zur '],
  [/\bvon dem /gu, 'vom '],
  [/\ban dem /gu, 'am '],
  [/\bbei dem /gu, 'beim '],
  [/\bin dem /gu, 'im '],
  [/\ban das /gu, 'ans '],
  [/\bin das /gu, 'ins '],
];

export const DE: PhraseBank = {
  language: 'de',
  forms: ['nom', 'acc', 'dat'],
  join: (a, b) => `${a} und ${b}`,
  polish: (sentence) => CONTRACTIONS.reduce((text, [pattern, short]) => text.replace(pattern, short), sentence),
  finish: (text) => {
    const paragraphs = text.split('\n\n');
    const [first = '', second] = paragraphs;
    const greeted = second !== undefined && first.trim().endsWith(',') && first.trim().split(/\s+/u).length <= GREETING_WORDS;
    const at = greeted ? 1 : 0;
    const body = paragraphs[at] ?? '';
    paragraphs[at] = greeted ? body.replace(LOWER_FIRST, (word) => word.toLowerCase()) : body.charAt(0).toLocaleUpperCase() + body.slice(1);
    return paragraphs.join('\n\n');
  },
  topics: {
    food: 'das Essen|das Essen|dem Essen',
    coffee: 'der Kaffee|den Kaffee|dem Kaffee',
    drinks: 'die Getränke|die Getränke|den Getränken#pl',
    breakfast: 'das Frühstück|das Frühstück|dem Frühstück',
    selection: 'die Auswahl|die Auswahl|der Auswahl',
    service: 'der Service|den Service|dem Service',
    staff: {
      pos: 'unser Team|unser Team|unserem Team',
      neg: 'die Betreuung durch unser Team|die Betreuung durch unser Team|der Betreuung durch unser Team',
    },
    price: { pos: 'das Preis-Leistungs-Verhältnis|das Preis-Leistungs-Verhältnis|dem Preis-Leistungs-Verhältnis', neg: 'die Preise|die Preise|den Preisen#pl' },
    cleanliness: 'die Sauberkeit|die Sauberkeit|der Sauberkeit',
    waiting: { pos: 'die kurze Wartezeit|die kurze Wartezeit|der kurzen Wartezeit', neg: 'die Wartezeit|die Wartezeit|der Wartezeit' },
    atmosphere: 'die Atmosphäre|die Atmosphäre|der Atmosphäre',
    noise: { pos: 'die angenehme Ruhe|die angenehme Ruhe|der angenehmen Ruhe', neg: 'der Geräuschpegel|den Geräuschpegel|dem Geräuschpegel' },
    booking: 'die Buchung|die Buchung|der Buchung',
    location: 'die Lage|die Lage|der Lage',
    parking: { pos: 'die Parkmöglichkeiten|die Parkmöglichkeiten|den Parkmöglichkeiten#pl', neg: 'die Parksituation|die Parksituation|der Parksituation' },
    rooms: 'das Zimmer|das Zimmer|dem Zimmer',
    treatment: 'die Behandlung|die Behandlung|der Behandlung',
    haircut: { pos: 'die neue Frisur|die neue Frisur|der neuen Frisur', neg: 'die Frisur|die Frisur|der Frisur' },
  },
  greeting: {
    named: { professional: ['Guten Tag {name},', 'Hallo {name},'], friendly: ['Hallo {name},'], casual: ['Hi {name},', 'Hallo {name},', 'Hey {name},'] },
    anonymous: { professional: ['Guten Tag,'], friendly: ['Hallo,', 'Guten Tag,'], casual: ['Hallo,', 'Hi,'] },
  },
  thanks: {
    positive: {
      formal: [
        '((vielen|herzlichen)) Dank für Ihre ((freundliche|schöne|positive)) Bewertung.',
        'vielen Dank, dass Sie sich die Zeit für ((diese|eine so)) ((freundliche|ausführliche)) Bewertung genommen haben.',
        'über Ihre ((positive|freundliche)) Bewertung haben wir uns sehr gefreut, ((vielen|herzlichen)) Dank!',
        'herzlichen Dank für Ihren Besuch und Ihre ((freundlichen|netten)) Worte.',
        'wir danken Ihnen ((herzlich|sehr)) für Ihre ((positive|ausgezeichnete)) Rückmeldung.',
        'danke, dass Sie sich für uns entschieden und Ihre ((Eindrücke|Erfahrung)) mit uns geteilt haben.',
        'haben Sie vielen Dank für Ihre ((ausgezeichnete|sehr positive)) Bewertung.',
        'ein herzliches Dankeschön für Ihre ((schöne|ausführliche)) Rückmeldung!',
        'mit großer Freude haben wir Ihre Bewertung gelesen, vielen Dank dafür!',
        'was für eine schöne Rückmeldung, haben Sie vielen Dank!',
      ],
      friendly: ['Ihre Bewertung hat uns ((richtig|wirklich)) den Tag versüßt, vielen Dank!'],
      warm: [
        'was für eine ((schöne|tolle)) Bewertung, ((vielen|tausend)) Dank!',
        'wow, ((vielen|tausend)) Dank für die ((lieben|tollen)) Worte!',
        'ein großes Dankeschön für so viel Lob!',
      ],
      casual: [
        '((vielen|tausend)) Dank für deine ((tolle|liebe)) Bewertung!',
        'ganz lieben Dank für deine tolle Bewertung!',
        'danke, dass du dir die Zeit für ((diese schöne|so eine tolle)) Bewertung genommen hast!',
        'über deine ((tolle|liebe)) Bewertung haben wir uns riesig gefreut, danke!',
        'danke dir für das ((super|tolle)) Feedback!',
        'du hast uns mit deiner Bewertung den Tag versüßt, danke!',
        'ein dickes Dankeschön für deine ((Bewertung|lieben Worte))!',
        'wie schön, dass es dir bei uns gefallen hat, danke für die tolle Bewertung!',
        'mega, vielen Dank für deine Bewertung!',
        'yay, danke für die ((lieben|tollen)) Worte!',
      ],
    },
    mixed: {
      formal: [
        '((vielen|herzlichen)) Dank für Ihre ((ehrliche|ausführliche|offene)) Bewertung.',
        'danke, dass Sie sich die Zeit genommen haben, uns von Ihrem Besuch zu berichten.',
        'vielen Dank für Ihr ((ehrliches|offenes)) Feedback.',
        'wir danken Ihnen für Ihre ((differenzierte|ausführliche)) Rückmeldung.',
        'danke, dass Sie Ihre Eindrücke so ausführlich mit uns teilen.',
      ],
      casual: [
        '((danke|vielen Dank)) für deine ((ehrliche|offene)) Bewertung!',
        'danke, dass du dir Zeit für deine Bewertung genommen hast!',
        'danke, dass du uns erzählst, wie es bei uns war.',
        'danke für dein ehrliches Feedback!',
      ],
    },
    negative: {
      formal: [
        'vielen Dank, dass Sie sich die Zeit für Ihre Rückmeldung genommen haben.',
        'danke, dass Sie uns so offen von Ihren Erfahrungen berichten.',
        'vielen Dank für Ihre offenen Worte.',
        'wir danken Ihnen für Ihre ehrliche Rückmeldung.',
        'danke, dass Sie uns geschrieben haben, wie Sie Ihren Besuch erlebt haben.',
        'wir danken Ihnen, dass Sie uns auf diesem Weg Bescheid geben.',
      ],
      casual: [
        'danke, dass du uns Bescheid gibst.',
        'danke, dass du uns so offen schreibst, wie es war.',
        'danke für deine ehrlichen Worte.',
        'danke, dass du dir die Zeit für deine Rückmeldung genommen hast.',
      ],
    },
  },
  thanksFor: {
    formal: [
      '((vielen|herzlichen)) Dank für Ihre ((lobenden|freundlichen|netten)) Worte über {t.acc}.',
      'vielen Dank für Ihr ((schönes|großes)) Lob für {t.acc}.',
      'danke, dass Sie so positiv über {t.acc} schreiben.',
    ],
    warm: ['((vielen|tausend)) Dank für das ((tolle|schöne)) Lob für {t.acc}!'],
    casual: [
      '((danke|vielen Dank)) für deine ((lieben|tollen)) Worte über {t.acc}!',
      'danke, dass du so positiv über {t.acc} schreibst!',
      'ein dickes Dankeschön für dein Lob für {t.acc}!',
    ],
  },
  ratingOnly: {
    positive: {
      formal: [
        '((vielen|herzlichen)) Dank für Ihre ((tolle|ausgezeichnete|positive)) Bewertung.',
        '((vielen|herzlichen)) Dank für die ((starke|sehr gute)) Sternebewertung.',
        'wir freuen uns sehr über Ihre ((positive|ausgezeichnete)) Bewertung, vielen Dank!',
        'danke, dass Sie sich die Zeit für eine Bewertung genommen haben.',
        'danke, dass Sie uns so ((gut|positiv)) bewertet haben.',
        'über Ihre ((Sterne|Bewertung)) freuen wir uns sehr, herzlichen Dank!',
        'Ihre ((positive|tolle)) Bewertung freut uns sehr, vielen Dank!',
        'haben Sie vielen Dank für Ihre Sterne.',
        'ein herzliches Dankeschön für Ihre ((tolle|positive)) Bewertung!',
        'mit großer Freude haben wir Ihre Bewertung gesehen, vielen Dank!',
        'wir bedanken uns herzlich für Ihre ((positive|sehr gute)) Bewertung.',
        'es freut uns sehr, dass Sie uns so gut bewertet haben, vielen Dank!',
      ],
      warm: ['was für eine ((schöne|tolle)) Bewertung, ((vielen|tausend)) Dank!', 'wow, ((vielen|tausend|herzlichen)) Dank für die Sterne!'],
      casual: [
        '((vielen|tausend|ganz lieben)) Dank für deine ((tolle|super|starke)) Bewertung!',
        'danke, dass du uns so ((gut|super)) bewertet hast!',
        'über deine Sterne freuen wir uns riesig, danke!',
        'danke dir für die ((tolle|super)) Bewertung!',
        'deine Bewertung freut uns riesig, danke!',
        'mega, danke für die ((tolle|starke)) Bewertung!',
        'danke für die Sterne, ((das freut uns riesig|da freuen wir uns riesig))!',
      ],
    },
    mixed: {
      formal: ['((vielen|herzlichen)) Dank für Ihre Bewertung.', 'danke, dass Sie sich die Zeit für eine Bewertung genommen haben.'],
      casual: ['danke für deine Bewertung!', 'danke, dass du dir die Zeit für eine Bewertung genommen hast.'],
    },
    negative: {
      formal: [
        'es tut uns leid, dass Sie nicht zufrieden waren.',
        'schade, dass wir Sie diesmal nicht überzeugen konnten, das tut uns leid.',
        'wir bedauern, dass Ihr Besuch bei uns nicht Ihren Erwartungen entsprochen hat.',
      ],
      casual: ['tut uns leid, dass du nicht zufrieden warst.', 'schade, dass wir dich diesmal nicht überzeugen konnten, sorry!'],
    },
  },
  praise: {
    formal: [
      'Ihr Lob für {t.acc} freut uns ((sehr|ganz besonders)).',
      'Wie schön, dass Sie so begeistert von {t.dat} waren!',
      'Es freut uns sehr, dass Sie so zufrieden mit {t.dat} waren.',
      'Besonders schön finden wir Ihre lobenden Worte über {t.acc}.',
      'Ihre positiven Worte über {t.acc} freuen uns ganz besonders.',
      'Es ist schön zu lesen, dass Sie so gute Erfahrungen mit {t.dat} gemacht haben.',
      'Dass Sie so begeistert von {t.dat} sind, ist für uns das schönste Kompliment.',
      'Schön, dass Sie sich so positiv über {t.acc} äußern.',
    ],
    casual: [
      'Wie cool, dass du so begeistert von {t.dat} warst!',
      'Mega, dass du so happy mit {t.dat} warst!',
      'Dein Lob für {t.acc} freut uns riesig!',
      'Schön zu lesen, dass du so zufrieden mit {t.dat} warst!',
      'Freut uns total, dass du so gute Erfahrungen mit {t.dat} gemacht hast!',
      'Dass du so begeistert von {t.dat} bist, freut uns mega!',
    ],
    all: ['So viel Lob für {t.acc} – das freut uns wirklich.', 'Großes Lob für {t.acc} hören wir besonders gern.'],
  },
  praiseAside: {
    formal: [
      'Ihr Lob für {t.acc} freut uns.',
      'Es freut uns, dass Sie zumindest zufrieden mit {t.dat} waren.',
      'Ihre positiven Worte über {t.acc} freuen uns.',
      'Es freut uns, dass Sie gute Worte für {t.acc} finden.',
    ],
    casual: ['Dein Lob für {t.acc} freut uns.', 'Schön, dass du zumindest zufrieden mit {t.dat} warst.', 'Deine positiven Worte über {t.acc} freuen uns.'],
    all: ['Über das Lob für {t.acc} freuen wir uns.'],
  },
  note: {
    formal: [
      'Ihren Hinweis zu {n.dat} nehmen wir uns zu Herzen.',
      'Was Sie über {n.acc} schreiben, schauen wir uns genau an.',
      'Ihre Anmerkung zu {n.dat} nehmen wir ernst und schauen, was wir verbessern können.',
    ],
    casual: [
      'Deinen Hinweis zu {n.dat} nehmen wir uns zu Herzen.',
      'Was du über {n.acc} schreibst, schauen wir uns genau an.',
      'Deine Anmerkung zu {n.dat} nehmen wir ernst.',
    ],
    all: ['Den Hinweis zu {n.dat} nehmen wir als Anregung auf.', 'Dass {n} nicht ganz gepasst {hat/haben}, nehmen wir ernst.'],
  },
  apology: {
    formal: [
      'Es tut uns ((sehr|aufrichtig)) leid, dass Sie so enttäuscht von {n.dat} waren.',
      'Bitte entschuldigen Sie den Ärger mit {n.dat}.',
      'Dass Sie so schlechte Erfahrungen mit {n.dat} gemacht haben, tut uns leid.',
      'Für Ihre Enttäuschung über {n.acc} möchten wir uns aufrichtig entschuldigen.',
      'Ihre Kritik an {n.dat} ist berechtigt, und das tut uns leid.',
    ],
    casual: [
      'Es tut uns echt leid, dass du so enttäuscht von {n.dat} warst.',
      'Sorry für den Ärger mit {n.dat}!',
      'Dass du so schlechte Erfahrungen mit {n.dat} gemacht hast, tut uns leid.',
      'Entschuldige bitte den Ärger mit {n.dat}.',
    ],
    all: ['Den Ärger über {n.acc} können wir verstehen, und er tut uns leid.'],
  },
  apologyGeneral: {
    mixed: {
      formal: [
        'Es tut uns leid, dass nicht alles so war, wie Sie es sich gewünscht haben.',
        'Schade, dass wir Sie nicht in allen Punkten überzeugen konnten, das tut uns leid.',
      ],
      casual: ['Tut uns leid, dass nicht alles so war, wie du es dir gewünscht hast.', 'Schade, dass wir dich nicht ganz überzeugen konnten, sorry dafür!'],
    },
    negative: {
      formal: [
        'Es tut uns aufrichtig leid, dass Ihre Erfahrung mit uns so enttäuschend war.',
        'Wir bedauern sehr, dass wir Ihren Erwartungen nicht gerecht geworden sind.',
        'Bitte entschuldigen Sie, dass es bei uns so unerfreulich für Sie gelaufen ist.',
        'Bitte entschuldigen Sie die Enttäuschung.',
      ],
      casual: [
        'Es tut uns echt leid, dass deine Erfahrung mit uns so enttäuschend war.',
        'Sorry, dass es bei uns so schiefgelaufen ist.',
        'Sorry, dass wir dich enttäuscht haben.',
      ],
    },
  },
  question: {
    withEmail: {
      formal: [
        'Zu Ihrer Frage: Schreiben Sie uns am besten an {email}, dann helfen wir Ihnen gern weiter.',
        'Ihre Frage beantworten wir gern persönlich, schreiben Sie uns einfach an {email}.',
      ],
      casual: [
        'Zu deiner Frage: Schreib uns am besten an {email}, dann helfen wir dir gern weiter.',
        'Deine Frage beantworten wir gern persönlich, schreib uns einfach an {email}.',
      ],
    },
    withoutEmail: {
      formal: [
        'Mit Ihrer Frage melden Sie sich am besten direkt bei uns, wir helfen Ihnen gern weiter.',
        'Ihre Frage beantworten wir gern persönlich, sprechen Sie uns einfach direkt an.',
      ],
      casual: [
        'Mit deiner Frage meldest du dich am besten direkt bei uns, wir helfen dir gern weiter.',
        'Deine Frage beantworten wir gern persönlich, sprich uns einfach direkt an.',
      ],
    },
  },
  invite: {
    withEmail: {
      formal: [
        'Schreiben Sie uns gern an {email}.',
        'Bitte schreiben Sie uns an {email}, damit wir das persönlich klären können.',
        'Wir würden gern mit Ihnen darüber sprechen, melden Sie sich bitte unter {email}.',
        'Wenn Sie möchten, schreiben Sie uns an {email}, denn wir wollen verstehen, was schiefgelaufen ist.',
        'Melden Sie sich gern direkt unter {email}, dann kümmern wir uns persönlich darum.',
      ],
      casual: [
        'Schreib uns gern an {email}.',
        'Schreib uns doch an {email}, dann klären wir das persönlich.',
        'Melde dich gern unter {email}, wir wollen verstehen, was schiefgelaufen ist.',
        'Wir würden gern mit dir darüber sprechen, schreib uns einfach an {email}.',
      ],
    },
    withoutEmail: {
      formal: [
        'Melden Sie sich bitte direkt bei uns.',
        'Bitte melden Sie sich direkt bei uns, damit wir das persönlich klären können.',
        'Wir würden gern mit Ihnen darüber sprechen, kontaktieren Sie uns bitte direkt.',
        'Wenn Sie möchten, melden Sie sich direkt bei uns, denn wir wollen verstehen, was schiefgelaufen ist.',
        'Kontaktieren Sie uns gern direkt, dann kümmern wir uns persönlich darum.',
      ],
      casual: [
        'Melde dich gern direkt bei uns.',
        'Melde dich doch direkt bei uns, dann klären wir das persönlich.',
        'Schreib uns gern direkt, wir wollen verstehen, was schiefgelaufen ist.',
        'Wir würden gern mit dir darüber sprechen, melde dich einfach direkt bei uns.',
      ],
    },
  },
  emailLine: {
    formal: ['Sie erreichen uns jederzeit unter {email}.', 'Bei Fragen sind wir unter {email} für Sie da.', 'Schreiben Sie uns gern an {email}.'],
    casual: ['Du erreichst uns jederzeit unter {email}.', 'Bei Fragen sind wir unter {email} für dich da.', 'Schreib uns gern an {email}.'],
  },
  closing: {
    positive: {
      professional: [
        'Wir freuen uns auf Ihren nächsten Besuch.',
        'Wir hoffen, Sie bald wieder bei uns begrüßen zu dürfen.',
        'Auf ein baldiges Wiedersehen!',
        'Wir würden uns freuen, Sie bald wieder bei uns zu sehen.',
      ],
      friendly: [
        'Wir freuen uns schon auf Ihren nächsten Besuch!',
        'Hoffentlich bis bald!',
        'Sie sind jederzeit herzlich willkommen!',
        'Kommen Sie gern bald wieder vorbei!',
      ],
      casual: ['Bis bald!', 'Komm gern bald wieder vorbei!', 'Wir freuen uns aufs nächste Mal!', 'Bis zum nächsten Mal!', 'Bis ganz bald!'],
    },
    mixed: {
      formal: [
        'Wir würden uns freuen, Sie wieder bei uns zu begrüßen und es dann noch besser zu machen.',
        'Wir hoffen, dass Sie uns noch eine Chance geben.',
        'Beim nächsten Mal möchten wir Sie rundum überzeugen.',
        'Wir hoffen, Sie bald wieder bei uns zu sehen.',
      ],
      casual: [
        'Wir hoffen, dich bald wiederzusehen und dann rundum zu überzeugen.',
        'Gib uns gern noch eine Chance!',
        'Beim nächsten Mal wollen wir dich rundum überzeugen.',
      ],
    },
    negative: {
      formal: [
        'Wir hoffen, Sie in Zukunft wieder von uns überzeugen zu können.',
        'Wir hoffen, dass Sie uns noch eine Chance geben.',
        'Wir möchten das gern wieder in Ordnung bringen.',
        'Vielleicht dürfen wir Sie eines Tages wieder bei uns begrüßen.',
      ],
      casual: ['Wir hoffen, dass du uns noch eine Chance gibst.', 'Das möchten wir gern wieder geradebiegen.', 'Wir hoffen, dich trotzdem noch einmal bei uns begrüßen zu dürfen.'],
    },
  },
  extra: {
    positive: {
      all: [
        'Solche Rückmeldungen sind für uns die schönste Bestätigung.',
        'Es ist schön zu sehen, dass unsere Arbeit so gut ankommt.',
        'Wir stecken viel Herzblut in unsere Arbeit, umso mehr freut uns so ein Lob.',
        'So etwas zu lesen motiviert uns ungemein.',
      ],
      formal: ['Ihre Worte geben wir gern an alle hier weiter.'],
      casual: ['Deine Worte geben wir gern an alle hier weiter.'],
    },
    mixed: {
      all: ['Jede Rückmeldung hilft uns, noch besser zu werden.', 'Wir arbeiten ständig daran, uns zu verbessern.'],
      formal: ['Ehrliche Rückmeldungen wie Ihre helfen uns, besser zu werden.', 'Wir lesen jede Bewertung genau und nehmen uns Ihre Punkte zu Herzen.'],
      casual: ['Ehrliche Rückmeldungen wie deine helfen uns, besser zu werden.', 'Wir lesen jede Bewertung genau und nehmen uns deine Punkte zu Herzen.'],
    },
    negative: {
      all: ['Wir nehmen jede Rückmeldung ernst und arbeiten daran, besser zu werden.', 'So soll sich ein Besuch bei uns nicht anfühlen.'],
      formal: ['Ihre Rückmeldung haben wir an alle Beteiligten weitergegeben.'],
      casual: ['Deine Rückmeldung haben wir an alle Beteiligten weitergegeben.'],
    },
  },
  readsReviews: /lesen jede/u,
  signoff: {
    professional: ['Mit freundlichen Grüßen', 'Freundliche Grüße', 'Beste Grüße'],
    friendly: ['Herzliche Grüße', 'Viele Grüße', 'Beste Grüße'],
    casual: ['Liebe Grüße', 'Viele Grüße', 'Ganz liebe Grüße'],
  },
  signoffAfterComplaint: { all: ['Freundliche Grüße', 'Beste Grüße'], professional: ['Mit freundlichen Grüßen'], warm: ['Viele Grüße'] },
  signature: {
    contact: { all: ['{contact}'] },
    business: { all: ['{business}'] },
    both: { professional: ['{contact}\n{business}'], friendly: ['{contact}\n{business}'], casual: ['{contact}'] },
  },
};
