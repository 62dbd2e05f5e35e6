import { ApiClientError } from '@app/api';
import { isRouteErrorResponse, useParams, useRouteError } from 'react-router';
import { ErrorState, NotFoundScreen } from '../../components/status-screens';
import { useAddressLocale } from '../../i18n/use-address-locale';

/** A page that threw: a 404 (route or API) is the not-found screen, anything else an error with retry. */
export function RouteError() {
  const error = useRouteError();
  // An address that names its language (`/es/learn/...`) is shown in it, as its page would be: a
  // learn page without a record stops at its loader, so this screen is all that renders.
  useAddressLocale(useParams().locale);
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
