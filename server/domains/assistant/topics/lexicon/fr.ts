import type { Lexicon } from '../topic-ids';

/**
 * French as people write it on Google: 'on a super bien mangé', 'accueil au top', 'c'est pas ouf',
 * 'une plombe', 'petit déj', missing accents ('tres bon', 'decu'). Apostrophes split words (l'attente is
 * 'l' + 'attente'), so 'n'' is no negator: 'pas', 'jamais', 'rien', 'aucun', 'sans', 'ni' are, and as
 * French puts 'pas' after the verb ('je ne recommande pas', 'j'aime pas'), verbs are `negatedAfter`.
 * 'l'attente', 'temps d'attente', '20 min d'attente' are the wait, but not 'vos attentes' (expectations) nor
 * 'la salle d'attente' (a room). A complaint that names its topic ('attendu 40 minutes', 'le bruit', 'la
 * queue') starts at the topic word, so it stays off the dish named beside it. Words that often name the
 * place rather than the topic ('café' aside) are weak cues: 'sympa', 'la salle', 'la terrasse'.
 */
export const FR_LEXICON: Lexicon = {
  topics: {
    food: [
      'cuisine', 'nourriture', 'bouffe', 'repas', 'plat', 'plats', 'assiette*', 'menu*', 'portion*', 'saveur*', 'cuisson', 'cuisiné*', 'fait maison',
      'faits maison', 'mangé', 'manger', 'mange', 'mangeons', 'chef', 'chefs', 'cuisinier*', 'dessert*', 'pizza*', 'burger*', 'pâtes', 'pates', 'steak*',
      'viande*', 'poisson*', 'frites', 'salade*', 'soupe*', 'sushi*', 'gâteau*', 'gateau*', 'pâtisserie*', 'patisserie*', 'viennoiserie*', 'croissant*', 'pain',
      'pains', 'pain au chocolat', 'chocolatine*', 'brioche*', 'cookie*', 'crêpe*', 'crepe*', 'gaufre*', 'tarte*', 'quiche*', 'sandwich*', 'tartine*',
      'muffin*', 'brownie*', 'macaron*', 'pancake*', 'bagel*', 'omelette*', 'oeuf*', 'œuf*', 'fromage*', 'charcuterie*', 'magret*', 'entrecôte*', 'entrecote*',
      'bavette*', 'côte de bœuf', 'côte de boeuf', 'tartare*', 'moules', 'huîtres', 'huitres', 'fruits de mer', 'poulet', 'canard', 'boeuf', 'bœuf', 'légumes',
      'legumes', 'tapas', 'kebab*', '~glace', 'glaces', 'plat du jour', 'végétarien*', 'vegetarien*', 'vegan', 'végan*', 'sans gluten', 'bouchée*',
      '~produits', 'produits frais', 'produits locaux', 'produits de saison', 'produits du marché', '~déjeuner', '~dejeuner', '~dîner', '~diner', '~goût*',
      '~gout*', '~carte', '~entrée', '~entrées',
    ],
    coffee: [
      'café', 'cafés', 'expresso*', 'espresso*', 'cappuccino*', 'cappu', 'latte*', 'flat white', 'noisette', 'thé', 'thés', 'the vert', 'tisane*', 'infusion*',
      'chaï', 'chai', 'matcha*', 'torréfaction', 'torréfié*',
    ],
    drinks: [
      'boisson*', 'vin', 'vins', 'bière*', 'biere*', 'cocktail*', 'jus', 'smoothie*', 'limonade*', 'soda*', 'apéro*', 'apéritif*', 'aperitif*', 'digestif*',
      'champagne', 'cidre', 'pinte*', 'mojito*', 'spritz*', 'sirop*', 'chocolat chaud', 'chocolats chauds', 'carte des vins', '~verre*', '~bar',
    ],
    breakfast: [
      'petit-déjeuner*', 'petit déjeuner*', 'petits-déjeuners', 'petits déjeuners', 'petit-dejeuner*', 'petit dejeuner*', 'petit-déj*', 'petit déj*',
      'petit-dej*', 'petit dej*', "p'tit déj*", "p'tit dej*", 'brunch*', 'buffet*',
    ],
    selection: [
      'choix', 'sélection', 'selection', 'variété', 'variete', 'diversité', 'gamme*', 'assortiment*', 'en stock', 'stock', 'rupture*', 'références', '~varié*',
      '~rayon*', '~propose*', '~proposé*', 'peu de choix', 'choix restreint', 'épuisé*'
    ],
    service: [
      'service', 'services', 'service client', 'sav', 'secrétariat', 'secretariat', 'geste commercial', 'accueil', 'accueilli', 'accueillis', 'accueillie',
      'accueillies', 'conseil', 'conseils', '~serviable*', '~attentionné*', 'ma commande', 'notre commande', 'votre commande', 'la commande', '~commande*',
      '~servi', '~servis', '~servie*', '~conseillé*', '~pris en charge', '~conseillent', '~conseillait', '~conseiller', 'suivi', 'ma demande', 'notre demande',
      'mes demandes', 'nos demandes', 'rembours*', "l'échanger", 'échanger mon', 'échanger ma', 'échanger un', 'échanger une', 'faire un échange', 'un avoir'
    ],
    staff: [
      'personnel', 'équipe', 'equipe', 'équipes', 'staff', 'serveur*', 'serveuse*', 'employé*', 'employe*', 'vendeur*', 'vendeuse*', 'réception', 'reception',
      'réceptionniste*', 'receptionniste*', 'patron', 'patrons', 'patronne*', 'propriétaire*', 'proprietaire*', 'proprio*', 'gérant*', 'gerant*',
      'responsable*', 'directeur*', 'directrice*', 'barman', 'barmaid', 'barista*', 'sommelier*', 'coiffeur*', 'coiffeuse*', 'barbier*', 'esthéticienne*',
      'estheticienne*',
      'dentiste*', 'docteur*', 'dr', 'médecin*', 'medecin*', 'praticien*', 'infirmier*', 'infirmière*', 'kiné', 'kinés', 'kiné*', 'ostéo*', 'masseur*',
      'masseuse*', 'assistant', 'assistante*', 'assistants', 'secrétaire', 'secrétaires', 'secretaire', 'secretaires', 'hôte', 'hôtesse*', 'hotesse*',
      'libraire*', 'fromager*', 'boucher', 'bouchère', 'boulanger', 'boulangère', 'caviste*', 'fleuriste*', 'pharmacien*', 'opticien*', 'caissier*',
      'caissière*', 'jeune femme', 'jeune homme', 'la dame', 'le monsieur', 'attitude', '~sympa*', '~sympathique*', '~aimable*', '~désagréable*',
      '~desagreable*', '~gentil*', '~adorable*', '~souriant*', '~accueillant*', '~pro', '~professionnel*', '~compétent*', '~competent*', '~à l’écoute',
      '~impoli*', '~malpoli*', '~poli', '~polie*', '~arrogant*', '~hautain*', '~doux', '~douce*', '~réactif*', '~reactif*', '~disponible*', '~bienveillant*',
      '~odieu*', '~désobligeant*', '~écouté', '~écoutée', '~écoutés', '~écoutées', '~doigts de fée', '~pris le temps', '~prend le temps', '~prennent le temps',
      'coloriste*', 'secrétaire médicale', 'stagiaire*', 'apprenti*', 'la personne', 'la jeune fille', 'le gars', 'la fille', 'chef de rang', "maître d'hôtel",
      "maitre d'hotel", 'orthodontiste*', 'hygiéniste*', 'chirurgien*', 'podologue*', 'ophtalmo*', 'livreur*', 'technicien*', 'conseillère*', 'standardiste*',
      'concierge*'
    ],
    price: [
      'prix', 'tarif*', 'cher', 'chère', 'chers', 'chères', 'chere', 'coût*', 'cout', 'couts', 'coûteu*', 'couteu*', 'abordable*', 'qualité-prix',
      'qualité prix', 'qualite prix', 'qualite-prix', 'addition*', 'facture*', 'devis', 'hors de prix', 'arnaque*', 'onéreu*', 'payé', 'payer', 'paie', 'paye',
      'payons', 'payez', 'argent', 'bon marché', 'pas cher', 'pour * la nuit', 'pour ce prix', 'à ce prix', 'pour le prix', 'vu le prix', 'vu les prix',
      '~euros', '~raisonnable*', '~abusé*', '~abusif*', '~imbattable*', 'facturé*', 'facturation', 'dépassement*', 'depassement*', 'supplément*',
      'supplement*', '€ le', 'euros le', 'est pas donné*', 'était pas donné*', 'sont pas donné*', 'étaient pas donné*', 'pas donné pour', 'pas donnés pour',
      'douloureuse', 'coup de bambou', 'coup de fusil', 'surfacturé*', 'trop payé', 'du vol', "c'est du vol"
    ],
    cleanliness: [
      'propre', 'propres', 'propreté', 'proprete', 'sale', 'sales', 'saleté*', 'salete*', 'crasse*', 'crade*', 'nickel', 'hygiène', 'hygiene', 'hygiénique*',
      'poussière*', 'poussiere*', 'poussiéreu*', 'taché*', 'taches', 'ménage', 'menage', 'nettoy*', 'odeur*', 'moisi*', 'rangé', 'rangée', 'rangés', 'rangées',
      'toilettes', 'wc', 'sentait', 'sentaient', 'puait', 'pue', 'puent', 'mégot*', 'megot*', 'tâché*', 'tâches', 'renfermé', 'cheveux dans', 'cheveu dans',
      'poils dans', 'miettes', 'cafard*', 'punaise*', 'pas nettoyé*', 'mal nettoyé*', 'crasseu*', 'entretenu*', 'entretenue*', 'insalubre*', 'collant*',
      'poisseu*', 'poubelle*', 'joints', 'traces de', 'bazar', 'bordel', 'désordre', 'fouillis', 'capharnaüm', 'en vrac'
    ],
    waiting: [
      "l'attente", "temps d'attente", "file d'attente", "files d'attente", "délai d'attente", "délais d'attente", "liste d'attente", "*min d'attente",
      "minute* d'attente", "heure* d'attente", "*h d'attente", "peu d'attente", "beaucoup d'attente", "pas d'attente", "trop d'attente", 'sans attente',
      'aucune attente', 'une attente', 'cette attente', 'en attente', 'attente interminable*', 'attente trop', 'attente longue', 'longue attente', 'attendre',
      'attendu', 'attendus', 'attendue', 'attendues', 'attendons', 'patienter', 'patienté', 'queue', 'retard*', 'délai*', 'delai*', 'lenteur*', 'rapidité',
      'rapidite', 'une plombe', 'des plombes', 'une éternité', 'poireauter', 'poireauté', 'ponctuel*', 'à l’heure', 'livraison*', 'minutes pour', 'min pour',
      'heure pour', 'heures pour', '*h pour', 'mis du temps', 'mis un peu de temps', 'mis beaucoup de temps', 'mis longtemps', 'mis un temps fou',
      'pris du temps', 'un temps fou', 'débordé', 'débordée', 'débordés', 'débordées', 'toujours pas arrivé*', 'pas encore arrivé*', 'jamais arrivé*',
      'toujours pas reçu*', 'pas encore reçu*', 'jamais reçu*', '~livré*', '~lent', '~lente*', '~lents', '~long', '~longue', 'min debout', 'minutes debout',
      'toujours rien', 'on attend', 'on attendait', "j'attends", "j'attendais", 'nous attendions', 'nous attendons', 'attend depuis', 'attends depuis',
      'attendait depuis', 'à temps', 'pas arrivé*', '~minutes', '~min', 'ça traîne', 'ponctualité', 'nous a oubliés', 'nous ont oubliés', "m'a oublié",
      "m'a oubliée", 'long à venir', 'longue à venir', 'longs à venir', 'longues à venir', 'a mis * minutes', 'ont mis * minutes'
    ],
    atmosphere: [
      'ambiance', 'ambiances', 'atmosphère', 'atmosphere', 'cadre', 'déco', 'deco', 'décoration', 'decoration', 'décor', 'décoré*', 'décore', 'intérieur',
      'interieur', 'musique', 'cosy', 'cocooning', 'lumière', 'éclairage', 'feutré*', 'terrasse est', 'terrasse était', 'terrasse sympa*', 'terrasse agréable',
      'terrasse ensoleillée', 'belle terrasse', 'jolie terrasse', 'grande terrasse', 'petite terrasse', 'terrasse très', '~terrasse*', '~salle', '~salles',
      '~chaleureu*', '~comme à la maison', '~convivial*', "on s'y sent bien", "on s'y sent", 'chaise*', 'fauteuil*', 'banquette*', 'mobilier', 'sièges',
      'tabouret*'
    ],
    noise: [
      'bruit*', 'bruyant*', 'sonore', 'calme', 'au calme', 'tranquille*', 'silencieu*', 'insonoris*', 'vacarme', 'boucan', 'brouhaha', 'trop fort',
      'trop forte', 'on s’entend pas', 'on ne s’entend pas', '~paisible*', 'on entend tout', 'on entendait tout', 'on entend les', 'on entendait les',
      'entend à peine', 'entendait à peine', 'entend tout', 'isolation phonique', 'mal insonoris*', 'murs en papier', 'fins comme du papier', 'à fond',
      'hurl*', 'crient', 'criaient', 'klaxon*', 'mal dormi', 'musique forte', 'musique * forte', 'musique * * forte', 'son trop fort', 'musique trop fort',
      'crier', 'criait'
    ],
    booking: [
      'réservation*', 'reservation*', 'résa', 'prendre rdv', 'pris rdv', 'prise de rdv', 'prendre rendez-vous', 'pris rendez-vous', 'prise de rendez-vous',
      'rdv en ligne', 'rendez-vous en ligne', 'créneau*', 'creneau*', 'doctolib', 'planity', 'booking', 'annulation*', 'décaler * rdv', 'décaler * rendez-vous',
      'annuler * rdv', 'annulé * rdv', 'reporter * rdv', 'modifier * rdv', 'changer * rdv', 'rdv annulé*', 'rendez-vous annulé*', '~réservé*', '~reservé*',
      '~réserver', '~annul*', 'rendez-vous pris', 'rdv pris', 'décaler', 'décalé', 'décalée', 'reporté mon', 'aucune trace de * réservation', 'planning',
      'agenda', 'surbooking', 'surréservation', 'double réservation', 'oublié * rdv', 'oublié * rendez-vous', 'déplacé * rdv', 'déplacé * rendez-vous',
      'annulé * rendez-vous', 'rendez-vous a été', 'rdv a été', 'rendez-vous déplacé*', 'rdv déplacé*', 'rendez-vous décalé*', 'rdv décalé*',
      'pour avoir un rendez-vous', 'pour avoir un rdv', 'obtenir un rendez-vous', 'obtenir un rdv', 'avoir un rendez-vous', 'avoir un rdv',
      'décrocher un rendez-vous', 'décrocher un rdv', 'trouver un rendez-vous', 'trouver un rdv'
    ],
    location: [
      'emplacement', 'situé', 'située', 'situés', 'situées', 'situe', 'localisation', 'situation géographique', 'centre-ville', 'centre ville',
      'en plein centre', 'à deux pas', 'excentré*', 'desservi*', 'vue mer', 'vue sur', 'vue imprenable', 'vue panoramique', 'bien placé*', 'idéalement placé*',
      'mal placé*', 'facile à trouver', 'difficile à trouver', 'accès', '~vue', '~quartier', '~centre', '~accessible*', '~environnement', 'loin de tout',
      'mal indiqué*', 'mal signalé*'
    ],
    parking: ['parking*', 'stationnement', 'stationner', 'se garer', 'garer', 'se gare', 'garé', 'garée'],
    rooms: [
      'chambre*', 'lit', 'lits', 'literie', 'matelas', 'oreiller*', 'salle de bain*', 'salle de bains', 'sdb', 'douche*', 'baignoire*', 'draps', 'moquette*',
      'clim', 'climatisation', 'chauffage', 'minibar', '~serviette*', '~suite', 'eau chaude', 'oreillers', "salle d'eau", '~fenêtre*', '~confort'
    ],
    treatment: [
      'soin', 'les soins', 'des soins', 'mes soins', 'ses soins', 'vos soins', 'nos soins', 'leurs soins', 'soins dentaires', 'soins du visage',
      'soins esthétiques', '~soins', 'traitement*', 'massage*', 'détartrage*', 'detartrage*', 'consultation*', 'séance*', 'seance*', 'examen*',
      'prise en charge', 'manucure*', 'pédicure*', 'ongles', 'vernis', 'semi-permanent', 'épilation*', 'epilation*', 'gommage*', 'intervention*', 'anesthésie*',
      'piqûre*', '~plombage*', '~couronne*', '~dévitalis*', '~extraction*', '~implant*', '~résultat*', '~resultat*', '~douleur*',
    ],
    haircut: [
      'la coupe', 'ma coupe', 'sa coupe', 'votre coupe', 'leur coupe', 'nouvelle coupe', 'cette coupe', 'belle coupe', 'bonne coupe', 'coupé', 'coupée',
      'coloration*', 'couleur', 'balayage*', 'mèches', 'meches', 'brushing*', 'coiffure*', 'coiffé*', 'frange*', 'dégradé*', 'permanente', 'lissage*', 'ombré',
      'blond*', 'chignon*', 'barbe', 'shampo*', 'décoloration*', 'teinture*', '~coupe', '~coupes', '~cheveux', '~couleurs', 'pointes', 'trop court',
      'trop courte', 'trop courts', 'trop courtes', 'coloriste*', 'reflets', 'cheveux jaunes', 'cheveux orange*'
    ],
  },
  positive: [
    'bon', 'bonne', 'bons', 'bonnes', 'très bien', 'tres bien', 'trop bien', 'vraiment bien', 'super bien', 'bien situé*', 'bien placé*', 'bien accueilli*',
    'bien reçu*', 'bien mangé', 'bien conseillé*', 'bien rangé*', 'bien pensé*', 'bien fait*', 'bien passé*', 'bien tenu*', 'bien équipé*', 'bien expliqué*',
    'explique bien', 'explique tout', 'bien dormi', 'bien servi*', 'bien décoré*', 'bien propre', 'était bien', 'est bien', 'sont bien', "c'est bien",
    'excellent*', 'excelent*', 'génial*', 'genial*', 'super', 'top', 'au top', 'parfait*', 'magnifique*', 'merveille*', 'merveilleu*', 'meilleur*', 'délicieu*',
    'delicieu*', 'succulent*', 'savoureu*', 'exquis*', 'divin*', 'impeccable*', 'impec', 'nickel', 'irréprochable*', 'remarquable*', 'formidable*',
    'fantastique*', 'extra', 'incroyable*', 'exceptionnel*', 'superbe*', 'splendide*', 'sublime*', 'chouette*', 'sympa*', 'sympathique*', 'agréable*',
    'agreable*', 'aimable*', 'adorable*', 'gentil*', 'souriant*', 'sourire', 'accueillant*', 'chaleureu*', 'attentionné*', 'attentif*', 'à l’écoute',
    'serviable*', 'disponible*', 'bienveillant*', 'pro', 'professionnel*', 'compétent*', 'competent*', 'efficace*', 'réactif*', 'reactif*', 'rapide*',
    'rapidement', 'rapidité', 'ponctuel*', 'propre', 'propres', 'calme', 'au calme', 'tranquille*', 'paisible*', 'silencieu*', 'confortable*', 'spacieu*',
    'lumineu*', 'cosy', 'cocooning', 'joli*', 'beau', 'belle', 'belles', 'beaux', 'frais', 'fraîche*', 'fraiche*', 'généreu*', 'genereu*', 'copieu*',
    'raisonnable*', 'abordable*', 'imbattable*', 'correct', 'correcte', 'corrects', 'correctes', 'recommand*', 'recomand*', 'conseille', 'conseillons', 'ravi',
    'ravie', 'ravis', 'ravies', 'content', 'contente*', 'contents', 'satisfait*', 'heureu*', 'enchanté*', 'adore', 'adoré*', 'adorons', 'aime', 'aimé*',
    'aimons', 'apprécié*', 'apprécie', 'apprécions', 'appréci', 'plu', 'plaît', 'plait', 'plaisir', 'bonheur', 'joie', 'régal*', 'regal*', 'tuerie', 'pépite',
    'à tomber', 'aux petits soins', 'au petit soin', 'doigts de fée', 'rien à redire', 'rien à dire', 'bravo', 'félicitations', 'mention spéciale',
    'coup de cœur', 'coup de coeur', 'vaut le détour', 'vaut le coup', 'valait la peine', 'sans hésiter', 'les yeux fermés', 'fondant*', 'croustillant*',
    'goûteu*', 'gouteu*', 'doux', 'douce*', 'douceur', 'rassurant*', 'soigné*', 'réussi*', 'reussi*', 'de qualité', 'pratique', 'facile*', 'simplicité',
    'fluide', 'cool', 'waouh', 'wahou', 'compliment*', 'éloge*', 'positif*', 'pris le temps', 'prend le temps', 'prennent le temps', 'rien senti', 'doué*',
    'talentueu*', 'minutieu*', 'méticuleu*', 'pédagogue', 'à la hauteur', 'plus de choix', 'au rendez-vous', 'indolore*', 'sans douleur', 'reposant*',
    'bien desservi*', 'écouté', 'écoutée', 'écoutés', 'écoutées', 'convivial*', 'comme à la maison', 'chaleur', 'nickel chrome', 'varié', 'variée', 'variés',
    'variées', 'beaucoup de choix', 'large choix', 'grand choix', 'vaste choix', 'idéal*', 'ideal*', 'idéalement', 'pile à l’heure', 'dans les temps',
    'top qualité', 'grâce', 'cordial*', 'fait maison', 'faits maison', 'bien choisi*', 'daigné', 'sérieu*', 'serieu*', 'fonctionne', 'fonctionnait', 'à temps',
    "de l'or dans les mains", "doigts d'or", "on s'y sent bien", "à l'aise", 'clair', 'claire', 'claires', 'clairs', 'bien entretenu*', 'mémorable*',
    "à l'heure", 'confort', 'commerçant*', 'même pas mal', 'tient', 'tenait', 'tiennent'
  ],
  negative: [
    'petites portions', 'portions sont petites', 'portions étaient petites', 'portions petites',
    'mauvais*', 'nul', 'nulle', 'nuls', 'nulles', 'naze*', 'horrible*', 'affreu*', 'atroce*', 'catastroph*', 'lamentable*', 'déplorable*', 'deplorable*',
    'inadmissible*', 'inacceptable*', 'honte*', 'honteu*', 'scandale*', 'scandaleu*', 'minable*', 'médiocre*', 'mediocre*', 'décevant*', 'decevant*', 'déçu*',
    'decu*', 'deçu*', 'déception*', 'deception*', 'désagréable*', 'desagreable*', 'désagrément*', 'impoli*', 'malpoli*', 'grossier*', 'grossière*',
    'irrespectueu*', 'méprisant*', 'mépris', 'hautain*', 'arrogant*', 'odieu*', 'désobligeant*', 'agressi*', 'froid', 'froide*', 'froids', 'froidement',
    'glacial*', 'tiède*', 'tiede*', 'sec', 'sèche*', 'seche*', 'sèchement', 'trop cuit*', 'pas assez', 'brûlé*', 'brule*', 'cramé*', 'fade*', 'insipide*',
    'sans goût', 'immangeable*', 'dégueu*', 'degueu*', 'écœurant*', 'gras', 'grasse', 'huileu*', 'rassis', 'de la veille', 'industriel*', 'surgelé*', 'amer',
    'amère*', 'lent', 'lente*', 'lents', 'lenteur*', 'long', 'longue*', 'longs', 'interminable*', 'retard*', 'une plombe', 'des plombes', 'une éternité',
    'poireauter', 'poireauté', 'sale', 'sales', 'saleté*', 'salete*', 'crasse*', 'crasseu*', 'crade*', 'dégoûtant*', 'degoutant*', 'répugnant*', 'puant*',
    'pue', 'puait', 'sentait', 'moisi*', 'bruyant*', 'vacarme', 'boucan', 'brouhaha', 'on s’entend pas', 'on ne s’entend pas', 'trop fort*', 'cher', 'chère',
    'chers', 'chères', 'chere', 'hors de prix', 'onéreu*', 'exorbitant*', 'abusé', 'abusif*', 'arnaque*', 'excessif*', 'élevé*', 'eleve*', 'pique', 'salé',
    'salée', 'trop petit*', 'vraiment petit*', 'minuscule*', 'exigu*', 'étroit*', 'vieillot*', 'vétuste*', 'vetuste*', 'usé', 'usée*', 'usés', 'abîmé*',
    'abime*', 'défraîchi*', 'délabré*', 'cassé*', 'en panne', 'inconfortable*', 'raté*', 'ratée*', 'loupé*', 'massacr*', 'désastre*', 'désastreu*', 'erreur*',
    'oubli*', 'perdu', 'perdue*', 'perdus', 'problème*', 'probleme*', 'souci', 'soucis', 'plainte*', 'plaindre', 'bémol*', 'bemol*', 'dommage pour',
    "c'est dommage", 'vraiment dommage', 'bien dommage', 'très dommage', 'malheureusement', 'hélas', 'helas', 'regrett*', 'désolé*', 'desole*', 'navré*',
    'excuse*', 'aucune excuse', 'sans excuse', "pas d'excuse", 'aucune explication', 'sans explication', 'rien expliqué', 'sans rien expliquer', 'pas terrible',
    'pas ouf', 'pas fou', 'pas folichon', 'bof', 'moyen', 'sans plus', 'passable', 'quelconque', 'banal*', 'limite', 'un peu juste*', 'trop juste*',
    'toujours pas', 'jamais reçu*', 'jamais arrivé*', 'injoignable*', 'inexistant*', 'incapable*', 'incompétent*', 'incompetent*', 'amateur*', "n'importe quoi",
    'déconseill*', 'deconseill*', 'à fuir', 'fuyez', 'à éviter', 'évitez', 'plus jamais', 'jamais plus', 'intoxication*', 'malade*', 'humide*', 'gâché*',
    'gache*', 'ignoré*', 'ignores', 'bâclé*', 'baclé*', 'bacle*', 'expéditif*', 'vite fait', 'bousculé*', 'pressé*', 'stressé*', 'mal', 'douleur*', 'souffert',
    'impossible', 'difficile*', 'compliqué*', 'galère', 'galere', 'pénible*', 'penible*', 'insupportable*', 'étouffant*', 'bondé*', 'peu aimable*',
    'peu accueillant*', 'peu souriant*', 'peu professionnel*', 'peu agréable*', 'manque*', 'déplu', 'mauvaise impression', 'sous-cuit*', 'pas cuit*',
    'trop salé*', 'brusque*', 'mou', 'molle', 'molles', 'mous', 'plus ce que', "plus ce qu'", 'à revoir', 'à améliorer', 'laisse à désirer',
    'laissait à désirer', 'dégoûté*', 'dégouté*', 'degoute*', 'écœuré*', 'haussé les épaules', 'hausse les épaules', 'sur son téléphone', 'sur son portable',
    'sur leur téléphone', 'sur leur portable', "vu l'état", 'dans un état', 'queue', "file d'attente", 'mis du temps', 'mis un peu de temps',
    'mis beaucoup de temps', 'mis longtemps', 'mis un temps fou', 'pris du temps', 'un temps fou', 'attendu *', 'attendus *', 'attendue *', 'attendre *',
    'attendons *', 'patienter *', 'patienté *', 'poireauté *', 'trop rapide*', 'trop vite', 'douteu*', 'limité', 'limitée', 'limités', 'limitées', 'excentré*',
    'augmenté*', 'augmentation*', 'que prévu', 'au lieu de', 'payant', 'payante', 'payants', 'payantes', 'vaut pas', 'valait pas', 'bruit', 'bruits',
    'coup de ménage', 'mériterait', 'mériteraient', 'attend à mieux', 'attendait à mieux', 'attendais à mieux', 'attendions à mieux', "un peu d'attente",
    'rien à voir avec ce que', "pas ce que j'avais demandé", 'pas ce que je voulais', "pas ce que j'avais commandé", 'ai dû', 'a dû', 'avons dû', 'avoir dû',
    'avions dû', "beaucoup d'attente", "trop d'attente", 'chiche*', 'se battent en duel', 'levé les yeux au ciel', 'lève les yeux au ciel', 'pas de geste',
    'aucun geste', 'pas un geste', 'écaill*', 'ecaill*', 'décollé*', 'à la va-vite', 'va-vite', 'à la chaîne', 'saigné', 'pleurer', 'pleuré', 'personne ne',
    'aucune trace', 'pas de trace', 'introuvable*', 'pas été noté*', 'pas noté*', 'pas été enregistré*', 'pas enregistré*', 'toujours rien', 'pas arrivé*',
    'on attend toujours', 'on attend encore', 'on attend systématiquement', 'on attend * minutes', 'on attend * min', 'on attend * heure*',
    'on attend * * minutes', 'on attendait * minutes', 'on attendait * heure*', "j'attends toujours", "j'attends encore", 'attend toujours',
    'attends toujours', 'attendons toujours', 'sans prévenir', 'sans me prévenir', 'sans nous prévenir', "sans s'excuser", "sans même s'excuser", 'renfermé',
    'tâché*', 'taché*', 'ébréché*', 'ebreche*', 'on entend tout', 'on entendait tout', 'entend à peine', 'entendait à peine', 'mégot*', 'trop court',
    'trop courte', 'trop courts', 'trop courtes', 'ça pique', 'pique un peu', 'on a connu mieux', 'connu mieux', 'vu mieux', 'peut mieux faire',
    'aurait pu être mieux', 'pourrait mieux faire', 'pas le meilleur', 'pas la meilleure', 'pas les meilleurs', 'un peu léger', 'un peu légère',
    'un peu juste', 'fois que ça arrive', 'min debout', 'minutes debout', 'heure debout', 'moins bon', 'moins bonne', 'moins bons', 'moins bonnes',
    'moins bien', 'mieux avant', 'a baissé', 'en baisse', 'baisse de', 'est pas donné*', 'était pas donné*', 'sont pas donné*', 'étaient pas donné*',
    'pas donné pour', 'pas donnés pour', 'douloureuse', 'coup de bambou', 'coup de fusil', 'surfacturé*', 'trop payé', 'du vol', 'voleur*', 'se faire avoir',
    'réchauffé*', 'rechauffe*', 'micro-onde*', 'congelé*', 'élastique*', 'caoutchouteu*', 'pâteu*', 'pas de goût', 'aucun goût', 'sans saveur', 'noyé*',
    'peu copieu*', 'rien de spécial', 'rien de transcendant', 'pas transcendant', 'sans intérêt', 'jus de chaussette', 'imbuvable*', 'hurl*', 'surbooking',
    'surréservation', 'double réservation', 'peu de choix', 'choix restreint', 'restreint*', 'loin de tout', 'paumé*', 'douloureu*', 'brutal*', 'inefficace*',
    'brûlure*', 'irrit*', 'infect*', 'saign*', 'inégal*', 'de travers', 'rien à voir avec', 'moyenne', 'moyennement', 'mitigé*', 'juste correct*',
    'tout juste', 'ça traîne', 'nous a oubliés', 'nous ont oubliés', "m'a oublié", "m'a oubliée", 'long à venir', 'longue à venir', 'longs à venir',
    'longues à venir', 'condescendant*', 'prétentieu*', 'désintéressé*', 'blasé*', 'nonchalant*', 'sans gêne', 'agacé*', 'énervé*', "s'en fichait",
    "s'en fiche", "s'en foutait", "s'en fout", "je-m'en-foutiste", "je m'en foutiste", 'raccroch*', 'aucune réponse', 'sans réponse', 'pas de réponse',
    'jamais de réponse', 'négligé*', 'insalubre*', 'collant*', 'poisseu*', 'déborde', 'débordait', 'joints noirs', 'fuite*', 'fuit', 'grinç*', 'défoncé*',
    'affaissé*', 'sombre*', 'mal dormi', 'à fond', 'empêche*', "pas d'eau chaude", 'minimum', 'pas assez salé*', 'point négatif', 'points négatifs', 'bémol',
    'pas à la hauteur', "sans qu'on me prévienne", "sans qu'on nous prévienne", 'plus petit*', 'plus petite*', 'non annoncé*', 'non prévu*', 'non respecté*',
    'non conforme*', 'non indiqué*', 'non signalé*', 'non compris', 'non inclus', 'musique forte', 'musique * forte', 'musique * * forte', 'à désirer',
    'exagér*', 'tirait la tête', 'tire la tête', 'tirer la tête', 'faisait la tête', 'fait la tête', 'la gueule', 'tronche', 'même pas', 'être un numéro',
    'été un numéro', "qu'un numéro", 'tout un cinéma', 'toute une histoire', 'fait des histoires', 'crier', 'pauvre', 'de machine', 'en sachet',
    'en barquette', 'en poudre', 'ça fait beaucoup', 'fait beaucoup', 'bazar', 'bordel', 'désordre', 'fouillis', 'capharnaüm', "n'importe comment",
    'connu * meilleur', 'connu * * meilleur', 'connu * * * meilleur', 'était mieux', 'était meilleur', 'étaient meilleurs', 'fait semblant',
    'faisait semblant', "à quelqu'un d'autre", 'à autre chose', 'pas besoin', 'pas exagérer', 'pas abuser', 'faut pas pousser'
  ],
  negators: ['pas', 'jamais', 'aucun', 'aucune', 'sans', 'ni', 'rien', 'guère', 'nullement', 'pa'],
  and: ['et'],
  otherwise: ['sinon'],
  intensifiers: ['très', 'un', 'peu', 'assez', 'trop', 'plutôt'],
  negationIdioms: ['doute', 'seulement'],
  why: ['pourquoi', 'comment se fait-il'],
  excuses: ['pas sa faute', 'pas leur faute', 'pas de sa faute', 'pas de leur faute', 'y est pour rien', 'y sont pour rien', 'y était pour rien', 'y étaient pour rien', 'pas à blâmer', 'ne lui en veux pas', 'ne leur en veux pas'],
  contrast: [
    'mais', 'cependant', 'toutefois', 'néanmoins', 'neanmoins', 'pourtant', 'par contre', 'en revanche', 'bien que', 'quoique', 'même si', 'meme si', 'malgré',
    'malgre', 'sauf', 'hormis', 'à part', 'mis à part', 'seul bémol', 'petit bémol', 'seul hic', 'seul regret', 'seul point négatif', 'dommage que',
    'malheureusement', 'hélas', 'alors que', 'sinon', 'juste dommage',
  ],
  wishes: ["avant c'était", "c'était mieux avant", 'autrefois',
    'serait parfait si', 'serait top si', 'serait idéal si', 'serait encore mieux si', 'serait mieux si', 'aurait été parfait', 'aurait été top',
    '5 étoiles si', 'cinq étoiles si', '5 étoiles sans', 'si seulement', "j'aurais aimé", "j'aurais préféré", 'aurais aimé', 'aurions aimé', 'il faudrait',
    'faudrait juste', 'gagnerait à', 'gagneraient à', 'pourrait être', 'pourraient être', 'mériterait', 'mériteraient', 'aurait mérité', 'dommage que',
    "j'aimerais", 'aimerait', 'aurait pu', 'auraient pu', 'aurait dû', 'auraient dû'
  ],
  negatedAfter: [
    'recommand*', 'recomand*', 'conseille', 'conseillons', 'aime', 'aimons', 'adore', 'adorons', 'apprécie', 'apprécions', 'plaît', 'plait', 'regrette',
    'regrettons', 'déçoit', 'décevra', 'vaut le coup', 'vaut le détour', 'valait la peine', 'fonctionne', 'fonctionnait', 'daigné', 'tient', 'tenait',
    'tiennent', 'commerçant*'
  ],
};
