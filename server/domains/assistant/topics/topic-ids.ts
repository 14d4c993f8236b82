import type { TopicId } from '@common/topics';

export { isTopicId, TOPIC_IDS, type TopicId } from '@common/topics';

/**
 * Topics so close that people use either word for the same thing ('slow service' is the wait and the
 * service; 'the breakfast' is food). A reply that names one of a pair speaks to the other, and names
 * the specific one rather than both.
 */
const RELATED_PAIRS: ReadonlyArray<readonly [TopicId, TopicId]> = [
  ['coffee', 'drinks'], ['breakfast', 'food'], ['parking', 'location'], ['haircut', 'treatment'],
  ['staff', 'service'], ['waiting', 'service'], ['noise', 'atmosphere'],
];

/** The general topic a specific one belongs to, when a review names both ('parking' speaks for 'location'). */
export const GENERAL_OF: Partial<Record<TopicId, TopicId>> = { parking: 'location', breakfast: 'food', coffee: 'drinks', haircut: 'treatment' };

/**
 * Specific topics that are a kind of their general one, not a part of it: the brunch is the food, the
 * coffee a drink, the colour a treatment (the parking is only a part of where a place lies).
 */
export const KIND_OF: Partial<Record<TopicId, TopicId>> = { breakfast: 'food', coffee: 'drinks', haircut: 'treatment' };

export function related(a: TopicId, b: TopicId): boolean {
  return a === b || RELATED_PAIRS.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
}

/**
 * How a lexicon describes one language: topic words, sentiment words, negations and 'but'-words.
 * A topic word written '~word' is a weak cue: it names the topic only when no ordinary topic word in
 * its clause takes the feeling ('friendly service' is about the service, 'super friendly!' about the
 * staff), and it never counts in a reply ('welcoming you back' is not about the staff). One written
 * '-phrase' is a complaint that is its own topic ('cold coffee', 'ventede 40 minutter'), and '+phrase' praise
 * that is ('smertefri*'): each is a topic word and a feeling, so that it does not taint the dish named beside it.
 */
