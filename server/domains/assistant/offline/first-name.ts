/**
 * The reviewer's first name when the display name looks like a person's, else null: never 'Anonymous',
 * initials, a company or a handle. Only the first name is ever used (guardrail 3).
 */
const NOT_NAMES = new Set([
  'anonymous', 'anonym', 'anonyymi', 'anonyme', 'anónimo', 'anonimo', 'anónima', 'anônimo', 'anônima', 'anonima', 'anonymt', 'nimetön', 'tuntematon', 'ukendt', 'ukjent', 'okänd', 'unbekannt', 'inconnu', 'desconocido', 'desconhecido', 'guest', 'gæst', 'gjest',
  'gäst', 'vieras', 'gast', 'invité', 'invitado', 'convidado', 'customer', 'kunde', 'kund', 'asiakas', 'client', 'cliente',
  'user', 'bruger', 'bruker', 'användare', 'käyttäjä', 'nutzer', 'utilisateur', 'usuario', 'utilizador', 'usuário',
  'google', 'a', 'the', 'an', 'ein', 'eine', 'un', 'une', 'le', 'la', 'les', 'el', 'los', 'las', 'um', 'uma', 'o', 'os', 'as', 'en', 'ett', 'et', 'mr', 'mrs', 'ms', 'miss', 'dr', 'herr', 'frau', 'hr', 'fru', 'm', 'mme', 'sr', 'sra', 'srta',
  'team', 'family', 'familie', 'familien', 'familjen', 'familj', 'famille', 'familia', 'família', 'perhe', 'perheen', 'local', 'guide', 'foodie',
  'traveller', 'traveler', 'viajante', 'viajero', 'viajera', 'voyageur', 'voyageuse', 'reisende', 'reisender', 'resenär', 'matkaaja', 'stammtisch',
  // A nickname's epithet before the name ('Big Al', 'Lille Per', 'Kleiner Tom', 'Petit Louis'): 'Dear Big' greets nobody.
  'big', 'little', 'lil', 'old', 'young', 'wee', 'lille', 'store', 'gamle', 'unge', 'lilla', 'stora', 'gamla', 'unga', 'kleine', 'kleiner', 'große',
  'großer', 'alte', 'alter', 'petit', 'petite', 'gros', 'vieux', 'pequeño', 'pequeña', 'gordo', 'gorda', 'flaco', 'flaca', 'velho', 'velha', 'pikku', 'iso',
  // Words of kinship a nickname is made of ('Tiozão do Fusca', 'Mummu neuloo', 'Oma Gerda'): 'Dear Grandma' greets nobody.
  'uncle', 'auntie', 'aunty', 'granny', 'grandma', 'grandpa', 'mormor', 'farmor', 'morfar', 'farfar', 'bestemor', 'bestefar', 'mummu', 'mummo', 'vaari', 'oma', 'opa',
  'tante', 'onkel', 'mamie', 'papy', 'mémé', 'pépé', 'tonton', 'tío', 'tía', 'abuela', 'abuelo', 'abuelita', 'abuelito', 'tio', 'tia', 'tiozão', 'titia', 'vovó', 'vovô', 'avó', 'avô',
]);
const COMPANY = /(?<![\p{L}])(aps|a\/s|as|asa|ab|oy|oyj|gmbh|ag|kg|ug|ltd|llc|inc|plc|sarl|sàrl|sprl|srl|bvba|sas|sa|sl|lda|bv|nv|co|company|group|s\.l\.|s\.a\.|sons|søn|sønner|partners|hb|kb|förskola|skola|skole|kommun|kommune|børnehave|barnehage|gruppe|consult\w*|consulting|express|\p{L}*gruppa|\p{L}*gruppen|association|asso|asociación|associação|verein|e\.v\.|club|clube|seura|ry|\p{L}*klubb?(?:en)?|\p{L}*forening(?:en)?|\p{L}*förening(?:en)?|restaurant|café|cafe|hotel|shop|store|studio|atelier|ateliê|services?|taller|garage|garagem|autos?|motors|plumbing|heating|electrical|roofing|joinery|builders|construction|construcciones|construções|reformas|fontanería|fontaneria|carpintería|carpinteria|panadería|panaderia|pastelería|pasteleria|padaria|pastelaria|canalizações|farmacia|farmácia|pharmacie|pharmacy|apotek(?:et)?|bakery|autohaus|werkstatt|sanitär|fahrschule|taxi|agence|agencia|agência|plomberie|menuiserie|boulangerie|boucherie|charcuterie|serrurerie|carrosserie|quincaillerie|épicerie|fromagerie|poissonnerie|brasserie|pâtisserie|traiteur|paysagiste|fleuriste|hnos|hermanos|irmãos|brødrene|bröderna|gebrüder|gebr|frères|veljekset|asesor\p{L}*|contador\p{L}*|asociad[oa]s|associad[oa]s|abogad[oa]s|advogad[oa]s|consultor\p{L}*|arquitect[oa]s|arquitet[oa]s|inmobiliaria|imobiliária|\p{L}*toimisto|kanzlei|steuerberat\p{L}*|immobilien|advokat\p{L}*|regnskab|regnskap|redovisning|revisor\p{L}*|\p{L}*byggeri|\p{L}*bygg|\p{L}+erei|\p{L}*(?:bageri|bakeri|snedkeri|snekkeri|snickeri|bryggeri|tryckeri|trykkeri|gartneri|konditori)(?:et)?|\p{L}*leipomo|vvs|rørlegger\p{L}*|elektro\p{L}*|transport\p{L}*|logisti\p{L}*)(?![\p{L}])/iu;

