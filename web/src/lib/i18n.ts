import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, LANGUAGES, type Language } from '@common/languages';

/** The interface language is kept here in the browser; the saved server setting overrides it when valid. */
export const LANGUAGE_STORAGE_KEY = 'uiLanguage';

// Each catalog is its own chunk: a visitor downloads only their language and the namespaces a screen uses.
const catalogs = import.meta.glob<ResourceKey>('../../../common/i18n/locales/*/*.json', { import: 'default' });

const lazyCatalogs: BackendModule = {
  type: 'backend',
  init: () => {},
  read(language, namespace, callback) {
    const load = catalogs[`../../../common/i18n/locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then((resource) => callback(null, resource), (error: Error) => callback(error, null));
  },
};

function browserLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.toLowerCase().split('-')[0];
    const mapped = base === 'nb' || base === 'nn' ? 'no' : base;
    if (isLanguage(mapped)) return mapped;
  }
  return 'en';
}

let markInitialised: () => void = () => {};
const initialised = new Promise<void>((resolve) => {
  markInitialised = resolve;
});

/**
 * Loads a screen's catalogs. The router starts loading the first screen while main.tsx is still waiting
 * for `initI18n`, and i18next ignores requests made before its set-up, hence the wait.
 */
export async function loadNamespaces(namespaces: readonly string[]) {
  await initialised;
  await i18next.loadNamespaces([...namespaces]);
}

export async function initI18n(language: Language = browserLanguage()) {
  await i18next
    .use(lazyCatalogs)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  document.documentElement.lang = language;
  markInitialised();
  return i18next;
}

/** Switches the interface language (ignored unless it is one of the nine) and remembers it. */
export async function changeLanguage(language: unknown) {
  if (!isLanguage(language) || language === i18next.language) return;
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  document.documentElement.lang = language;
  await i18next.changeLanguage(language);
}

// One formatter each: `toLocaleDateString` builds a new one per call, which showed in a page of 25 reviews.
const danishDate = new Intl.DateTimeFormat('da-DK', { day: '2-digit', month: '2-digit', year: 'numeric' });
const danishDateTime = new Intl.DateTimeFormat('da-DK', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** Dates are shown in the Danish format whatever the interface language, as the spec says. */
export const formatDate = (value: string | Date) => danishDate.format(new Date(value));

export const formatDateTime = (value: string | Date) => danishDateTime.format(new Date(value));
