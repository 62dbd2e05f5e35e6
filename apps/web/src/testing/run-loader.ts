import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, Params } from 'react-router';
import type { PageLoader } from '../lib/route-loader';
import { createShellReads, type ShellReads } from '../lib/shell-reads';

/** Runs a page loader as the router does; it reads only `params` and `request` (lib/route-loader.ts). */
export function runLoader(
  loader: PageLoader,
  {
    path,
    params,
    queryClient = new QueryClient(),
    shell = createShellReads(),
  }: { path: string; params: Params; queryClient?: QueryClient; shell?: ShellReads },
): Promise<void> {
  const args = { params, request: new Request(`http://localhost${path}`) } as unknown as LoaderFunctionArgs;
  return loader(args, { queryClient, shell, locale: 'en', timeZone: 'UTC', now: Date.now() });
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