/**
 * Given names that, in second place, make a double first name in the countries we serve (Denmark and
 * Norway: Jens Peter, Ole Martin; Portugal, Brazil, Spain and Argentina: Maria João, Marcos Vinícius, José Manuel, Juan Martín). A name absent from the
 * list is read as a middle name or a surname and left out of the greeting, which is never wrong.
 */
const SECOND_GIVEN_NAMES = new Set([
  'peter', 'erik', 'martin', 'marie', 'elise', 'olav', 'øyvind', 'ståle', 'ove', 'marit', 'kristian', 'christian', 'henrik', 'louise',
  'sofie', 'maria', 'mette', 'lise', 'helene', 'kristine', 'johan', 'jørgen', 'arne', 'inger', 'kari', 'ingrid', 'lars', 'morten', 'emil',
  'kristoffer', 'magnus', 'andreas', 'terje', 'einar', 'jan', 'bjørn', 'kåre', 'trine', 'gunn', 'grethe', 'margrethe', 'birgitte',
  'joão', 'manuel', 'rita', 'ângelo', 'lúcia', 'josé', 'luís', 'luis', 'miguel', 'carlos', 'pedro', 'paulo', 'teresa', 'inês', 'isabel',
  'filipa', 'sofia', 'beatriz', 'carmen', 'antónio', 'antonio', 'francisco', 'luísa', 'luisa', 'eduarda', 'clara', 'joana', 'helena',
  'fernanda', 'alexandra', 'cristina', 'madalena', 'leonor', 'ramón', 'ramon', 'jesús', 'ángel', 'javier', 'dolores', 'pilar', 'elena',
  'petter', 'kristin', 'mari', 'elisabeth', 'katrine', 'cecilie', 'martín', 'pablo', 'vinícius', 'vinicius', 'henrique', 'eduardo', 'fernando',
  'luiz', 'luiza', 'luíza', 'paula', 'maría', 'andrea', 'gabriela', 'hugo', 'åge',
  'ole', 'otto', 'aage', 'camilo', 'guadalupe', 'alberto', 'andrés', 'felipe', 'esteban', 'sebastián', 'alejandro', 'alejandra',
  'eugenia', 'victoria', 'belén', 'ignacio', 'mauricio', 'ricardo', 'antonia', 'valentina', 'mercedes', 'soledad',
  'gloria', 'luz', 'paz', 'ángeles', 'angeles', 'rocío', 'rosario', 'nieves', 'consuelo', 'asunción', 'inmaculada', 'concepción', 'inge', 'arild', 'egil', 'helge', 'erling', 'atle', 'manel',
  // Norway's and Denmark's double names written without a hyphen: Kari Anne, Liv Torill, Anne Britt, Tor Even, Hans Olav.
  'anne', 'torill', 'britt', 'berit', 'lill', 'elin', 'kjersti', 'hilde', 'randi', 'solveig', 'sissel', 'synnøve', 'tone', 'beate',
  'merete', 'therese', 'lene', 'kirstine', 'kathrine', 'karin', 'gunnar', 'håkon', 'tore', 'rune', 'magne', 'even', 'jarle', 'ivar',
  'sverre', 'trond', 'vidar', 'geir', 'eirik', 'kjetil', 'ola', 'are', 'eivind', 'grete', 'gerd', 'toril', 'øystein', 'steinar', 'johanne',
  'malene', 'cathrine', 'karoline',
  // Sweden's Lars Göran, Jan Åke, Per Olof, written without their hyphen.
  'göran', 'åke', 'olof',
  // Brazil's João Victor, João Vitor; Portugal's Ana Margarida, Ana Catarina; Colombia's Jhon Fredy.
  'victor', 'vitor', 'vítor', 'margarida', 'catarina', 'fredy', 'freddy',
  // Portugal's short forms: Tó Zé (António José); Manuel Joaquim.
  'zé', 'joaquim', 'joaquín',
]);

