import type { Lexicon } from '../topic-ids';

export const EN_LEXICON: Lexicon = {
  topics: {
    food: [
      'food', 'meal*', 'dish', 'dishes', 'dinner', 'lunch', 'mains', 'starter*', 'dessert*', 'pizza*', 'burger*', 'pasta', 'steak*', 'sushi', 'cake*', 'pastr*',
      'sandwich*', 'brunch', 'menu', 'portion*', 'flavour*', 'flavor*', 'tasty', 'cooking', 'cuisine', 'kitchen', 'chef', 'croissant*', 'bun', 'buns', 'bread',
      'soup*', 'salad*', 'fish', 'chips', 'fries', 'curry', 'noodle*', 'tapas', 'scone*', 'muffin*', 'cookie*', 'brownie*', 'bagel*', 'toastie*', 'pie', 'pies',
      'chicken', 'eggs', 'vegan', 'vegetarian', 'gluten-free', 'bakes', 'baking', 'homemade', '~taste*',
    ],
    coffee: ['coffee*', 'latte*', 'cappuccino*', 'espresso*', 'flat white*', 'americano*', 'mocha*', 'tea', 'teas', 'chai'],
    drinks: ['drink*', 'wine*', 'beer*', 'cocktail*', 'juice*', 'smoothie*', 'prosecco', 'pint*', 'lemonade', 'hot chocolate', '~bar'],
    breakfast: ['breakfast*', 'buffet'],
    selection: ['selection', 'variety', '~choice', '~range', '~options', '~varied', 'stock', 'in stock', 'out of stock'],
    service: ['service', 'customer service', '~served', '~attentive*', '~helpful', '~advice'],
    staff: [
      'staff', 'team', 'waiter*', 'waitress*', 'server', 'servers', 'employee*', 'receptionist*', 'reception', 'host', 'hosts', 'hostess*', 'owner*', 'manager*',
      'barista*', 'hairdresser*', 'stylist*', 'barber*', 'dentist*', 'doctor*', 'gp', 'nurse*', 'therapist*', 'physio', 'physiotherapist*', 'hygienist*',
      'beautician*', 'masseuse*', 'assistant*', 'bartender*', 'way we were treated', 'way you were treated', 'way i was treated', '~people', '~rude',
      '~friendly', '~unfriendly', '~welcoming', '~polite', '~impolite', '~lovely lady', '~lovely man',
    ],
    price: ['price*', 'pric*', 'expensive', 'value', 'overpriced', 'money', 'affordable', 'pricey', 'bill', 'charged', 'rip-off', 'rip off', '~cheap*', '~cost*'],
    cleanliness: ['clean*', 'dirty', 'filthy', 'hygien*', 'spotless', 'tidy', 'untidy', 'dust*', 'stain*', 'sticky', 'grubby', 'mould*', 'mold*', '~smell*'],
    waiting: [
      'wait', 'waited', 'waiting', 'queue*', 'took ages', 'took a while', 'took forever', 'delay*', 'punctual*', 'on time', 'running late', 'ran late',
      '~slow*', '~late', '~quick*', '~fast', '~minutes',
    ],
    atmosphere: ['atmosphere', 'ambience', 'ambiance', 'vibe*', 'cosy', 'cozy', 'decor', 'interior', 'music', 'playlist', '~setting', '~space', '~relaxing', '~feel'],
    noise: ['noise*', 'noisy', 'loud', 'peace and quiet', '~quiet', '~peaceful'],
    booking: ['booked', 'booking*', 'reservation*', 'reserved', 'appointment*', 'double-booked', 'double booked', '~book'],
    location: ['location', 'located', 'easy to find', 'hard to find', '~view', '~views', '~area', '~central*', '~neighbourhood', '~neighborhood', '~surroundings'],
    parking: ['parking', 'car park', '~park'],
    rooms: ['room', 'rooms', 'bed', 'beds', 'bathroom*', 'shower*', 'pillow*', 'suite*', 'mattress*', 'bedroom*', 'towels', 'sheets'],
    treatment: [
      'treatment*', 'massage*', 'facial*', 'manicure*', 'pedicure*', 'nails', 'session*', 'consultation*', 'check-up', 'checkup', 'filling*', 'examination',
      'procedure', 'appointment itself', '~clinic', '~results', '~result',
    ],
    haircut: ['haircut*', 'hair', 'highlights', 'fringe', 'blow dry', 'balayage', 'trim', 'colour', 'color', 'cut', '~style'],
  },
  positive: [
    'great', 'warm', 'amazing', 'excellent', 'fantastic', 'delicious', 'lovely', 'friendly', 'nice', 'good', 'perfect*', 'wonderful', 'best', 'love*', 'enjoy*', 'recommend*',
    'awesome', 'tasty', 'helpful', 'cosy', 'cozy', 'clean', 'quick*', 'attentive', 'beautiful', 'welcoming', 'professional', 'pleasant', 'fresh', 'reasonable',
    'fair', 'brilliant', 'superb', 'outstanding', 'kind', 'comfortable', 'comfy', 'relaxing', 'skilled', 'worth', 'spotless', 'decent', 'happy', 'glad', 'delighted',
    'pleased', 'liked', 'polite', 'gorgeous', 'stunning', 'fab', 'fabulous', 'incredible', 'yummy', 'spot on', 'faultless', 'impeccable', 'thorough', 'gentle',
    'patient', 'reassuring', 'efficient', 'punctual', 'warm welcome', 'lived up', 'live up', 'meet your expectations', 'meet my expectations', 'met my expectations',
    'met our expectations', 'hit the spot', 'to your liking', 'bright spot', 'worked well', 'peaceful', 'quiet', 'easy', 'convenient', 'generous', 'smooth', 'cheap',
    'affordable', 'bargain', 'spacious', 'charming', 'cute', 'adorable', 'favourite', 'favorite', 'top notch', 'first class', 'ace', 'legend*',
  ],
  negative: [
    'bad', 'terrible', 'awful', 'horrible', 'rude', 'slow', 'dirty', 'cold', 'overpriced', 'expensive', 'pricey', 'disappoint*', 'worst', 'poor', 'unfriendly', 'noisy',
    'loud', 'mediocre', 'bland', 'stale', 'unprofessional', 'ignored', 'underwhelming', 'nightmare', 'tiny', 'small', 'smelled', 'smelly', 'stressed', 'cut short',
    'no record', 'no explanation', 'no apology', 'not even an apology', 'long', 'queue', 'never again', 'sadly', 'unfortunately', 'hardly', 'sorry', 'apologi*',
    'fell short', 'fall short', 'let down', 'let you down', 'let us down', 'lukewarm', 'burnt', 'burned', 'undercooked', 'overcooked', 'soggy', 'greasy', 'uneven',
    'unacceptable', 'appalling', 'dreadful', 'shocking', 'filthy', 'sticky', 'stained', 'cramped', 'rushed', 'chaotic', 'forgot*', 'forgotten', 'lost', 'mistake*',
    'wrong', 'problem*', 'issue*', 'complain*', 'hoped for more', 'expected more', 'not worth', 'waste', 'impolite', 'dismissive', 'unhelpful', 'careless',
    'rip-off', 'rip off', 'scruffy', 'tired', 'broken', 'freezing', 'uncomfortable', 'hard', 'awkward', 'average', 'meh', 'a shame', 'shame', 'annoying', 'painful',
    'hurt', 'crowded', 'packed', 'took ages', 'took a while', 'took forever', 'watery', 'weak', 'bitter', 'sour', 'tasteless', 'inedible', 'raw', 'missing', 'ruined',
  ],
  negators: [
    'not', 'never', 'no', 'hardly', 'without', 'don', 'didn', 'doesn', 'wasn', 'weren', 'isn', 'aren', 'hadn', 'haven', 'couldn', 'wouldn', "won't", 'cannot', "can't",
    'nothing', 'nobody', 'neither', 'nor', 'didnt', 'wasnt', 'dont', 'isnt', 'werent', 'lack', 'lacked', 'lacking',
  ],
  contrast: ['but', 'though', 'although', 'however', 'except', 'only downside', 'yet', 'unfortunately', 'sadly', 'apart from', 'whereas'],
};
