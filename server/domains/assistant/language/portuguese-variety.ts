/**
 * Whether a Portuguese review is Brazilian, by the words, spellings and grammar the two varieties do not share. A review
 * with no sign of either is taken as European, the bank every Portuguese reply was worded in before there were two.
 */
interface Marker {
  pattern: RegExp;
  weight: number;
}

const marker = (weight: number, words: string): Marker => ({ pattern: new RegExp(`(?<![\\p{L}-])(?:${words})(?![\\p{L}-])`, 'giu'), weight });

const BRAZILIAN: readonly Marker[] = [
  // Words Portugal says otherwise: 'equipa', 'pequeno-almoço', 'casa de banho', 'empregado de mesa', 'ementa', 'telemóvel'.
  marker(2, 'vo[cç]ês?|vcs?|equipes?|caf[eé] da manh[aã]|banheiros?|card[aá]pios?|gar[cç]o(?:m|ns|nete|netes)|celular|[oô]nibus|sorvetes?|sucos?|x[ií]caras?|lanchonetes?|galera|né|p[aã]o de queijo|atendentes?|k{3,}|rsrs\\p{L}*|todo mundo|conosco|pix'),
  // Spellings: Brazil writes 'ô' and 'ê' where Portugal writes 'ó' and 'é' ('econômico', 'prêmio', 'bebê'), 'contato' and 'fato' without the c.
  marker(2, 'econ[oô]mic[oa]s?|gastron[ôo]mic[oa]s?|quil[ôo]metros?|c[ôo]mod[oa]s?|fen[ôo]menal|an[ôo]nim[oa]s?|acad[êe]mic[oa]s?|g[êe]neros?|t[êe]nis|pr[êe]mios?|beb[êe]s?|pur[êe]|ant[ôo]nio|contatos?|de fato|registros?'),
  // Everyday speech: 'pra', 'tá', 'a gente', 'legal', 'show', 'nota 10', 'demais' as 'very', 'ter que', 'chegar no'.
  marker(1, '(?:tive|tivemos|teve|tem|temos|tenho|ter|tinha|tinham|vou ter|vai ter) que \\p{L}+r|(?:cheguei|chegamos|chegou|chegar) no|toda hora|amei|arrasou|tchau|vó|vô|recomendo demais|gostei demais|amei demais|pra|pro|tô|tá|tava|tavam|tbm|mto|qnd|agendamentos?|bagun[çc]\\p{L}*|machucad\\p{L}*|em uma?|(?<!toda\\s)a gente|legal|gostos[oa]s?|show|nota (?:10|dez|mil)|bom demais|boa demais|moç[oa]s?|recep[çc][ãa]o|sacola|geladeira|pegar o'),
];

const EUROPEAN: readonly Marker[] = [
  marker(2, 'connosco|noutr[oa]s?|toda a gente|equipas?|pequenos?[- ]almo[çc]os?|casas?[- ]de[- ]banho|empregad[oa]s? de mesa|ementas?|telem[óo]veis|telem[óo]vel|autocarros?|comboios?|sumos?|ch[áa]venas?|fixe|bu[ée]|raparig[ao]s?|miúdos|frigor[ií]fico|montras?|talho'),
  marker(2, 'econ[óo]mic[oa]s?|gastron[óo]mic[oa]s?|quil[óo]metros?|c[óo]mod[oa]s?|an[óo]nim[oa]s?|acad[ée]mic[oa]s?|g[ée]neros?|t[ée]nis|pr[ée]mios?|beb[ée]s?|pur[ée]|ant[óo]nio|contactos?|de facto|registos?|rece[çc][ãa]o|[óo]ptim[oa]s?|actual|actualmente'),
  marker(1, '(?:tive|tivemos|teve|tem|temos|tenho|ter|tinha|tinham|vou ter|vai ter) de \\p{L}+r|(?:cheguei|chegámos|chegou|chegar) ao|imens[oa]|imensamente|esplanadas?|bica|giro|gira|brutal|apanhar'),
];

