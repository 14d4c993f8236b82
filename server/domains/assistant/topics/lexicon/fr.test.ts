import { describe, expect, it } from 'vitest';
import type { ReadingMode } from '../analyse-review';
import { topicPolarities } from '../topic-polarities';

const topics = (text: string, mode: ReadingMode = 'review') => topicPolarities(text, 'fr', mode);

describe('French lexicon', () => {
  it('knows the people at the counter and how they behave', () => {
    expect(topics('Serveuse antipathique qui nous a pris de haut.')).toMatchObject({ staff: -1 });
    expect(topics('Ils se sont trompés dans la commande.')).toEqual({ service: -1 });
    expect(topics('On nous a servi le mauvais plat.')).toEqual({ service: -1 });
    expect(topics('Personne ne nous a servis pendant une demi-heure.')).toEqual({ service: -1 });
    expect(topics('Les murs sont en papier.')).toEqual({ noise: -1 });
    expect(topics('Le lit était dur comme de la pierre.')).toEqual({ rooms: -1 });
    expect(topics('Pas un bonjour à l’accueil, la réceptionniste était sur son téléphone.')).toMatchObject({ service: -1, staff: -1 });
    expect(topics('Ma coiffeuse était pressée, brushing bâclé en dix minutes.')).toMatchObject({ staff: -1, haircut: -1 });
    expect(topics('Le patron nous a offert le digestif, super sympa.')).toMatchObject({ staff: 1 });
  });

  it('reads food and rooms gone wrong', () => {
    expect(topics('Le burger était sec et les frites graisseuses.')).toMatchObject({ food: -1 });
    expect(topics('Chambre miteuse, matelas défoncé, odeur de renfermé.')).toMatchObject({ rooms: -1, cleanliness: -1 });
    expect(topics('Chambre propre mais literie fatiguée.')).toMatchObject({ cleanliness: 1, rooms: -1 });
    expect(topics('Toilettes crades et papier introuvable.')).toMatchObject({ cleanliness: -1 });
  });

  it('files short staff and long waits under the wait, and an unreachable desk under service', () => {
    expect(topics('Attente de 45 minutes pour deux cafés, en sous-effectif visiblement.')).toMatchObject({ waiting: -1 });
    expect(topics('On a attendu trois quarts d’heure avant d’être servis.')).toMatchObject({ waiting: -1 });
    expect(topics('Le secrétariat est injoignable, impossible de joindre quelqu’un.')).toMatchObject({ service: -1 });
    expect(topics('Prise de rendez-vous très simple sur Planity.')).toMatchObject({ booking: 1 });
  });

  it('knows price talk, the range, the noise, and salon and clinic words', () => {
    expect(topics('Très bon rapport qualité/prix, on en a pour son argent.')).toMatchObject({ price: 1 });
    expect(topics('Un peu chérot pour ce que c’est.')).toMatchObject({ price: -1 });
    expect(topics('Et 85€ quand même pour une couleur ratée.')).toMatchObject({ price: -1, haircut: -1 });
    expect(topics('Plus ma taille en stock et aucun réassort prévu.')).toMatchObject({ selection: -1 });
    expect(topics('Impossible de discuter tellement il y avait de raffut.')).toMatchObject({ noise: -1 });
    expect(topics('Ma couleur est ressortie jaune orangé, très déçue.')).toMatchObject({ haircut: -1 });
    expect(topics('Le kiné m’a bien soulagé après trois séances.')).toMatchObject({ treatment: 1 });
    expect(topics('Le pdj était copieux et varié.')).toMatchObject({ breakfast: 1 });
  });

  it('does not take idioms and other senses for topics or complaints', () => {
    // A dental cleaning is the treatment, not the cleanliness.
    expect(topics('Le nettoyage dentaire s’est très bien passé, aucune douleur.')).toEqual({ treatment: 1 });
    // 'Aux petits soins' is about the people, 'd'enfer' is praise, 'pressé' of a juice is no rush.
    expect(topics('L’équipe est aux petits soins.')).toEqual({ staff: 1 });
    expect(topics('Une ambiance d’enfer, la playlist est top.')).toEqual({ atmosphere: 1 });
    expect(topics('Le jus d’orange pressé était excellent.')).toEqual({ drinks: 1 });
    expect(topics('La qualité est au rendez-vous.')).toEqual({});
    expect(topics('Wifi rapide et prix corrects.')).toEqual({ price: 1 });
    // Our own replies say 'joignables' and 'propreté': neither is a topic word nor praise there.
    expect(topics('Pour toute question, nous restons joignables à cette adresse.', 'reply')).toEqual({});
    expect(topics('Nous sommes sincèrement désolés de lire vos remarques sur l’attente et la propreté.', 'reply')).toEqual({ waiting: -1, cleanliness: -1 });
  });

  it('uses up everyday phrases whose words mean no topic or feeling', () => {
    expect(topics('Un petit café en terrasse.')).toEqual({});
  });

  it("reads 'rien à dire' without its accent and a stylist called a magician", () => {
    expect(topics('Dentiste compétent, rien a dire sur les soins.')).toEqual({ staff: 1, treatment: 1 });
    expect(topics('Inès est une magicienne.')).toEqual({ staff: 1 });
  });
  it('reads "nickel" after the cut as flawless, not clean, and a bad night as no noise', () => {
    expect(topics('Coupe nickel, Séverine a bien compris ce que je voulais.')).toEqual({ haircut: 1, staff: 1 });
    expect(topics('Le cabinet est nickel.')).toEqual({ cleanliness: 1 });
    expect(topics('Bien situé mais matelas défoncé, on a très mal dormi.')).toEqual({ location: 1, rooms: -1 });
  });
  it('reads "pas assez" before an adjective as its negation, and drinks outside a price as its terms', () => {
    expect(topics('Bonne cuisine mais service pas assez attentif.')).toEqual({ food: 1, service: -1, staff: -1 });
    expect(topics('Pas assez de personnel.')).toEqual({ staff: -1 });
    expect(topics('Menu à 35 euros hors boissons, un peu cher.')).not.toHaveProperty('drinks');
  });
  it('reads being charged for what was not ordered as the price, and what was charged as its object', () => {
    expect(topics("Et on nous a compté des cafés qu'on avait meme pas pris.")).toMatchObject({ price: -1, coffee: 0 });
  });
  it('reads a small room, a colour not as asked, being hurried out and a bill asked for again and again', () => {
    expect(topics('La chambre était petite mais propre.')).toEqual({ rooms: -1, cleanliness: 1 });
    expect(topics("La couleur n'est pas du tout celle que j'avais demandée.")).toEqual({ haircut: -1 });
    expect(topics("On s'est sentis pressés de partir.")).toEqual({ service: -1 });
    expect(topics("Il a fallu réclamer l'addition trois fois.")).toEqual({ service: -1 });
  });
  it('reads nobody coming by, a hair in the plate, a cold dining room, tables too close, pink chicken and watered or flat drinks as complaints', () => {
    expect(topics("Personne n'est venu nous voir après avoir servi les plats.")).toEqual({ service: -1, food: 0 });
    expect(topics('Il y avait un cheveu dans mon assiette.')).toEqual({ cleanliness: -1, food: 0 });
    expect(topics("Il faisait un froid de canard à l'intérieur.")).toEqual({ atmosphere: -1 });
    expect(topics('Les tables sont beaucoup trop serrées.')).toEqual({ atmosphere: -1 });
    expect(topics("Le poulet était encore rosé à l'intérieur.")).toEqual({ food: -1, atmosphere: 0 });
    expect(topics("Les cocktails étaient coupés à l'eau.")).toEqual({ drinks: -1 });
    expect(topics('La bière était éventée.')).toEqual({ drinks: -1 });
    expect(topics('On nous a placés juste à côté des toilettes.')).toEqual({});
    expect(topics('On a eu froid pendant tout le repas.')).toEqual({ atmosphere: -1, food: 0 });
  });
  it("reads a mouldy rind as the food's, and a refused exchange or refund as the service", () => {
    expect(topics('Fromage déjà sec, croûte moisie.')).toEqual({ food: -1 });
    expect(topics("On m'a refusé l'échange.")).toEqual({ service: -1 });
    expect(topics('Ils ont refusé de me rembourser.')).toEqual({ service: -1 });
  });
  it('reads a place by the water as the location, and a cheese as food', () => {
    expect(topics("Super resto au bord de l'eau.")).toEqual({ location: 1 });
    expect(topics('Le meilleur comté de la région, le 24 mois est un régal.')).toEqual({ food: 1 });
  });
  it('reads a service of incredible slowness, leaving hungry, a cancelled appointment, cleaning not done, a bored waitress, not hearing each other and nothing done as complaints', () => {
    expect(topics("Service d'une lenteur incroyable.")).toEqual({ service: -1, waiting: -1 });
    expect(topics('On est resté sur notre faim.')).toEqual({ food: -1 });
    expect(topics('Rendez-vous annulé au dernier moment.')).toEqual({ booking: -1 });
    expect(topics("Le ménage n'a pas été fait.")).toEqual({ cleanliness: -1 });
    expect(topics("La serveuse avait l'air de s'ennuyer.")).toEqual({ staff: -1 });
    expect(topics("Trop de monde, on ne s'entendait pas.")).toEqual({ noise: -1 });
    expect(topics('Cadre magnifique au bord du canal.')).toMatchObject({ location: 1 });
    expect(topics('Carte courte.')).toEqual({ selection: -1 });
    expect(topics("On s'est plaints mais rien n'a changé.")).toEqual({ service: -1 });
    expect(topics('Un service incroyable !')).toEqual({ service: 1 });
  });
  it("reads wifi nickel as no cleanliness, a stylist who listens, 'trop mignonne' as praise, walking out orange, a cheese gone off, wine left out of a price and extra cents as what they are", () => {
    expect(topics('Super spot pour bosser, au calme, wifi nickel et le flat white est top 👌')).toEqual({ noise: 1, coffee: 1 });
    expect(topics("Coupe au top avec Manon, elle écoute vraiment ce qu'on veut.")).toEqual({ haircut: 1, staff: 1 });
    expect(topics('Par contre la deco est trop mignonne.')).toEqual({ atmosphere: 1 });
    expect(topics("J'avais demandé un balayage caramel et je suis ressortie ORANGE.")).toEqual({ haircut: -1 });
    expect(topics("Acheté un camembert hier, complètement tourné à l'ouverture.")).toEqual({ food: -1 });
    expect(topics('Et à 55€ par tête sans le vin, ça pique un peu.')).toEqual({ price: -1 });
    expect(topics("Et 50 centimes de plus pour du lait d'avoine sérieux ??")).toEqual({ price: -1 });
  });

  it('reads a café without its accent, care lavished, no listening, a spotless practice and a cancellation the day before', () => {
    expect(topics('cafe imbuvable')).toEqual({ coffee: -1 });
    expect(topics('Hugo, notre serveur, aux petits soins du début à la fin.')).toEqual({ staff: 1 });
    expect(topics('Aucune écoute.')).toEqual({ staff: -1 });
    expect(topics('Le cabinet est impeccable.')).toEqual({ cleanliness: 1 });
    expect(topics('RDV annulé la veille par SMS sans aucune explication.')).toEqual({ booking: -1 });
    expect(topics('Un coiffeur très sérieux, mais 75€ pour ça, sérieusement ???')).toEqual({ staff: 1, price: -1 });
  });

  it('reads an order that never came as a service complaint', () => {
    expect(topics("Le dessert n'est jamais arrivé.")).toMatchObject({ service: -1 });
  });

  it("reads Quebec's steep prices and kind receptionists, a wait despite an appointment, and 'for the rest' as a verdict", () => {
    expect(topics('Le stationnement est à 25 $ la nuit, c\'est pas mal raide.')).toMatchObject({ price: -1 });
    expect(topics('La réceptionniste était ben fine.')).toEqual({ staff: 1 });
    expect(topics("Juste 20 min d'attente alors que j'avais rdv.")).toEqual({ waiting: -1 });
    expect(topics('Pour 189 $ la nuit, non merci.')).toEqual({ price: -1 });
    expect(topics("La réceptionniste était ben fine, elle s'est excusée. Mais pour le reste, c'est non.")).toEqual({ staff: 1 });
  });

  it('reads a booking that did not exist and a hairdresser in a hurry to be done', () => {
    expect(topics("En arrivant, la réservation n'existait pas.")).toEqual({ booking: -1 });
    expect(topics("La coiffeuse était gentille mais pressée d'en finir.")).toEqual({ staff: -1 });
  });

  it("reads music heard through the walls, a practice no one answers, a physio's exercises and a queue that moves fast", () => {
    expect(topics("Le soir, la musique du bar en dessous s'entendait jusqu'à minuit passé.")).toMatchObject({ noise: 0 });
    expect(topics('Malheureusement impossible de joindre le cabinet par téléphone pour déplacer un rendez-vous.')).toMatchObject({ booking: -1 });
    expect(topics("Kiné très compétente, les exercices m'ont vraiment aidé pour mon dos.")).toMatchObject({ staff: 1, treatment: 1 });
    expect(topics("La file avance vite, même quand elle va jusqu'à la porte.")).toEqual({ waiting: 1 });
  });

  it('reads nothing ready on the day as the wait, exercises that helped as the treatment, and arriving on time as no wait', () => {
    expect(topics('le jour meme RIEN de pret !!!')).toEqual({ waiting: 0 });
    expect(topics("les exercices m'ont vraiment aidé pour mon dos.")).toEqual({ treatment: 1 });
    expect(topics("Rendez-vous pris en ligne pour 14h, j'arrive à l'heure et on m'annonce que ma coiffeuse est malade.")).not.toHaveProperty('waiting');
  });

  it("reads better days, 'correct sans plus' and paid Swiss parking as complaints", () => {
    expect(topics('La salle de bain a connu des jours meilleurs.')).toEqual({ rooms: -1 });
    expect(topics('Le petit-déjeuner est correct sans plus.')).toEqual({ breakfast: -1 });
    expect(topics('Place de parc payante en sus, dommage.')).toEqual({ parking: -1 });
  });

  it('reads a wipe the tables need, a sarcastic thank-you, a waiting room without a word of apology, a filling that fell out and a sleepless night', () => {
    expect(topics('Il faudrait penser à passer un coup de torchon sur les tables, ça collait aux coudes.')).toEqual({ cleanliness: -1 });
    expect(topics('29 € au final pour un déjeuner en semaine, merci pour la surprise.')).toEqual({ price: -1 });
    // The wait is a complaint by nature; the missing apology is how it was handled.
    expect(topics("45 minutes en salle d'attente sans un mot d'excuse. On repassera pour le sens de l'accueil.")).toMatchObject({ waiting: 0, service: -1 });
    expect(topics('Le plombage a été fait en dix minutes et deux semaines après il est tombé.')).toEqual({ treatment: -1 });
    expect(topics("On n'a quasi pas fermé l'œil.")).toEqual({ noise: -1 });
  });

  it('reads another patient as a person, not as praise', () => {
    expect(topics('La physio part voir un autre patient en plein milieu de la séance.')).toEqual({ treatment: 0 });
  });

  it("reads 'pis' as 'and', and a madame who knows her stuff as the staff", () => {
    expect(topics('Belle sélection de fromages, pis la madame au comptoir connaît ses affaires.')).toMatchObject({ selection: 1, staff: 1 });
  });

  it("reads 'pas cher' as a good price, not as an expensive one", () => {
    expect(topics("Seul point positif, c'était pas cher.")).toEqual({ price: 1 });
    expect(topics('Le vin n’était pas cher.')).toEqual({ drinks: 1, price: 1 });
  });

  it("knows Liège's boulets as food", () => {
    expect(topics('Les boulets étaient bons.')).toEqual({ food: 1 });
  });

  it('reads waiting for the bill as the wait, not the price', () => {
    expect(topics("On a attendu l'addition 20 minutes.")).toEqual({ waiting: -1 });
  });

  it("grants praise with 'je l'admets', hears a full room, and reads the guest on time, a Quebec breakfast and the girl at the counter", () => {
    expect(topics("Le café est bon, ça je l'admets. Mais 11,50$ pour un latte, c'est pas donné.")).toEqual({ coffee: 1, price: -1 });
    expect(topics("Quand y a du monde on s'entend plus parler.")).toEqual({ noise: -1 });
    expect(topics("40 min dans la salle d'attente alors que j'étais à l'heure.")).toEqual({ waiting: -1 });
    expect(topics("La fille au comptoir avait l'air de s'en sacrer.")).toEqual({ staff: -1 });
    expect(topics('Le déjeuner inclus est pas mal ordinaire.')).toEqual({ breakfast: -1 });
  });

  it("reads 'plus vite que prévu' as praise", () => {
    expect(topics('Les séances sont efficaces, bien plus vite que prévu.')).toEqual({ treatment: 1 });
  });

  it('reads a pretty salon as its looks and a pretty cut as the cut', () => {
    expect(topics("Le salon est joli, ça c'est sûr.")).toEqual({ atmosphere: 1 });
    expect(topics('Un joli carré bien fait.')).toEqual({ haircut: 1 });
  });

  it("reads 'une autre histoire' as a complaint, wine in a jug, and having to ask again as the service", () => {
    expect(topics("Le stationnement par contre c'est une autre histoire.")).toEqual({ parking: -1 });
    expect(topics('Le Cahors en pichet était top.')).toEqual({ drinks: 1 });
    expect(topics('On a dû redemander 2 fois le pain.')).toMatchObject({ service: -1 });
  });

  it('knows everyday ways of telling noise, waits, staff and choice', () => {
    expect(topics('Le frigo ronronnait toute la nuit.')).toMatchObject({ noise: -1 });
    expect(topics('Les voisins du dessus marchaient avec des talons toute la nuit.')).toMatchObject({ noise: -1 });
    expect(topics('Portes qui claquent toute la nuit.')).toMatchObject({ noise: -1 });
    expect(topics('Chiens qui aboient toute la nuit.')).toMatchObject({ noise: -1 });
    expect(topics('Ça résonne énormément.')).toMatchObject({ noise: -1 });
    expect(topics('Un vrai havre de paix.')).toMatchObject({ noise: 1 });
    expect(topics('On est restés 40 minutes sans que personne ne vienne.')).toMatchObject({ waiting: -1 });
    expect(topics('On a fini par partir.')).toMatchObject({ waiting: -1 });
    expect(topics('On est restés plantés là comme des piquets.')).toMatchObject({ waiting: -1 });
    expect(topics("Sa fait 1h qu'on attend.")).toMatchObject({ waiting: -1 });
    expect(topics('Les plats sont arrivés en un rien de temps.')).toMatchObject({ waiting: 1 });
    expect(topics('Notre serveuse était un amour.')).toMatchObject({ staff: 1 });
    expect(topics("Il nous a mis à l'aise tout de suite.")).toMatchObject({ staff: 1 });
    expect(topics('La kiné est une perle.')).toMatchObject({ staff: 1 });
    expect(topics('Les infirmières étaient des anges.')).toMatchObject({ staff: 1 });
    expect(topics('Elle nous a chouchoutés.')).toMatchObject({ staff: 1 });
    expect(topics('Pas un regard, pas un bonjour.')).toMatchObject({ staff: -1 });
    expect(topics('Rien sans gluten.')).toMatchObject({ selection: -1 });
    expect(topics('La carte est très restreinte.')).toMatchObject({ selection: -1 });
    expect(topics("Notre table a été donnée à quelqu'un d'autre.")).toMatchObject({ booking: -1 });
    expect(topics("On a dû courir après l'addition.")).toMatchObject({ service: -1 });
    expect(topics('Aucune âme.')).toMatchObject({ atmosphere: -1 });
    expect(topics('Ça coûte les yeux de la tête.')).toMatchObject({ price: -1 });
  });

  it('knows food still warm, a taste told as if gone stale, a hair in the dish and a bad smell', () => {
    expect(topics('Les croissants encore tièdes, un régal.')).toMatchObject({ food: 1 });
    expect(topics('Très bon repas. Seul défaut : la musique trop forte.')).toMatchObject({ food: 1, noise: -1 });
    expect(topics('Il y avait un cheveu dans mon assiette.')).toMatchObject({ cleanliness: -1 });
  });

  it('knows everyday ways of judging the food, the room, the result, the price and the place', () => {
    expect(topics("Les frites baignaient dans l'huile.")).toMatchObject({ food: -1 });
    expect(topics('La viande fondait dans la bouche.')).toMatchObject({ food: 1 });
    expect(topics("Les pommes de terre n'étaient pas cuites.")).toMatchObject({ food: -1 });
    expect(topics('Tout avait le même goût.')).toMatchObject({ food: -1 });
    expect(topics('Le café avait un goût de jus de chaussette.')).toMatchObject({ coffee: -1 });
    expect(topics('Les cocktails étaient remplis de glace.')).toMatchObject({ drinks: -1 });
    expect(topics("La douche coulait à peine, un filet d'eau.")).toMatchObject({ rooms: -1 });
    expect(topics('La fenêtre ne fermait pas.')).toMatchObject({ rooms: -1 });
    expect(topics('On sentait tous les ressorts du matelas.')).toMatchObject({ rooms: -1 });
    expect(topics('La couleur est devenue orange.')).toMatchObject({ haircut: -1 });
    expect(topics("Enfin quelqu'un qui sait couper les cheveux bouclés.")).toMatchObject({ haircut: 1 });
    expect(topics("Je n'ai rien senti.")).toMatchObject({ treatment: 1 });
    expect(topics('La dent me fait encore mal.')).toMatchObject({ treatment: -1 });
    expect(topics("On nous a fait payer l'eau du robinet.")).toMatchObject({ price: -1 });
    expect(topics('La note était salée.')).toMatchObject({ price: -1 });
    expect(topics('Une longue marche dans une rue très en pente depuis la gare.')).toMatchObject({ location: -1 });
    expect(topics('En plein cœur de la ville.')).toMatchObject({ location: 1 });
    expect(topics('Au milieu de nulle part.')).toMatchObject({ location: -1 });
    expect(topics('Une petite boutique pleine de charme.')).toMatchObject({ atmosphere: 1 });
    expect(topics('Néons et chaises en plastique.')).toMatchObject({ atmosphere: -1 });
    expect(topics('Une chaussette sous le lit.')).toMatchObject({ cleanliness: -1 });
    expect(topics('Pas de papier toilette.')).toMatchObject({ cleanliness: -1 });
    expect(topics("L'agneau était top, dommage qu'on ait attendu une heure.")).toMatchObject({ food: 1, waiting: -1 });
  });

  it('reads the guest being late as no wait', () => {
    expect(topics("J'étais en retard et la coiffeuse m'a quand même prise.")).not.toHaveProperty('waiting');
  });

  it("reads Quebec praise that something was 'malade' as praise, and falling ill as a complaint", () => {
    expect(topics('La poutine au canard était malade!!')).toMatchObject({ food: 1 });
    expect(topics('Les muffins aux bleuets sont malades 🤤')).toMatchObject({ food: 1 });
    expect(topics("J'ai été malade toute la nuit après les moules.")).toMatchObject({ food: -1 });
  });

  it('reads an overbooked hotel as the booking gone wrong, and minutes away as a distance', () => {
    expect(topics("L'hôtel était surbooké.")).toMatchObject({ booking: -1 });
  });

  it('reads a waiting room, stale food, painless care, litotes, appointments, unanswered phones, deaf staff and noise, idioms, refunds, curtness and views', () => {
    expect(topics("La salle d'attente est un peu vieillotte.")).not.toHaveProperty('waiting');
    expect(topics("La salle d'attente est un peu vieillotte.")).toMatchObject({ atmosphere: -1 });
    expect(topics("Le pain datait d'hier.")).toMatchObject({ food: -1 });
    expect(topics('Les viennoiseries étaient là depuis la veille.')).toMatchObject({ food: -1 });
    expect(topics('Même pas mal !')).toMatchObject({ treatment: 1 });
    expect(topics("Je n'ai pas eu mal une seule seconde.")).toMatchObject({ treatment: 1 });
    expect(topics('Rien à signaler côté propreté.')).toMatchObject({ cleanliness: 1 });
    expect(topics("Il m'a fallu trois semaines pour avoir un rendez-vous.")).toMatchObject({ booking: -1 });
    expect(topics("J'ai appelé quatre fois avant d'obtenir un rendez-vous.")).toMatchObject({ booking: -1 });
    expect(topics('Personne ne décroche le téléphone.')).toMatchObject({ service: -1 });
    expect(topics("Elle ne faisait pas vraiment attention à ce qu'elle faisait.")).toMatchObject({ staff: -1 });
    expect(topics("Il n'écoute pas ses patients.")).toMatchObject({ staff: -1 });
    expect(topics("Impossible d'entendre ce que disaient les autres à table.")).toMatchObject({ noise: -1 });
    expect(topics('On ne pouvait même pas discuter.')).toMatchObject({ noise: -1 });
    expect(topics('Coupe propre et nette.')).toMatchObject({ haircut: 1 });
    expect(topics('Coupe propre et nette.')).not.toHaveProperty('cleanliness');
    expect(topics("On m'a rendu mon argent.")).not.toHaveProperty('price');
    expect(topics('Le site de réservation a planté deux fois.')).toMatchObject({ booking: -1 });
    expect(topics('Réserver en ligne, quelle galère.')).toMatchObject({ booking: -1 });
    expect(topics("Il m'a répondu sèchement.")).toMatchObject({ staff: -1 });
    expect(topics("Un peu brusque, la dame de l'accueil.")).toMatchObject({ staff: -1 });
    expect(topics("Le stationnement est compliqué, ce n'est pas la faute du restaurant.").parking).not.toBe(-1);
    expect(topics("La rue est bruyante, ils n'y peuvent rien.").noise).not.toBe(-1);
    expect(topics('Vue sur le lac depuis la terrasse.')).toMatchObject({ location: 1 });
    expect(topics('On peut se poser et regarder le lac.')).toMatchObject({ location: 1 });
    expect(topics("Ils avaient mis quelqu'un d'autre sur mon créneau.")).toMatchObject({ booking: -1 });
    expect(topics('Le salon est un peu exigu.')).toMatchObject({ atmosphere: -1 });
    expect(topics("Ça m'a coûté une blinde.")).toMatchObject({ price: -1 });
    expect(topics('Pas donné, mais on en a pour son pognon.')).toMatchObject({ price: 1 });
    expect(topics('Sans mentir la meilleure pizza du quartier.')).toMatchObject({ food: 1 });
  });

  it('reads an asking cut short, an extra charge, a lunch break, praise of what one rarely sees and the other phrasings of the last blind set', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'fr', 'review', rating);
    expect(read('Très beau choix de fromages. La qualité est au rendez-vous.', 4)).toMatchObject({ selection: 1 });
    expect(read("Un accueil comme on n'en fait plus.", 4)).toEqual({ service: 1 });
    expect(read('Le petit-déjeuner coûte 15 euros en supplément.', 3)).toMatchObject({ price: -1 });
  });

  it("reads a wrong or missing order, nobody serving, a shrug, being hurried out, a shop's useless help, broken promises, refused returns, waits, hotel-night noise and named staff praised", () => {
    expect(topics("J'avais commandé un latte au lait d'avoine, on m'a apporté du lait normal.")).toMatchObject({ service: -1 });
    expect(topics("La tartine, on l'attend encore.")).toMatchObject({ service: -1 });
    expect(topics("Servi un plat qu'on n'avait pas commandé.")).toMatchObject({ service: -1 });
    expect(topics('On a dû aller nous-mêmes au bar pour commander.')).toMatchObject({ service: -1 });
    expect(topics('Personne ne nous a demandé si on voulait autre chose.')).toMatchObject({ service: -1 });
    expect(topics('Il fallait sans cesse appeler le serveur.')).toMatchObject({ service: -1 });
    expect(topics('Le serveur a juste haussé les épaules.')).toMatchObject({ service: -1 });
    expect(topics("Personne ne s'est excusé.")).toMatchObject({ service: -1 });
    expect(topics("Personne n'a rien fait.")).toMatchObject({ service: -1 });
    expect(topics("L'addition a été posée sur la table sans qu'on la demande.")).toMatchObject({ service: -1 });
    expect(topics('Ils ont commencé à empiler les chaises autour de nous.')).toMatchObject({ service: -1 });
    expect(topics('Ils avaient besoin de la table.')).toMatchObject({ service: -1 });
    expect(topics("Le vendeur ne connaissait rien à ce qu'il vend.")).toMatchObject({ service: -1 });
    expect(topics("On m'a vendu la mauvaise peinture.")).toMatchObject({ service: -1 });
    expect(topics("J'ai dû trouver tout seul.")).toMatchObject({ service: -1 });
    expect(topics('Promis pour vendredi, même pas commencé.')).toMatchObject({ service: -1 });
    expect(topics("Le gâteau est arrivé le lendemain de l'anniversaire.")).toMatchObject({ service: -1 });
    expect(topics("Ils refusent de l'échanger.")).toMatchObject({ service: -1 });
    expect(topics('Échange seulement sous 7 jours.')).toMatchObject({ service: -1 });
    expect(topics('Ils ne reprennent pas les bottes portées.')).toMatchObject({ service: -1 });
    expect(topics("Il faut s'armer de patience pour avoir une table.")).toMatchObject({ waiting: -1 });
    expect(topics("La chambre n'était prête qu'à 18h.")).toMatchObject({ waiting: -1 });
    expect(topics('On a fait le pied de grue devant le comptoir.')).toMatchObject({ waiting: -1 });
    expect(topics("La ventilation a tourné jusqu'à 23h et a repris à 6h.")).toMatchObject({ noise: -1 });
    expect(topics('La clim ronflait comme un réacteur.')).toMatchObject({ noise: -1 });
    expect(topics("L'ascenseur a grincé toute la nuit.")).toMatchObject({ noise: -1 });
    expect(topics('Marc se souvient toujours de ma commande.')).toMatchObject({ staff: 1 });
    expect(topics('Les recommandations de Sophie sont toujours au top.')).toMatchObject({ staff: 1 });
    expect(topics("Personne n'a levé le petit doigt.")).toMatchObject({ service: -1 });
    expect(topics("Le vendeur m'a dit de me débrouiller.")).toMatchObject({ service: -1 });
  });

  it('reads price idioms, messy shops, thin ranges, curt deeds, service not done, praise by deeds, booking ease and failures, plain food faults, regional breakfast and parking, location, noise and cleanliness told by detail, painless treatment, clock-time waits and praise that ends as people put them', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'fr', 'review', rating);
    // 'Faut pas pousser', charged anyway, fees.
    expect(topics('Faut pas pousser, 6 € le café.')).toMatchObject({ price: -1 });
    expect(topics('Ils nous ont facturé quand même.')).toEqual({ price: -1 });
    expect(topics("On nous a facturé des frais d'annulation.")).toMatchObject({ price: -1 });
    // A shop in a mess is its cleanliness.
    expect(topics('Il faut chercher longtemps pour trouver quoi que ce soit.')).toEqual({ cleanliness: -1 });
    expect(topics('Des cartons partout dans les allées.')).toEqual({ cleanliness: -1 });
    // A thin or repetitive range.
    expect(topics("L'après-midi il ne restait que deux sortes de gâteaux.")).toMatchObject({ selection: -1 });
    expect(topics('Les tailles partent tout de suite.')).toEqual({ selection: -1 });
    expect(topics('Le buffet du petit-déj toujours pareil.')).toEqual({ breakfast: -1 });
    // Curt staff told by deeds.
    expect(topics('Elle a levé les yeux au ciel.')).toEqual({ staff: -1 });
    expect(topics('Il a vaguement montré un rayon et il est parti.')).toMatchObject({ staff: -1 });
    expect(topics("Le vendeur a dit que l'erreur venait forcément de moi.")).toMatchObject({ staff: -1 });
    // Service told by what did not happen.
    expect(read("Personne n'a rien dit.", 1)).toEqual({ service: -1 });
    expect(topics('Même pas un désolé.')).toEqual({ service: -1 });
    expect(topics("Aucune aide, juste un haussement d'épaules.")).toMatchObject({ service: -1 });
    // Praise by deeds and slang, and no pressure that is no wait.
    expect(topics("Elle a passé un temps fou à m'aider à choisir.")).toEqual({ service: 1 });
    expect(topics('Aucune pression pour acheter.')).toEqual({ service: 1 });
    expect(topics('Elle a tout déchiré avec ma couleur.')).toEqual({ haircut: 1 });
    // Booking failures.
    expect(topics("Ils n'avaient rien à mon nom.")).toEqual({ booking: -1 });
    expect(topics('Annulé par SMS 20 minutes avant.')).toEqual({ booking: -1 });
    expect(topics('Ils ne trouvaient pas la réservation.')).toEqual({ booking: -1 });
    // Food faults told plainly, and a watery hot chocolate.
    expect(topics('Petite portion pour le prix.')).toMatchObject({ food: -1 });
    expect(topics('On dirait des gâteaux de chez Lidl.')).toEqual({ food: -1 });
    expect(topics('Chocolat chaud trop aqueux.')).toEqual({ drinks: -1 });
    // Québec's 'déjeuner' at a hotel is the breakfast.
    expect(topics('Le déjeuner continental était ordinaire.')).toEqual({ breakfast: -1 });
    // Swiss and paid parking.
    expect(topics('Pas de place de parc devant.')).toEqual({ parking: -1 });
    expect(topics('Difficile de se parquer.')).toEqual({ parking: -1 });
    expect(topics("Le parking, c'est 18 € par jour en plus.")).toMatchObject({ parking: -1, price: -1 });
    // Location told without the word.
    expect(topics('Une galère à trouver.')).toEqual({ location: -1 });
    expect(topics('Perdu dans une petite rue sans panneau.')).toEqual({ location: -1 });
    expect(topics('Au bord du lac, magnifique.')).toEqual({ location: 1 });
    // Noise told without the word.
    expect(topics("Bondé et tellement fort qu'on ne peut pas travailler.")).toMatchObject({ noise: -1 });
    expect(topics("On devait crier pour s'entendre.")).toEqual({ noise: -1 });
    // Cleanliness told by detail.
    expect(topics("Les toilettes n'avaient pas été nettoyées depuis un moment.")).toEqual({ cleanliness: -1 });
    expect(topics('Plus de papier et tout était mouillé.')).toEqual({ cleanliness: -1 });
    expect(topics('Forte odeur de produits chimiques.')).toEqual({ cleanliness: -1 });
    // Treatment praised through pain or ease.
    expect(topics("J'ai à peine senti le plombage.")).toEqual({ treatment: 1 });
    expect(topics('Détartrage minutieux sans faire mal.')).toEqual({ treatment: 1 });
    // Waits told as clock times and lateness.
    expect(read('Rdv à 14h, pris à 14h50.', 2)).toEqual({ waiting: -1 });
    expect(topics('Trois semaines avant de recevoir la commande.')).toMatchObject({ waiting: -1 });
    // Praise that only ends keeps its sign.
    expect(read("L'accueil sympa, et malheureusement ça s'arrête là.", 2)).toEqual({ service: 1 });
    expect(read("Le café était bon, mais c'est bien tout.", 2)).toEqual({ coffee: 1 });
  });

  it("reads the Québec 'pas mal cher' (rather dear) as a complaint of the price, not a litotes", () => {
    expect(topics("Le déjeuner à 16 euros par personne, c'est pas mal cher pour ce que c'est.")).toMatchObject({ price: -1 });
  });

  it('reads praise of the atmosphere, the range, advice, drinks, cleanliness, people, the location, food, the result, booking, price and speed as people put it', () => {
    // The atmosphere praised without the word.
    expect(topics('Une boutique superbe.')).toEqual({ atmosphere: 1 });
    expect(topics('Super déco !')).toEqual({ atmosphere: 1 });
    expect(topics('La déco est moche et vieillotte.')).toEqual({ atmosphere: -1 });
    // The range.
    expect(topics('Un choix énorme de fromages.')).toMatchObject({ selection: 1 });
    expect(topics('Il y en a pour tous les goûts.')).toEqual({ selection: 1 });
    expect(topics('Plein de pépites introuvables ailleurs.')).toEqual({ selection: 1 });
    // Advice and help.
    expect(topics("Elle savait exactement ce qu'il me fallait.")).toEqual({ service: 1 });
    expect(topics('Ils se sont mis en quatre pour nous.')).toEqual({ service: 1 });
    expect(topics('Aucun conseil, on se débrouille seul.')).toEqual({ service: -1 });
    // Drinks.
    expect(topics('Citronnade maison délicieuse.')).toEqual({ drinks: 1 });
    expect(topics('Bonne bière locale à la pression.')).toEqual({ drinks: 1 });
    // Cleanliness, and far from it.
    expect(topics('Propre comme un sou neuf.')).toEqual({ cleanliness: 1 });
    expect(topics("Les toilettes étaient loin d'être propres.")).toEqual({ cleanliness: -1 });
    // People by description.
    expect(topics('Le patron lui-même est venu nous saluer.')).toMatchObject({ staff: 1 });
    expect(topics('La dame qui tient la boutique est un amour.')).toEqual({ staff: 1 });
    expect(topics('La fille au comptoir était désagréable.')).toEqual({ staff: -1 });
    // The location, and a view of the car park.
    expect(topics('Juste au bord du lac.')).toEqual({ location: 1 });
    expect(topics('Très central et proche de tout.')).toEqual({ location: 1 });
    expect(topics('La vue donnait sur le parking.')).toMatchObject({ location: -1 });
    // Food by detail.
    expect(topics('Tout juste sorti du four.')).toEqual({ food: 1 });
    expect(topics('Des portions généreuses.')).toEqual({ food: 1 });
    // The result at a salon.
    expect(topics('Des mains très douces.')).toEqual({ treatment: 1 });
    expect(topics('La coupe est exactement comme je voulais.')).toEqual({ haircut: 1 });
    expect(topics("La coupe n'est pas du tout ce que je voulais.")).toEqual({ haircut: -1 });
    // Booking.
    expect(topics("J'ai eu un rendez-vous le jour même.")).toEqual({ booking: 1 });
    expect(topics("Ils m'ont casée entre deux clientes.")).toEqual({ booking: 1 });
    expect(topics("Impossible d'avoir un rendez-vous.")).toEqual({ booking: -1 });
    // Price.
    expect(topics("Lait d'avoine sans supplément.")).toEqual({ price: 1 });
    expect(topics("Le lait d'avoine est facturé en supplément.")).toEqual({ price: -1 });
    // Speed.
    expect(topics('Servis tout de suite.')).toEqual({ waiting: 1 });
    expect(topics("Rapide même quand c'est plein.")).toEqual({ waiting: 1 });
  });

  it("reads prices that 'ont pas mal monté' as a complaint, not the litotes 'pas mal'", () => {
    expect(topicPolarities('Les prix ont pas mal monté depuis l\'an passé.', 'fr', 'review', 4)).toEqual({ price: -1 });
  });

  it('reads story forms: a pretty café, a calm dentist, litotes, irony, deeds of staff, quick fixes, recovery, price by comparison, noise and dirt by detail, regional food, thin stock, refused returns and the surroundings', () => {
    const rated = (text: string, rating: number) => topicPolarities(text, 'fr', 'review', rating);
    // Homographs: the café named as a place, a calm dentist, a sulky face.
    expect(topics('Très beau café, on s’y sent bien.')).toEqual({ atmosphere: 1 });
    expect(topics('Le dentiste est très calme et rassurant.')).toEqual({ staff: 1 });
    expect(rated('La caissière avait une face de bœuf.', 2)).toEqual({ staff: -1 });
    // Litotes and faint praise.
    expect(topics('Le déjeuner était pas pire pantoute.')).toEqual({ food: 1 });
    expect(rated('Rien de fou côté bouffe.', 3)).toEqual({ food: -1 });
    // Irony.
    expect(rated('Et bonne chance pour vous garer le samedi.', 1)).toEqual({ parking: -1 });
    // Staff faults told by deeds.
    expect(rated('Le vendeur a dit trois mots en tout.', 2)).toEqual({ staff: -1 });
    expect(rated('Elle ne sait pas couper les cheveux bouclés.', 1)).toEqual({ haircut: -1 });
    // Staff praise idioms.
    expect(topics('La serveuse était ben smatte.')).toEqual({ staff: 1 });
    // Waits told by time spans, speed told by a quick fix.
    expect(rated('Attente d’une bonne demi-heure pour un café.', 1)).toMatchObject({ waiting: -1 });
    expect(topics('Ça a pas traîné, on a été servis en 5 minutes.')).toEqual({ waiting: 1 });
    // Results told by recovery and by looks.
    expect(topics('Je suis repartie comme neuve après le massage.')).toEqual({ treatment: 1 });
    expect(rated('J’ai l’air d’une recrue de l’armée.', 1)).toEqual({ haircut: -1 });
    // Price told by comparison and by what was charged.
    expect(rated('Trouvé deux fois moins cher ailleurs.', 2)).toEqual({ price: -1 });
    expect(topics('Ils m’ont presque rien chargé.')).toEqual({ price: 1 });
    // Noise and cleanliness told by detail.
    expect(rated('Circulation sous la fenêtre dès 5h du matin.', 2)).toEqual({ noise: -1 });
    expect(rated('Tables pleines de la vaisselle des clients d’avant.', 2)).toEqual({ cleanliness: -1 });
    expect(rated('Il y avait des fourmis partout.', 1)).toEqual({ cleanliness: -1 });
    // Regional dishes, grapes, and food no dog would eat.
    expect(topics('Le cassoulet était divin.')).toEqual({ food: 1 });
    expect(topics('Le chasselas était parfait.')).toEqual({ drinks: 1 });
    expect(rated('Même mon chien n’en voudrait pas.', 1)).toEqual({ food: -1 });
    // Thin stock, service as it used to be, refused returns.
    expect(rated('Presque rien en magasin, tout est à commander.', 2)).toEqual({ selection: -1 });
    expect(rated('Avant on était bien servis ici.', 2)).toEqual({ service: -1 });
    expect(rated('Ils ont refusé de reprendre l’article.', 2)).toEqual({ service: -1 });
    // The surroundings.
    expect(topics('Les pieds dans le sable, magnifique.')).toEqual({ location: 1 });
  });

  it('reads along, frequencies, wrong dates, Québec praise and hygiene told by deed', () => {
    const rated = (text: string, rating: number) => topicPolarities(text, 'fr', 'review', rating);
    // 'Long' as along and a clock told as a frequency are no wait; 'en attendant' is meanwhile.
    expect(rated('La fontaine du hall gargouillait aux demi-heures, on l’entendait tout le long du couloir.', 2).waiting).toBeUndefined();
    expect(rated('Des cheveux dans la douche tout le long du séjour.', 1)).toEqual({ cleanliness: -1 });
    expect(rated('On nous a servi un thé en attendant la coloration.', 3).waiting).toBeUndefined();
    // A booking for the wrong day or date.
    expect(rated('Ils m’avaient inscrit pour le mauvais jour.', 2)).toEqual({ booking: -1 });
    expect(rated('La secrétaire a confirmé la mauvaise date.', 2)).toMatchObject({ booking: -1 });
    // Québec 'le fun' praises what it is said of; cozy is the atmosphere.
    expect(topics('Le cidre de glace était vraiment le fun.')).toEqual({ drinks: 1 });
    expect(topics('La mezzanine est tellement cozy.')).toEqual({ atmosphere: 1 });
    // Food picked off the floor, a smell too foul to describe: hygiene, not the staff.
    expect(rated('J’ai vu le serveur ramasser une frite tombée par terre et la remettre dans l’assiette.', 1)).toEqual({ cleanliness: -1 });
    expect(rated('Dans les toilettes, une odeur que je ne vous décrirai pas.', 1)).toEqual({ cleanliness: -1 });
  });

  it('reads stale smells, sighs, banging radiators, receipts, brassy colour, pity, sizes, strong coffee, parking fees, quick service and staff who are a cream', () => {
    const rated = (text: string, rating: number) => topicPolarities(text, 'fr', 'review', rating);
    // A dish that smells not fresh is the food, not the hygiene; a sigh at the desk is the staff.
    expect(rated('Le saumon sentait pas très frais, je l’ai laissé.', 2)).toEqual({ food: -1 });
    expect(rated('Le monsieur à l’accueil soupire dès qu’on lui pose une question.', 2)).toEqual({ staff: -1 });
    // A radiator that knocks all night is the noise; hairs on the sheets are the hygiene.
    expect(rated('Le chauffage cognait toutes les vingt minutes, impossible de dormir.', 2)).toMatchObject({ noise: -1 });
    expect(rated('Des poils sur les draps à notre arrivée.', 1)).toEqual({ cleanliness: -1 });
    // A receipt brought back is no price.
    expect(rated('Je suis revenu avec mon ticket de caisse et on m’a refusé l’échange.', 2).price).toBeUndefined();
    // A brassy colour is the haircut; after 'dommage car' comes what was good.
    expect(rated('Mes mèches sont carrément cuivrées.', 2)).toEqual({ haircut: -1 });
    expect(rated('Coloration ratée. Dommage car le salon est magnifique.', 2)).toEqual({ haircut: -1, atmosphere: 1 });
    // Nothing in one's size is the range; coffee too strong is the coffee, not the noise.
    expect(rated('Jolies robes, mais rien dans ma taille.', 3)).toMatchObject({ selection: -1 });
    expect(rated('Le café était beaucoup trop fort pour moi.', 3)).toEqual({ coffee: -1 });
    // A parking fee, told with its rate or its amount, is the parking alone.
    expect(rated('Le stationnement à 3$ de l’heure, c’est abusé.', 4)).toEqual({ parking: -1 });
    expect(rated('Seul bémol, il faut payer 15 € pour se garer.', 4)).toEqual({ parking: -1 });
    // Served in five minutes is the wait praised; a cream of a waiter, and one who did what he could, the staff.
    expect(topics('Servis en cinq minutes malgré la foule.')).toEqual({ waiting: 1 });
    expect(topics('Notre serveur était une crème.')).toEqual({ staff: 1 });
    expect(rated('Le serveur a fait ce qu’il a pu, le pauvre, mais la cuisine était froide.', 2)).toEqual({ staff: 1, food: -1 });
    expect(rated('La pauvre serveuse courait partout et on a attendu une heure.', 2).staff).not.toBe(-1);
  });

  it('reads lost bookings, drowned-out talk, slow courses, late orders, corked wine, painless care and hair saved after a botch elsewhere', () => {
    const rated = (text: string, rating: number) => topicPolarities(text, 'fr', 'review', rating);
    // No trace of the booking, a name gone from the system: the booking criticised, even if squeezed in after.
    expect(rated('Arrivée à l’heure, mais personne n’avait trace de ma réservation, on m’a casée entre deux clientes.', 2)).toMatchObject({ booking: -1 });
    expect(rated('Le lendemain, mon nom était plus dans le système.', 2)).toEqual({ booking: -1 });
    // 'On s'entend plus parler' without 'ne' is the noise criticised.
    expect(rated('Le soir c’est plein à craquer et on s’entend plus parler.', 4)).toEqual({ noise: -1 });
    // Courses that kept them waiting, an order far past the promised delay: the wait.
    expect(rated('Les plats se sont fait longtemps attendre.', 2)).toMatchObject({ waiting: -1 });
    expect(rated('On m’avait dit deux semaines, ça en a pris presque six.', 3)).toEqual({ waiting: -1 });
    // Answering without looking up is the staff; a corked wine the drinks; painless care the treatment.
    expect(rated('La réceptionniste m’a parlé sans même lever les yeux de son téléphone.', 2)).toEqual({ staff: -1 });
    expect(rated('La bouteille avait un goût de bouchon.', 2)).toEqual({ drinks: -1 });
    expect(rated('Il explique tout et il fait pas mal, je l’admets.', 3)).toMatchObject({ treatment: 1 });
    expect(rated('Il fait pas mal chaud dans la chambre.', 3).treatment).toBeUndefined();
    // Chatting all the way through is no wait; hair saved after a colour botched elsewhere is praise.
    expect(rated('Ma coiffeuse est adorable, on a discuté tout du long.', 4)).toEqual({ staff: 1 });
    expect(rated('Sophie a sauvé mes cheveux après une décoloration ratée ailleurs.', 5)).toMatchObject({ haircut: 1 });
    expect(rated('Julie a un vrai coup de ciseaux.', 5)).toEqual({ staff: 1 });
  });

  it('reads lost bookings at the desk, the Quebec breakfast, priceless views, Quebec stock-outs and complaints told without the topic word', () => {
    const rated = (text: string, rating: number) => topicPolarities(text, 'fr', 'review', rating);
    // 'Rien à ce nom' at the desk, or a table noted for fewer guests, is the booking lost.
    expect(rated("À l'accueil on nous dit qu'il a rien à ce nom.", 2)).toMatchObject({ booking: -1 });
    expect(rated('Ils avaient noté 4 personnes au lieu de 8.', 2)).toEqual({ booking: -1 });
    // In Quebec a buffet emptied 'au déjeuner' is the breakfast.
    expect(rated('Il restait plus grand-chose au déjeuner à 9h30.', 4)).toEqual({ breakfast: -1 });
    // 'Ça n'a pas de prix' (priceless) names no price.
    expect(rated("Se réveiller avec cette vue, ça n'a pas de prix.", 5)).not.toHaveProperty('price');
    // A look as if one came from the moon is the staff criticised.
    expect(rated("Le jeune au comptoir m'a regardée comme si j'arrivais de la lune.", 2)).toEqual({ staff: -1 });
    // Fitting rooms strewn with clothes and hangers are the tidiness.
    expect(rated('Les cabines jonchées de vêtements et de cintres par terre.', 2)).toEqual({ cleanliness: -1 });
    // 'Y en a pas' is the range out of stock.
    expect(rated("Pour du lait d'avoine, y en a pas.", 3)).toEqual({ selection: -1 });
    // A doctor who never examined and handed a leaflet is the treatment criticised.
    expect(rated("Le médecin m'a pas auscultée et m'a tendu un dépliant.", 2)).toMatchObject({ treatment: -1 });
    // Colour come out orange, pumpkin-like, is the colour criticised.
    expect(rated('Ressortie orange, genre citrouille.', 2)).toEqual({ haircut: -1 });
    // No space to park and circling for minutes is the parking criticised.
    expect(rated('Aucune place pour se garer, on a tourné 20 minutes.', 2)).toEqual({ parking: -1 });
    // Cheaper than the big-box store is the price praised.
    expect(rated("La pièce était même moins chère qu'à la grande surface.", 5)).toEqual({ price: 1 });
    // A lukewarm 'crème' is the coffee criticised.
    expect(rated('Le café crème était tiédasse.', 2)).toEqual({ coffee: -1 });
  });

  it('reads nickel as spot on, landscapes, cheeses, dishes run out, tables laid short and guests left unseen', () => {
    const rated = (text: string, rating: number) => topicPolarities(text, 'fr', 'review', rating);
    // 'Nickel' of a scaling is the treatment done spot on, not the cleanliness.
    expect(rated('Le détartrage est nickel.', 4)).toEqual({ treatment: 1 });
    // A fringe that 'tombe nickel' is the cut praised.
    expect(rated('Ma frange tombe nickel.', 5)).toEqual({ haircut: 1 });
    // A zip ('fermeture éclair') is no pastry.
    expect(rated('La fermeture éclair du sac a cassé en une semaine.', 2)).not.toHaveProperty('food');
    // The landscape seen from the place is where it lies; 'pas grâce à vous' negates nothing.
    expect(rated("Le fjord est magnifique, mais ça c'est pas grâce à vous autres.", 1)).toEqual({ location: 1 });
    expect(rated('Le lac est sublime au réveil.', 5)).toEqual({ location: 1 });
    // Cheeses by name are the food.
    expect(rated('Le morbier et le saint-nectaire étaient délicieux.', 5)).toEqual({ food: 1 });
    // The dish of the day already gone is the range run out.
    expect(rated('Le plat du jour était déjà terminé à midi et quart.', 3)).toMatchObject({ selection: -1 });
    // Quebec cheese curds that don't squeak are a day old.
    expect(rated('Notre fromage en grains faisait pas squick squick.', 2)).toEqual({ food: -1 });
    // Not 'calculated' (noticed) by the waitress is the staff criticised.
    expect(rated('La serveuse nous a pas calculés pendant dix minutes.', 2)).toEqual({ staff: -1 });
    // Eight squeezed onto a table laid for five is the booking criticised.
    expect(rated('On était huit, casés à huit sur une table prévue pour cinq.', 2)).toEqual({ booking: -1 });
    // Belgian 'pas su dormir' with a party below is the noise.
    expect(rated('On a pas su dormir avec la fête en dessous.', 2)).toEqual({ noise: -1 });
    // A slot found for the next day is the booking praised.
    expect(rated("La secrétaire m'a trouvé un créneau dès le lendemain.", 5)).toMatchObject({ booking: 1 });
    // Meat come out grey is the food criticised.
    expect(rated('La bavette était toute grise.', 2)).toEqual({ food: -1 });
    // Spoken to like dogs is the staff criticised.
    expect(rated('Le réceptionniste nous a parlé comme à des chiens.', 2)).toEqual({ staff: -1 });
    // Swiss 'ça joue' is praise.
    expect(rated('Les croissants, ça joue.', 4)).toEqual({ food: 1 });
    // 'J'attends quand même qu'on m'écoute' is an expectation, no wait.
    expect(rated("À ce prix, j'attends quand même qu'on m'écoute.", 3)).not.toHaveProperty('waiting');
    // Factory pastries and bottled juice are the hotel breakfast criticised, not the food or the drinks.
    expect(rated('Au petit-déj, viennoiseries industrielles et jus en bouteille.', 2)).toEqual({ breakfast: -1 });
    // Quebec 'faire la baboune' (sulking) is the staff criticised; 'niaiser une heure' the wait.
    expect(rated('Le serveur faisait la baboune toute la soirée.', 2)).toEqual({ staff: -1 });
    expect(rated('On a niaisé une heure dans le lobby.', 2)).toEqual({ waiting: -1 });
  });

  it('knows smells, rescues, scant plates and empty shelves as people put them', () => {
    const rated = (text: string, rating: number) => topicPolarities(text, 'fr', 'review', rating);
    // A shut-in smell is the cleanliness.
    expect(rated('La salle de bain sentait le renfermé.', 2)).toMatchObject({ cleanliness: -1 });
    // Everything to be found, with a word between, is the range praised.
    expect(rated('Petite quincaillerie où on trouve vraiment de tout.', 4)).toEqual({ selection: 1 });
    // 'Résultat nickel' of a colour is the cut, not the cleanliness.
    expect(rated('Mèches réussies, résultat nickel.', 4)).toEqual({ haircut: 1 });
    // Pieces that 'se battent en duel' on the plate are the food criticised; 'comme chez mamie' praised.
    expect(rated('Deux raviolis qui se battent en duel pour 22€.', 3)).toMatchObject({ food: -1 });
    expect(rated('Une blanquette comme chez mamie.', 4)).toMatchObject({ food: 1 });
    // A coffee that is all froth is the coffee criticised.
    expect(rated("Mon latte, c'était que de la mousse.", 2)).toEqual({ coffee: -1 });
    // A sunny terrace is the setting praised.
    expect(rated('On a pris un verre en terrasse au soleil.', 4)).toEqual({ atmosphere: 1 });
    // Patience asked of the guest and an hour on plastic chairs are the wait.
    expect(rated("Il faut juste s'armer de patience le samedi.", 4)).toEqual({ waiting: -1 });
    expect(rated('Une heure assis sur les chaises en plastique.', 2)).toEqual({ waiting: -1 });
    // A creaking bed is the room, not the noise.
    expect(rated('Le lit grinçait au moindre mouvement.', 2)).toEqual({ rooms: -1 });
    // A stylist who 'sauvé la mise' is the person praised.
    expect(rated("Julie m'a sauvé la mise.", 5)).toEqual({ staff: 1 });
    // Not one loaf left by an hour is the range run out.
    expect(rated('Plus une seule baguette à 17h.', 2)).toEqual({ selection: -1 });
  });

  it('knows factory tastes, treatment chairs, lost bookings and slots weeks away', () => {
    const rated = (text: string, rating: number) => topicPolarities(text, 'fr', 'review', rating);
    // A dessert that smells of the factory is the food criticised, not the hygiene.
    expect(rated("Le fondant sentait un peu l'industriel.", 3)).toEqual({ food: -1 });
    // A cheese dry as a board is the food criticised.
    expect(rated('Le fromage était sec comme un coup de trique.', 2)).toEqual({ food: -1 });
    // Ten minutes in the dentist's chair is no furniture of the setting.
    expect(rated('Dix minutes dans le fauteuil et au revoir.', 2)).not.toHaveProperty('atmosphere');
    // Tartar left after a scaling is the treatment criticised.
    expect(rated('Après le détartrage il restait du tartre partout.', 2)).toEqual({ treatment: -1 });
    // A booking nobody can find on arrival is the booking criticised.
    expect(rated("À l'accueil, aucune trace de ma réservation.", 2)).toMatchObject({ booking: -1 });
    // The next free slot weeks away is the wait; no slot before a date is the booking.
    expect(rated('Prochaine dispo dans six semaines, super.', 1)).toMatchObject({ waiting: -1 });
    expect(rated("Pas de créneau avant la fin du mois alors que j'ai mal.", 1)).toMatchObject({ booking: -1 });
    // A waiting room without a free chair is the wait, not the decor.
    expect(rated("Salle d'attente bondée, pas une chaise de libre.", 2)).toEqual({ waiting: -1 });
    // A pretty colour is the colour praised, not the decor.
    expect(rated('La couleur est vraiment jolie.', 5)).toEqual({ haircut: 1 });
    // Booking the website and an average price name neither the booking nor the price.
    expect(rated("J'ai vu sur Booking qu'il restait des chambres.", 2)).not.toHaveProperty('booking');
    expect(rated('Prix dans la moyenne.', 3)).not.toHaveProperty('price');
    // 'Le problème c'est…' turns from the care that helped to what did not.
    expect(rated("Le kiné est top, ses séances m'ont vraiment aidé. Le problème c'est le secrétariat, injoignable.", 3)).toMatchObject({ staff: 1, treatment: 1 });
    // A broken tooth is what the patient came with.
    expect(rated("Elle m'a réparé une dent cassée sans douleur.", 4)).toEqual({ treatment: 1 });
    // 'Ça pique' of a bill is the price, even beside the wine.
    expect(rated('Une bouteille de vin et deux plats, 120 balles, ça pique un peu.', 3)).toMatchObject({ price: -1 });
    expect(rated('Une bouteille de vin et deux plats, 120 balles, ça pique un peu.', 3)).not.toHaveProperty('drinks', -1);
    // A customer short of a detail negates no praise of the seller.
    expect(rated("La vendeuse m'a trouvé le bon modèle alors que j'avais même pas la référence.", 5)).toEqual({ staff: 1 });
  });

  it('knows scalding rinses, swaps made without a word, physios, bouchon dishes and coffees left unfinished', () => {
    const rated = (text: string, rating: number) => topicPolarities(text, 'fr', 'review', rating);
    // Scalding water at the basin is a complaint of whoever washed the hair.
    expect(rated("La stagiaire m'a ébouillantée au rinçage.", 2)).toEqual({ staff: -1 });
    // A product swapped without telling the customer is the service criticised, not the cheese.
    expect(rated("Ils ont mis du comté à la place du chèvre sans qu'on me prévienne.", 2)).toMatchObject({ service: -1 });
    expect(rated("Ils ont mis du comté à la place du chèvre sans qu'on me prévienne.", 2)).not.toHaveProperty('food', -1);
    // The physio is the person; physio sessions are the care.
    expect(rated('Mon physio est top.', 5)).toEqual({ staff: 1 });
    expect(rated('Les séances de physio m’ont remise sur pied.', 5)).toEqual({ treatment: 1 });
    // Lyon bouchon dishes are the food.
    expect(rated('La cervelle de canut était délicieuse.', 5)).toEqual({ food: 1 });
    expect(rated('Le tablier de sapeur était correct.', 2)).toEqual({ food: 1 });
    // 'Là n'est pas la question' grants the praise before it.
    expect(rated("Le poulet était bon, là n'est pas la question.", 1)).toEqual({ food: 1 });
    // Coffees not yet finished name no coffee; a fair price 'pour le centre-ville' names no location.
    expect(rated("On nous a pressés de partir alors qu'on avait pas fini nos cafés.", 3)).not.toHaveProperty('coffee');
    expect(rated('Des prix honnêtes pour le centre-ville.', 4)).toEqual({ price: 1 });
    expect(rated('Vingt euros le brunch et le café en supplément, faut pas exagérer.', 3)).not.toHaveProperty('coffee');
  });

  it('reads lost résas, screen-bound desks, people en or, things seen nowhere else and a nickel coffee', () => {
    const rated = (text: string, rating: number) => topicPolarities(text, 'fr', 'review', rating);
    // A booking lost, told with 'résa' or as a call nobody wrote down, and the next slot weeks away are the booking criticised.
    expect(rated("Arrivés au resto, aucune résa à notre nom alors qu'on avait appelé.", 1)).toMatchObject({ booking: -1 });
    expect(rated("Au téléphone on nous a dit c'est noté, mais personne n'avait rien noté.", 1)).toMatchObject({ booking: -1 });
    expect(rated('Le prochain créneau dans un mois, génial.', 2)).toMatchObject({ booking: -1 });
    // Answering without lifting one's nose from the screen is the staff criticised; 'des gens en or' the staff praised.
    expect(rated('La réceptionniste nous a répondu sans même lever le nez de son écran.', 2)).toMatchObject({ staff: -1 });
    expect(rated('Des gens en or dans cette quincaillerie.', 5)).toEqual({ staff: 1 });
    // A coffee 'nickel' is spot on, no cleanliness; quick tidy work is the speed praised.
    expect(rated('Le flat white était nickel.', 5)).toEqual({ coffee: 1 });
    expect(rated('Travail rapide et efficace, merci.', 5)).toMatchObject({ waiting: 1 });
    // The misspelt terrace is the setting; things one sees nowhere else are the range.
    expect(rated('La terasse est vraiment agréable.', 4)).toEqual({ atmosphere: 1 });
    expect(rated('Le cadre est super sympa.', 4)).toEqual({ atmosphere: 1 });
    expect(rated("Une petite épicerie avec plein de choses qu'on ne voit pas ailleurs.", 4)).toEqual({ selection: 1 });
    // Factory bread and butter in portion packs are the breakfast criticised; salted butter is no price, nor a colour judged under a light any decor.
    expect(rated('Petit-déj décevant, pain de mie industriel et beurre en barquette.', 2)).toEqual({ breakfast: -1 });
    expect(rated('Les caramels au beurre salé sont une tuerie.', 5)).not.toHaveProperty('price');
    expect(rated("Sous la lumière de ma salle de bain, c'est encore pire.", 2)).not.toHaveProperty('atmosphere');
  });

  it('reads a cute setting, juice squeezed to order, Beaujolais crus, a hurried practitioner, an ordeal to book and a clean fade', () => {
    const rated = (text: string, rating: number) => topicPolarities(text, 'fr', 'review', rating);
    expect(topics('Le cadre est mignon.')).toEqual({ atmosphere: 1 });
    expect(topics("L'endroit est tout mignon.")).toEqual({ atmosphere: 1 });
    expect(topics('Les jus sont pressés minute.')).toEqual({ drinks: 1 });
    expect(topics('Un petit morgon parfait avec le fromage.')).toMatchObject({ drinks: 1 });
    expect(topics("On sent qu'il est pressé.")).toEqual({ staff: -1 });
    expect(topics("J'ai eu l'impression de déranger.")).toEqual({ staff: -1 });
    expect(topics("Pour avoir un rendez-vous c'est la croix et la bannière.")).toEqual({ booking: -1 });
    expect(topics('Degradé nickel, bien propre sur les côtés.')).toEqual({ haircut: 1 });
    // An appointment booked months ahead is the circumstance, no booking; a question on the quote no price.
    expect(rated("Rendez-vous pris deux mois à l'avance, reçue avec une heure de retard.", 1)).not.toHaveProperty('booking');
    expect(rated("J'avais des questions sur le devis.", 2)).not.toHaveProperty('price');
  });

  it('reads a booking lost on arrival, chairs added to a short table, dishes an hour late, coffees offered as amends, and situations from other languages', () => {
    const rated = (text: string, rating: number) => topicPolarities(text, 'fr', 'review', rating);
    expect(rated("En arrivant ils avaient pas mon rdv et j'ai dû attendre 30 min.", 3)).toMatchObject({ booking: -1 });
    expect(rated('On nous installe à une table de 6 avec deux chaises rajoutées en bout.', 2)).toMatchObject({ booking: -1 });
    expect(rated("Les plats sont arrivés au bout d'une heure.", 2)).toMatchObject({ waiting: -1 });
    expect(rated("Le serveur s'est excusé gentiment et nous a offert les cafés.", 2)).toEqual({ staff: 1, service: 1 });
    expect(rated('Prochain créneau dans 2 mois, avec une dent qui me fait mal.', 1)).not.toHaveProperty('treatment');
    expect(rated('Acheter un coffret cadeau à 59€ pour ma belle-mère.', 2)).toEqual({});
    // A parking fine, a hard sell, a name remembered, care rushed, a shower icy then scalding, hours in the chair.
    expect(rated("J'ai pris une amende de stationnement de 35 € devant l'hôtel.", 2)).toMatchObject({ parking: -1 });
    expect(topics("C'est que de la vente, ils veulent juste vous vendre des produits.")).toEqual({ service: -1 });
    expect(topics('Le vendeur voulait absolument me vendre le modèle le plus cher.')).toMatchObject({ service: -1 });
    expect(topics('Au bout de deux visites elle se souvient de mon prénom.')).toEqual({ staff: 1 });
    expect(topics('Soin expédié en 5 minutes chrono.')).toEqual({ treatment: -1 });
    expect(topics('La douche passait de glacée à brûlante.')).toEqual({ rooms: -1 });
    expect(rated("J'ai passé 4 heures dans le fauteuil, la couleur sur la tête.", 2)).toMatchObject({ waiting: -1 });
    expect(rated('Prise en urgence le jour même, merci !', 5)).toEqual({ booking: 1 });
    expect(rated('Pour le même prix on mange bien mieux ailleurs.', 2)).toEqual({ price: -1 });
    expect(rated("La salle de bain aurait besoin d'un bon coup de neuf.", 3)).toEqual({ rooms: -1 });
    expect(rated("À la fin 185 €, alors qu'on m'avait annoncé 130 €.", 2)).toMatchObject({ price: -1 });
    expect(rated('Une couleur pas homogène, avec des taches sur le dessus.', 2)).toEqual({ haircut: -1 });
  });

  it('reads a wait told by the tables served first, a range gone from the shelves, a bill that chokes, a name not in the book and a set fine only at first', () => {
    const rated = (text: string, rating: number) => topicPolarities(text, 'fr', 'review', rating);
    expect(rated("On était les derniers servis alors que la table d'à côté était arrivée après nous.", 2)).toEqual({ waiting: -1 });
    expect(rated('Entre le plat et le dessert on a eu le temps de refaire le monde.', 3)).toEqual({ waiting: -1 });
    expect(rated("On a eu l'impression que la cuisine faisait la sieste.", 2)).toEqual({ waiting: -1 });
    expect(rated('Notre thé est arrivé quand on enfilait nos manteaux.', 2)).toMatchObject({ waiting: -1 });
    expect(rated('Les étals sont vides dès midi.', 2)).toEqual({ selection: -1 });
    expect(rated("Les biscuits que j'aimais ont disparu des rayons.", 3)).toEqual({ selection: -1 });
    expect(rated("Ils n'en font plus depuis l'an dernier.", 2)).toEqual({ selection: -1 });
    expect(rated('Le rayon bio se résume à deux étagères.', 3)).toEqual({ selection: -1 });
    // A shop 'comme il y en a plus' is one of a kind, no stock run out.
    expect(rated('Une quincaillerie comme il y en a plus.', 5)).not.toHaveProperty('selection');
    expect(rated("J'ai failli m'étrangler en voyant l'addition.", 2)).toEqual({ price: -1 });
    expect(rated('Deux suppléments rajoutés sur la facture sans prévenir.', 2)).toEqual({ price: -1 });
    expect(rated("Je n'étais pas noté dans l'agenda.", 2)).toEqual({ booking: -1 });
    expect(rated('Il fallait se pencher au-dessus de la table pour s’entendre.', 2)).toEqual({ noise: -1 });
    expect(rated("Le vernis était joli sur le moment puis il s'est écaillé en trois jours.", 2)).toEqual({ treatment: -1 });
  });

  it('reads tired premises, a charming little shop, nobody coming to the table, staff waving a guest off, a meal named by its occasion and a candle on a dessert', () => {
    const rated = (text: string, rating: number) => topicPolarities(text, 'fr', 'review', rating);
    expect(rated('Le cabinet est un peu vieillot.', 3)).toEqual({ atmosphere: -1 });
    expect(rated('Les locaux sont franchement vieillots.', 3)).toEqual({ atmosphere: -1 });
    expect(rated('Une charmante petite librairie.', 5)).toEqual({ atmosphere: 1 });
    expect(rated('En terrasse, personne ne venait.', 2)).toEqual({ service: -1 });
    expect(rated("Personne n'est venue pendant vingt minutes.", 2)).toEqual({ waiting: -1 });
    expect(rated("La vendeuse m'a dit que c'était pas son rayon.", 2)).toEqual({ staff: -1 });
    // The occasion names the evening, not the food.
    expect(rated('Repas de famille parfait.', 5)).toEqual({});
    expect(rated('Ils nous ont apporté un gâteau avec une bougie.', 5)).toEqual({ service: 1 });
    // A chipped cup is how the tea was served, no fault of the tea.
    expect(rated('Le thé était bon mais servi dans une tasse ébréchée.', 3)).toEqual({ coffee: 1, service: -1 });
  });

  it('reads a range run out or thin, and a range that tempts', () => {
    expect(topics('Rien de vegan à la carte, même pas de lait de soja.')).toMatchObject({ selection: -1 });
    expect(topics('Plus un seul croissant en vitrine.')).toMatchObject({ selection: -1 });
    expect(topics('Ils n’avaient plus que des tailles S.')).toMatchObject({ selection: -1 });
    expect(topics('Trois plats au menu, tous avec de la viande.')).toMatchObject({ selection: -1 });
    expect(topics('Plusieurs options sans gluten, enfin !')).toMatchObject({ selection: 1 });
    expect(topics('Tout nous faisait envie, dur de choisir.')).toMatchObject({ selection: 1 });
    expect(topics('La bière n’avait plus une bulle.')).toEqual({ drinks: -1 });
  });

  it('reads a moved appointment, a seat at the bar and a mix-up put right', () => {
    expect(topics('On m’a reporté mon rendez-vous sans me demander mon avis.')).toMatchObject({ booking: -1 });
    expect(topics('Ils nous ont casées au bar alors qu’on avait réservé.')).toMatchObject({ booking: -1 });
    expect(topics('Je m’étais trompé de jour, l’accueil a tout arrangé.')).toMatchObject({ booking: 0, service: 1 });
    expect(topics('Venus sans réservation, ils nous ont quand même trouvé une table.')).toMatchObject({ service: 1 });
  });

  it('reads the bill fetched oneself and a kitchen gone quiet as the wait, and a queue that moves as praise', () => {
    expect(topics('Pour payer, il a fallu se lever et aller chercher l’addition nous-mêmes.')).toMatchObject({ waiting: -1 });
    expect(topics('Après le plat, plus rien pendant 40 minutes.')).toMatchObject({ waiting: -1 });
    expect(topics('À peine installés que les cafés étaient déjà sur la table.')).toMatchObject({ waiting: 1 });
    expect(topics('La file fait peur mais ça avance très vite.')).toMatchObject({ waiting: 1 });
    expect(topics('En faisant la queue j’ai repéré les éclairs.')).not.toHaveProperty('waiting');
    expect(topics('Accueil chaleureux, on s’est sentis attendus.')).not.toHaveProperty('waiting');
  });

  it('reads prices below the supermarket and a pleasant bill as price praise', () => {
    expect(topics('Deux fois moins cher qu’au supermarché.')).toMatchObject({ price: 1 });
    expect(topics('Agréable surprise à la caisse.')).toEqual({ price: 1 });
  });

  it('reads wrong orders, a table hurried out, waving in vain and things never brought up as the service', () => {
    expect(topics('Commande erronée : le burger sans le cheddar demandé.')).toMatchObject({ service: -1 });
    expect(topics('Personne n’était au courant de notre commande.')).toMatchObject({ service: -1 });
    expect(topics('Le sommelier nous a fait goûter le vin avant d’ouvrir la bouteille.')).toMatchObject({ service: 1 });
    expect(topics('Le serveur a posé l’addition avant la fin du repas.')).toMatchObject({ service: -1 });
    expect(topics('J’ai fait des signes pendant dix minutes, le barman n’avait d’yeux que pour ses potes.')).toMatchObject({ service: -1 });
    expect(topics('On a réclamé deux fois un oreiller, il n’est jamais monté.')).toMatchObject({ service: -1 });
  });

  it('reads people kind at heart, kind explanations and gum chewed at the desk', () => {
    expect(topics('Le patron, c’est un crème.')).toEqual({ staff: 1 });
    expect(topics('Le chef est un peu bourru au premier abord mais adorable.')).toMatchObject({ staff: 1 });
    expect(topics('Le vendeur m’a gentiment expliqué le fonctionnement.')).toMatchObject({ staff: 1 });
    expect(topics('L’hôtesse mâchait son chewing-gum la bouche ouverte.')).toEqual({ staff: -1 });
    expect(topics('Il m’a montré comment réparer au lieu de me vendre une pièce neuve.')).not.toMatchObject({ staff: -1 });
  });

  it('reads uneven fillers, a colour not as asked and a cut that suits', () => {
    expect(topics('Botox raté : une bosse au-dessus du sourcil et un côté plus gonflé que l’autre.')).toMatchObject({ treatment: -1 });
    expect(topics('Je voulais un blond cendré et je me retrouve avec du cuivré.')).toMatchObject({ haircut: -1 });
    expect(topics('Ce carré court me va tellement mieux !')).toMatchObject({ haircut: 1 });
    expect(topics('On se réveillait avec la mer sous nos fenêtres.')).toEqual({ rooms: 1 });
    expect(topics('Chambre 8 = un placard à balais.')).toMatchObject({ rooms: -1 });
  });

  it('reads the street unheard and talk without raised voices as quiet, lorries all night as noise, and a wish for calm as nothing', () => {
    expect(topics('On n’entendait aucun bruit de la rue.')).toEqual({ noise: 1 });
    expect(topics('On a pu discuter sans élever la voix.')).toEqual({ noise: 1 });
    expect(topics('Les camions sur la route toute la nuit.')).toEqual({ noise: -1 });
    expect(topics('On voulait un repas au calme, la viande était trop cuite.')).not.toHaveProperty('noise');
    expect(topics('Peur que ce soit bruyant mais finalement très calme.')).toMatchObject({ noise: 1 });
  });

  it('reads traces on a glass as dirt and a spotless room as clean, and dishes "justes" as spot on', () => {
    expect(topics('Verre mal lavé avec des traces de rouge à lèvres.')).toEqual({ cleanliness: -1 });
    expect(topics('Chambre nickel et lit confortable.')).toMatchObject({ cleanliness: 1 });
    expect(topics('Velouté, pigeon, soufflé : tout était juste.')).toMatchObject({ food: 1 });
  });

  it('reads what it would be nice to have as what was lacking, the wish told before a comma too', () => {
    expect(topics("Ce serait bien d'avoir un peu plus de places de parking.")).toMatchObject({ parking: -1 });
  });

  it('reads half-empty shelves, a booking nowhere in the book, a bathroom that did not keep up and a nightclub as a free concert', () => {
    expect(topics('Rayon épicerie à moitié vide, encore.')).toMatchObject({ selection: -1 });
    expect(topics("Notre nom n'était nulle part sur le cahier de réservations.")).toMatchObject({ booking: -1 });
    expect(topics("Par contre la salle de bain n'a pas suivi.")).toMatchObject({ rooms: -1 });
    expect(topics("Merci pour le concert gratuit jusqu'à 3h du matin.")).toMatchObject({ noise: -1 });
  });

  it("reads a check-in on the dot and being taken straight in as no wait, 'pas pour ce prix' as the price faulted and a long day as the guest's own", () => {
    expect(topics('Check-in à 15h pile.')).toMatchObject({ waiting: 1 });
    expect(topics('Rdv à 9h, prise direct.')).toMatchObject({ waiting: 1 });
    expect(topics('Les cookies sortent du four à 16h pile.')).toMatchObject({ food: 0 });
    expect(topics('Joli cadre, mais pas pour ce prix là.')).toMatchObject({ price: -1 });
    expect(topics('Après une longue journée, la réceptionniste était adorable.')).toMatchObject({ staff: 1 });
  });

  it("reads a delayed flight as the guest's journey and a porter waiting up as kindness", () => {
    expect(topics('Après un vol retardé, le veilleur de nuit nous attendait avec le sourire.')).toEqual({ staff: 1 });
  });

  it("reads the dish that came next as no follow-up of the service, and a dish that tasted of the microwave as the food", () => {
    expect(topics('La quenelle qui a suivi, sèche. Service souriant, rien à redire.')).toMatchObject({ food: -1, service: 1 });
    expect(topics('On sentait le micro-ondes.')).toEqual({ food: -1 });
  });

  it('reads the range in everyday words: well stocked, few options, nothing left, a dish taken off the menu, an empty shelf', () => {
    expect(topics('Une épicerie fine très bien achalandée.')).toEqual({ selection: 1 });
    expect(topics("Peu d'options sans viande à la carte.")).toEqual({ selection: -1 });
    expect(topics("Ils n'avaient plus rien de ce qu'on voulait.")).toEqual({ selection: -1 });
    expect(topics('Un choix de whiskies impressionnant.')).toEqual({ selection: 1 });
    expect(topics('Ils ont retiré les lasagnes de la carte.')).toEqual({ selection: -1 });
    expect(topics('Le rayon bio était vide.')).toEqual({ selection: -1 });
  });

  it('reads a service with no follow-up, one to insist with, a bad welcome and a switchboard that never answers', () => {
    expect(topics("Aucun suivi après l'intervention.")).toMatchObject({ service: -1 });
    expect(topics('Il a fallu insister pour avoir la carte des desserts.')).toMatchObject({ service: -1 });
    expect(topics("On a été mal reçus dès l'entrée.")).toEqual({ service: -1 });
    expect(topics('Le standard ne répond jamais.')).toEqual({ service: -1 });
    expect(topics('Service bordélique.')).toEqual({ service: -1 });
    expect(topics("La réceptionniste a été d'une grande aide.")).toEqual({ staff: 1 });
  });

  it('reads prices gone up in the lift, no prices shown, prices not so gentle, and a painful pedicure as no bill', () => {
    expect(topics("Les prix ont pris l'ascenseur cette année.")).toEqual({ price: -1 });
    expect(topics('Aucun prix affiché en vitrine.')).toEqual({ price: -1 });
    expect(topics('Prix pas très doux.')).toEqual({ price: -1 });
    expect(topics('Le pédicure était très douloureuse.')).toEqual({ treatment: -1 });
  });

  it('reads an unwashed floor, overflowing bins and a bathroom not cleaned as the cleaning', () => {
    expect(topics('Sol pas lavé et poubelles qui débordent.')).toEqual({ cleanliness: -1 });
    expect(topics('Salle de bain pas nettoyée.')).toMatchObject({ cleanliness: -1 });
    expect(topics('Des cheveux partout sur le sol.')).toMatchObject({ cleanliness: -1 });
  });

  it("reads dishes that arrive fast, 'des plombes', and a reasonable wait as the wait, not the price", () => {
    expect(topics('Les entrées arrivent rapidement.')).toEqual({ waiting: 1 });
    expect(topics('Ils ont mis deux plombes pour les desserts.')).toMatchObject({ waiting: -1 });
    expect(topics("Le temps d'attente était raisonnable.")).toEqual({ waiting: 1 });
  });

  it('reads a cancelled appointment, bookings not taken, booking in two clicks, thin walls, an unsafe area and a full car park', () => {
    expect(topics('Ils ont annulé mon rdv le matin même.')).toEqual({ booking: -1 });
    expect(topics('Ils prennent pas les réservations.')).toEqual({ booking: -1 });
    expect(topics('Prise de rendez-vous en deux clics.')).toEqual({ booking: 1 });
    expect(topics('Les murs sont fins.')).toEqual({ noise: -1 });
    expect(topics('Quartier peu rassurant la nuit.')).toEqual({ location: -1 });
    expect(topics('Le parking est souvent plein.')).toEqual({ parking: -1 });
    expect(topics('On a tourné vingt minutes pour trouver une place.')).toEqual({ parking: -1 });
    expect(topics('Pas moyen de se garer.')).toEqual({ parking: -1 });
  });

  it('reads polish that came off, care that is no use, visible results, and a colour or a hold gone wrong', () => {
    expect(topics('Mon vernis a sauté au bout de trois jours.')).toEqual({ treatment: -1 });
    expect(topics('Les séances ne servent à rien.')).toEqual({ treatment: -1 });
    expect(topics('Résultats visibles dès la deuxième séance.')).toEqual({ treatment: 1 });
    expect(topics('Ma couleur a tourné au vert en deux semaines.')).toEqual({ haircut: -1 });
    expect(topics("Le brushing n'a pas tenu.")).toEqual({ haircut: -1 });
  });

  it('reads a place with a soul, a dead atmosphere, a breakfast worth it and a full one, a wine served too hot', () => {
    expect(topics('Un lieu qui a une âme.')).toEqual({ atmosphere: 1 });
    expect(topics("L'ambiance était morte.")).toEqual({ atmosphere: -1 });
    expect(topics('Une ambiance de folie.')).toEqual({ atmosphere: 1 });
    expect(topics('Le brunch vaut vraiment le coup.')).toEqual({ breakfast: 1 });
    expect(topics('Petit déjeuner très complet.')).toEqual({ breakfast: 1 });
    expect(topics('Le buffet était déjà vide à 10h.')).toEqual({ breakfast: -1 });
    expect(topics('Le vin était trop chaud.')).toEqual({ drinks: -1 });
  });

  it("reads 'bons mais pas exceptionnels' as praise held back, and lunchtime or friends waited for as no wait", () => {
    expect(topics('Les plats étaient bons mais pas exceptionnels.')).toEqual({ food: 1 });
    expect(topics("On est passés à l'heure du déjeuner.")).toEqual({});
    expect(topics('Nous avons attendu nos amis au bar.')).toEqual({});
  });
});
