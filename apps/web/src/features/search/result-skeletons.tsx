import { SKELETON_CARD_COUNT } from '@app/domain';
import { LoadingRegion } from '../../components/skeleton';
import { useT } from '../../i18n/i18n-provider';
import { CLASS_CARD_HEIGHT_CLASS } from '../../components/class-card';

/** 001 §4.1 "20 skeleton placeholders show while loading." */
export function ResultSkeletons({ count = SKELETON_CARD_COUNT }: { count?: number }) {
  const t = useT();
  return (
    <LoadingRegion label={t('search.loadingClasses')}>
      <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="result-skeletons">
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <div
              aria-hidden="true"
              className={`animate-pulse rounded-2xl bg-slate-200 ${CLASS_CARD_HEIGHT_CLASS}`}
              data-testid="skeleton-card"
            />
          </li>
        ))}
      </ul>
    </LoadingRegion>
  );
}
