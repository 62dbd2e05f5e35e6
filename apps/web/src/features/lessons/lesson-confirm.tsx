import { getLessonEnd, type LessonOption } from '@app/domain';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import { errorText } from '../../i18n/error-text';
import { useT } from '../../i18n/i18n-provider';
import { MY_CLASSES_PATH } from '../../lib/booking/booking-paths';
import { usePrice } from '../../lib/use-price';
import { useDisplayTime } from '../../lib/use-display-time';
import { lessonOptionName } from '../../lib/lesson-texts';

/**
 * The last step: what is booked (lesson, day, time in the user's zone), its price in the user's
 * currency, the wallet balance, and Book. A balance below the price disables Book and shows
 * `shortfall` (the route's top-up button).
 */
export function LessonConfirm({
  option,
  start,
  balance,
  busy,
  error,
  onBook,
  shortfall,
}: {
  option: LessonOption;
  start: number;
  balance: number;
  busy: boolean;
  error: unknown;
  onBook: () => void;
  /** What to offer when the balance is short (issue 15: "Top up $X"). */
  shortfall: React.ReactNode;
}) {
  const t = useT();
  const price = usePrice();
  const time = useDisplayTime();
  const short = balance < option.price;
  const failure = error ? errorText(t, error, 'lesson') : null;
  return (
    <section
      aria-labelledby="lesson-confirm-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="lesson-confirm"
    >
      <h2 id="lesson-confirm-title" className="text-lg font-semibold">
        {t('lessons.summaryTitle')}
      </h2>
      <p className="mt-2 font-medium">
        {lessonOptionName(t, option)} · {t('lessons.minutes', { n: option.duration })}
      </p>
      <p className="text-slate-800" data-testid="lesson-confirm-when">
        <time dateTime={new Date(start).toISOString()}>
          {time.date(start)} · {time.range(start, getLessonEnd({ start, duration: option.duration }))}
        </time>
      </p>
      <dl className="mt-4 space-y-2">
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-slate-700">{t('lessons.price')}</dt>
          <dd className="text-2xl font-bold" data-testid="lesson-price">
            {option.price === 0 ? t('lessons.free') : price(option.price)}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 text-sm">
          <dt className="text-slate-700">{t('lessons.walletBalance')}</dt>
          <dd className="font-semibold" data-testid="lesson-balance">
            {price(balance)}
          </dd>
        </div>
      </dl>
      {option.price > 0 ? <p className="mt-2 text-sm text-slate-600">{t('lessons.paidInUsd')}</p> : null}
      {short ? shortfall : null}
      {failure ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 font-medium text-red-800" data-testid="lesson-error">
          {failure}
        </p>
      ) : null}
      <Button size="lg" full className="mt-5" disabled={busy || short} onClick={onBook} data-testid="lesson-book">
        {busy
          ? t('lessons.booking')
          : option.price === 0
            ? t('lessons.bookFree')
            : t('lessons.bookAmount', { amount: price(option.price) })}
      </Button>
    </section>
  );
}

/** After booking: when, with whom, and the way to My classes. */
export function LessonBooked({ teacherName, start, duration }: { teacherName: string; start: number; duration: LessonOption['duration'] }) {
  const t = useT();
  const time = useDisplayTime();
  return (
    <section
      role="status"
      aria-labelledby="lesson-booked-title"
      className="rounded-2xl border border-green-200 bg-green-50 p-6 text-center"
      data-testid="lesson-booked"
    >
      <h2 id="lesson-booked-title" className="text-xl font-bold text-green-900">
        {t('lessons.bookedTitle')}
      </h2>
      <p className="mt-2 text-green-900">
        {t('lessons.bookedText', { name: teacherName, date: time.date(start), time: time.range(start, getLessonEnd({ start, duration })) })}
      </p>
      <Link
        to={MY_CLASSES_PATH}
        className="mt-5 inline-flex items-center justify-center rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
      >
        {t('lessons.goMyClasses')}
      </Link>
    </section>
  );
}
