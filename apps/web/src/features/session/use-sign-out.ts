import { signOut } from '@app/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api-client';
import { forgetViewerReads } from './forget-viewer-reads';

/** Ends the session and forgets every answer that was read as this user. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.call(signOut),
    onSettled: async () => {
      void forgetViewerReads(queryClient);
      await navigate('/group-class');
    },
  });
}
