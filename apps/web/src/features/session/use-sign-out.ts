import { signOut } from '@app/api';
import { QueryClientContext } from '@tanstack/react-query';
import { useCallback, useContext } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api-client';
import { useShellReads } from '../../lib/shell-reads';

/**
 * Ends the session, shows the landing page and forgets every answer that was read as this user.
 * Signed out, the viewer is a visitor at once: the header drops what is only for users (the unread
 * count) before the answers go, so nothing is asked again as a visitor (a 401 in the console). A
 * sign-out the server did not confirm reads the session again instead. Plain, not a query-library
 * mutation: the header is on every page, the landing's among them.
 */
export function useSignOut(): () => Promise<void> {
  const shell = useShellReads();
  const queryClient = useContext(QueryClientContext);
  const navigate = useNavigate();
  return useCallback(async () => {
    const signedOut = await api.call(signOut).then(
      () => true,
      () => false,
    );
    if (signedOut) shell.viewer.set(() => null);
    else void shell.viewer.refresh().catch(() => undefined);
    await navigate('/group-class');
    // The landing reads nothing through the query cache: every answer in it was read as the user.
    queryClient?.removeQueries();
  }, [shell, queryClient, navigate]);
}
