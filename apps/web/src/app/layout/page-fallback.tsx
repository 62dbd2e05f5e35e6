import { LoadingRegion, Skeleton } from '../../components/skeleton';
import { useT } from '../../i18n/i18n-provider';

/** What a page shows while its code or first data loads. */
export function PageFallback() {
  const t = useT();
  return (
    <LoadingRegion label={t('common.loading')}>
      <div className="mx-auto max-w-6xl space-y-4 px-4 py-8">
        <Skeleton className="h-8 w-1/3" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-64 w-full" />
      </div>
    </LoadingRegion>
  );
}
