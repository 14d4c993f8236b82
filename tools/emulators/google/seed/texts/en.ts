import type { LanguageBank } from './types';

export const en: LanguageBank = {
  language: 'en',
  names: [
    'James Whitfield', 'Emily Carter', 'Oliver Bennett', 'Sophie Turner', 'Daniel Hughes', 'Hannah Brooks',
    'Michael O\'Connor', 'Charlotte Evans', 'Tom Harris', 'Grace Mitchell', 'Ryan Cooper', 'Lucy Ward',
    'Ben Foster', 'Amelia Reed',
  ],
  ownerReplies: [
    'Thank you so much for the kind words, we hope to see you again soon!',
    'Thanks for taking the time to leave a review. We have shared your feedback with the team.',
    'Thank you for visiting us and for your honest feedback.',
  ],
  texts: [
    { kind: 'any', rating: 5, topics: ['staff', 'service'], text: 'Absolutely lovely place. The staff went out of their way to make us feel welcome, and the service was quick and friendly. Highly recommend if you are visiting Denmark!' },
    { kind: 'any', rating: 4, topics: ['atmosphere', 'price'], text: 'Really nice atmosphere and reasonable prices for Scandinavia. Only reason it is not five stars is that it got quite loud in the evening.' },
    { kind: 'any', rating: 3, topics: ['waiting', 'service'], text: 'Decent, but nothing special. We waited a long time to be served and had to ask twice for the bill. Friendly enough once someone came over.', translation: 'Udmærket, men ikke noget særligt. Vi ventede længe på at blive betjent og måtte spørge to gange efter regningen. Venlige nok, da der endelig kom nogen.' },
    { kind: 'any', rating: 2, topics: ['staff', 'price'], text: 'Disappointing. The staff seemed uninterested and we were charged for something we never ordered. It was sorted out eventually, but it left a bad taste.' },
    { kind: 'any', rating: 1, topics: ['booking', 'service'], text: 'Terrible experience. Our booking was cancelled without anyone telling us, and when we complained we were told there was nothing they could do. Avoid.' },
    { kind: 'cafe', rating: 5, topics: ['food', 'drinks', 'atmosphere'], text: 'Best flat white I have had in Copenhagen, and the cardamom bun was still warm. Cosy little spot with plants everywhere. Worth the queue.' },
    { kind: 'cafe', rating: 4, topics: ['food', 'waiting'], text: 'Great avocado toast and proper sourdough. It took a while to get a table on Saturday morning, but the food made up for it.' },
    { kind: 'cafe', rating: 2, topics: ['food', 'cleanliness'], text: 'The eggs were cold and the table was sticky when we sat down. Coffee was fine, but I expected more given the reviews.' },
    { kind: 'hotel', rating: 5, topics: ['room', 'staff', 'location'], text: 'Stunning sea views from our room and the bed was incredibly comfortable. Reception staff gave us great tips for walks to Grenen. Perfect weekend.', translation: 'Fantastisk havudsigt fra vores værelse, og sengen var utrolig behagelig. Personalet i receptionen gav os gode tips til gåture til Grenen. En perfekt weekend.' },
    { kind: 'hotel', rating: 3, topics: ['breakfast', 'room', 'price'], text: 'Clean room and a good location, but the breakfast buffet ran out of almost everything by 9 am. Quite pricey for what you get.' },
    { kind: 'hotel', rating: 1, topics: ['cleanliness', 'room', 'booking'], text: 'We booked a sea view room and got one facing the car park. The carpet was stained and the shower drain was blocked. Nobody at reception seemed to care.' },
    { kind: 'salon', rating: 5, topics: ['haircut', 'colour', 'staff'], text: 'I came in with a very vague idea and left with the best cut and colour I have had in years. Patient, skilled and great company too.' },
    { kind: 'salon', rating: 3, topics: ['haircut', 'price'], text: 'The cut itself was good, but nobody mentioned the extra charge for washing until I was paying. Would have liked to know in advance.' },
    { kind: 'salon', rating: 1, topics: ['booking', 'waiting', 'staff'], text: 'Waited 40 minutes past my appointment time and then was told my stylist had gone home. No apology, no offer to rebook.' },
  ],
};
