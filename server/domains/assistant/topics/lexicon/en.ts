import type { Lexicon } from '../topic-ids';

export const EN_LEXICON: Lexicon = {
  topics: {
    food: ['food', 'meal*', 'dish', 'dishes', 'dinner', 'lunch', 'main', 'mains', 'starter*', 'dessert*', 'pizza*', 'burger*', 'pasta', 'steak*', 'sushi', 'cake*', 'pastr*', 'sandwich*', 'brunch', 'menu', 'portion*', 'flavour*', 'flavor*', 'taste*', 'tasty', 'cooking', 'cuisine', 'kitchen', 'chef'],
    coffee: ['coffee*', 'latte*', 'cappuccino*', 'espresso*', 'flat white', 'tea', 'barista*'],
    drinks: ['drink*', 'wine*', 'beer*', 'cocktail*', 'bar'],
    breakfast: ['breakfast*', 'buffet'],
    selection: ['selection', 'choice', 'variety', 'range', 'options', 'varied'],
    service: ['service', 'served', 'attentive*', 'helpful'],
    staff: ['staff', 'team', 'waiter*', 'waitress*', 'server*', 'employee*', 'receptionist*', 'reception', 'host*', 'owner*', 'people', 'rude', 'friendly', 'welcoming'],
    price: ['price*', 'pric*', 'expensive', 'cheap*', 'value', 'overpriced', 'cost*', 'money', 'affordable', 'pricey'],
    cleanliness: ['clean*', 'dirty', 'filthy', 'hygien*', 'spotless', 'tidy', 'smell*', 'smelled', 'dust*'],
    waiting: ['wait', 'waited', 'waiting', 'queue*', 'slow*', 'took ages', 'took a while', 'delay*', 'late', 'quick*', 'fast'],
    atmosphere: ['atmosphere', 'ambience', 'ambiance', 'vibe*', 'cosy', 'cozy', 'decor', 'interior', 'setting', 'space', 'music', 'relaxing'],
    noise: ['noise*', 'noisy', 'loud', 'quiet', 'peaceful'],
    booking: ['book', 'booked', 'booking*', 'reservation*', 'reserved', 'appointment*'],
    location: ['location', 'located', 'view', 'views', 'area', 'central*', 'neighbourhood', 'neighborhood'],
    parking: ['parking', 'park', 'car park'],
    rooms: ['room', 'rooms', 'bed', 'beds', 'bathroom*', 'shower*', 'pillow*', 'suite*'],
    treatment: ['treatment*', 'massage*', 'therapist*', 'physio*', 'dentist*', 'doctor*', 'nurse*', 'clinic', 'facial*', 'manicure*', 'pedicure*', 'session*', 'consultation*'],
    haircut: ['haircut*', 'hair', 'hairdresser*', 'stylist*', 'barber*', 'colour', 'color', 'highlights', 'fringe', 'blow dry'],
  },
  positive: ['great', 'amazing', 'excellent', 'fantastic', 'delicious', 'lovely', 'friendly', 'nice', 'good', 'perfect*', 'wonderful', 'best', 'love*', 'enjoy*', 'recommend*', 'awesome', 'tasty', 'helpful', 'cosy', 'cozy', 'clean', 'quick*', 'attentive', 'beautiful', 'welcoming', 'professional', 'pleasant', 'fresh', 'reasonable', 'fair', 'brilliant', 'superb', 'outstanding', 'kind', 'comfortable', 'comfy', 'relaxing', 'skilled', 'worth', 'spotless', 'decent', 'happy'],
  negative: ['bad', 'terrible', 'awful', 'horrible', 'rude', 'slow', 'dirty', 'cold', 'overpriced', 'expensive', 'pricey', 'disappoint*', 'worst', 'poor', 'unfriendly', 'noisy', 'loud', 'mediocre', 'bland', 'stale', 'unprofessional', 'ignored', 'underwhelming', 'nightmare', 'tiny', 'small', 'smelled', 'smelly', 'stressed', 'cut short', 'no record', 'no explanation', 'apology', 'long', 'queue', 'never again', 'sadly', 'unfortunately', 'hardly'],
  negators: ['not', 'never', 'no', 'hardly', 'without', 'don', 'didn', 'doesn', 'wasn', 'weren', 'isn', 'hadn', 'haven', 'couldn', 'wouldn'],
  contrast: ['but', 'though', 'although', 'however', 'except', 'only downside', 'yet'],
};