export interface Lexicon {
  topics: Record<TopicId, string[]>;
  positive: string[];
  negative: string[];
  negators: string[];
  contrast: string[];
  /** Sentiment words that a negator after them negates too: German 'gefiel uns nicht'. */
  negatedAfter?: string[];
  /**
   * A staff member apologising ('beklaget', 'pahoitteli'): praise of whoever apologised, before it, never of what they
   * apologised for ('servitøren beklaget ventetiden'); negated ('nobody apologised') a complaint.
   */
  apologies?: string[];
  /**
   * Words that make the rest of the sentence a wish ('would be 5 stars if the music wasn't so loud', 'I wish
   * the staff were friendlier') or a thing of the past ('used to love the brunch here, but …'): whatever
   * feeling follows names what is lacking now.
   */
  wishes?: string[];
  /**
   * What the reviewer asked for ('asked for', 'wollte', 'pyysin'): in a review of three stars or fewer, a topic named
   * after it in its sentence without a feeling of its own is what they did not get ('ASKED FOR A TRIM AND WALKED OUT
   * LOOKING LIKE A MUSHROOM'), and so is the praise word that says what was asked for ('Pedí el bife jugoso y vino
   * cocido'). A feeling after the first 'and' is what came and keeps its sign.
   */
  askedFor?: string[];
  /**
   * Words that tell of an earlier visit or of what one expects ('last time', 'sidst vi var her', 'for that price I expect'):
   * in a review of three stars or fewer, the praise that follows in their sentence was then or was hoped for, and like a
   * wish names what is lacking now.
   */
  hopes?: string[];
  /**
   * What the place told a guest who complained ('we were told', 'fik at vide', 'hieß es', 'nos dijeron'): in a review of
   * one or two stars, how the complaint was handled, the service, and a complaint unless praise reaches it.
   */
  told?: string[];
  /**
   * Parts of the body ('back', 'ryggen', 'Schulter', 'costas'), and words of pain that name one ('Rückenschmerzen'): in a
   * review of four or five stars, the pain or stiffness told of them is what the patient came with ('helped with my back
   * pain', 'hade ont i ryggen i flera veckor'), not a complaint.
   */
  bodyParts?: string[];
  /**
   * What a guest came in with ('came in with', 'kom ind med', 'je suis arrivée avec'): in a review of four or five stars, the
   * complaint told after it in its clause is the state they came with ('Came in with box dye disaster hair'), not a complaint.
   */
  arrivals?: string[];
  /**
   * Words that grant the praise before them in their sentence ('det skal de have', "I'll give them that", 'eso ni se
   * discute', 'je dis pas'): the topic praised there was good, and what the review faults after it is something else.
   */
  grants?: string[];
  /**
   * Words that set what their clause tells at another business ('somewhere else', 'woanders', 'en otro lado', 'till en annan
   * salong'): in a review of three stars or fewer, what is named and felt there, from the verb before them to the end of the
   * clause, is of that place ('ended up going somewhere else and got seen the same day'), not of this one.
   */
  elsewhere?: string[];
  /**
   * Phrases that judge the whole visit, coming back or not ('kommen gerne wieder', 'não volto'): their feeling counts for
   * the review but for no topic, so that 'A moça da recepção foi um amor, mas não volto' still praises the receptionist.
   */
  verdicts?: string[];
  /**
   * Someone else saying or thinking ('said', 'sagde', 'meinte', 'a dit', 'dijo', 'sanoi', 'tyckte'): in a review of one or two
   * stars, the praise told after it in its sentence is theirs, not the reviewer's ('Min mor sagde det var hyggeligt alligevel'),
   * unless the reviewer is the one who says it ('I said it was cold').
   */
  said?: string[];
  /**
   * Ordering ('ordered', 'bestilte', 'bestellt', 'commandé', 'pedimos', 'tilasin') and getting ('got', 'fikk', 'gekommen', 'reçu',
   * 'nos trajeron', 'veio', 'sain'): in a review of three stars or fewer, what came after an order, in its sentence or the next,
   * is the service getting the order wrong ('Ordered an oat latte, got regular milk').
   */
  ordered?: string[];
  received?: string[];
  /** 'And': a negation does not reach past it ('no queue and quick service'). */
  and: string[];
  /** 'Otherwise': what follows is a verdict on the whole visit ('but otherwise all was fine'). */
  otherwise: string[];
  /** Words of degree that may stand between 'but' and its feeling ('friendly but a bit slow'). */
  intensifiers: string[];
  /** Words that make a negation an idiom that negates nothing: 'without a doubt', 'not least', 'not only'. */
  negationIdioms: string[];
  /**
   * Words that open a noun phrase ('the', 'our'): right after 'but' one starts a new subject ('the food was
   * good, but the evening was ruined'), so what follows is not about the topic before 'but'. Words that as
   * often stand for that topic ('men den var kold': it was cold) are left out, so the Nordic languages,
   * which mark definiteness on the noun, list only indefinite articles and possessives.
   */
  determiners: string[];
  /**
   * 'Why': a question with it is a complaint put as a question ('why is there no vegetarian dish any more?');
   * a topic named there is not merely asked about.
   */
  why: string[];
  /**
   * Words that grant what follows them as the circumstance of what went on ('even with a reservation we waited
   * half an hour', 'trotz Reservierung'): a topic named right after one, without a feeling of its own, is
   * neither praised nor faulted.
   */
  concessions: string[];
  /**
   * Words that open an answer ('Yes', 'Maybe', 'Nej'): a question the reviewer answers in the next sentence
   * ('Would I stay again? Maybe if the price was right.') is asked of themselves, not of the owner.
   */
  answers: string[];
  /** Phrases that excuse the topic before them ('the waiter was overwhelmed, not his fault'): no complaint about it. */
  excuses: string[];
  /**
   * Everyday phrases whose words are used up and mark nothing: a topic or feeling word not meant as one
   * ('room for improvement', 'good morning', 'no problem'). Nothing that starts inside them counts.
   */
  neutral: string[];
}
