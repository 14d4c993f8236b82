import type { IntentLexicon } from '../intent-lexicon';

/** French. Weights: 4 names the intent, 3 points clearly to it, 2 supports it, 1 or less hints. */
export const fr: IntentLexicon = {
  howTo: ['pouvoir', 'laisser', 'desactiver', 'activer', 'changer', 'arreter', 'rendre', 'modifier', 'je recois', 'comment', 'ou est ce que je', 'ou puis je', 'ou trouver', 'ou ajouter', 'ou changer', 'ou regler', 'est ce que je peux', 'puis je', 'je peux', 'je voudrais', 'je veux', 'peut on', 'on peut', 'peuvent', 'peut', 'est il possible', 'aidez moi', 'que dois je'],
  data: ['j ai des', 'combien', 'quand', 'qu est ce qu on a', 'quels sont', 'quelles sont', 'quelle est', 'est ce que j ai', 'y a t il', 'ai je', 'montre moi', 'statut', 'qu est ce qui'],
  intents: {
    pending: {
      'en attente': 4, 'attend*': 3, attente: 2, 'sans reponse': 3, 'pas encore repondu': 3, 'non repondu*': 3, 'a valider': 3, 'a approuver': 3, valider: 1,
      'approuv*': 1, 'nouveaux avis': 2, avis: 0.5, '5 etoile*': 1, 'cinq etoile*': 1, 'd un coup': 2, 'en une fois': 2, 'en masse': 2, 'group*': 2,
      'brouillon*': 1.5, 'pret*': 1, 'boite de reception': 2, encore: 1, reste: 1.5, 'a traiter': 3, 'a verifier': 2, repondre: 1.5, 'auxquels repondre': 2, 'a repondre': 3,
    },
    scheduled: {
      'programm*': 4, 'planifi*': 4, 'prevu*': 3, 'a venir': 3, 'prochain*': 1.5, 'seront publi*': 3, 'sera publi*': 3, 'vont etre publi*': 3,
      'approuve* automatiquement': 3, 'aujourd hui': 1, demain: 1, 'plus tard': 1, 'file d attente': 2, quand: 2, seront: 1, sera: 1,
    },
    posted: {
      publie: 3, publies: 3, 'publiee*': 3, 'publi*': 1, poste: 3, 'postee*': 3, postes: 3, 'post*': 1, 'mis en ligne': 3, 'envoye*': 1, repondu: 2,
      'cette semaine': 2, semaine: 1, 'la semaine derniere': 1.5, '7 derniers jours': 2, deja: 1, 'on a': 1,
    },
    rating: {
      note: 2, notes: 2, moyenne: 4, 'moyen*': 2, etoiles: 1, 'etoile*': 1, 'evaluation*': 1.5, 'monte ou baisse': 3, monte: 1.5, baisse: 1.5, augmente: 2,
      diminue: 2, 'meilleur*': 1, pire: 1.5, 'moins bon*': 3, 'de mieux en mieux': 3, 'de pire en pire': 3, evolution: 2, tendance: 3, '30 jours': 2, 'mois dernier': 1.5, 'par etoile': 3, repartition: 2, 'par rapport': 1.5, score: 2,
    },
    complaints: {
      'plaign*': 4, 'plainte*': 4, plaindre: 4, 'mecontent*': 4, 'insatisf*': 4, 'negati*': 3, 'critiqu*': 3, 'reproch*': 3, 'mauvais*': 2, 'probleme*': 2,
      'decu*': 3, "n aiment pas": 4, 'aiment pas': 4, 'pas content*': 4, 'pas satisfait*': 4, ameliorer: 1.5, '1 etoile': 2, 'rale*': 3,
    },
    praise: {
      'appreci*': 4, 'aim*': 2, aiment: 3, 'adore*': 3, 'positi*': 3, 'satisfait*': 2, 'content*': 2, 'le mieux': 2, 'meilleur*': 1, bien: 1, 'point* fort*': 3,
      'compliment*': 4, 'eloge*': 4, 'felicit*': 3, louent: 4, saluent: 3,
    },
    connections: {
      'connexion*': 3, 'connecte*': 2, 'synchro*': 3, 'sync*': 3, derniere: 1, 'derniere synchro*': 3, marche: 2, fonctionne: 2, 'expir*': 3, 'jeton*': 3,
      'token*': 3, statut: 2, google: 1, facebook: 1, trustpilot: 1, 'coupe*': 2, 'import*': 1.5, 'recupere*': 2,
    },
    howApprove: {
      'approuver une reponse': 3, 'valid* reponse*': 3, valider: 1.5, 'approuv*': 1.5, 'publier une reponse': 3, 'modifier une reponse': 3, 'modifier la reponse': 3, 'modifi*': 2, 'regenerer*': 3,
      'nouvelle reponse': 2, 'nouvelle proposition': 2, 'rejet*': 2, 'repondre a un avis': 3, reecrire: 3, 'reponse proposee': 2,
    },
    howContactEmail: {
      'contact*': 3, 'mon e mail': 2, 'mon email': 2, 'mon adresse': 2, 'email* dans reponse*': 3, 'mail* dans reponse*': 3, telephone: 2, 'nom de contact': 3,
      'me joindre': 3, 'nous joindre': 3, 'me contacter': 3, 'nous contacter': 3, 'suivi des reclamations': 3,
    },
    howConnect: {
      connecter: 3, 'connect*': 2, relier: 2, lier: 2, associer: 1.5, 'ajouter google': 3, google: 1.5, facebook: 1.5, trustpilot: 1.5, 'plateforme*': 2,
      configurer: 1, brancher: 2, integrer: 1.5,
    },
    howTone: {
      ton: 4, 'decontract*': 3, 'formel*': 3, 'informel*': 3, 'amical*': 2, 'professionnel*': 3, style: 3, sonner: 2, 'chaleureu*': 1.5, personnel: 1, rigide: 2,
      'moins formel': 3, tutoyer: 3, vouvoyer: 3,
    },
    howInstructions: {
      'instruction*': 4, 'personnalise*': 2, 'instructions personnalisees': 2, ia: 1, signature: 3, toujours: 1.5, regles: 2, mentionner: 2, prompt: 3,
      'dire a l ia': 3, 'formule de politesse': 2, jamais: 1.5, 'consigne*': 4, signer: 3, 'mon nom': 2,
    },
    howAutoApproval: {
      'approbation automatique': 4, 'automatique*': 2, 'approuver automatiquement': 3, 'valider automatiquement': 3, auto: 1.5, 'auto approbation': 4,
      approbation: 0.5, activer: 1, 'publier automatiquement': 3, 'tout seul': 3, 'toute seule': 3, 'tous seuls': 3, 'toutes seules': 3, 'sans valider': 3, 'sans approbation': 3,
    },
    howPostingHours: {
      'heures de publication': 4, "heure* d ouverture": 4, 'horaire*': 3, 'heure*': 2, 'delai*': 4, 'attendre avant': 2, 'la nuit': 3, nuit: 2, 'week end*': 2,
      'plage horaire': 3, seulement: 1, uniquement: 1, entre: 0.5, pendant: 1, 'aleatoire*': 2, rapidement: 1, 'le soir': 1.5, 'le matin': 1.5,
    },
    howNotifications: {
      'notification*': 4, 'e mail*': 2, 'email*': 2, 'mail*': 2, 'courriel*': 2, 'resume*': 3, 'recapitulatif*': 3, digest: 4, 'quotidien*': 1.5,
      'hebdomadaire*': 1.5, 'alerte*': 3, desabonner: 3, desactiver: 1, arreter: 1, 'mot* cle*': 2, 'trop de': 2,
    },
    howLanguages: {
      'langue*': 4, francais: 3, anglais: 3, allemand: 3, danois: 3, suedois: 3, norvegien: 3, finnois: 3, espagnol: 3, portugais: 3, 'tradu*': 3,
      'en anglais': 1, 'ecrites en': 1.5, imposer: 2, 'detect*': 1,
    },
    howPlans: {
      'formule*': 4, 'abonnement*': 4, 'forfait*': 4, plan: 3, prix: 3, 'tarif*': 4, coute: 3, 'cout*': 2, payer: 2, 'paiement*': 3, 'factur*': 4,
      'mettre a niveau': 3, upgrade: 4, starter: 2, professional: 2, enterprise: 3, 'gratuit*': 1.5, essai: 1, dkk: 2, resilier: 2, 'combien coute': 2, cher: 2,
    },
    howPassword: {
      'me connecter': 4, 'se connecter': 4, 'avec apple': 2, 'mot de passe': 4, mdp: 4, 'identifiant*': 2, 'oublie*': 2, 'reinitialis*': 2, apple: 2, 'bloque*': 2, dissocier: 3, 'comptes connectes': 3, login: 2,
    },
  },
};
