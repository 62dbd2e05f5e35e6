import type { MyReviewResponse } from '@app/api';
import { decideReviewWrite, type Instant, REVIEW_CONTENT_MAX_LENGTH, REVIEW_RATING_MAX, type ReviewedSession } from '@app/domain';
import { useId, useState } from 'react';
import { Button } from '../../components/button';
import { TextAreaField } from '../../components/form-field';
import { useToast } from '../../components/toast';
import { errorText } from '../../i18n/error-text';
import { useT } from '../../i18n/i18n-provider';
import { useDisplayTime } from '../../lib/use-display-time';
import { useWriteReview } from './api/my-review';

type Data = MyReviewResponse['data'];

function factsOf(session: Data['session']): ReviewedSession {
  return session.kind === 'class'
    ? {
        kind: 'class',
        classStatus: session.class_status,
        seatStatus: session.seat_status,
        attended: session.attended,
        end: session.end_time,
      }
    : { kind: 'lesson', status: session.status, end: session.end_time };
}

/**
 * Issue 17: 1-5 stars and a text, once per seat, editable for 7 days. What the form offers is
 * @app/domain decideReviewWrite on the facts the server sent, so a refused state shows its reason
 * instead of a form; the server decides again with the same rule.
 */
export function ReviewForm({ data, now }: { data: Data; now: Instant }) {
  const t = useT();
  const toast = useToast();
  const time = useDisplayTime();
  const legendId = useId();
  const { session, review } = data;
  const decision = decideReviewWrite({ session: factsOf(session), existing: review ? { createdAt: review.create_time } : null, now });
  const write = useWriteReview({ kind: session.kind, id: session.id });
  const [rating, setRating] = useState<number | null>(review?.rating ?? null);
  const [content, setContent] = useState(review?.content ?? '');
  const [problem, setProblem] = useState<string | null>(null);

  if (decision.outcome !== 'create' && decision.outcome !== 'edit') {
    const reason = {
      'not-booked': t('errors.NotFound'),
      cancelled: t('reviews.cancelled'),
      'not-ended': t('reviews.notEnded'),
      absent: t('reviews.absent'),
      'edit-closed': t('reviews.editClosed'),
    }[decision.outcome];
    return (
      <p className="mt-4 rounded-xl bg-slate-100 p-4 text-slate-800" data-testid="review-closed" data-outcome={decision.outcome}>
        {reason}
      </p>
    );
  }

  const submit = (event: React.SyntheticEvent) => {
    event.preventDefault();
    if (rating === null) {
      setProblem(t('reviews.chooseRating'));
      return;
    }
    if (content.trim() === '') {
      setProblem(t('reviews.writeSomething'));
      return;
    }
    setProblem(null);
    write.mutate(
      { rating, content: content.trim() },
      {
        onSuccess: () => {
          toast({ kind: 'success', text: t('reviews.saved') });
        },
        onError: (error) => {
          setProblem(errorText(t, error));
        },
      },
    );
  };

  return (
    <form className="mt-4 space-y-4" onSubmit={submit} noValidate data-testid="review-form">
      <fieldset aria-labelledby={legendId}>
        <legend id={legendId} className="text-sm font-medium text-slate-800">
          {t('reviews.ratingLegend')}
        </legend>
        <div className="mt-1 flex gap-1">
          {Array.from({ length: REVIEW_RATING_MAX }, (_, i) => i + 1).map((n) => (
            <label key={n} className="cursor-pointer">
              <input
                type="radio"
                name="rating"
                value={n}
                checked={rating === n}
                onChange={() => {
                  setRating(n);
                }}
                className="peer sr-only"
                aria-label={t('reviews.star', { n })}
              />
              <span
                aria-hidden="true"
                className={`block px-0.5 text-3xl leading-none peer-focus-visible:rounded peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 ${
                  rating !== null && n <= rating ? 'text-amber-600' : 'text-slate-300'
                }`}
              >
                ★
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        label={t('reviews.contentLabel')}
        hint={t('reviews.contentHint')}
        value={content}
        maxLength={REVIEW_CONTENT_MAX_LENGTH}
        rows={5}
        onChange={(event) => {
          setContent(event.target.value);
        }}
        name="content"
      />
      {decision.outcome === 'edit' ? (
        <p className="text-sm text-slate-700">
          {t('reviews.editableUntil', { date: `${time.date(decision.editableUntil)} ${time.time(decision.editableUntil)}` })}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      <Button type="submit" disabled={write.isPending}>
        {write.isPending ? t('reviews.sending') : decision.outcome === 'edit' ? t('reviews.saveChanges') : t('reviews.submit')}
      </Button>
    </form>
  );
}
