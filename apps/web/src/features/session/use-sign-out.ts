import { signOut } from '@app/api';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api-client';
import { useForgetViewerReads } from './forget-viewer-reads';

/**
 * Ends the session and forgets every answer that was read as this user. Whatever the answer (a
 * session already gone is signed out too), the reads are forgotten and the landing page shown.
 * Plain, not a query-library mutation: the header is on every page, the landing's among them.
 */
export function useSignOut(): () => Promise<void> {
  const forgetViewerReads = useForgetViewerReads();
  const navigate = useNavigate();
  return useCallback(async () => {
    await api.call(signOut).catch(() => undefined);
    void forgetViewerReads();
    await navigate('/group-class');
  }, [forgetViewerReads, navigate]);
}
