import { LANGUAGES, type Language } from '@common/languages';
import { PLATFORM_NAMES, type Platform } from '@common/schemas/platforms';
import { translator } from '@server/i18n/translate';

/**
 * The names of screens, sections and buttons as the web app shows them in a language, read from the
 * web app's own catalogs: Luna's steps name exactly what the owner sees, and a renamed button renames
 * itself in her answers.
 */
export function screenLabels(language: Language) {
  const shell = translator(language, 'shell');
  const settings = translator(language, 'settings');
  const platforms = translator(language, 'platforms');
  const notifications = translator(language, 'notifications');
  const billing = translator(language, 'billing');
  const profile = translator(language, 'profile');
  const reviews = translator(language, 'reviews');
  const auth = translator(language, 'auth');
  return {
    dashboard: shell('sidebar.items.dashboard'),
    reviewsScreen: shell('sidebar.items.reviews'),
    history: shell('sidebar.items.history'),
    settings: shell('sidebar.items.settings'),
    platforms: shell('sidebar.items.platforms'),
    notifications: shell('sidebar.items.notifications'),
    profile: shell('sidebar.items.profile'),
    billing: shell('sidebar.items.billing'),
    toneTitle: settings('tone.title'),
    professional: settings('tone.professional'),
    friendly: settings('tone.friendly'),
    casual: settings('tone.casual'),
    auto: settings('tone.auto'),
    autoApprovalTitle: settings('automation.title'),
    newReviewsOnly: settings('automation.newReviewsOnly'),
    enableAnyway: settings('automation.enableAnyway'),
    postingHoursTitle: settings('postingHours.title'),
    advanced: settings('advanced.title'),
    instructionsTitle: settings('advanced.instructions.title'),
    timingTitle: settings('advanced.timing.title'),
    keywordsTitle: settings('advanced.keywords.title'),
    forceLanguageTitle: settings('advanced.forceLanguage.title'),
    autoDetect: settings('advanced.forceLanguage.auto'),
    interfaceLanguage: settings('language.title'),
    save: settings('save.save'),
    regenerate: reviews('card.regenerate'),
    approve: reviews('card.approve'),
    edit: reviews('card.edit'),
    contactTitle: settings('contact.title'),
    contactName: settings('contact.name'),
    contactEmail: settings('contact.email'),
    includeContact: settings('contact.include'),
    never: settings('contact.never'),
    negativeOnly: settings('contact.negativeOnly'),
    all: settings('contact.all'),
    bulkMenu: reviews('bulk.menu'),
    connectGoogle: platforms('actions.connect', { platform: platforms('platforms.google.name') }),
    sync: platforms('actions.sync'),
    master: notifications('email.master'),
    newReview: notifications('email.newReview'),
    lowRating: notifications('email.lowRating'),
    responseGenerated: notifications('email.responseGenerated'),
    digestTitle: notifications('digest.title'),
    digestFrequency: notifications('digest.frequency'),
    digestTime: notifications('digest.time'),
    notificationsSave: notifications('save'),
    availablePlans: billing('available.title'),
    changesNote: billing('available.changesNote'),
    connectedAccounts: profile('connected.title'),
    changePassword: profile('password.title'),
    updatePassword: profile('password.submit'),
    setPasswordLink: profile('connected.setPasswordLink'),
    forgotPassword: auth('login.forgotPassword'),
  };
}

/** The label of 'Approve All 5★ Reviews (n)' in the Bulk Actions menu. */
export const approveFiveStarLabel = (language: Language, count: number) => translator(language, 'reviews')('bulk.approveFiveStar', { count });

/** When replies carry the contact email, as the settings screen names the choice. */
export function contactInclusionLabel(language: Language, value: string): string {
  const key = { never: 'never', negative_only: 'negativeOnly', all: 'all' }[value];
  return key ? translator(language, 'settings')(`contact.${key}`) : value;
}

/** A tone's name as the settings screen shows it; another value as stored. */
export function toneLabel(language: Language, tone: string): string {
  return ['professional', 'friendly', 'casual', 'auto'].includes(tone) ? translator(language, 'settings')(`tone.${tone}`) : tone;
}

export const planLabel = (language: Language, plan: string) => translator(language, 'billing')(`planNames.${plan}`, { defaultValue: plan });

/** A digest frequency as the notifications screen names it. */
export const digestLabel = (language: Language, frequency: string) => translator(language, 'notifications')(`digest.${frequency}`, { defaultValue: frequency });

export const platformLabel = (platform: string) => PLATFORM_NAMES[platform as Platform] ?? platform;

/** A language's name in another language, as that language writes it ('tysk' for German in Danish). */
export const languageName = (code: string, inLanguage: Language) => new Intl.DisplayNames([inLanguage], { type: 'language' }).of(code) ?? code;

/** A list joined with the language's own 'and' ('a, b og c'). */
export const listOf = (items: readonly string[], language: Language) => new Intl.ListFormat([language], { type: 'conjunction' }).format(items);

/** The nine reply languages, named in `inLanguage`. */
export const replyLanguageList = (inLanguage: Language) => listOf(LANGUAGES.map((code) => languageName(code, inLanguage)), inLanguage);
