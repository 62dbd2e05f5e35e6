import { createContext, type ReactNode, startTransition, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { COOKIE_YEAR_S, writeCookie } from '../lib/browser-cookies';
import { readStored, writeStored } from '../lib/browser-storage';
import { englishTexts, loadEnglish } from './english';
import { type DisplayLocale, DISPLAY_LOCALE_STORAGE_KEY, INTL_LOCALE, pickDisplayLocale } from './locales';
import { type PluralFunction, translatePlural } from './plural';
import { type AnyCatalog, type MessageKey, type MessageVars, type PartialCatalog, translate } from './translate';

export type TFunction = (key: MessageKey, vars?: MessageVars) => string;

interface I18nValue {
  readonly locale: DisplayLocale;
  /** The BCP 47 tag for dates and numbers (`en-US`, `es-ES`). */
  readonly intlLocale: string;
  readonly t: TFunction;
  /** A text that depends on a count, by the locale's plural rules (`tn('teachers.teacherCount', 1)`: "1 teacher"). */
  readonly tn: PluralFunction;
  readonly setLocale: (locale: DisplayLocale) => void;
}

const loaders: Record<DisplayLocale, () => Promise<AnyCatalog>> = {
  en: loadEnglish,
  es: () => import('./es').then((m) => m.es),
};

/**
 * Each catalog's module as the client build's manifest names it (the modules `loaders` import): the
 * server looks their chunks up to ask for them beside the entry (`routeChunks`).
 */
export const CATALOG_MODULES: Record<DisplayLocale, string> = { en: 'src/i18n/en/index.ts', es: 'src/i18n/es/index.ts' };

const I18nContext = createContext<I18nValue | null>(null);

/** The cookie that tells the server the chosen display language (the server renders pages in it). */
export const DISPLAY_LOCALE_COOKIE = 'kp_locale';

/** The catalog of a locale, loaded (English: the whole of it). A server-rendered page loads it before rendering. */
export function loadCatalog(locale: DisplayLocale): Promise<AnyCatalog> {
  return loaders[locale]();
}

function rememberLocaleForServer(locale: DisplayLocale): void {
  // Cookies refused: the server renders in the Accept-Language choice, the client then switches.
  writeCookie(DISPLAY_LOCALE_COOKIE, locale, COOKIE_YEAR_S);
}

/** The locale chosen before (stored by `setLocale`), else the browser's first supported language. */
export function storedDisplayLocale(): DisplayLocale {
  return pickDisplayLocale({ stored: readStored('local', DISPLAY_LOCALE_STORAGE_KEY), browserLanguages: navigator.languages });
}

export function I18nProvider({
  children,
  initialLocale,
  initialCatalog,
}: {
  children: ReactNode;
  initialLocale?: DisplayLocale;
  /** The catalog of `initialLocale`, already loaded (a server render and its hydration show it at once). */
  initialCatalog?: AnyCatalog | undefined;
}) {
  const [locale, setLocaleState] = useState<DisplayLocale>(() => initialLocale ?? storedDisplayLocale());
  // English is always at hand (its core at once, the rest soon after); another catalog shows once
  // loaded (English until then).
  const [catalog, setCatalog] = useState<{ locale: DisplayLocale; texts: PartialCatalog }>(() =>
    initialCatalog && initialLocale ? { locale: initialLocale, texts: initialCatalog } : { locale: 'en', texts: englishTexts() },
  );

  useEffect(() => {
    let live = true;
    void loaders[locale]().then((texts) => {
      if (!live) return;
      // Usually the catalog the page hydrated with: keeping the same state re-renders nothing. A new
      // one re-renders every text, in slices (a transition), and never forces the page still being
      // hydrated to finish in one synchronous task, as a plain update to its context does.
      startTransition(() => {
        setCatalog((shown) => (shown.locale === locale && shown.texts === texts ? shown : { locale, texts }));
      });
    });
    document.documentElement.lang = locale;
    return () => {
      live = false;
    };
  }, [locale]);

  const setLocale = useCallback((next: DisplayLocale) => {
    writeStored('local', DISPLAY_LOCALE_STORAGE_KEY, next);
    rememberLocaleForServer(next);
    setLocaleState(next);
  }, []);

  const value = useMemo<I18nValue>(() => {
    const effective = catalog.locale === locale && locale !== 'en' ? catalog.texts : englishTexts();
    const intlLocale = INTL_LOCALE[catalog.locale === locale ? locale : 'en'];
    return {
      locale,
      intlLocale,
      t: (key, vars) => translate({ catalog: effective, key, vars }),
      tn: (key, count, vars) => translatePlural({ catalog: effective, intlLocale, key, count, vars }),
      setLocale,
    };
  }, [catalog, locale, setLocale]);

  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n must be used inside <I18nProvider>');
  return value;
}

/** The translate function of the current display language. */
export function useT(): TFunction {
  return useI18n().t;
}