/** Of those, the ones as often a surname ('Sarah Martin'): second of two words, they are read as the surname. */
const ALSO_SURNAMES = new Set(['martin', 'jan', 'lars', 'maria', 'otto', 'victoria', 'mercedes', 'paz', 'anne', 'karin', 'even']);

/** Portuguese given names that take 'do', 'da' or 'de' and a word of faith: 'Maria do Céu', 'Maria de Fátima'. */
const NAME_OF_FAITH = new Set(['céu', 'graça', 'graças', 'neves', 'mercês', 'candeias', 'chagas', 'fátima', 'conceição', 'luz', 'glória', 'anjos', 'dores', 'assunção', 'lourdes', 'rosário', 'carmo', 'nazaré', 'encarnação', 'natividade', 'piedade', 'jesus']);
const OF = new Set(['do', 'da', 'de', 'dos', 'das']);
/**
 * Spain's Marian given names, 'María del Carmen', 'María de los Ángeles', 'José de Jesús': after another first name the same
 * words are a surname ('Pedro de la Paz', 'Juan del Valle').
 */
const MARIAN_FIRST = new Set(['maría', 'maria', 'mari', 'ana', 'rosa', 'josé', 'jose', 'juana']);
const MARIAN_TITLE = new Set(['carmen', 'pilar', 'mar', 'rocío', 'rosario', 'socorro', 'consuelo', 'amparo', 'remedios', 'milagros', 'ángeles', 'angeles', 'nieves', 'dolores', 'jesús', 'paz', 'luz', 'mercedes', 'fátima', 'lourdes', 'gracia', 'valle', 'sol', 'montserrat']);
/** 'del Carmen', 'de Jesús', 'de los Ángeles': how many words of a display name, after the first, a Marian title takes, or 0. */
function marianTitle(tokens: readonly string[]): number {
  const [first, of, second, third] = tokens.map((token) => token.toLocaleLowerCase());
  if (!MARIAN_FIRST.has(first ?? '')) return 0;
  if ((of === 'del' || of === 'de') && MARIAN_TITLE.has(second ?? '')) return 2;
  return of === 'de' && (second === 'la' || second === 'los' || second === 'las') && MARIAN_TITLE.has(third ?? '') ? 3 : 0;
}
/** The small words between the parts of a name: 'de la Fuente', 'van der Berg', 'dos Santos', 'y', 'e'. */
const PARTICLE = /^(?:de|da|do|dos|das|del|della|di|du|des|la|le|los|las|van|von|der|den|ter|ten|zu|af|av|y|e|i|bin|ben|al|el|st)$/u;

/** A single word this long is a handle ('Fikamonstret', 'Kaffekjerringa'), not a given name. */
const HANDLE_LETTERS = 12;
/**
 * A single word ending as a word for a person or a creature is a handle ('Reissumies', 'Herkkusuu', 'Kaffetanten',
 * 'Leseratte', 'Bokmalen', 'Fjellgeita', 'Skogsbjörnen'): no given name ends so.
 */
const HANDLE_ENDING = /\p{L}{3,}(?:mies|nainen|tyttö|poika|suu|tanten|tante|onkel|manden|mannen|kjerringa|kärringen|monstret|monsteret|ratte|freund|freundin|liebhaber|lover|elskeren|älskaren|girl|boy|guy|nerd|nerden|nörd|nörden|nørd|nørden|junkie|holic|hammas|hullu|höperö|fani|mummo|ukko|akka|hiiri|kissa|kettu|pupu|orava|pöllö|ystävä|toukka|wurm|worm|elsker|elskeren|älskare|freak|addict|geita|geit|bukken|katten|katta|hunden|gubben|jenta|jenten|gutten|pigen|drengen|tösen|bjørnen|björnen|ulven|reven|räven|fuglen|fågeln)$/iu;

/** A given name shortened with a full stop or a raised letter: 'Fco.', 'Ma.', 'Mª'. */
const ABBREVIATED = /^(?:\p{L}{2,4}\.|\p{L}ª)$/u;

