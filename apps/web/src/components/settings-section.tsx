import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { Skeleton } from './skeleton';
import { ErrorState } from './status-screens';

/**
 * A card of /settings that reads its own query: the title and intro, then its controls once the
 * answer is here, a skeleton of `skeletonClassName` meanwhile, or the error with Retry.
 */
export function SettingsSection<T>({
  title,
  intro,
  query,
  skeletonClassName,
  testId,
  children,
}: {
  title: string;
  intro: string;
  query: UseQueryResult<T>;
  skeletonClassName: string;
  testId: string;
  children: (data: T) => React.ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid={testId}
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{intro}</p>
      {query.isError ? (
        <div className="mt-4">
          <ErrorState onRetry={() => void query.refetch()} />
        </div>
      ) : query.data !== undefined ? (
        children(query.data)
      ) : (
        <Skeleton className={`mt-4 w-full ${skeletonClassName}`} />
      )}
    </section>
  );
}
