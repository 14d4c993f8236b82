import type { PhraseBank } from './types';

export const FR: PhraseBank = {
  language: 'fr',
  forms: ['t', 'de'],
  join: (a, b) => `${a} et ${b}`,
  /** French puts a (no-break) space before ! ? ; : */
  finish: (text) => text.replace(/ ([!?;:])/gu, '\u00a0$1'),
  topics: {
    food: 'le repas|du repas', coffee: 'le café|du café', drinks: 'les boissons|des boissons#pl', breakfast: 'le petit-déjeuner|du petit-déjeuner',
    selection: 'le choix|du choix', service: 'le service|du service', staff: { pos: 'notre équipe|de notre équipe', neg: 'l’accueil que vous avez reçu|de l’accueil que vous avez reçu' },
    price: { pos: 'le rapport qualité-prix|du rapport qualité-prix', neg: 'les prix|des prix#pl' }, cleanliness: 'la propreté|de la propreté',
    waiting: { pos: 'la rapidité du service|de la rapidité du service', neg: 'l’attente|de l’attente' }, atmosphere: 'l’ambiance|de l’ambiance',
    noise: { pos: 'le calme|du calme', neg: 'le niveau sonore|du niveau sonore' }, booking: { pos: 'la réservation|de la réservation', neg: 'la gestion de votre réservation|de la gestion de votre réservation' },
    location: 'l’emplacement|de l’emplacement', parking: 'le stationnement|du stationnement', rooms: 'la chambre|de la chambre',
    treatment: 'le soin|du soin', haircut: { pos: 'votre nouvelle coupe|de votre nouvelle coupe', neg: 'la coupe|de la coupe' },
  },
  greeting: {
    named: { professional: ['Bonjour {name},'], friendly: ['Bonjour {name},', 'Bonjour {name} !'], casual: ['Salut {name} !', 'Bonjour {name} !', 'Hello {name} !'] },
    anonymous: { professional: ['Bonjour,', ''], friendly: ['Bonjour,', 'Bonjour !', ''], casual: ['Bonjour !', 'Hello !', ''] },
  },
  thanks: {
    positive: {
      professional: ['Merci pour votre avis et vos mots chaleureux.', 'Merci d’avoir pris le temps de partager votre expérience.', 'Un grand merci pour votre superbe avis sur {business}.', 'Nous apprécions sincèrement votre retour positif.', 'Merci d’avoir choisi {business} et d’avoir partagé votre expérience.', 'Merci pour ces gentils mots sur votre visite.'],
      friendly: ['Merci infiniment pour votre adorable avis !', 'Quel bel avis, merci beaucoup !', 'Merci beaucoup pour vos gentils mots !', 'Merci pour votre visite chez {business} et pour ce message !', 'Nous sommes tellement heureux de lire votre avis, merci !', 'Votre avis a illuminé notre journée, merci !', 'Un grand merci pour vos mots chaleureux !'],
      casual: ['Merci mille fois pour ce super avis !', 'Waouh, merci pour ces gentils mots !', 'Un énorme merci pour ce petit mot !', 'Vous avez fait notre journée, merci !', 'Merci pour votre passage chez {business} et pour ce chouette avis !', 'Merci pour ce bel avis !'],
    },
    mixed: {
      professional: ['Merci pour votre avis et votre retour sincère.', 'Merci d’avoir pris le temps de partager votre expérience avec nous.', 'Nous apprécions votre avis nuancé sur {business}.'],
      friendly: ['Merci d’avoir pris le temps de nous raconter votre visite.', 'Merci pour votre avis sincère, nous y sommes très sensibles.', 'Merci pour votre visite chez {business} et pour votre retour franc.'],
      casual: ['Merci pour cet avis honnête !', 'Merci de nous dire comment ça s’est passé.', 'Merci pour ce retour sans détour !'],
    },
    negative: {
      professional: ['Merci pour votre retour, et nous sommes sincèrement désolés que votre visite ne se soit pas déroulée comme elle l’aurait dû.', 'Nous sommes vraiment désolés d’apprendre votre expérience.', 'Nous vous présentons nos sincères excuses pour cette déception.', 'Nous regrettons l’expérience décevante que vous décrivez.'],
      friendly: ['Merci de nous l’avoir signalé, et nous sommes sincèrement désolés que l’expérience n’ait pas été à la hauteur.', 'Nous sommes vraiment désolés de lire le récit de votre visite.', 'Nous sommes sincèrement navrés pour cette déception.', 'Merci pour votre avis sincère, et nous sommes désolés que cela ait été une telle déception.'],
      casual: ['Nous sommes vraiment désolés d’entendre ça.', 'Merci de nous le dire, et nous sommes sincèrement désolés que ça se soit passé comme ça.', 'Pardon, ce n’est pas ce qu’une visite chez nous devrait être.'],
    },
  },
  ratingOnly: {
    positive: { all: ['Merci beaucoup pour cette excellente note !', 'Merci pour cette belle note, cela compte beaucoup pour nous.', 'Nous apprécions vraiment que vous ayez pris le temps de nous noter.', 'Un grand merci pour votre évaluation positive.', 'Merci d’avoir si bien noté {business} !', 'Un grand merci pour les étoiles !'] },
    mixed: { all: ['Merci pour votre note.', 'Merci d’avoir pris le temps de nous évaluer.', 'Nous vous remercions pour votre évaluation de {business}.'] },
    negative: { all: ['Merci pour votre note, et nous sommes désolés que votre expérience n’ait pas été meilleure.', 'Nous sommes désolés que votre visite ne vous ait pas donné satisfaction.', 'Nous regrettons de ne pas avoir été à la hauteur de vos attentes.'] },
  },
  thanksFor: {},
  praise: {
    all: ['Nous sommes ravis que {t} vous {ait/aient} plu.', 'Quel plaisir de savoir que {t} {a/ont} été à la hauteur de vos attentes.', 'Nous sommes particulièrement heureux que vous ayez apprécié {t}.', 'Vos compliments au sujet {t.de} nous vont droit au cœur.', 'Vos mots sur {t} nous touchent beaucoup.'],
    casual: ['Trop contents que {t} vous {ait/aient} plu !', 'Génial de savoir que {t} {a/ont} fait mouche !'],
  },
  praiseAside: {
    all: ['Nous sommes ravis que {t} vous {ait/aient} plu.', 'Quel plaisir de savoir que {t} {a/ont} été à la hauteur de vos attentes.', 'Nous sommes particulièrement heureux que vous ayez apprécié {t}.', 'Vos compliments au sujet {t.de} nous vont droit au cœur.', 'Vos mots sur {t} nous touchent beaucoup.'],
    casual: ['Trop contents que {t} vous {ait/aient} plu !', 'Génial de savoir que {t} {a/ont} fait mouche !'],
  },
  note: { all: ['Merci aussi pour votre remarque au sujet {n.de}, nous en tenons compte.', 'Nous entendons ce que vous dites au sujet {n.de} et allons voir comment faire mieux.', 'Votre remarque au sujet {n.de} est bien notée, merci.'] },
  apology: { all: ['Nous sommes désolés de lire que {t} n’{a/ont} pas été à la hauteur de vos attentes.', 'Merci pour votre franchise au sujet {t.de} ; ce n’est pas le niveau que nous visons.', 'Ce que vous décrivez au sujet {t.de} n’est pas acceptable, et nous le prenons très au sérieux.', 'Nous regrettons que {t} n’{ait/aient} pas été à la hauteur cette fois-ci.', 'Vos remarques au sujet {t.de} ont été transmises à l’équipe afin que nous puissions en tirer des leçons.'] },
  apologyGeneral: { mixed: { all: ['Nous sommes heureux que certains aspects de votre visite vous aient plu, et désolés que tout n’ait pas été à la hauteur.', 'Il semble qu’il y ait eu des hauts et des bas, et nous vous remercions de nous parler des deux.', 'Votre avis nuancé nous aide à voir où nous pouvons nous améliorer.'] }, negative: { all: ['Nous sommes heureux que certains aspects de votre visite vous aient plu, et désolés que tout n’ait pas été à la hauteur.', 'Il semble qu’il y ait eu des hauts et des bas, et nous vous remercions de nous parler des deux.', 'Votre avis nuancé nous aide à voir où nous pouvons nous améliorer.'] } },
  question: { withEmail: {}, withoutEmail: {} },
  invite: {
    withEmail: { all: ['Écrivez-nous à {email}.', 'Nous aimerions beaucoup en savoir plus : n’hésitez pas à nous écrire à {email}.', 'Contactez-nous à {email} afin que nous puissions en parler directement avec vous.', 'Si vous le souhaitez, écrivez-nous à {email} ; nous tenons vraiment à comprendre ce qui s’est passé.', 'Envoyez-nous un message à {email}, et nous reviendrons vers vous personnellement.'] },
    withoutEmail: { all: ['Contactez-nous directement.', 'Nous aimerions beaucoup en savoir plus : n’hésitez pas à nous contacter directement.', 'Contactez-nous directement afin que nous puissions en parler ensemble.', 'Si vous le souhaitez, nous aimerions vraiment échanger avec vous directement pour comprendre ce qui s’est passé.', 'N’hésitez pas à nous contacter directement ; nous tenons à ce que vos remarques soient entendues.'] },
  },
  emailLine: { all: ['Vous pouvez nous écrire à {email}.', 'Pour toute question, vous pouvez toujours nous joindre à {email}.', 'N’hésitez pas à nous écrire à {email}.', 'Si vous avez la moindre question, nous sommes joignables à {email}.'] },
  closing: {
    positive: {
      professional: ['Au plaisir de vous accueillir à nouveau.', 'Nous espérons vous revoir très bientôt.', 'Nous serons ravis de vous revoir.'],
      friendly: ['Au plaisir de vous revoir bientôt !', 'À très bientôt, nous l’espérons !', 'Notre porte vous est toujours ouverte.', 'Nous avons hâte de vous revoir !'],
      casual: ['À bientôt !', 'Revenez vite nous voir !', 'Vivement la prochaine fois !'],
    },
    mixed: { all: ['Nous espérons vous revoir et vous offrir une expérience encore meilleure.', 'Nous serions heureux de vous accueillir à nouveau pour vous montrer ce dont nous sommes capables.', 'Nous espérons avoir l’occasion de vous convaincre la prochaine fois.'] },
    negative: { all: ['Nous espérons avoir l’occasion de vous laisser une meilleure impression à l’avenir.', 'Merci encore de nous l’avoir signalé.', 'Votre retour nous aide à nous améliorer.'] },
  },
  extra: {
    positive: { all: ['Cela compte énormément pour toute l’équipe.', 'Ce sont des retours comme le vôtre qui nous motivent.', 'Toute l’équipe sera ravie de lire ce message.', 'Des avis comme le vôtre illuminent nos journées.', 'Nous mettons tout notre cœur dans ce que nous faisons, alors cela fait vraiment plaisir.', 'C’est toujours un plaisir de recevoir un tel retour.'] },
    mixed: { all: ['Des retours sincères comme le vôtre nous aident à progresser.', 'Nous travaillons sans cesse à nous améliorer, et vos remarques nous y aident.', 'Nous lisons chaque avis avec attention et prenons vos remarques en compte.', 'Votre regard nous est vraiment précieux.'] },
    negative: { all: ['Nous prenons chaque retour au sérieux et nous en servons pour nous améliorer.', 'Ce n’est pas l’expérience que nous souhaitons offrir à qui que ce soit.', 'Merci d’avoir pris le temps de nous en faire part.', 'Votre retour a été transmis à l’équipe.', 'Nous lisons chaque avis avec attention, y compris le vôtre.'] },
  },
  signoff: { professional: ['Bien cordialement,', 'Cordialement,', 'Avec nos salutations les meilleures,'], friendly: ['Chaleureusement,', 'Bien à vous,', 'Belle journée,'], casual: ['À bientôt,', 'Belle journée,', 'Amicalement,'] },
  signature: { contact: { all: ['{contact}'] }, business: { all: ['L’équipe de {business}', 'Toute l’équipe de {business}'] }, both: { all: ['{contact}'] } },
};
