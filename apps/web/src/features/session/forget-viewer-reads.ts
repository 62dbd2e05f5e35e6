import { QueryClientContext } from '@tanstack/react-query';
import { useCallback, useContext } from 'react';
import { useShellReads } from '../../lib/shell-reads';

/**
 * After a sign-in, sign-out or confirmation link: everything read as the previous viewer may
 * differ for the new one (seats, prices, history). The viewer is read again; answers no component
 * shows are dropped, and those on screen are read again at once and replaced when the new answer
 * comes. Only removing them all would leave mounted components showing the old viewer until
 * something else re-rendered them. (The landing page has no query client yet: then only the viewer.)
 */
export function useForgetViewerReads(): () => Promise<void> {
  const shell = useShellReads();
  const queryClient = useContext(QueryClientContext);
  return useCallback(async () => {
    const viewer = shell.viewer.refresh().catch(() => undefined);
    if (queryClient) {
      queryClient.removeQueries({ type: 'inactive' });
      await queryClient.invalidateQueries();
    }
    await viewer;
  }, [shell, queryClient]);
}
