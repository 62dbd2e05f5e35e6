import type { Foundation } from '@app/api';
import { useSharedRead, useShellReads } from './shell-reads';

export interface ViewerState {
  /** `undefined` while the first answer is on its way. */
  readonly foundation: Foundation | null | undefined;
  readonly user: Foundation['user'] | null | undefined;
  readonly isSignedIn: boolean;
  /** The session could not be read (and nothing was held). */
  readonly isError: boolean;
  /** Reads the session again. */
  readonly retry: () => void;
}

/** The signed-in user (null for a visitor), held by the shell for every page (lib/shell-reads.tsx). */
export function useViewer(): ViewerState {
  const { viewer } = useShellReads();
  const { data, error } = useSharedRead(viewer);
  return {
    foundation: data,
    user: data === undefined ? undefined : (data?.user ?? null),
    isSignedIn: Boolean(data),
    isError: data === undefined && error !== null,
    retry: () => {
      viewer.refresh().catch(() => undefined);
    },
  };
}
