/**
 * Names and places a reply could invent (rule 6). German capitalises every noun, so there only these lists
 * (and titles such as 'Herr' or 'Frau' before a capitalised word) tell a person or place from a noun.
 */
export const COMMON_FIRST_NAMES = [
  'anna', 'maria', 'peter', 'thomas', 'michael', 'jens', 'lars', 'mette', 'hanne', 'susanne', 'søren', 'niels', 'kirsten',
  'ole', 'per', 'kari', 'ingrid', 'erik', 'johan', 'karin', 'lena', 'sara', 'emma', 'mikko', 'juha', 'anne', 'laura',
  'hans', 'klaus', 'stefan', 'sabine', 'julia', 'jean', 'pierre', 'marie', 'sophie', 'nicolas', 'camille', 'jose', 'josé',
  'juan', 'carlos', 'lucía', 'carmen', 'joão', 'ana', 'pedro', 'beatriz', 'john', 'james', 'david', 'sarah', 'chris', 'mark',
  'paul', 'tom', 'sophia', 'oliver', 'noah', 'william', 'lucas', 'hugo', 'leo', 'ella', 'ida', 'freja', 'alma', 'nora',
];

export const COMMON_PLACES = [
  'københavn', 'copenhagen', 'aarhus', 'odense', 'aalborg', 'oslo', 'bergen', 'trondheim', 'stockholm', 'göteborg', 'gothenburg',
  'malmö', 'helsinki', 'helsingfors', 'tampere', 'turku', 'berlin', 'hamburg', 'münchen', 'munich', 'köln', 'paris', 'lyon',
  'marseille', 'madrid', 'barcelona', 'sevilla', 'valencia', 'lisboa', 'lisbon', 'porto', 'london', 'new york',
];

export const PERSON_TITLES = ['herr', 'frau', 'hr', 'fru', 'mr', 'mrs', 'ms', 'dr', 'monsieur', 'madame', 'señor', 'señora', 'senhor', 'senhora'];
