import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  languageInfo,
  matchLanguage,
} from '../../shared/i18n/languages';
import { NAMESPACES } from '../../shared/i18n/resources';
import type { MeStatus } from '../../shared/me-status';
import { apiRequest } from './api-client';
import { i18next } from './i18n';
import { ME_STATUS_KEY } from './me-status';
import { queryClient } from './query-client';

/** This device's choice, for screens before the hire has an application to remember it on. */
const STORAGE_KEY = 'language';

const stored = (): Language | null => {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
};

/** The hire's language on this device: their choice here, else the phone's language, else English. */
export function deviceLanguage(): Language {
  if (typeof navigator === 'undefined') return DEFAULT_LANGUAGE;
  return stored() ?? matchLanguage(navigator.languages ?? [navigator.language]);
}

/** The hire's chosen language, even while an admin screen shows English. */
let chosen: Language = DEFAULT_LANGUAGE;

/** Staff screens are in English whatever the hire's language on this device (the issue is the hire's journey). */
const isStaffPath = (path: string) => path === '/admin' || path.startsWith('/admin/');

/**
 * Shows `language` (its messages loaded first) and says so to the document: its `lang` and its
 * direction, right to left for Arabic. On a staff screen the document stays English.
 */
async function show(language: Language, path: string): Promise<void> {
  const shown = isStaffPath(path) ? DEFAULT_LANGUAGE : language;
  await i18next.changeLanguage(shown);
  // A namespace whose every try failed (offline for a while) is tried again at the next screen,
  // rather than left in English for the rest of the visit.
  const missing = NAMESPACES.filter((ns) => !i18next.hasResourceBundle(shown, ns));
  if (shown !== DEFAULT_LANGUAGE && missing.length > 0)
    await i18next.reloadResources([shown], [...missing]).catch(() => {});
  const info = languageInfo(shown);
  document.documentElement.lang = shown === 'en' ? 'en-AU' : info.code;
  document.documentElement.dir = info.dir;
}

/** Before the first render: the device's language, loaded, so that the first screen is in it. */
export async function startLanguage(): Promise<Language> {
  chosen = deviceLanguage();
  await show(chosen, location.pathname);
  return chosen;
}

/** Remembers `language` on the hire's application; before an email is proven there is none. */
const remember = (language: Language) =>
  apiRequest('PUT', '/api/me/language', { language }).then(
    () => {
      // A document's translation is HR's for the application's language (decision 115).
      void queryClient.invalidateQueries({ queryKey: ['/api/me/policy-documents'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/me/documents'] });
    },
    () => {
      // Not signed in yet, or offline: this device keeps the choice and says it again later.
    },
  );

/** A choice being remembered: a status answer from before it does not undo it. */
let choosing = 0;

/** The language switch's choice: shown now, kept on this device and on the application. */
export async function chooseLanguage(language: Language): Promise<void> {
  chosen = language;
  choosing += 1;
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode without storage: the application still remembers it.
  }
  try {
    await show(language, location.pathname);
    await remember(language);
    await queryClient.invalidateQueries({ queryKey: ME_STATUS_KEY });
  } finally {
    choosing -= 1;
  }
}

/**
 * Keeps the screen's language right as the hire moves and as their status arrives: English on staff
 * screens; the application's language once it has one (chosen on another device, say); and the
 * device's language remembered on an application that has none, so that HR sees it.
 */
export function useDocumentLanguage(): void {
  const [path] = useLocation();
  const { data: status } = useQuery<MeStatus>({ queryKey: ME_STATUS_KEY, enabled: false });
  const remembered = status?.email ? status.language : undefined;
  useEffect(() => {
    void show(chosen, path);
  }, [path]);
  useEffect(() => {
    if (remembered === undefined || choosing > 0) return;
    if (remembered === null) {
      void remember(chosen);
    } else if (remembered !== chosen) {
      chosen = remembered;
      try {
        localStorage.setItem(STORAGE_KEY, remembered);
      } catch {
        // As above.
      }
      void show(remembered, location.pathname);
    }
  }, [remembered]);
}

/** The locale for dates and numbers in the language shown (Australian formats such as BSB and TFN are not localised). */
export function useLocale(): string {
  const { i18n } = useTranslation();
  return languageInfo(isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE).locale;
}

/** The language the hire chose (not the one a staff screen shows). */
export const chosenLanguage = (): Language => chosen;
