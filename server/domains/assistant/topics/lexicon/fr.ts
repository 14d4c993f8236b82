import type { Lexicon } from '../topic-ids';

export const FR_LEXICON: Lexicon = {
  topics: {
    food: ['cuisine', 'nourriture', 'repas', 'plat', 'plats', 'assiette*', 'dîner', 'déjeuner', 'brunch', 'pizza*', 'burger*', 'pâtes', 'steak*', 'sushi*', 'gâteau*', 'pâtisserie*', 'sandwich*', 'menu*', 'portion*', 'goût', 'saveur*', 'chef', 'dessert*', 'délicieu*'],
    coffee: ['café', 'cafés', 'latte*', 'cappuccino*', 'espresso*', 'expresso*', 'thé', 'barista*'],
    drinks: ['boisson*', 'vin', 'vins', 'bière*', 'cocktail*', 'bar'],
    breakfast: ['petit-déjeuner*', 'petit déjeuner', 'petits-déjeuners', 'buffet*'],
    selection: ['choix', 'sélection', 'variété', 'varié', 'variée*', 'carte'],
    service: ['service', 'aux petits soins', 'attentionné*', 'serviable*'],
    staff: ['personnel', 'équipe', 'serveur*', 'serveuse*', 'employé*', 'accueil', 'réception', 'patron*', 'propriétaire*', 'désagréable*', 'aimable*', 'sympathique*', 'adorable*', 'gentil*'],
    price: ['prix', 'tarif*', 'cher', 'chère', 'chers', 'coûteu*', 'abordable*', 'rapport qualité-prix', 'rapport qualité prix', 'argent'],
    cleanliness: ['propre*', 'propreté', 'nettoyé*', 'ménage', 'sale', 'sales', 'saleté', 'hygiène', 'odeur*', 'sentait', 'poussière*'],
    waiting: ['attente', 'attendre', 'attendu', 'queue', 'lent*', 'lenteur', 'rapide*', 'retard*'],
    atmosphere: ['ambiance', 'atmosphère', 'cadre', 'chaleureu*', 'cosy', 'décor*', 'déco', 'musique', 'relaxant*'],
    noise: ['bruit*', 'bruyant*', 'calme', 'tranquille*'],
    booking: ['réservation*', 'réservé*', 'rendez-vous', 'réserver'],
    location: ['emplacement', 'situé*', 'situation', 'vue', 'quartier', 'central*'],
    parking: ['parking*', 'stationnement', 'se garer', 'garer'],
    rooms: ['chambre*', 'lit', 'lits', 'salle de bain*', 'douche*', 'oreiller*', 'suite*'],
    treatment: ['soin', 'soins', 'traitement*', 'massage*', 'masseu*', 'kiné*', 'kinésithérapeute*', 'dentiste*', 'médecin*', 'docteur*', 'infirmi*', 'cabinet', 'clinique', 'séance*', 'consultation*'],
    haircut: ['coupe*', 'coiffeu*', 'coiffure*', 'cheveux', 'coloration*', 'mèches', 'barbier*'],
  },
  positive: ['bon', 'bonne', 'bons', 'bonnes', 'délicieu*', 'excellent*', 'génial*', 'super', 'top', 'magnifique*', 'merveilleu*', 'parfait*', 'parfaitement', 'meilleur*', 'recommand*', 'chaleureu*', 'propre*', 'rapide*', 'attentionné*', 'agréable*', 'aimable*', 'sympa*', 'adorable*', 'gentil*', 'professionnel*', 'frais', 'fraîche*', 'raisonnable*', 'compétent*', 'confortable*', 'relaxant*', 'ravi*', 'content*', 'adore', 'impeccable*', 'superbe*', 'belle', 'belles', 'beau', 'beaux'],
  negative: ['mauvais*', 'horrible*', 'affreu*', 'désagréable*', 'lent*', 'sale', 'sales', 'froid*', 'cher', 'chère', 'chers', 'déçu*', 'décevant*', 'pire', 'bruyant*', 'ennuyeu*', 'lamentable*', 'ignoré*', 'sentait', 'petites', 'stressé*', 'aucune excuse', 'aucune explication', 'jamais plus', 'malheureusement', 'bémol', 'long', 'longue', 'difficile', 'sans goût', 'élevé*', 'écourté*'],
  negators: ['pas', 'jamais', 'aucun', 'aucune', 'sans', 'ni', 'plus'],
  contrast: ['mais', 'cependant', 'toutefois', 'par contre', 'bien que', 'seul bémol', 'sauf'],
};