// 'Ficámos', 'gostámos': Portugal marks the past of 'we'; Brazil never writes the accent.
const PAST_WE = { pattern: /\p{L}+ámos(?!\p{L})/giu, weight: 2 };
// 'Atenderam-me', 'deram-nos': Portugal puts the pronoun after its verb, where Brazil writes 'me atenderam'.
const ENCLISIS = { pattern: /\p{L}+-(?:me|te|nos|lhe|lhes)(?!\p{L})/giu, weight: 2 };
// 'Estava a esperar', 'ficámos à espera' in Portugal; 'estava esperando', 'ficamos esperando' in Brazil.
const ASPECT = '(?:estou|estava|estavam|estávamos|estamos|estão|está|esteve|estive|fiquei|ficou|ficamos|ficámos|ficaram|continua|continuava|andava|andam)';
// A few words between ('fiquei 40 minutos esperando'); 'ficou lindo', 'estava frio quando' end like a gerund and are none.
const BETWEEN = '(?:\\s+\\p{L}+|\\s+\\d+){0,3}';
const NOT_GERUND = '(?:lindo|linda|vindo|bem-vindo|estupendo|horrendo|tremendo|quando|segundo|mundo|fundo|profundo|redondo|brando)';
const GERUND = { pattern: new RegExp(`(?<!\\p{L})${ASPECT}${BETWEEN}\\s+(?!${NOT_GERUND}(?!\\p{L}))\\p{L}+[aei]ndo(?!\\p{L})`, 'giu'), weight: 2 };
const INFINITIVE = { pattern: new RegExp(`(?<!\\p{L})${ASPECT}${BETWEEN}\\s+(?:a\\s+\\p{L}+r|à\\s+espera)(?!\\p{L})`, 'giu'), weight: 2 };
// A sentence or clause that opens with its pronoun ('Me atenderam super bem', 'pelo WhatsApp, me mandaram', 'e me garantiram'): Brazilian;
// Portugal writes 'Atenderam-me'.
const OPENING_CLITIC = { pattern: /(?:^|[.!?,;]\s*|\se\s+)(?:me|te)\s+\p{L}+/giu, weight: 2 };
// 'A vendedora me ajudou': a pronoun before its verb after a word that does not draw it there in Portugal ('não me', 'que me', 'já me').
const PT_PROCLISIS_TRIGGERS = 'não|nao|nunca|jamais|nem|ninguém|ninguem|nada|que|se|quando|como|onde|porque|pq|embora|enquanto|quem|qual|já|ja|só|so|ainda|sempre|também|tambem|bem|mal|talvez|até|ate|aqui|lá|la|logo|assim|tanto|mesmo|todos|tudo|alguém|alguem|algo|cada|para|pra|de|a|sem|por|em|ao|e|ou|mas|pois|muito|pouco|me|te|lhe|o|os';
const PROCLISIS = { pattern: new RegExp(`(?<=\\p{L}\\s+)(?<!(?:^|[^\\p{L}])(?:${PT_PROCLISIS_TRIGGERS})\\s+)(?:me|te)\\s+\\p{L}+`, 'giu'), weight: 1 };
// 'Salvou meu dente', 'minha dor': Portugal puts the article before the possessive ('o meu dente'), except in set phrases of
// both ('por minha conta', 'em minha opinião', 'a meu ver', 'de minha parte').
// Only before its noun: after it ('não é culpa nossa', 'uma amiga minha') both varieties write it bare.
const BARE_POSSESSIVE = { pattern: /(?<!(?:^|[^\p{L}])(?:o|a|os|as|do|da|dos|das|no|na|nos|nas|ao|à|aos|às|pelo|pela|pelos|pelas|num|numa|dum|duma|por|em|de)\s+)(?<!\p{L})(?:meu|minha|meus|minhas|nosso|nossa)(?=\s+\p{L})/giu, weight: 1 };
// Money: Brazil pays in reais ('R$ 150', '150 reais'), Portugal in euros ('35€', '35 euros').
const REAIS = { pattern: /R\$|(?<!\p{L})reais(?!\p{L})/gu, weight: 2 };
const EUROS = { pattern: /€|(?<!\p{L})euros?(?!\p{L})/giu, weight: 2 };

const score = (text: string, markers: readonly Marker[]) =>
  markers.reduce((sum, { pattern, weight }) => sum + weight * (text.match(pattern)?.length ?? 0), 0);

export function isBrazilian(text: string): boolean {
  const brazil = score(text, [...BRAZILIAN, GERUND, OPENING_CLITIC, PROCLISIS, BARE_POSSESSIVE, REAIS]);
  const portugal = score(text, [...EUROPEAN, PAST_WE, INFINITIVE, ENCLISIS, EUROS]);
  return brazil > portugal;
}
