import { ApiClientError, type Foundation } from '@app/api';
import type { InfiniteData, InfiniteQueryExecuteOptions, QueryClient, QueryExecuteOptions, QueryKey } from '@tanstack/react-query';
import { data, type LoaderFunctionArgs } from 'react-router';
import type { DisplayLocale } from '../i18n/locales';
import type { ShellReads } from './shell-reads';

/**
 * What every page loader gets besides the request: the shell's reads (the viewer, the rates), and
 * the visitor's display locale and time zone (the browser's here; a server would take them from
 * the request).
 */
export interface PageContext {
  readonly shell: ShellReads;
  readonly locale: DisplayLocale;
  readonly timeZone: string;
  /** The instant the page loads at (the server's clock when it renders the page). */
  readonly now: number;
}

/** A page that reads through the query cache (every page but the landing) also gets the query client to warm. */
export interface LoaderContext extends PageContext {
  readonly queryClient: QueryClient;
}

/**
 * A route's loader, exported by the page module next to its component (so it stays in the page's
 * chunk). It reads the request (params, URL search) and the context, never `window`, and only
 * prefetches: the page reads the same query options, so its own loading, error and empty states stay
 * as they were, and a failed read never stops the navigation. The exceptions are an address that
 * names nothing (`notFound`, `notFoundIfMissing`) and one that names another page (React Router's
 * `redirect`): the server answers both with their status.
 */
export type PageLoader = (args: LoaderFunctionArgs, context: LoaderContext) => Promise<void>;

/**
 * The loader of a page routed without the query cache (`queries: false`, the landing): it reads what
 * the page shows and returns it (`useLoaderData`), each read as an `Outcome`, so a failed read is
 * the page's error state and never stops the navigation.
 */
export type PageDataLoader<T> = (args: LoaderFunctionArgs, context: PageContext) => Promise<T>;

export type Outcome<T> = { readonly ok: true; readonly data: T } | { readonly ok: false };

export function outcomeOf<T>(reading: Promise<T>): Promise<Outcome<T>> {
  return reading.then(
    (data) => ({ ok: true, data }),
    () => ({ ok: false }),
  );
}

const ignore = () => undefined;

/**
 * Warm one query; never throws. One attempt only: a failure is left to the page, which shows its
 * error state after its own retries, instead of holding the navigation through them.
 */
export function prefetch<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: QueryExecuteOptions<TData, Error, TData, TData, TKey>,
): Promise<void> {
  return queryClient.query({ ...options, retry: false }).then(ignore, ignore);
}

/** `prefetch` for a paged list: its first page. */
export function prefetchInfinite<TData, TKey extends QueryKey, TPageParam>(
  queryClient: QueryClient,
  options: InfiniteQueryExecuteOptions<TData, Error, InfiniteData<TData>, TKey, TPageParam>,
): Promise<void> {
  return queryClient.infiniteQuery({ ...options, retry: false }).then(ignore, ignore);
}

/**
 * The page's subject does not exist: the router's 404, which the route's error element draws as the
 * not-found screen and the server sends as the page's status. Thrown from the loader, so the first
 * screen is already that one, not the page's skeleton replaced by it once the read has failed.
 */
export function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

/**
 * `notFound` when the API answered a query the loader warmed with one of `statuses` (the ones its
 * page shows the not-found screen for); any other failure is still left to the page.
 */
export function notFoundIfMissing(
  queryClient: QueryClient,
  { queryKey }: { queryKey: QueryKey },
  statuses: readonly number[] = [404],
): void {
  const error = queryClient.getQueryState(queryKey)?.error;
  if (error instanceof ApiClientError && statuses.includes(error.status)) notFound();
}

/** The viewer (null for a visitor), or undefined if the session could not be read. */
export function loadViewer(shell: ShellReads): Promise<Foundation | null | undefined> {
  return shell.viewer.load().catch(ignore);
}

/** The request's URL search parameters. */
export function searchParamsOf(request: Request): URLSearchParams {
  return new URL(request.url).searchParams;
}
