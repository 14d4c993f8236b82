import type { PhraseBank } from './types';

/** After a salutation ending in a comma, German letters continue in lower case ('Hallo Anna, vielen Dank …'). */
const LOWER_AFTER_COMMA = /^(Vielen|Herzlichen|Danke|Wir|Es|Was|Wow|Schön|Wie|Super|Das|Tausend|Toll|Entschuldige|Schade)\b/u;

export const DE: PhraseBank = {
  language: 'de',
  forms: ['nom', 'acc', 'dat'],
  join: (a, b) => `${a} und ${b}`,
  polish: (sentence) => sentence.replace(/\bzu der /gu, 'zur ').replace(/\bzu dem /gu, 'zum '),
  finish: (text) => {
    const [greeting, ...rest] = text.split('\n\n');
    if (!greeting || rest.length === 0 || !greeting.trim().endsWith(',')) return text;
    const body = rest.join('\n\n').replace(LOWER_AFTER_COMMA, (word) => word.toLowerCase());
    return `${greeting}\n\n${body}`;
  },
  topics: {
    food: 'das Essen|das Essen|dem Essen', coffee: 'der Kaffee|den Kaffee|dem Kaffee', drinks: 'die Getränke|die Getränke|den Getränken#pl',
    breakfast: 'das Frühstück|das Frühstück|dem Frühstück', selection: 'die Auswahl|die Auswahl|der Auswahl', service: 'der Service|den Service|dem Service',
    staff: { pos: 'unser Team|unser Team|unserem Team', neg: 'das Verhalten unseres Teams|das Verhalten unseres Teams|dem Verhalten unseres Teams' },
    price: { pos: 'das Preis-Leistungs-Verhältnis|das Preis-Leistungs-Verhältnis|dem Preis-Leistungs-Verhältnis', neg: 'die Preise|die Preise|den Preisen#pl' },
    cleanliness: 'die Sauberkeit|die Sauberkeit|der Sauberkeit', waiting: { pos: 'der zügige Ablauf|den zügigen Ablauf|dem zügigen Ablauf', neg: 'die Wartezeit|die Wartezeit|der Wartezeit' },
    atmosphere: 'die Atmosphäre|die Atmosphäre|der Atmosphäre', noise: { pos: 'die Ruhe|die Ruhe|der Ruhe', neg: 'der Geräuschpegel|den Geräuschpegel|dem Geräuschpegel' },
    booking: { pos: 'die Buchung|die Buchung|der Buchung', neg: 'der Umgang mit der Reservierung|den Umgang mit der Reservierung|dem Umgang mit der Reservierung' },
    location: 'die Lage|die Lage|der Lage', parking: 'die Parksituation|die Parksituation|der Parksituation', rooms: 'das Zimmer|das Zimmer|dem Zimmer',
    treatment: 'die Behandlung|die Behandlung|der Behandlung', haircut: { pos: 'der neue Haarschnitt|den neuen Haarschnitt|dem neuen Haarschnitt', neg: 'der Haarschnitt|den Haarschnitt|dem Haarschnitt' },
  },
  greeting: {
    named: { professional: ['Guten Tag {name},', 'Hallo {name},'], friendly: ['Hallo {name},', 'Hallo {name}!'], casual: ['Hi {name}!', 'Hallo {name}!', 'Hey {name}!'] },
    anonymous: { professional: ['Guten Tag,', ''], friendly: ['Hallo,', ''], casual: ['Hallo!', 'Hi!', ''] },
  },
  thanks: {
    positive: {
      formal: ['Vielen Dank für Ihre freundliche Bewertung.', 'Herzlichen Dank, dass Sie sich die Zeit genommen haben, Ihre Erfahrung zu teilen.', 'Vielen Dank für Ihre wunderbare Bewertung von {business}.', 'Wir freuen uns sehr über Ihr positives Feedback.', 'Danke, dass Sie sich für {business} entschieden haben, und danke für Ihre Bewertung.', 'Vielen Dank für die netten Worte zu Ihrem Besuch.'],
      friendly: ['Herzlichen Dank für Ihre tolle Bewertung!', 'Was für eine schöne Bewertung, vielen Dank!', 'Wir haben uns riesig über Ihre Bewertung gefreut, danke!'],
      casual: ['Vielen Dank für deine tolle Bewertung!', 'Wow, danke für die lieben Worte!', 'Tausend Dank für das Lob!', 'Du hast uns den Tag versüßt, danke!', 'Danke, dass du bei {business} vorbeigeschaut und so nett über uns geschrieben hast!', 'Danke für die schöne Bewertung!'],
    },
    mixed: {
      formal: ['Vielen Dank für Ihre Bewertung und Ihr ehrliches Feedback.', 'Danke, dass Sie sich die Zeit genommen haben, Ihre Erfahrung mit uns zu teilen.', 'Wir schätzen Ihre differenzierte Bewertung von {business}.'],
      casual: ['Danke für deine ehrliche Bewertung!', 'Danke, dass du uns erzählst, wie es war.', 'Danke für dein offenes Feedback!'],
    },
    negative: {
      formal: ['Vielen Dank für Ihre Rückmeldung, und es tut mir aufrichtig leid, dass Ihr Besuch nicht so verlaufen ist, wie er sollte.', 'Es tut uns sehr leid, von Ihrer Erfahrung zu hören.', 'Wir entschuldigen uns aufrichtig, dass wir Sie diesmal enttäuscht haben.', 'Wir bedauern die enttäuschende Erfahrung, die Sie beschreiben.'],
      casual: ['Das tut uns wirklich leid zu hören.', 'Danke, dass du es uns sagst, und es tut uns ehrlich leid, dass es so gelaufen ist.', 'Entschuldige, so sollte sich ein Besuch bei uns nicht anfühlen.'],
    },
  },
  ratingOnly: {
    positive: { formal: ['Vielen Dank für die tolle Bewertung!', 'Herzlichen Dank für Ihre positive Bewertung.', 'Wir freuen uns sehr, dass Sie sich die Zeit für eine Bewertung genommen haben.', 'Danke, dass Sie {business} so gut bewertet haben!', 'Vielen Dank für die Sterne!'], casual: ['Danke für die tolle Bewertung!', 'Tausend Dank für die Sterne!', 'Danke, dass du uns so gut bewertet hast!'] },
    mixed: { formal: ['Vielen Dank für Ihre Bewertung.', 'Danke, dass Sie sich die Zeit für eine Bewertung genommen haben.'], casual: ['Danke für deine Bewertung.', 'Danke, dass du dir die Zeit für eine Bewertung genommen hast.'] },
    negative: { formal: ['Vielen Dank für Ihre Bewertung, und es tut uns leid, dass Ihre Erfahrung nicht besser war.', 'Es tut uns leid, dass Sie mit Ihrem Besuch nicht zufrieden waren.', 'Wir bedauern, dass wir Ihre Erwartungen nicht erfüllen konnten.'], casual: ['Danke für deine Bewertung, und es tut uns leid, dass es nicht besser war.', 'Schade, dass du nicht zufrieden warst, das tut uns leid.'] },
  },
  thanksFor: {},
  praise: {
    formal: ['Es freut uns sehr, dass Ihnen {t} gefallen {hat/haben}.', 'Schön zu hören, dass {t} Ihre Erwartungen erfüllt {hat/haben}.', 'Besonders freut uns, dass Sie mit {t.dat} zufrieden waren.', 'Ihre lobenden Worte über {t.acc} bedeuten uns viel.', 'Auf {t.acc} legen wir großen Wert, umso schöner ist Ihr Lob.'],
    casual: ['Wie schön, dass dir {t} gefallen {hat/haben}!', 'Super, dass du mit {t.dat} zufrieden warst!', 'Deine lieben Worte über {t.acc} freuen uns riesig.', 'Toll, dass {t} deinen Geschmack getroffen {hat/haben}!'],
  },
  praiseAside: {
    formal: ['Es freut uns sehr, dass Ihnen {t} gefallen {hat/haben}.', 'Schön zu hören, dass {t} Ihre Erwartungen erfüllt {hat/haben}.', 'Besonders freut uns, dass Sie mit {t.dat} zufrieden waren.', 'Ihre lobenden Worte über {t.acc} bedeuten uns viel.', 'Auf {t.acc} legen wir großen Wert, umso schöner ist Ihr Lob.'],
    casual: ['Wie schön, dass dir {t} gefallen {hat/haben}!', 'Super, dass du mit {t.dat} zufrieden warst!', 'Deine lieben Worte über {t.acc} freuen uns riesig.', 'Toll, dass {t} deinen Geschmack getroffen {hat/haben}!'],
  },
  note: {
    formal: ['Danke auch für den Hinweis zu {n.dat}; den nehmen wir uns zu Herzen.', 'Ihre Anmerkung zu {n.dat} haben wir notiert, vielen Dank dafür.', 'Was Sie zu {n.dat} sagen, schauen wir uns genau an.'],
    casual: ['Danke auch für den Tipp zu {n.dat}, den nehmen wir uns zu Herzen!', 'Deine Anmerkung zu {n.dat} haben wir notiert, danke!'],
  },
  apology: {
    formal: ['Es tut uns leid zu lesen, dass {t} nicht Ihren Erwartungen entsprochen {hat/haben}.', 'Danke für Ihre offenen Worte zu {t.dat}; das ist nicht der Standard, den wir anstreben.', 'Was Sie über {t.acc} schreiben, ist nicht in Ordnung, und wir nehmen es ernst.', 'Es tut uns leid, dass {t} diesmal nicht gepasst {hat/haben}.', 'Ihre Anmerkungen zu {t.dat} haben wir an das Team weitergegeben, damit wir daraus lernen.'],
    casual: ['Es tut uns leid, dass {t} nicht deinen Erwartungen entsprochen {hat/haben}.', 'Danke für deine offenen Worte zu {t.dat}; das ist nicht unser Anspruch.', 'Was du über {t.acc} schreibst, nehmen wir ernst.', 'Deine Anmerkungen zu {t.dat} haben wir ans Team weitergegeben.'],
  },
  apologyGeneral: { mixed: {
    formal: ['Es freut uns, dass Teile Ihres Besuchs gut waren, und es tut uns leid, dass nicht alles Ihren Erwartungen entsprach.', 'Es klingt, als hätte es Höhen und Tiefen gegeben, und wir danken Ihnen, dass Sie uns von beidem erzählen.', 'Ihr differenziertes Feedback hilft uns zu sehen, wo wir besser werden können.'],
    casual: ['Schön, dass einiges gut war, und schade, dass nicht alles gepasst hat.', 'Klingt nach Höhen und Tiefen, danke, dass du uns von beidem erzählst.', 'Dein ehrliches Feedback zeigt uns, wo wir besser werden können.'],
  }, negative: {
    formal: ['Es freut uns, dass Teile Ihres Besuchs gut waren, und es tut uns leid, dass nicht alles Ihren Erwartungen entsprach.', 'Es klingt, als hätte es Höhen und Tiefen gegeben, und wir danken Ihnen, dass Sie uns von beidem erzählen.', 'Ihr differenziertes Feedback hilft uns zu sehen, wo wir besser werden können.'],
    casual: ['Schön, dass einiges gut war, und schade, dass nicht alles gepasst hat.', 'Klingt nach Höhen und Tiefen, danke, dass du uns von beidem erzählst.', 'Dein ehrliches Feedback zeigt uns, wo wir besser werden können.'],
  } },
  question: { withEmail: {}, withoutEmail: {} },
  invite: {
    withEmail: {
      formal: ['Schreiben Sie uns gern an {email}.', 'Wir würden gern mehr erfahren, schreiben Sie uns bitte an {email}.', 'Bitte melden Sie sich unter {email}, damit wir direkt mit Ihnen darüber sprechen können.', 'Wenn Sie möchten, schreiben Sie uns an {email}; wir möchten wirklich verstehen, was passiert ist.', 'Schicken Sie uns gern eine Nachricht an {email}, wir melden uns dann persönlich bei Ihnen.'],
      casual: ['Schreib uns gern an {email}.', 'Wir würden gern mehr erfahren, schreib uns doch an {email}.', 'Melde dich gern unter {email}, dann sprechen wir direkt darüber.', 'Schick uns gern eine Nachricht an {email}, wir melden uns persönlich bei dir.'],
    },
    withoutEmail: {
      formal: ['Bitte kontaktieren Sie uns direkt.', 'Wir würden gern mehr erfahren, bitte kontaktieren Sie uns direkt.', 'Bitte melden Sie sich direkt bei uns, damit wir darüber sprechen können.', 'Wenn Sie möchten, würden wir gern direkt von Ihnen hören, um zu verstehen, was passiert ist.', 'Kontaktieren Sie uns gern direkt; uns ist wichtig, dass Ihr Anliegen gehört wird.'],
      casual: ['Melde dich gern direkt bei uns.', 'Wir würden gern mehr erfahren, melde dich doch direkt bei uns.', 'Melde dich gern direkt bei uns, dann sprechen wir darüber.', 'Schreib uns gern direkt, wir möchten verstehen, was passiert ist.'],
    },
  },
  emailLine: { formal: ['Sie erreichen uns unter {email}.', 'Bei Fragen erreichen Sie uns jederzeit unter {email}.', 'Sie können uns jederzeit an {email} schreiben.', 'Falls Sie Fragen haben, sind wir unter {email} für Sie da.'], casual: ['Du erreichst uns unter {email}.', 'Bei Fragen erreichst du uns jederzeit unter {email}.', 'Du kannst uns jederzeit an {email} schreiben.'] },
  closing: {
    positive: {
      professional: ['Wir freuen uns auf Ihren nächsten Besuch.', 'Wir hoffen, Sie bald wieder begrüßen zu dürfen.', 'Wir freuen uns, Sie wiederzusehen.'],
      friendly: ['Wir freuen uns schon auf Ihren nächsten Besuch!', 'Hoffentlich bis bald!', 'Sie sind jederzeit herzlich willkommen.', 'Bis zum nächsten Mal!'],
      casual: ['Bis bald!', 'Komm bald wieder vorbei!', 'Wir freuen uns auf das nächste Mal!'],
    },
    mixed: { formal: ['Wir hoffen, Sie wiederzusehen und Ihnen ein noch besseres Erlebnis zu bieten.', 'Wir würden uns freuen, wenn Sie uns noch eine Chance geben.', 'Hoffentlich können wir Sie beim nächsten Mal voll überzeugen.'], casual: ['Wir hoffen, dich wiederzusehen und dich beim nächsten Mal voll zu überzeugen.', 'Wir würden uns freuen, wenn du uns noch eine Chance gibst.'] },
    negative: { formal: ['Wir hoffen, in Zukunft einen besseren Eindruck hinterlassen zu können.', 'Nochmals danke, dass Sie uns darauf aufmerksam gemacht haben.', 'Ihr Feedback hilft uns, besser zu werden.'], casual: ['Wir hoffen, beim nächsten Mal einen besseren Eindruck zu hinterlassen.', 'Nochmals danke, dass du uns Bescheid gesagt hast.', 'Dein Feedback hilft uns, besser zu werden.'] },
  },
  extra: {
    positive: { all: ['Das bedeutet dem ganzen Team sehr viel.', 'Das ganze Team wird sich über diese Zeilen freuen.', 'Wir stecken viel Herzblut in unsere Arbeit, umso schöner ist so eine Rückmeldung.', 'Es ist immer eine Freude, so etwas zu lesen.'], formal: ['Feedback wie Ihres motiviert uns jeden Tag.', 'Bewertungen wie Ihre machen unseren Tag.'], casual: ['Feedback wie deins motiviert uns jeden Tag.', 'Bewertungen wie deine machen unseren Tag.'] },
    mixed: { all: ['Jede Rückmeldung hilft uns, noch besser zu werden.', 'Wir arbeiten ständig daran, uns zu verbessern.'], formal: ['Ehrliches Feedback wie Ihres hilft uns, besser zu werden.', 'Wir lesen jede Bewertung sorgfältig und nehmen Ihre Punkte ernst.'], casual: ['Ehrliches Feedback wie deins hilft uns, besser zu werden.', 'Wir lesen jede Bewertung genau und nehmen deine Punkte ernst.'] },
    negative: { all: ['Wir nehmen jedes Feedback ernst und nutzen es, um besser zu werden.', 'So eine Erfahrung wünschen wir niemandem.'], formal: ['Danke, dass Sie sich die Zeit genommen haben, uns davon zu berichten.', 'Ihr Feedback haben wir an das Team weitergegeben.'], casual: ['Danke, dass du dir die Zeit genommen hast, uns davon zu erzählen.', 'Dein Feedback haben wir ans Team weitergegeben.'] },
  },
  signoff: { professional: ['Mit freundlichen Grüßen', 'Freundliche Grüße', 'Beste Grüße'], friendly: ['Herzliche Grüße', 'Viele Grüße', 'Beste Grüße'], casual: ['Liebe Grüße', 'Viele Grüße', 'Bis bald'] },
  signature: { contact: { all: ['{contact}'] }, business: { all: ['Das Team von {business}'], formal: ['Ihr Team von {business}'], casual: ['Dein Team von {business}'] }, both: { all: ['{contact}'] } },
};
