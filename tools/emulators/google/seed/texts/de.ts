import type { LanguageBank } from './types';

export const de: LanguageBank = {
  language: 'de',
  names: [
    'Thomas Müller', 'Julia Schneider', 'Stefan Fischer', 'Katrin Weber', 'Markus Becker', 'Lena Hoffmann',
    'Jan Schäfer', 'Anja Koch', 'Tobias Richter', 'Sabine Wolf', 'Florian Klein', 'Miriam Braun',
    'Lukas Zimmermann', 'Nina Krüger',
  ],
  ownerReplies: [
    'Vielen Dank für Ihre freundliche Bewertung! Wir freuen uns auf Ihren nächsten Besuch.',
    'Danke für Ihr Feedback, wir haben es an das Team weitergegeben.',
    'Herzlichen Dank für Ihren Besuch und die Bewertung!',
  ],
  texts: [
    { kind: 'any', rating: 5, topics: ['staff', 'service'], text: 'Unglaublich freundliches Personal und ein wirklich herzlicher Empfang. Man merkt, dass hier mit Liebe gearbeitet wird. Absolute Empfehlung!' },
    { kind: 'any', rating: 4, topics: ['atmosphere', 'price', 'noise'], text: 'Sehr gemütliche Atmosphäre und für dänische Verhältnisse faire Preise. Einen Stern Abzug, weil es abends recht laut wurde.' },
    { kind: 'any', rating: 3, topics: ['waiting', 'service'], text: 'Ganz okay, aber wir mussten fast eine halbe Stunde warten, ohne dass sich jemand entschuldigt hat. Danach war alles in Ordnung.', translation: 'Quite okay, but we had to wait almost half an hour without anyone apologising. After that everything was fine.' },
    { kind: 'any', rating: 2, topics: ['price', 'staff'], text: 'Deutlich zu teuer für das Gebotene. Das Personal wirkte gelangweilt und war kaum ansprechbar.' },
    { kind: 'any', rating: 1, topics: ['booking', 'staff'], text: 'Unsere Reservierung war angeblich nicht im System, und der Mitarbeiter am Empfang war ausgesprochen unhöflich. Nie wieder.' },
    { kind: 'cafe', rating: 5, topics: ['drinks', 'food'], text: 'Der beste Cappuccino, den ich in Dänemark getrunken habe, und die Zimtschnecken sind ein Traum. Das Frühstück war frisch und liebevoll angerichtet.' },
    { kind: 'cafe', rating: 4, topics: ['food', 'waiting'], text: 'Leckeres Sauerteigbrot und gute Bowls. Am Samstag musste man etwas auf einen Tisch warten, aber es hat sich gelohnt.' },
    { kind: 'cafe', rating: 1, topics: ['cleanliness', 'food', 'price'], text: 'Schmutzige Tische, volle Mülleimer und das Sandwich war vom Vortag. Für den Preis eine Frechheit.', translation: 'Dirty tables, full bins and the sandwich was from the day before. Outrageous for the price.' },
    { kind: 'hotel', rating: 5, topics: ['location', 'room', 'breakfast'], text: 'Traumhafte Lage direkt am Strand, ein sauberes, helles Zimmer mit Meerblick und ein hervorragendes Frühstücksbuffet.' },
    { kind: 'hotel', rating: 3, topics: ['noise', 'room', 'breakfast'], text: 'Das Zimmer war sauber, aber sehr hellhörig. Wir haben die Nachbarn die ganze Nacht gehört. Das Frühstück war gut.' },
    { kind: 'hotel', rating: 2, topics: ['booking', 'parking', 'price'], text: 'Bei der Buchung wurde uns ein Parkplatz zugesagt, vor Ort gab es dann keinen. Die Lösung war ein teures Parkhaus zwei Kilometer entfernt.' },
    { kind: 'salon', rating: 5, topics: ['haircut', 'staff'], text: 'Endlich eine Friseurin, die zuhört! Der Schnitt ist genau so geworden, wie ich ihn wollte, und die Beratung war top.' },
    { kind: 'salon', rating: 4, topics: ['colour', 'price'], text: 'Sehr schöne Farbe und professionelle Arbeit. Nicht ganz günstig, aber das Ergebnis stimmt.', translation: 'Very nice colour and professional work. Not exactly cheap, but the result is right.' },
    { kind: 'salon', rating: 2, topics: ['waiting', 'haircut'], text: 'Trotz Termin zwanzig Minuten gewartet, und der Schnitt war am Ende ungleichmäßig. Schade.' },
  ],
};
