import { REVIEW_RATING_MAX } from '@app/domain';

/**
 * Issue 17: a review's stars, drawn filled up to `value` (whole stars). The stars are decoration;
 * screen readers read `label` ("Rated 4 out of 5").
 */
export function StarRating({ value, label, className = '' }: { value: number; label: string; className?: string }) {
  return (
    <span className={`inline-flex items-center ${className}`} data-testid="star-rating" data-value={value}>
      <span aria-hidden="true" className="tracking-tight">
        <span className="text-amber-600">{'★'.repeat(Math.max(0, Math.min(REVIEW_RATING_MAX, Math.round(value))))}</span>
        <span className="text-slate-300">{'★'.repeat(Math.max(0, REVIEW_RATING_MAX - Math.round(value)))}</span>
      </span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
