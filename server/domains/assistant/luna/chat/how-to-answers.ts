import type { Language } from '@common/languages';
import { chatTranslator, hourText, paragraphs, plain, type Answer } from './answer-format';
import type { HowToIntent } from './intents';
import { contactInclusionLabel, digestLabel, languageName, listOf, planLabel, platformLabel, replyLanguageList, screenLabels, toneLabel } from './screen-labels';

/** A how-to's steps in the catalog's wording, the screens, sections and buttons named as the web app names them. */
const steps = (language: Language, key: string, extra: Record<string, string> = {}) =>
  chatTranslator(language)(`howTo.${key}`, { ...screenLabels(language), ...extra });

const howApprove: Answer = async (language, facts) => {
  const { pending } = await facts.pending();
  return paragraphs(steps(language, 'approve'), chatTranslator(language)('howTo.approveNow', { count: pending }));
};

const howContactEmail: Answer = async (language, facts) => {
  const t = chatTranslator(language);
  const settings = await facts.settings();
  const now = !settings
    ? ''
    : settings.contactEmail
      ? t('howTo.contactEmailNow', { email: settings.contactEmail, when: contactInclusionLabel(language, settings.includeContactEmail) })
      : t('howTo.contactEmailNone');
  return paragraphs(steps(language, 'contactEmail'), now);
};

const howConnect: Answer = async (language, facts) => {
  const t = chatTranslator(language);
  const connections = await facts.connections();
  const now = connections.length > 0
    ? t('howTo.connectNow', { list: listOf(connections.map((connection) => `${platformLabel(connection.platform)} (${plain(connection.name)})`), language) })
    : t('howTo.connectNone');
  return paragraphs(steps(language, 'connect'), now);
};

const howTone: Answer = async (language, facts) => {
  const settings = await facts.settings();
  return paragraphs(steps(language, 'tone'), settings && chatTranslator(language)('howTo.toneNow', { tone: toneLabel(language, settings.defaultTone) }));
};

const howInstructions: Answer = async (language, facts) => {
  const settings = await facts.settings();
  return paragraphs(steps(language, 'instructions'), settings && chatTranslator(language)(settings.hasCustomInstructions ? 'howTo.instructionsSaved' : 'howTo.instructionsNone'));
};

const howAutoApproval: Answer = async (language, facts) => {
  const t = chatTranslator(language);
  const stars = (await facts.settings())?.autoApproveStars ?? [];
  return paragraphs(
    steps(language, 'autoApproval'),
    stars.length > 0 ? t('howTo.autoApprovalOn', { stars: listOf(stars.map((star) => `${star}★`), language) }) : t('howTo.autoApprovalOff'),
  );
};

const howPostingHours: Answer = async (language, facts) => {
  const settings = await facts.settings();
  return paragraphs(
    steps(language, 'postingHours'),
    settings &&
      chatTranslator(language)('howTo.postingHoursNow', {
        start: hourText(settings.postingHoursStart),
        end: hourText(settings.postingHoursEnd),
        min: settings.responseDelayMin,
        max: settings.responseDelayMax,
      }),
  );
};

const howNotifications: Answer = async (language, facts) => {
  const t = chatTranslator(language);
  const settings = await facts.settings();
  let now = '';
  if (settings) {
    now = !settings.emailNotifications
      ? t('howTo.notificationsOff')
      : settings.digestFrequency === 'none'
        ? t('howTo.notificationsOnNoDigest')
        : t('howTo.notificationsOn', { digest: digestLabel(language, settings.digestFrequency), time: hourText(settings.digestTime) });
  }
  return paragraphs(steps(language, 'notifications'), now);
};

const howLanguages: Answer = async (language, facts) => {
  const t = chatTranslator(language);
  const settings = await facts.settings();
  const now = settings?.forceLanguage ? t('howTo.languagesForced', { language: languageName(settings.forceLanguage, language) }) : t('howTo.languagesAuto');
  return paragraphs(steps(language, 'languages', { languages: replyLanguageList(language) }), now);
};

const howPlans: Answer = async (language, facts) => {
  const { plan } = await facts.account();
  const plans = listOf(['starter', 'professional', 'enterprise'].map((id) => planLabel(language, id)), language);
  return paragraphs(steps(language, 'plans', { plans }), chatTranslator(language)('howTo.plansNow', { plan: planLabel(language, plan) }));
};

const howPassword: Answer = async (language, facts) => {
  const t = chatTranslator(language);
  const { hasPassword, signInProviders } = await facts.account();
  const providers = signInProviders.map((provider) => (provider === 'apple' ? 'Apple' : 'Google'));
  return paragraphs(
    steps(language, hasPassword ? 'password' : 'passwordNone'),
    // Without a password the steps already say the account signs in through a provider.
    hasPassword && providers.length > 0 ? t('howTo.passwordProviders', { providers: listOf(providers, language) }) : '',
  );
};

/** How to do what the app does: steps and a link to the screen. */
export const HOW_TO_ANSWERS: Record<HowToIntent, Answer> = {
  howApprove,
  howContactEmail,
  howConnect,
  howTone,
  howInstructions,
  howAutoApproval,
  howPostingHours,
  howNotifications,
  howLanguages,
  howPlans,
  howPassword,
};
