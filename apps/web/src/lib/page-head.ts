import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { TFunction } from '../i18n/i18n-provider';
import type { LanguageNames } from '../i18n/language-names';
import type { DisplayLocale } from '../i18n/locales';

/** What the server writes into a rendered page's `<head>` besides the shell's own tags. */
export interface PageHead {
  /** The page's name, as `usePageTitle` gets it (the site name is added to both alike). */
  readonly title: string | null;
  readonly description?: string | null;
  /** schema.org structured data (`Course`, `Event`), written as JSON-LD. */
  readonly structuredData?: Record<string, unknown> | null;
}

/**
 * A server-rendered page's head, exported by the page module next to its loader: computed after
 * the loader from what it put in the query cache, so the head and the page show the same data.
 */
export type PageHeadFunction = (args: {
  params: Params;
  url: URL;
  queryClient: QueryClient;
  t: TFunction;
  locale: DisplayLocale;
  /** Language names in the display language, as `useLanguageNames` gives them. */
  languageNames: LanguageNames;
}) => PageHead | null;

/** Route handle of every page (src/app/router.tsx). */
export interface PageHandle {
  /** Rendered on the server with its data (a public page); else the server sends the shell. */
  readonly serverRendered: boolean;
  /** The page's module in `src/routes/` (`landing-page`), as the build's manifest names it there. */
  readonly page?: string;
  /** `all`: the page waits for the whole English catalog; `core`: its core is enough (the landing page). */
  readonly texts?: 'all' | 'core';
  /** The page reads through the query cache: it waits for the query client (app/router.tsx `queries`). */
  readonly queries?: boolean;
  /**
   * Set when the page's module has loaded. A page that names itself in the browser (`usePageTitle`)
   * exports a head with the same title; one without keeps the served title of its content record
   * (the server's page-seo: teacher search, instant lessons, learn pages).
   */
  head?: PageHeadFunction | undefined;
}
