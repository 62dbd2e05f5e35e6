import { ApiClientError, type Foundation, getFoundation, SIGNED_IN_HINT_COOKIE } from '@app/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { apiQueryKey } from './api-query';
import { readCookie } from './browser-cookies';

/** The signed-in user and their language list, or `null` for a visitor (the server answers 401). */
export const viewerQuery = queryOptions({
  queryKey: apiQueryKey(getFoundation),
  queryFn: async ({ signal }): Promise<Foundation | null> => {
    // The browser without a session is a visitor's: asking would only log a 401 in its console. The
    // server (rendering a page) has no document and always asks with the request's cookies.
    if (typeof document !== 'undefined' && readCookie(SIGNED_IN_HINT_COOKIE) === null) return null;
    try {
      return (await api.call(getFoundation, { signal })).data;
    } catch (error) {
      if (error instanceof ApiClientError && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: 60_000,
});

export interface ViewerState {
  /** `undefined` while the first answer is on its way. */
  readonly foundation: Foundation | null | undefined;
  readonly user: Foundation['user'] | null | undefined;
  readonly isSignedIn: boolean;
}

export function useViewer(): ViewerState {
  const { data } = useQuery(viewerQuery);
  return { foundation: data, user: data === undefined ? undefined : (data?.user ?? null), isSignedIn: Boolean(data) };
}
