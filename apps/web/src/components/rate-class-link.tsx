import { decideReviewWrite, type Instant, type ReviewedSession } from '@app/domain';
import { Link } from 'react-router';
import { useT } from '../i18n/i18n-provider';
import { buttonClass } from './button';

/** `/review/class/:classId` or `/review/lesson/:lessonId`: the page where the student rates it. */
export function reviewHref({ kind, id }: { kind: 'class' | 'lesson'; id: number }): string {
  return `/review/${kind}/${id}`;
}

/**
 * Issue 17 "Rate this class" on a past class or lesson: shown exactly when @app/domain
 * decideReviewWrite lets the student write (the attendance mark is not known here: unmarked counts
 * as present, and the review page says when the teacher marked her absent). Drawn above a row's
 * stretched title link (`relative z-10`).
 */
export function RateClassLink({
  kind,
  id,
  session,
  now,
  className = '',
}: {
  kind: 'class' | 'lesson';
  id: number;
  session: ReviewedSession;
  now: Instant;
  className?: string;
}) {
  const t = useT();
  const outcome = decideReviewWrite({ session, existing: null, now }).outcome;
  if (outcome !== 'create') return null;
  return (
    <Link
      to={reviewHref({ kind, id })}
      className={`${buttonClass({ variant: 'secondary', size: 'sm' })} relative z-10 ${className}`}
      data-testid="rate-class"
    >
      {t('reviews.rateThisClass')}
    </Link>
  );
}
