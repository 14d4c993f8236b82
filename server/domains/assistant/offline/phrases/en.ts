import type { PhraseBank } from './types';

export const EN: PhraseBank = {
  language: 'en',
  forms: ['t'],
  join: (a, b) => `${a} and ${b}`,
  topics: {
    food: 'the food', coffee: 'the coffee', drinks: 'the drinks#pl', breakfast: 'the breakfast', selection: 'the selection',
    service: 'the service', staff: { pos: 'our team', neg: 'the way you were treated' },
    price: { pos: 'the value for money', neg: 'the prices#pl' }, cleanliness: 'the cleanliness',
    waiting: { pos: 'the short waiting time', neg: 'the waiting time' }, atmosphere: 'the atmosphere',
    noise: { pos: 'the peace and quiet', neg: 'the noise level' }, booking: { pos: 'the booking', neg: 'the handling of your booking' },
    location: 'the location', parking: { pos: 'the parking', neg: 'the parking situation' }, rooms: 'the room',
    treatment: 'the treatment', haircut: 'the way your hair turned out',
  },
  greeting: {
    named: { professional: ['Dear {name},', 'Hello {name},'], friendly: ['Hi {name},', 'Hello {name},', 'Dear {name},'], casual: ['Hey {name}!', 'Hi {name}!', 'Hi {name},'] },
    anonymous: { professional: ['Hello,', ''], friendly: ['Hi there,', 'Hello,', ''], casual: ['Hey there!', 'Hi there!', ''] },
  },
  thanks: {
    positive: {
      professional: [
        '((Thank you|Many thanks)) for ((your kind review|taking the time to share your experience|such a generous review|sharing such a positive experience)).',
        'We sincerely appreciate ((your positive feedback|the time you took to write this review)).',
        'Thank you for choosing {business} and for sharing your experience.',
        'It was a pleasure to read your review, thank you.',
        'Thank you very much for your ((wonderful|excellent)) rating and review.',
      ],
      warm: [
        '((Thank you so much|Thanks a lot|A big thank you|Many thanks)) for ((your lovely review|the kind words|taking the time to write to us|such a warm review))!',
        'What a ((wonderful|lovely|fantastic)) review, thank you!',
        'Your review ((really made our day|put a big smile on our faces)), thank you!',
        'Thank you for visiting {business} and for taking the time to write to us!',
      ],
      friendly: ['We are so ((happy|pleased)) to read your review, thank you!'],
      casual: ['((Thanks so much|Huge thanks|Thanks a million)) for ((the awesome review|the shout-out))!', 'Wow, thank you for the kind words!', 'You just made our day, thanks!'],
    },
    mixed: {
      formal: [
        '((Thank you|Many thanks)) for ((your review|your honest feedback|taking the time to share your experience with us|your balanced review)).',
        'We appreciate you taking the time to tell us how your visit went.',
        'Thank you for visiting {business} and for your open feedback.',
      ],
      casual: ['Thanks for the honest review!', 'Cheers for taking the time to tell us how it went.', 'Thanks for the straight-up feedback!'],
    },
    negative: {
      formal: [
        '((Thank you|Many thanks)) for ((taking the time to tell us about your visit|your honest feedback|letting us know how your visit went|sharing your experience with us)).',
        'We have read your review carefully.',
        'I appreciate you taking the time to write this review.',
      ],
      casual: ['Thanks for telling us how it went.', 'Thanks for being straight with us.', 'We have read your review, and it matters to us.'],
    },
  },
  thanksFor: {
    formal: ['((Thank you|Many thanks)) for the ((kind|generous|lovely)) words about {t}.'],
    warm: ['((Thank you so much|Thanks a lot|A big thank you)) for the ((kind|lovely|warm)) words about {t}!'],
    casual: ['((Thanks so much|Cheers)) for the kind words about {t}!'],
  },
  ratingOnly: {
    positive: {
      professional: [
        '((Thank you|Many thanks)) for ((your positive rating|taking the time to rate us|your excellent rating)).',
        'We appreciate your ((positive|excellent)) rating of {business}.',
        'Your rating is ((much|greatly)) appreciated.',
        'We are grateful for your ((kind|generous)) rating.',
        'Your ((positive|generous)) rating means a great deal to us.',
        'It is a pleasure to see your rating of {business}.',
        'Thank you for rating your visit so highly.',
        'Thank you for choosing {business} and for your rating.',
        'Thank you for your confidence in {business}.',
        'We are pleased that your visit earned such a rating.',
        '((Thank you|Many thanks)) for ((the kind stars|your generous stars)).',
        'We sincerely appreciate your rating.',
        'We are delighted with your rating of {business}.',
        'Your kind rating is a real encouragement.',
        'We are honoured by your ((excellent|positive)) rating.',
        'Thank you for sharing your rating with us.',
        'Your rating tells us your visit went well, and that means a lot.',
      ],
      warm: ['((Thank you so much|Many thanks|A big thank you|Thank you very much)) for ((the lovely rating|rating us so highly|the great rating|taking the time to rate us|the stars))!'],
      friendly: [
        'Your stars made our day!',
        'What a lovely rating, thank you!',
        'We are so happy to see your rating!',
        'It was a joy to see your rating come in!',
        'Your lovely rating put a smile on our faces!',
        'We love seeing ratings like yours, thank you!',
        'Thank you for thinking of us and leaving a rating!',
      ],
      casual: ['((Thanks a million|Huge thanks|Cheers)) for the ((stars|awesome rating))!'],
    },
    mixed: { all: ['((Thank you|Many thanks)) for ((your rating|taking the time to rate your visit)).', 'We appreciate your rating of {business}.'] },
    negative: {
      all: [
        'We are sorry to see that your visit did not live up to your expectations.',
        'I am sorry we did not get it right for you this time.',
        'We are sorry to see that you were not satisfied with your visit.',
        'I am truly sorry your experience with us was not better.',
      ],
    },
  },
  praise: {
    all: [
      'We are ((delighted|so glad|really pleased)) to hear you enjoyed {t}.',
      'It is great to know that {t} lived up to your expectations.',
      'How wonderful that you liked {t} so much.',
      'How lovely to hear that {t} {was/were} a highlight for you.',
      'So glad {t} {was/were} to your liking.',
      'It makes us happy that you liked {t}.',
    ],
    casual: ['Love that you liked {t}!', 'Great to hear {t} hit the spot!'],
  },
  praiseAside: {
    all: ['It is good to hear that you liked {t}.', 'We are glad {t} {was/were} to your liking.', 'We are pleased you enjoyed {t}.', 'It is good to know that {t} worked well for you.'],
  },
  note: {
    all: [
      'We have taken note of your comment about {n}.',
      'We hear you on {n} and will look at how we can do better.',
      'Your point about {n} is noted, and we will look into it.',
      'What you say about {n} is useful for us, and we will take it on board.',
    ],
  },
  apology: {
    all: [
      'I am sorry that {n} did not meet your expectations.',
      'We are sorry to read that {n} fell short this time.',
      'I am truly sorry about {n}; that is not the standard we aim for.',
      'We apologise for {n}, which {was/were} not good enough.',
      'Please accept our apologies for {n}.',
      'I am sorry {n} let you down.',
    ],
  },
  apologyGeneral: {
    mixed: { all: ['I am sorry that not everything was as it should have been.', 'We are sorry that parts of your visit fell short.', 'Sorry that we did not quite hit the mark this time.'] },
    negative: { all: ['I am truly sorry that your visit was such a disappointment.', 'We are very sorry that we let you down.', 'I sincerely apologise for the disappointing experience you describe.'] },
  },
  question: {
    withEmail: { all: ['As for your question, just write to us at {email} and we will be happy to help.', 'We will gladly answer your question if you write to us at {email}.'] },
    withoutEmail: { all: ['As for your question, the easiest is to contact us directly, and we will be happy to help.', 'If you contact us directly, we will gladly answer your question.'] },
  },
  invite: {
    withEmail: {
      all: [
        'Please write to us at {email}.',
        'Please write to us at {email} so we can talk it through.',
        'We would like to hear more, so please contact us at {email}.',
        'If you are willing, please get in touch at {email}; we would really like to understand what happened.',
        'Please send us a message at {email}, and we will follow up with you personally.',
        'We would like to hear more, so do get in touch at {email}.',
        'Do write to us at {email}; we would really like to understand what happened.',
      ],
    },
    withoutEmail: {
      all: [
        'Please contact us directly.',
        'Please contact us directly so we can talk it through.',
        'We would like to hear more, so please get in touch with us directly.',
        'If you are willing, please reach out to us directly; we would really like to understand what happened.',
        'We would like to hear more, so do get in touch with us directly.',
        'Do contact us directly; we would really like to understand what happened.',
      ],
    },
  },
  emailLine: { all: ['You can reach us at {email}.', 'If there is anything at all, you can always reach us at {email}.', 'You are always welcome to write to us at {email}.', 'Should you have any questions, we are at {email}.'] },
  closing: {
    positive: {
      professional: ['We look forward to your next visit.', 'We hope to welcome you back before long.', 'We look forward to seeing you again.'],
      friendly: ['We look forward to welcoming you back!', 'Hope to see you again soon!', 'We would love to have you back another time.', 'You are always welcome back.'],
      casual: ['See you next time!', 'Looking forward to seeing you again!', 'Come back soon!'],
    },
    mixed: { all: ['We hope to welcome you back and give you an even better experience.', 'We would be glad to see you again and show you what we can do.', 'Hopefully we will get the chance to impress you next time.'] },
    negative: { all: ['We hope to have the chance to make a better impression in the future.', 'We hope you will give us another chance.', 'We want to put this right.'] },
  },
  extra: {
    positive: { all: ['It means a lot to all of us.', 'Feedback like yours is what keeps us going.', 'Everyone here will be happy to read this.', 'We put a lot of heart into what we do, so this is lovely to hear.', 'It is always a pleasure to hear feedback like this.'] },
    mixed: { all: ['Honest feedback like yours helps us get better.', 'We are always working to improve, and your comments help us do that.', 'We read every review carefully and take your points on board.', 'Your perspective is genuinely useful to us.'] },
    negative: { all: ['We take all feedback seriously and use it to improve.', 'This is not the experience we want anyone to have.', 'Your feedback has been shared with everyone here.', 'We read every review carefully, and yours is no exception.'] },
  },
  readsReviews: /read every review/u,
  signoff: { professional: ['Kind regards,', 'Best regards,', 'With best wishes,'], friendly: ['Warm regards,', 'Best wishes,', 'All the best,'], casual: ['Cheers,', 'Take care,', 'All the best,'] },
  signoffAfterComplaint: { all: ['Kind regards,', 'Best regards,'], warm: ['All the best,'] },
  signature: {
    contact: { all: ['{contact}'] },
    business: { all: ['Everyone at {business}', 'All of us at {business}'] },
    both: { professional: ['{contact}\n{business}'], friendly: ['{contact} and everyone at {business}', '{contact} from {business}'], casual: ['{contact}', '{contact} from {business}'] },
  },
};
