import type { Bookability } from '@app/domain';
import { useId } from 'react';
import { Button, type ButtonSize } from './button';
import { useT } from '../i18n/i18n-provider';
import { checkMessage } from '../lib/booking/check-message';
import type { BookFlow, BookTarget } from '../lib/booking/use-book-flow';

/**
 * A Book button wired to the book flow. 000 §4 "Book buttons are disabled when the booking check
 * fails": `bookability` is `getClassBookability` / `getCourseBookability` of @app/domain. With
 * `showReason`, a disabled button says why, in the 000 §8 words ("Sorry, you cannot book a class
 * with yourself.").
 */
export function BookButton({
  flow,
  target,
  bookability,
  label,
  srLabel,
  size = 'md',
  full = false,
  showReason = false,
  describedBy,
}: {
  flow: Pick<BookFlow, 'book' | 'isChecking'>;
  target: BookTarget;
  bookability: Bookability;
  label?: string;
  /** Read after the label by screen readers only: which slot this Book is for. */
  srLabel?: string;
  size?: ButtonSize;
  full?: boolean;
  showReason?: boolean;
  /** The id of a text that describes the offering's spots, for screen readers. */
  describedBy?: string;
}) {
  const t = useT();
  const reasonId = useId();
  const reason = !bookability.bookable && showReason ? checkMessage(t, { status: bookability.reason, offering: target.offering }) : null;
  const described = [describedBy, reason ? reasonId : null].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <Button
        size={size}
        full={full}
        disabled={!bookability.bookable}
        aria-busy={flow.isChecking || undefined}
        aria-describedby={described}
        data-bookable={bookability.bookable}
        onClick={() => {
          if (!flow.isChecking) flow.book(target);
        }}
      >
        {label ?? t('booking.book')}
        {srLabel ? <span className="sr-only"> {srLabel}</span> : null}
      </Button>
      {reason ? (
        <p id={reasonId} className="mt-2 text-sm font-medium text-slate-700" data-testid="book-refusal">
          {reason}
        </p>
      ) : null}
    </>
  );
}
