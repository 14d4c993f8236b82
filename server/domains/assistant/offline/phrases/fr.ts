import type { PhraseBank } from './types';

/**
 * French, always with 'vous' (a business answering a review does, whatever the tone). A topic has three
 * forms, so that articles contract in lists too: {t} 'le calme', {t.de} 'du calme', {t.a} 'au calme'
 * ('les désagréments liés à l’attente, au bruit et à la chambre'). Sentences never make a past
 * participle agree with the reviewer, whose gender we do not know: 'vous a plu', 'vous a déplu'.
 */
export const FR: PhraseBank = {
  language: 'fr',
  forms: ['t', 'de', 'a'],
  join: (a, b) => `${a} et ${b}`,
  /** French puts a (no-break) space before ! ? ; : */
  finish: (text) => text.replace(/ ([!?;:])/gu, '\u00a0$1'),
  topics: {
    food: { pos: 'notre cuisine|de notre cuisine|à notre cuisine', neg: 'la cuisine|de la cuisine|à la cuisine' },
    coffee: { pos: 'notre café|de notre café|à notre café', neg: 'le café|du café|au café' },
    drinks: { pos: 'nos boissons|de nos boissons|à nos boissons#pl', neg: 'les boissons|des boissons|aux boissons#pl' },
    breakfast: 'le petit-déjeuner|du petit-déjeuner|au petit-déjeuner',
    selection: { pos: 'le choix proposé|du choix proposé|au choix proposé', neg: 'le choix|du choix|au choix' },
    service: 'le service|du service|au service',
    staff: {
      pos: 'notre équipe|de notre équipe|à notre équipe',
      neg: 'l’attitude de notre équipe|de l’attitude de notre équipe|à l’attitude de notre équipe',
    },
    price: { pos: 'le rapport qualité-prix|du rapport qualité-prix|au rapport qualité-prix', neg: 'nos tarifs|de nos tarifs|à nos tarifs#pl' },
    cleanliness: { pos: 'la propreté des lieux|de la propreté des lieux|à la propreté des lieux', neg: 'la propreté|de la propreté|à la propreté' },
    waiting: { pos: 'notre rapidité|de notre rapidité|à notre rapidité', neg: 'l’attente|de l’attente|à l’attente' },
    atmosphere: 'l’ambiance|de l’ambiance|à l’ambiance',
    noise: { pos: 'le calme|du calme|au calme', neg: 'le bruit|du bruit|au bruit' },
    booking: {
      pos: 'la simplicité de la réservation|de la simplicité de la réservation|à la simplicité de la réservation',
      neg: 'la gestion de votre réservation|de la gestion de votre réservation|à la gestion de votre réservation',
    },
    location: 'l’emplacement|de l’emplacement|à l’emplacement',
    parking: {
      pos: 'la facilité de stationnement|de la facilité de stationnement|à la facilité de stationnement',
      neg: 'le stationnement|du stationnement|au stationnement',
    },
    rooms: 'la chambre|de la chambre|à la chambre',
    treatment: 'le soin|du soin|au soin',
    haircut: 'le résultat de votre coiffure|du résultat de votre coiffure|au résultat de votre coiffure',
  },
  appointment: {
    pos: 'la simplicité de la prise de rendez-vous|de la simplicité de la prise de rendez-vous|à la simplicité de la prise de rendez-vous',
    neg: 'la prise de rendez-vous|de la prise de rendez-vous|à la prise de rendez-vous',
  },
  greeting: {
    named: { professional: ['Bonjour {name},'], friendly: ['Bonjour {name},', 'Bonjour {name} !'], casual: ['Bonjour {name} !', 'Hello {name} !'] },
    anonymous: { professional: ['Bonjour,'], friendly: ['Bonjour,', 'Bonjour !'], casual: ['Bonjour !', 'Hello !'] },
  },
  thanks: {
    positive: {
      formal: [
        '((Merci|Merci beaucoup|Un grand merci)) pour ((votre avis|ce très bel avis|votre retour si positif|vos mots chaleureux|ce beau témoignage)).',
        'Merci d’avoir pris le temps de ((partager votre expérience|nous laisser ce bel avis|nous écrire)).',
        'Merci d’avoir choisi {business} et d’avoir partagé votre expérience.',
      ],
      professional: [
        'Nous vous remercions ((sincèrement|chaleureusement)) pour ((votre avis|ce bel avis|votre retour|ces mots aimables)).',
        'Votre avis nous a fait grand plaisir, merci.',
        'C’est avec beaucoup de plaisir que nous avons lu votre avis, merci.',
      ],
      warm: [
        '((Merci|Mille mercis|Merci infiniment|Un immense merci)) pour ((ce magnifique avis|vos gentils mots|ce message qui fait chaud au cœur|ce super retour)) !',
        'Quel bel avis, merci ((beaucoup|infiniment)) !',
        'Votre message ((nous a donné le sourire|nous a fait chaud au cœur|a illuminé notre journée)), merci !',
      ],
      friendly: ['Nous sommes ((très touchés par votre avis|ravis de lire votre avis)), merci !'],
      casual: [
        'Waouh, merci pour ce retour !',
        'Ça fait tellement plaisir à lire, merci !',
        'Merci, votre avis nous a fait super plaisir !',
        '((Merci|Un énorme merci)) pour ce petit mot tout ((doux|sympa)) !',
      ],
    },
    mixed: {
      formal: [
        '((Merci|Nous vous remercions|Un grand merci)) pour ((votre avis|votre retour|ce retour honnête|ce retour nuancé|vos remarques)).',
        'Merci d’avoir pris le temps de ((nous faire part de votre expérience|partager votre ressenti)).',
        'Merci pour votre passage et pour ce retour sincère.',
      ],
      casual: [
        'Merci pour ce retour honnête !',
        'Merci de nous avoir donné votre avis en toute franchise.',
        'Merci pour ce retour sans détour !',
        'Merci d’avoir pris le temps de nous raconter votre visite.',
      ],
    },
    negative: {
      formal: [
        '((Merci|Nous vous remercions)) d’avoir pris le temps de ((nous faire part de votre expérience|nous écrire|nous signaler ce qui n’allait pas|nous faire part de vos remarques)).',
        'Nous avons lu votre avis avec la plus grande attention.',
        'Merci pour votre retour, que nous prenons très au sérieux.',
      ],
      casual: [
        'Merci de nous avoir fait part de votre expérience.',
        'Merci d’avoir pris la peine de nous écrire.',
        'Nous avons lu votre message avec attention.',
        'Merci de nous avoir dit franchement ce qui n’a pas été.',
      ],
    },
  },
  thanksFor: {
    formal: ['((Merci|Merci beaucoup|Un grand merci)) pour vos ((aimables compliments|mots chaleureux|éloges)) sur {t}.'],
    warm: ['((Merci|Mille mercis|Merci infiniment)) pour vos ((gentils mots|compliments)) sur {t} !'],
    casual: ['((Merci|Mille mercis)) pour ces ((super compliments|mots adorables)) sur {t} !'],
  },
  ratingOnly: {
    positive: {
      formal: [
        '((Merci|Merci beaucoup|Un grand merci|Nous vous remercions)) pour ((cette excellente note|cette très belle note|votre évaluation|votre confiance|ces belles étoiles)).',
        'Merci d’avoir pris le temps de ((noter|évaluer)) {business}.',
        'Votre note nous fait ((grand|très)) plaisir, merci.',
        'C’est un plaisir de recevoir une si belle note, merci.',
        'Merci de nous avoir accordé ((une si belle note|autant d’étoiles)).',
      ],
      warm: [
        '((Merci|Mille mercis|Merci infiniment|Un immense merci)) pour ((ces belles étoiles|cette super note|cette jolie note|ce bel avis|votre soutien)) !',
        'Quelle belle note, merci ((beaucoup|infiniment)) !',
        'Vos étoiles nous font ((très|tellement)) plaisir, merci !',
        'Merci d’avoir pris le temps de nous noter, ça nous touche !',
      ],
      casual: [
        'Merci pour les étoiles, ça fait plaisir !',
        'Merci pour ce joli coup de pouce !',
        'Trop contents de voir vos étoiles, merci !',
        'Vos étoiles ont illuminé notre journée !',
        'Ça fait chaud au cœur, merci pour la note !',
        'Quel plaisir de voir votre note, merci !',
        'On est ravis de votre note, merci mille fois !',
      ],
    },
    mixed: { all: ['((Merci|Merci beaucoup)) pour votre note.', 'Merci d’avoir pris le temps de nous évaluer.', 'Nous vous remercions pour votre évaluation.'] },
    negative: {
      all: [
        'Nous sommes désolés que votre expérience n’ait pas été à la hauteur de vos attentes.',
        'Nous regrettons sincèrement que votre passage chez nous ne vous ait pas donné satisfaction.',
        'Nous sommes navrés de ne pas avoir été à la hauteur cette fois-ci.',
        'Toutes nos excuses pour cette expérience en dessous de vos attentes.',
      ],
    },
  },
  praise: {
    all: [
      'Nous sommes ((ravis|très heureux|enchantés)) que vous ayez apprécié {t}.',
      '((Quel plaisir|Quelle joie)) de lire que {t} vous {a/ont} plu !',
      'Vos compliments sur {t} nous vont droit au cœur.',
      'Cela nous fait ((vraiment|énormément)) plaisir de savoir que {t} vous {a/ont} plu.',
      'C’est une belle satisfaction pour nous que {t} vous {ait/aient} plu.',
      'Savoir que vous avez aimé {t} est une vraie joie pour nous.',
      'Nous sommes heureux que {t} {ait/aient} été à la hauteur de vos attentes.',
    ],
    casual: ['Trop contents que {t} vous {ait/aient} plu !', 'Super de savoir que {t} vous {a/ont} plu !'],
  },
  praiseAside: {
    all: [
      'Nous sommes ((heureux|contents)) que {t} vous {ait/aient} plu malgré tout.',
      'Nous retenons aussi vos mots positifs sur {t}.',
      'Il est rassurant de savoir que vous avez apprécié {t}.',
      'C’est une bonne chose que {t} vous {ait/aient} plu.',
      'Nous sommes ((contents|heureux)) que {t} {ait/aient} trouvé grâce à vos yeux.',
      'Nous notons avec plaisir que vous avez apprécié {t}.',
    ],
  },
  note: {
    all: [
      'Nous prenons note de votre remarque concernant {n}.',
      'Votre remarque sur {n} ne tombera pas dans l’oreille d’un sourd.',
      'Nous allons nous pencher sur ce que vous ((dites|écrivez)) au sujet {n.de}.',
      'Nous retenons votre remarque sur {n} pour nous améliorer.',
      'Votre commentaire au sujet {n.de} nous aidera à progresser.',
      'Ce que vous soulignez concernant {n} sera étudié de près.',
    ],
  },
  apology: {
    all: [
      'Nous sommes ((sincèrement|vraiment)) désolés de lire vos remarques sur {n}.',
      'Toutes nos excuses pour votre déception concernant {n}.',
      'Nous sommes navrés que vous ayez eu à vous plaindre {n.de}.',
      'Nous regrettons ((vivement|sincèrement)) les désagréments liés {n.a}.',
      'Nous sommes désolés que {n} vous {ait/aient} laissé une aussi mauvaise impression.',
      'Nous regrettons ((sincèrement|profondément)) ce que vous décrivez au sujet {n.de}.',
      'Veuillez accepter nos excuses concernant {n}.',
      'Croyez bien que nous regrettons sincèrement votre mésaventure concernant {n}.',
    ],
  },
  apologyGeneral: {
    mixed: {
      all: [
        'Nous sommes désolés que tout n’ait pas été parfait lors de votre passage.',
        'Toutes nos excuses pour ce qui n’a pas été à la hauteur.',
        'Nous regrettons que votre expérience n’ait pas été parfaite de bout en bout.',
      ],
    },
    negative: {
      all: [
        'Nous sommes sincèrement désolés que votre expérience ait été aussi décevante.',
        'Toutes nos excuses pour cette expérience décevante.',
        'Nous regrettons profondément de ne pas avoir été à la hauteur.',
      ],
    },
  },
  question: {
    withEmail: {
      all: [
        'Pour répondre à votre question, le plus simple est de nous écrire à {email}.',
        'N’hésitez pas à nous poser votre question à {email}, nous vous répondrons volontiers.',
      ],
    },
    withoutEmail: {
      all: [
        'Pour votre question, le plus simple est de nous contacter directement : nous vous répondrons volontiers.',
        'Contactez-nous directement et nous répondrons volontiers à votre question.',
      ],
    },
  },
  invite: {
    withEmail: {
      all: [
        'Écrivez-nous à {email}.',
        'N’hésitez pas à nous écrire à {email} afin que nous puissions en parler.',
        'Nous aimerions en savoir plus : pouvez-vous nous contacter à {email} ?',
        'Si vous le souhaitez, écrivez-nous à {email} : nous tenons à comprendre ce qui s’est passé.',
        'Contactez-nous à {email}, nous reviendrons vers vous personnellement.',
        'Nous serions heureux d’en discuter avec vous : écrivez-nous à {email}.',
      ],
    },
    withoutEmail: {
      all: [
        'Contactez-nous directement.',
        'N’hésitez pas à nous contacter directement pour en parler.',
        'Nous aimerions beaucoup échanger avec vous : contactez-nous directement.',
        'Nous serions heureux d’en discuter avec vous : n’hésitez pas à nous contacter.',
        'Si vous le souhaitez, contactez-nous directement afin que nous comprenions ce qui s’est passé.',
      ],
    },
  },
  emailLine: {
    all: [
      'Vous pouvez nous écrire à {email}.',
      'Pour toute question, nous restons joignables à {email}.',
      'N’hésitez pas à nous écrire à {email}.',
      'Notre adresse, si besoin : {email}.',
    ],
  },
  closing: {
    positive: {
      professional: ['Au plaisir de vous accueillir à nouveau.', 'Nous espérons vous revoir très bientôt.', 'Nous nous réjouissons de vous revoir prochainement.', 'Nous espérons avoir le plaisir de vous recevoir de nouveau.'],
      friendly: ['Au plaisir de vous revoir ((bientôt|très vite)) !', 'À très bientôt, nous l’espérons !', 'Nous avons hâte de vous revoir !', 'Notre porte vous est toujours grande ouverte.'],
      casual: ['À très vite !', 'Revenez vite nous voir !', 'À la prochaine !', 'Au plaisir de vous revoir !'],
    },
    mixed: {
      all: [
        'Nous espérons vous revoir bientôt pour vous offrir une expérience encore meilleure.',
        'Nous serions ravis de vous accueillir à nouveau pour vous montrer le meilleur de nous-mêmes.',
        'Nous espérons avoir l’occasion de vous convaincre lors de votre prochaine visite.',
      ],
    },
    negative: {
      all: [
        'Nous espérons pouvoir vous accueillir à nouveau dans de meilleures conditions.',
        'Nous espérons que vous nous donnerez une seconde chance.',
        'Nous espérons sincèrement que votre prochaine visite se passera bien mieux.',
        'Nous tenons sincèrement à nous rattraper.',
      ],
    },
  },
  extra: {
    positive: {
      all: [
        'Cela compte énormément pour nous.',
        'Ce sont des messages comme le vôtre qui nous motivent au quotidien.',
        'Votre message sera lu avec plaisir par tout le monde ici.',
        'Nous mettons tout notre cœur dans notre travail, alors cela nous touche beaucoup.',
        'C’est toujours un bonheur de recevoir un message pareil.',
        'De tels retours donnent tout son sens à notre travail.',
      ],
    },
    mixed: {
      all: [
        'Les retours sincères comme le vôtre nous aident à progresser.',
        'Nous lisons chaque avis avec attention et tenons compte de vos remarques.',
        'Votre regard nous est précieux pour nous améliorer.',
        'Chaque remarque nous aide à faire mieux.',
        'C’est grâce à des avis comme le vôtre que nous progressons.',
      ],
    },
    negative: {
      all: [
        'Chaque retour est pris au sérieux et nous aide à nous améliorer.',
        'Ce n’est pas l’expérience que nous souhaitons offrir.',
        'Votre message a été transmis aux personnes concernées.',
        'Nous lisons chaque avis avec attention, y compris le vôtre.',
        'Nous allons en discuter en interne.',
      ],
    },
  },
  readsReviews: /lisons chaque|tenons compte/u,
  signoff: {
    professional: ['Bien cordialement,', 'Cordialement,', 'Bien à vous,', 'Sincères salutations,'],
    friendly: ['Chaleureusement,', 'Bien à vous,', 'Très belle journée,', 'Bien amicalement,'],
    casual: ['Belle journée,', 'Amicalement,', 'Bonne journée,', 'Belle fin de journée,'],
  },
  signoffAfterComplaint: { all: ['Bien cordialement,', 'Cordialement,', 'Bien à vous,'] },
  signature: {
    contact: { all: ['{contact}'] },
    business: { all: ['{business}'] },
    both: { formal: ['{contact}\n{business}'], casual: ['{contact}'] },
  },
};
