import type { PhraseBank } from './types';

export const EN: PhraseBank = {
  language: 'en',
  forms: ['t'],
  join: (a, b) => `${a} and ${b}`,
  topics: {
    food: 'the food', coffee: 'the coffee', drinks: 'the drinks', breakfast: 'the breakfast', selection: 'the selection',
    service: 'the service', staff: { pos: 'our team', neg: 'the way you were treated' },
    price: { pos: 'the value for money', neg: 'the prices#pl' }, cleanliness: 'the cleanliness',
    waiting: { pos: 'the pace of the service', neg: 'the waiting time' }, atmosphere: 'the atmosphere',
    noise: { pos: 'the peace and quiet', neg: 'the noise level' }, booking: { pos: 'the booking process', neg: 'the handling of your booking' },
    location: 'the location', parking: { pos: 'the parking', neg: 'the parking situation' }, rooms: 'the room',
    treatment: 'the treatment', haircut: { pos: 'your new haircut', neg: 'the haircut' },
  },
  greeting: {
    named: { professional: ['Dear {name},', 'Hello {name},'], friendly: ['Hi {name},', 'Hello {name},', 'Dear {name},'], casual: ['Hey {name}!', 'Hi {name}!', 'Hi {name},'] },
    anonymous: { professional: ['Hello,', ''], friendly: ['Hi there,', 'Hello,', ''], casual: ['Hey there!', 'Hi there!', ''] },
  },
  thanks: {
    positive: {
      professional: ['Thank you for your kind review.', 'Thank you very much for taking the time to share your feedback.', 'Many thanks for your wonderful review of {business}.', 'We sincerely appreciate your positive feedback.', 'Thank you for choosing {business} and for sharing your experience.', 'Thank you for the generous words about your visit.'],
      friendly: ['Thank you so much for your lovely review!', 'What a wonderful review, thank you!', 'Thanks a lot for the kind words!', 'Thank you for visiting {business} and for taking the time to write to us!', 'We are so happy to read your review, thank you!', 'Your review really made our day, thank you!', 'A big thank you for your warm words!'],
      casual: ['Thanks so much for the awesome review!', 'Wow, thank you for the kind words!', 'Thanks a million for the shout-out!', 'You just made our day, thanks!', 'Huge thanks for stopping by {business} and leaving such a nice review!', 'Cheers for the lovely review!'],
    },
    mixed: {
      professional: ['Thank you for your review and your honest feedback.', 'Thank you for taking the time to share your experience with us.', 'We appreciate your balanced review of {business}.'],
      friendly: ['Thanks for taking the time to share your experience with us.', 'Thank you for your honest review, we really appreciate it.', 'Thanks for visiting {business} and for your open feedback.'],
      casual: ['Thanks for the honest review!', 'Cheers for taking the time to tell us how it went.', 'Thanks for the straight-up feedback!'],
    },
    negative: {
      professional: ['Thank you for your feedback, and I am truly sorry your visit did not go as it should have.', 'We are very sorry to hear about your experience.', 'I sincerely apologise that we let you down this time.', 'We apologise for the disappointing experience you describe.'],
      friendly: ['Thank you for letting us know, and I am so sorry this was not the experience you deserved.', 'We are really sorry to read about your visit.', 'I am truly sorry that we let you down.', 'Thank you for your honest review, and we are sorry it was such a disappointment.'],
      casual: ['We are really sorry to hear this.', 'Thanks for telling us, and we are truly sorry it went this way.', 'Sorry, this is not how a visit to us should feel.'],
    },
  },
  ratingOnly: {
    positive: { all: ['Thank you so much for the great rating!', 'Thanks for the lovely rating, it means a lot to us.', 'We really appreciate you taking the time to rate us.', 'Many thanks for your positive rating.', 'Thank you for rating {business} so highly!', 'A big thank you for the stars!'] },
    mixed: { all: ['Thank you for your rating.', 'Thanks for taking the time to rate us.', 'We appreciate your rating of {business}.'] },
    negative: { all: ['Thank you for your rating, and we are sorry your experience was not better.', 'We are sorry to see that you were not satisfied with your visit.', 'We are sorry we did not live up to your expectations.'] },
  },
  topicPositive: {
    all: ['We are delighted to hear you enjoyed {t}.', 'It is great to know that {t} lived up to your expectations.', 'We are especially glad you were happy with {t}.', 'Your kind words about {t} mean a lot to us.', '{T} {is/are} something we care a lot about, so this is lovely to hear.', 'So glad {t} {was/were} to your liking.'],
    casual: ['Love that you liked {t}!', 'Great to hear {t} hit the spot!'],
  },
  topicNegative: {
    all: ['We are sorry to read that {t} did not meet your expectations.', 'Thank you for being honest about {t}; this is not the standard we aim for.', 'What you describe about {t} is not good enough, and we take it seriously.', 'I am sorry that {t} fell short this time.', 'Your comments on {t} have been shared with the team so we can learn from them.'],
  },
  topicMixed: {
    all: ['We are glad you liked {p}, and we appreciate your honest comments about {n}.', 'It is good to hear that {p} {was/were} a hit, and we have taken note of what you said about {n}.', 'Thank you for the kind words about {p}, and for being open about {n}.', 'We are happy {p} worked for you, and sorry that {n} did not quite hit the mark.'],
  },
  topicNote: { all: ['Thank you also for the tip about {n}; we will take it on board.', 'We hear you on {n} and will look at how we can do better.', 'Your point about {n} is noted, thank you.'] },
  genericMixed: { all: ['We are glad parts of your visit were good, and sorry that not everything lived up to expectations.', 'It sounds like there were both ups and downs, and we appreciate you telling us about both.', 'Your balanced feedback helps us see where we can do better.'] },
  invite: {
    withEmail: { all: ['Please write to us at {email}.', 'We would very much like to hear more, so please write to us at {email}.', 'Please get in touch at {email} so we can talk it through with you directly.', 'If you are willing, please contact us at {email}; we would really like to understand what happened.', 'Please send us a message at {email}, and we will follow up with you personally.'] },
    withoutEmail: { all: ['Please contact us directly.', 'We would very much like to hear more, so please feel free to contact us directly.', 'Please get in touch with us directly so we can talk it through.', 'If you are willing, we would really like to hear from you directly to understand what happened.', 'Please reach out to us directly; we want to make sure your concerns are heard.'] },
  },
  emailLine: { all: ['You can reach us at {email}.', 'If there is anything at all, you can always reach us at {email}.', 'You are always welcome to write to us at {email}.', 'Should you have any questions, we are at {email}.'] },
  closing: {
    positive: {
      professional: ['We look forward to your next visit.', 'We hope to welcome you back before long.', 'We look forward to seeing you again.'],
      friendly: ['We look forward to welcoming you back!', 'Hope to see you again soon!', 'We would love to have you back another time.', 'You are always welcome back.'],
      casual: ['See you next time!', 'Can’t wait to see you again!', 'Come back soon!'],
    },
    mixed: { all: ['We hope to welcome you back and give you an even better experience.', 'We would be glad to see you again and show you what we can do.', 'Hopefully we will get the chance to impress you next time.'] },
    negative: { all: ['We hope to have the chance to make a better impression in the future.', 'Thank you again for letting us know.', 'Your feedback helps us improve.'] },
  },
  extra: {
    positive: { all: ['It means a lot to the whole team.', 'Feedback like yours is what keeps us going.', 'The whole team will be happy to read this.', 'Reviews like yours really make our day.', 'We put a lot of heart into what we do, so this is lovely to hear.', 'It is always a pleasure to hear feedback like this.'] },
    mixed: { all: ['Honest feedback like yours helps us get better.', 'We are always working to improve, and your comments help us do that.', 'We read every review carefully and take your points on board.', 'Your perspective is genuinely useful to us.'] },
    negative: { all: ['We take all feedback seriously and use it to improve.', 'This is not the experience we want anyone to have.', 'We appreciate you taking the time to tell us about it.', 'Your feedback has been shared with the team.', 'We read every review carefully, and yours is no exception.'] },
  },
  signoff: { professional: ['Kind regards,', 'Best regards,', 'With best wishes,'], friendly: ['Warm regards,', 'Best wishes,', 'All the best,'], casual: ['Cheers,', 'Take care,', 'All the best,'] },
  teamSignature: { all: ['The {business} team', 'Everyone at {business}'] },
};