/** 'and' between two people's names: 'Malene og Kim', 'Robert & Jane Hughes'. */
const COUPLE = new Set(['&', '+', 'and', 'og', 'och', 'und', 'et', 'y', 'e', 'ja']);

export function firstNameOf(reviewerName: string | null | undefined): string | null {
  if (!reviewerName) return null;
  const name = reviewerName.trim().replace(/\s+/gu, ' ');
  if (name === '' || /\d|@|_|\//u.test(name) || COMPANY.test(name)) return null;
  const tokens = name.split(' ');
  // A couple is greeted by both first names, as they signed.
  if (tokens.length >= 3 && tokens.length <= 4 && COUPLE.has(tokens[1]!.toLowerCase())) {
    const [one, two] = [personalName(tokens[0]!), personalName(tokens[2]!)];
    return one && two ? `${one} ${tokens[1]} ${two}` : null;
  }
  // 'María de los Ángeles Ruiz Pérez': a Spanish given name of several words, greeted whole.
  const marian = marianTitle(tokens);
  const marianFirst = marian > 0 ? personalName(tokens[0]!) : null;
  if (marianFirst) return [marianFirst, ...tokens.slice(1, marian).map((word) => word.toLocaleLowerCase()), personalName(tokens[marian]!) ?? tokens[marian]].join(' ');
  if (/&/u.test(name) || tokens.length > 4) return null;
  if (tokens.length === 1 && ([...name].length >= HANDLE_LETTERS || HANDLE_ENDING.test(name))) return null;
  // 'Snekker'n', 'Kaffe'n': a word with a clipped ending is a nickname ('O'Brien' keeps its apostrophe after one letter).
  if (tokens.length === 1 && /\p{L}{2,}['’]\p{L}{1,2}$/u.test(name)) return null;
  // 'Fco. Javier Delgado', 'Mª José': a given name shortened before another is greeted by the one written out.
  if (tokens.length >= 3 && ABBREVIATED.test(tokens[0]!) && !NOT_NAMES.has(tokens[0]!.toLowerCase().replace(/\.$/u, ''))) return firstNameOf(tokens.slice(1).join(' '));
  const first = personalName(tokens[0] ?? '');
  if (!first) return null;
  // 'Mummu neuloo', 'Kaffe mit Milch': a capitalised word before a word in lower case that is no particle of a name is a phrase, not a name.
  if (tokens[0] !== tokens[0]!.toLowerCase() && tokens.slice(1).some((word) => /^\p{Ll}+$/u.test(word) && !PARTICLE.test(word))) return null;
  if (tokens.length >= 3 && OF.has(tokens[1]!.toLowerCase()) && NAME_OF_FAITH.has(tokens[2]!.toLocaleLowerCase())) {
    return `${first} ${tokens[1]!.toLowerCase()} ${personalName(tokens[2]!) ?? tokens[2]}`;
  }
  // 'Maria João Ferreira', 'Ole Martin Haugen', 'Hans Petter': a second given name is part of the name people use.
  const second = tokens.length >= 2 ? personalName(tokens[1]!) : null;
  const given = second?.toLocaleLowerCase() ?? '';
  return second && SECOND_GIVEN_NAMES.has(given) && (tokens.length >= 3 || !ALSO_SURNAMES.has(given)) ? `${first} ${second}` : first;
}

/** One word of a display name as a first name, or null for initials, titles, handles and the like. */
function personalName(first: string): string | null {
  if (NOT_NAMES.has(first.toLowerCase().replace(/\.$/u, '')) || /^google-/iu.test(first)) return null;
  if (!/^\p{L}[\p{L}'’-]*\p{L}$/u.test(first)) return null; // initials ('J.', 'JK', 'J.D.') and single letters
  // Every part of a hyphenated name is a name: 'Gbg-Pelle' is a handle, 'Lars-Göran' a name.
  if (first.length < 2 || !first.split('-').every((part) => /[aeiouyæøåäöüéèáíóúâêôàãõ]/iu.test(part))) return null;
  if (first === first.toUpperCase() && first.length <= 3) return null; // 'JK', 'TH'
  if (/\p{Ll}\p{Lu}/u.test(first)) return null; // handles such as 'FoodLover'
  if (/(\p{L})\1\1/iu.test(first)) return null; // a letter drawn out, 'Sagaaa': no given name is spelt so
  const lower = first.toLocaleLowerCase();
  return lower.charAt(0).toLocaleUpperCase() + (first === first.toUpperCase() || first === lower ? lower.slice(1) : first.slice(1));
}
