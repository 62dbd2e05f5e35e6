import { ApiClientError } from '@app/api';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorState, NotFoundScreen } from '../../components/status-screens';

/** A page that threw: a 404 (route or API) is the not-found screen, anything else an error with retry. */
export function RouteError() {
  const error = useRouteError();
  if ((isRouteErrorResponse(error) && error.status === 404) || (error instanceof ApiClientError && error.status === 404)) {
    return <NotFoundScreen />;
  }
  return (
    <div className="mx-auto max-w-xl px-4 py-20">
      <ErrorState
        onRetry={() => {
          window.location.reload();
        }}
      />
    </div>
  );
}
