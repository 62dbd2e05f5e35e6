import { useQuery } from '@tanstack/react-query';
import { LoadingRegion, Skeleton } from '../components/skeleton';
import { ErrorState } from '../components/status-screens';
import { FavouritesList } from '../features/favourites/favourites-list';
import { SignedInPage } from '../features/session/signed-in-page';
import { useT } from '../i18n/i18n-provider';
import { favouritesQuery } from '../lib/api/favourites';
import { loadViewer, type PageLoader, prefetch } from '../lib/route-loader';
import { usePageTitle } from '../lib/use-page-title';

/** `/favourites`: the teachers and topics the user saved with the heart (DESIGN.md routes). */
export default function FavouritesPage() {
  const t = useT();
  usePageTitle(t('favourites.title'));
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('favourites.title')}</h1>
      <p className="mt-2 text-slate-700">{t('favourites.intro')}</p>
      <SignedInPage skeleton={<FavouritesSkeleton />}>{() => <FavouritesContent />}</SignedInPage>
    </section>
  );
}

function FavouritesSkeleton() {
  const t = useT();
  return (
    <LoadingRegion label={t('favourites.loading')}>
      {[3, 2].map((rows, section) => (
        <div key={section} className="mt-8">
          <Skeleton className="h-6 w-40" />
          <div className="mt-3 space-y-2">
            {Array.from({ length: rows }, (_, i) => (
              <Skeleton key={i} className="h-24 w-full" />
            ))}
          </div>
        </div>
      ))}
    </LoadingRegion>
  );
}

function FavouritesContent() {
  const favourites = useQuery(favouritesQuery());
  if (favourites.isError)
    return (
      <div className="mt-6">
        <ErrorState onRetry={() => void favourites.refetch()} />
      </div>
    );
  if (!favourites.data) return <FavouritesSkeleton />;
  return <FavouritesList favourites={favourites.data.data} />;
}

/** The saved lists, for a signed-in user (a visitor goes to sign in), with the rates its prices are shown in. */
export const loader: PageLoader = async (_args, { queryClient, shell }) => {
  if (await loadViewer(shell)) await Promise.all([prefetch(queryClient, favouritesQuery()), shell.rates.load().catch(() => undefined)]);
};
