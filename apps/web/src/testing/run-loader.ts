import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, Params } from 'react-router';
import type { PageLoader } from '../lib/route-loader';

/** Runs a page loader as the router does; it reads only `params` and `request` (lib/route-loader.ts). */
export function runLoader(
  loader: PageLoader,
  { path, params, queryClient = new QueryClient() }: { path: string; params: Params; queryClient?: QueryClient },
): Promise<void> {
  const args = { params, request: new Request(`http://localhost${path}`) } as unknown as LoaderFunctionArgs;
  return loader(args, { queryClient, locale: 'en', timeZone: 'UTC', now: Date.now() });
}

/**
 * What a loader ended with: 'done', the status of the router's response it threw
 * (`data(null, { status })`), or a redirect as `status Location`.
 */
export function loaderOutcome(loading: Promise<void>): Promise<unknown> {
  return loading.then(
    () => 'done',
    (thrown: unknown) => {
      if (thrown instanceof Response) return `${thrown.status} ${thrown.headers.get('Location') ?? ''}`;
      return (thrown as { init?: ResponseInit }).init?.status ?? thrown;
    },
  );
}
