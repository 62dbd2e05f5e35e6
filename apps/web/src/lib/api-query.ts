import type { CallArgs, CallResult, Endpoint } from '@app/api';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * The one query-options factory: every server read in the web app goes through it, so query keys
 * are built in one place (`[method, path, args]`) and invalidating by path prefix works everywhere.
 */
export function apiQuery<E extends Endpoint>(endpoint: E, args?: Omit<CallArgs<E>, 'signal'>) {
  return queryOptions({
    queryKey: apiQueryKey(endpoint, args),
    queryFn: ({ signal }) => api.call(endpoint, { ...(args ?? {}), signal } as CallArgs<E>) as Promise<CallResult<E>>,
  });
}

/** `[method, path]` alone matches every query of that endpoint (for invalidation). */
export function apiQueryKey<E extends Endpoint>(endpoint: E, args?: Omit<CallArgs<E>, 'signal'>): readonly unknown[] {
  return args === undefined ? [endpoint.method, endpoint.path] : [endpoint.method, endpoint.path, args];
}
