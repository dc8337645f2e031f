import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import ICU from 'i18next-icu';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '../../shared/i18n/languages';
import { EN_RESOURCES, NAMESPACES } from '../../shared/i18n/resources';

/**
 * The hire's screens in their language (issue 43, decision 110): i18next with ICU messages, through
 * react-i18next. English is bundled, so the first screen and the prerendered shells never wait;
 * another language's namespaces are fetched when it is chosen.
 */
// Outside Vite (Playwright's specs import client modules for their English words) there is no
// glob, and no other language is fetched.
const OTHER_LANGUAGES: Record<string, string> = import.meta.env
  ? import.meta.glob<string>(
      [
        '../../shared/locales/*/*.json',
        '!../../shared/locales/en/*.json',
        '!../../shared/locales/*/about.json',
      ],
      { query: '?url', import: 'default', eager: true },
    )
  : {};

/**
 * Each language's namespace is a built JSON file (hashed, cached for good), fetched as data: no
 * module code, and the service worker precaches it with the journey's other files.
 */
const files: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, done) {
    const url = OTHER_LANGUAGES[`../../shared/locales/${language}/${namespace}.json`];
    if (!url) {
      done(null, {});
      return;
    }
    // A failed read is tried again (i18next: `done(error, true)`, 5 tries, waits doubling from
    // 350 ms): on a site's patchy signal a lost request must not leave a screen in English.
    fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        return response.json() as Promise<ResourceKey>;
      })
      .then(
        (messages) => done(null, messages),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), true),
      );
  },
};

void i18next
  .use(ICU)
  .use(files)
  .use(initReactI18next)
  .init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: NAMESPACES,
    defaultNS: 'common',
    resources: { en: EN_RESOURCES },
    // English is here; the backend loads the others.
    partialBundledLanguages: true,
    // Synchronous with the bundled English: the prerender and the first render have their words.
    initAsync: false,
    load: 'currentOnly',
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    returnNull: false,
    // A namespace loaded again after a failure (language.ts) re-renders the screens that use it.
    react: { bindI18n: 'languageChanged loaded' },
  });

export { i18next };
