import type { LanguageBank } from './types';

export const da: LanguageBank = {
  language: 'da',
  names: [
    'Mads Kristensen', 'Louise Pedersen', 'Frederik Holm', 'Camilla Jørgensen', 'Rasmus Nielsen', 'Sofie Andersen',
    'Anders Mikkelsen', 'Ida Rasmussen', 'Kasper Lund', 'Maja Thomsen', 'Søren Bach', 'Line Christiansen',
    'Emil Madsen', 'Trine Østergaard',
  ],
  ownerReplies: [
    'Tusind tak for de pæne ord! Vi glæder os til at se dig igen.',
    'Tak for din anmeldelse. Vi har taget din feedback med videre til holdet.',
    'Hej, og tak fordi du tog dig tid til at skrive. Det betyder meget for os.',
  ],
  texts: [
    { kind: 'any', rating: 5, topics: ['staff', 'service', 'atmosphere'], text: 'Super hyggelig stemning og virkelig venligt personale. Vi blev taget godt imod fra første øjeblik, og intet var for besværligt. Kommer helt sikkert igen!' },
    { kind: 'any', rating: 4, topics: ['service', 'price'], text: 'God service og fair priser. Der var lidt travlt, så det tog et par minutter før nogen fik øje på os, men ellers en rigtig god oplevelse.', translation: 'Good service and fair prices. It was a bit busy, so it took a few minutes before anyone noticed us, but otherwise a really good experience.' },
    { kind: 'any', rating: 3, topics: ['waiting', 'service'], text: 'Helt okay, men vi ventede næsten 25 minutter, og ingen sagde undskyld. Da det først gik i gang, var det fint nok.' },
    { kind: 'any', rating: 2, topics: ['price', 'staff'], text: 'Alt for dyrt til det man får. Personalet virkede ligeglade og stod mest og snakkede med hinanden bag disken.' },
    { kind: 'any', rating: 1, topics: ['booking', 'staff'], text: 'Vi havde booket en uge i forvejen, men der var ingen booking i systemet, da vi kom. Manden i skranken var direkte uhøflig og gav os skylden. Aldrig igen.' },
    { kind: 'cafe', rating: 5, topics: ['food', 'drinks'], text: 'Byens bedste kanelsnegle og en cappuccino, der smager af noget. Brunchen var frisk og flot anrettet. Sofie bag baren er en stjerne!' },
    { kind: 'cafe', rating: 3, topics: ['food', 'price', 'waiting'], text: 'Maden var god, men 145 kr. for en lille brunchtallerken er i overkanten. Kaffen kom først efter maden.' },
    { kind: 'cafe', rating: 1, topics: ['cleanliness', 'food'], text: 'Beskidte borde, fyldt skraldespand ved døren og et hår i min sandwich. Jeg har sendt et billede til dem, men fik intet svar.' },
    { kind: 'hotel', rating: 5, topics: ['room', 'breakfast', 'location'], text: 'Fantastisk beliggenhed lige ned til stranden. Værelset var rent og lyst med udsigt over vandet, og morgenmaden med hjemmebagt brød var en drøm.', translation: 'Fantastic location right by the beach. The room was clean and bright with a view over the water, and the breakfast with homemade bread was a dream.' },
    { kind: 'hotel', rating: 2, topics: ['noise', 'room', 'cleanliness'], text: 'Værelset lå ud mod gården, hvor der blev larmet til kl. 2 om natten. Badeværelset var ikke gjort ordentligt rent, og der manglede håndklæder.' },
    { kind: 'hotel', rating: 4, topics: ['booking', 'staff', 'parking'], text: 'Nem booking og en meget hjælpsom receptionist, der fandt en parkeringsplads til os. Sengene kunne godt være lidt blødere.' },
    { kind: 'salon', rating: 5, topics: ['haircut', 'staff'], text: 'Bedste klipning i årevis! Frisøren lyttede til, hvad jeg ville have, og gav gode råd om pleje. Jeg føler mig som et nyt menneske.' },
    { kind: 'salon', rating: 2, topics: ['booking', 'waiting', 'haircut'], text: 'Min tid blev flyttet to gange med kort varsel, og da jeg endelig kom, måtte jeg vente 20 minutter. Klipningen var skæv i nakken.', translation: 'My appointment was moved twice at short notice, and when I finally came I had to wait 20 minutes. The haircut was uneven at the back of the neck.' },
    { kind: 'salon', rating: 4, topics: ['colour', 'price'], text: 'Rigtig flot farve, præcis den nuance jeg viste på billedet. Lidt dyrt, men kvaliteten er i orden.' },
  ],
};
