import type { LanguageBank } from './types';

export const fr: LanguageBank = {
  language: 'fr',
  names: [
    'Camille Dubois', 'Julien Martin', 'Claire Lefèvre', 'Nicolas Bernard', 'Manon Girard', 'Antoine Moreau',
    'Léa Fontaine', 'Thomas Rousseau', 'Chloé Lambert', 'Pierre Mercier', 'Élodie Faure', 'Hugo Garnier',
    'Sophie Roux', 'Mathieu Blanc',
  ],
  ownerReplies: [
    'Merci beaucoup pour votre gentil message, au plaisir de vous revoir !',
    'Merci pour votre retour, nous l’avons partagé avec l’équipe.',
    'Merci de votre visite et de votre avis !',
  ],
  texts: [
    { kind: 'any', rating: 5, topics: ['staff', 'service'], text: 'Accueil chaleureux et personnel aux petits soins. On s\'est tout de suite sentis les bienvenus. Je recommande vivement !' },
    { kind: 'any', rating: 4, topics: ['service', 'price', 'noise'], text: 'Très bon service et des prix raisonnables pour le Danemark. Un peu bruyant le soir, sinon rien à redire.' },
    { kind: 'any', rating: 3, topics: ['waiting', 'service'], text: 'Correct, sans plus. Nous avons attendu longtemps avant d\'être pris en charge, et personne ne s\'est excusé.', translation: 'Fine, nothing more. We waited a long time before being looked after, and nobody apologised.' },
    { kind: 'any', rating: 2, topics: ['price', 'staff'], text: 'Beaucoup trop cher pour ce que c\'est, et le personnel semblait complètement désintéressé.' },
    { kind: 'any', rating: 1, topics: ['booking', 'staff'], text: 'Notre réservation avait disparu et la personne à l\'accueil a été franchement désagréable. Plus jamais.' },
    { kind: 'cafe', rating: 5, topics: ['drinks', 'food', 'atmosphere'], text: 'Un café excellent et des brioches à la cardamome encore tièdes. L\'endroit est cosy, plein de plantes. Un vrai coup de cœur.' },
    { kind: 'cafe', rating: 3, topics: ['food', 'price'], text: 'Le brunch était bon mais les portions sont petites pour le prix. Le café, lui, était parfait.' },
    { kind: 'cafe', rating: 2, topics: ['cleanliness', 'waiting'], text: 'Tables sales et quarante minutes d\'attente pour deux tartines. Dommage, le cadre est joli.', translation: 'Dirty tables and a forty-minute wait for two open sandwiches. A pity, the setting is pretty.' },
    { kind: 'hotel', rating: 5, topics: ['room', 'location', 'staff'], text: 'Chambre spacieuse et impeccable avec vue sur la mer, à deux pas de la plage. Le personnel de la réception est adorable.' },
    { kind: 'hotel', rating: 2, topics: ['noise', 'breakfast'], text: 'Impossible de dormir à cause du bruit dans le couloir, et le buffet du petit-déjeuner était déjà presque vide à 9 h.' },
    { kind: 'hotel', rating: 4, topics: ['booking', 'parking', 'room'], text: 'Réservation simple et parking juste devant l\'hôtel. Les lits étaient un peu fermes, mais on a bien dormi.', translation: 'Easy booking and parking right in front of the hotel. The beds were a bit firm, but we slept well.' },
    { kind: 'salon', rating: 5, topics: ['haircut', 'colour', 'staff'], text: 'Coupe et couleur parfaites, exactement ce que je voulais. La coiffeuse est très à l\'écoute et de bon conseil.' },
    { kind: 'salon', rating: 3, topics: ['haircut', 'waiting'], text: 'La coupe est réussie, mais j\'ai attendu vingt minutes alors que j\'avais rendez-vous.' },
    { kind: 'salon', rating: 1, topics: ['haircut', 'price'], text: 'Coupe ratée, beaucoup trop courte, et on m\'a facturé un soin que je n\'avais pas demandé.' },
  ],
};
