import type { Foundation } from '@app/api';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ErrorState } from '../../components/status-screens';
import { signInHref } from '../../lib/return-to';
import { useViewer } from '../../lib/viewer';

/**
 * A page only for signed-in users: a visitor is sent to sign in with `returnTo` = this page (and
 * comes back after), the skeleton shows while the session is read, and a failed read says so.
 */
export function SignedInPage({ skeleton, children }: { skeleton: ReactNode; children: (user: Foundation['user']) => ReactNode }) {
  const viewer = useViewer();
  const location = useLocation();
  if (viewer.user === null) return <Navigate to={signInHref(location)} replace />;
  if (viewer.user) return <>{children(viewer.user)}</>;
  if (viewer.isError)
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <ErrorState onRetry={viewer.retry} />
      </div>
    );
  return <>{skeleton}</>;
}
