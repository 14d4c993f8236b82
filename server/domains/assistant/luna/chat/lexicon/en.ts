import type { IntentLexicon } from '../intent-lexicon';

/** English. Weights: 4 names the intent, 3 points clearly to it, 2 supports it, 1 or less hints. */
export const en: IntentLexicon = {
  howTo: ['able to', 'let', 'change', 'stop', 'make', 'set', 'turn', 'switch', 'i get', 'how do', 'how can', 'how to', 'how does', 'how should', 'where do', 'where can', 'where is', 'where are', 'can i', 'can you', 'could i', 'can my', 'can it', 'can the', 'is it possible', 'is there a way', 'i want to', 'i would like', 'i d like', 'id like', 'help me', 'what should i do'],
  data: ['do i have', 'how many', 'when', 'what did', 'what has', 'what have', 'which', 'is my', 'are my', 'show me', 'did we', 'have we', 'is there', 'are there'],
  intents: {
    pending: {
      'wait*': 3, pending: 3, outstanding: 3, 'unanswer*': 3, 'unrepl*': 3, 'not answered': 3, 'not been answered': 3, 'havent been answered': 3, 'haven t been answered': 3, yet: 1, 'no reply': 2, 'without* repl*': 2, 'not repl*': 3,
      'to approve': 2, 'need* approv*': 2, 'approv*': 1, 'aprov*': 1, 'to answer': 3, 'to respond to': 3, 'to reply to': 3, bulk: 2, 'all at once': 2, 'in one go': 2, inbox: 2, backlog: 2, queue: 1.5,
      'new review*': 2, 'review*': 0.5, '5 star': 1, 'five star': 1, 'draft*': 1.5, ready: 1, left: 1, still: 1, 'to do': 1.5, 'need* attention': 3, 'need* answer*': 3, 'need* repl*': 3, 'need* respon*': 3, 'to check': 2,
    },
    scheduled: {
      'schedul*': 4, planned: 3, upcoming: 3, 'queued': 3, 'go out': 2, 'going out': 2, 'goes out': 2, 'will be posted': 3, 'to be posted': 3, 'be posted': 2, 'will be published': 3,
      'will post*': 2, 'when will': 2, when: 1, 'auto approved': 3, 'automatically approved': 3, 'next post*': 3, 'next repl*': 2, later: 1, timed: 2, today: 1, tomorrow: 1, due: 2,
    },
    posted: {
      posted: 3, 'post*': 1, published: 3, 'publish*': 1, 'went out': 3, 'went live': 3, sent: 1, replied: 2, answered: 1.5, 'this week': 2, 'this wk': 2,
      'past week': 2, 'last week': 1.5, 'last 7 days': 2, 'week*': 1, 'recent repl*': 2, 'latest repl*': 2, 'already': 1,
    },
    rating: {
      'rating*': 2, average: 3, avg: 3, 'star rating*': 2, stars: 1, score: 2, 'going up': 2, 'going down': 2, 'up or down': 3, 'trend*': 3, 'improv*': 1.5,
      worse: 2, better: 1, 'getting worse': 3, 'getting better': 3, 'last 30 days': 2, 'last month': 1.5, 'per star': 3, breakdown: 2, distribution: 2, 'how am i doing': 3, 'how are we doing': 3, lately: 1, overall: 1.5, 'compar*': 1.5,
    },
    complaints: {
      'complain*': 4, negative: 3, 'bad review*': 3, unhappy: 3, dissatisfied: 3, dislike: 3, 'criticis*': 3, 'criticiz*': 3, 'critic*': 2, 'problem*': 2, 'issue*': 2,
      wrong: 2, worst: 2, 'moan*': 2, upset: 2, angry: 2, 'annoy*': 2, 'low rating*': 2, '1 star': 2, 'one star': 2, bad: 1.5, 'hate*': 2, 'don t like': 4, 'do not like': 4,
      'not happy': 4, 'fix': 1.5, 'improve on': 2,
    },
    praise: {
      'prais*': 4, like: 2, likes: 2, 'like about': 2, 'like most': 2, 'love*': 3, 'enjoy*': 3, positive: 3, 'compliment*': 4, happy: 2, best: 2, 'good review*': 3, 'favo*rite': 3, 'appreciat*': 3,
      'strength*': 3, 'good at': 3, great: 1.5, good: 1, 'rave*': 3, 'highlight*': 2, 'what works': 2,
    },
    connections: {
      'connection*': 3, connected: 2, 'sync*': 3, 'last sync*': 3, 'token*': 3, 'expir*': 3, 'disconnect*': 2, 'reconnect*': 2, google: 1, facebook: 1, trustpilot: 1,
      working: 2, 'still work*': 2, status: 2, ok: 1, okay: 1, broken: 2, 'import*': 1.5, 'fetch*': 1.5, 'linked': 1.5, 'platforms': 1,
    },
    howApprove: {
      approve: 2, 'approv*': 1.5, 'aprov*': 1.5, 'approve a reply': 3, 'approve the reply': 3, 'post a reply': 3, 'post the reply': 3, 'publish a reply': 3,
      'edit*': 3, 'regenerat*': 3, rewrite: 3, 'new draft': 2, 'change the reply': 3, 'change a reply': 3, 'reject*': 2, 'answer a review': 3,
      'reply to a review': 3, 'respond to a review': 3, 'suggested repl*': 2,
    },
    howContactEmail: {
      'contact email': 4, 'contact*': 2, 'email* repl*': 3, 'my email': 2, 'email address': 2, 'phone number': 2, 'contact name': 3, 'follow up': 2,
      'reach me': 3, 'reach us': 3, 'contact me': 3, 'contact us': 3, 'get in touch': 3, 'include my email': 4,
    },
    howConnect: {
      connect: 3, 'connect*': 2, link: 2, 'add google': 3, 'add facebook': 3, 'add trustpilot': 3, google: 1.5, facebook: 1.5, trustpilot: 1.5, 'platform*': 2,
      'integrat*': 1.5, 'set up': 1, 'hook up': 2, 'import*': 1, 'business profile': 2, 'get my reviews': 2, 'bring in': 1.5,
    },
    howTone: {
      tone: 4, casual: 3, formal: 3, informal: 3, friendly: 2, professional: 1, 'more professional': 3, 'sound*': 2, style: 3, voice: 2, polite: 2, relaxed: 2, 'warm*': 1.5, personal: 1,
      stiff: 2, chatty: 2, 'less formal': 3, 'more formal': 3, 'how replies sound': 2,
    },
    howInstructions: {
      'instruction*': 4, custom: 2, 'custom instruction*': 3, 'sign off': 3, 'signature': 3, 'always mention': 3, 'always say': 3, always: 1, 'rule*': 2,
      'house rule*': 3, prompt: 3, 'tell the ai': 3, 'teach': 2, 'mention': 1.5, ai: 1, 'our name': 1.5, 'never mention': 3, 'never say': 3, sign: 2, 'my name': 2,
    },
    howAutoApproval: {
      'auto approval': 4, 'auto approve': 4, 'automatic approval': 4, 'autoapprov*': 4, 'auto post*': 3, 'automatic*': 2, auto: 1.5, 'automat*': 1, 'turn on': 1, 'switch on': 1,
      enable: 1, 'without approv*': 3, 'by itself': 2, 'by themselves': 2, themselves: 2, itself: 1.5, 'on its own': 2, 'approve automatically': 3, 'post automatically': 3, 'approv*': 0.5, 'post* automatic*': 3, 'automatic* post*': 3,
    },
    howPostingHours: {
      'posting hour*': 4, 'opening hour*': 4, 'business hour*': 4, hours: 2, 'hour*': 1, 'time of day': 3, 'what time': 2, 'delay*': 4, 'wait before': 2,
      'at night': 3, night: 2, 'weekend*': 2, 'time window': 3, window: 2, 'human like': 2, random: 2, 'only between': 3, during: 1, morning: 1.5, evening: 1.5,
      timing: 3, 'how long': 1,
    },
    howNotifications: {
      'notification*': 4, 'notify*': 3, 'email*': 2, 'e mail*': 2, 'mail*': 1.5, 'digest*': 4, summary: 2, 'alert*': 3, daily: 1.5, weekly: 1.5, 'unsubscrib*': 3,
      'too many email*': 3, 'too many': 2, 'keyword*': 2, 'stop': 1, 'turn off': 1, 'get told': 2,
    },
    howLanguages: {
      'language*': 4, danish: 3, english: 3, german: 3, swedish: 3, norwegian: 3, finnish: 3, french: 3, spanish: 3, portuguese: 3, 'translat*': 3,
      'written in': 2, 'write in': 2, 'reply in': 2, 'answer in': 2, force: 2, 'detect*': 2,
    },
    howPlans: {
      plan: 3, plans: 3, pricing: 4, 'price*': 3, 'cost*': 3, 'how much': 2, 'subscription*': 4, billing: 4, 'invoice*': 4, pay: 2, 'payment*': 3, 'upgrad*': 4,
      'downgrad*': 4, starter: 3, 'professional plan': 3, enterprise: 3, free: 1.5, trial: 2, dkk: 2, 'cancel*': 2, 'expensive': 2, cheaper: 2,
    },
    howPassword: {
      'password*': 4, passwd: 4, 'log in': 2, login: 2, 'sign in': 2, signin: 2, apple: 2, 'sign in with google': 2, forgot: 2, forgotten: 2, reset: 2,
      'locked out': 3, 'unlink*': 3, 'credential*': 3, 'linked account*': 3, 'two factor': 2,
    },
  },
};
