import { ApiClientError, type LessonBookingOptions } from '@app/api';
import { checkLessonBooking, getBookableLessonStarts } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../components/button';
import { LoadingRegion, Skeleton } from '../components/skeleton';
import { ErrorState, NotFoundScreen } from '../components/status-screens';
import { LessonBooked, LessonConfirm } from '../features/lessons/lesson-confirm';
import { ShortfallTopUp } from '../features/wallet/shortfall-top-up';
import { useLessonChoice } from '../features/lessons/use-lesson-choice';
import { type LessonBookingParams, readLessonBookingParams, regularLessonsHref } from '../features/lessons/lesson-booking-params';
import { lessonBookingOptionsQuery } from '../features/lessons/api/lesson-booking-options';
import { LessonTeacherHeader } from '../features/lessons/lesson-teacher-header';
import { LessonTimePicker } from '../features/lessons/lesson-time-picker';
import { LessonTypePicker } from '../features/lessons/lesson-type-picker';
import { useBookLesson } from '../features/lessons/use-book-lesson';
import { SignedInPage } from '../features/session/signed-in-page';
import { ZoneNote } from '../components/zone-note';
import { useT } from '../i18n/i18n-provider';
import { errorCodeText, errorText } from '../i18n/error-text';
import { useNow } from '../lib/use-now';
import { usePageTitle } from '../lib/use-page-title';
import { loadViewer, type PageLoader, prefetch } from '../lib/route-loader';

/**
 * `/booking/lesson` and `/booking/date` (001 §2.5's booking links, opened in a new tab from the
 * teacher cards): the teacher, the lesson type (not on the date page, which books the trial), the
 * day and time, then confirm and pay from the wallet. Visitors are sent to sign in and back.
 */
export default function LessonBookingPage() {
  const t = useT();
  const location = useLocation();
  const params = readLessonBookingParams(location);
  usePageTitle(params?.trialOnly ? t('lessons.titleTrial') : t('lessons.title'));
  if (!params) return <NotFoundScreen />;
  return (
    <SignedInPage
      skeleton={
        <Frame params={params}>
          <BookingSkeleton />
        </Frame>
      }
    >
      {(user) => <LessonBooking key={`${params.teacherId}-${params.language}`} params={params} studentId={user.user_id} />}
    </SignedInPage>
  );
}

function Frame({ params, children }: { params: LessonBookingParams; children: ReactNode }) {
  const t = useT();
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold sm:text-3xl">{params.trialOnly ? t('lessons.titleTrial') : t('lessons.title')}</h1>
      <div className="mt-5 space-y-6">{children}</div>
    </section>
  );
}

function BookingSkeleton() {
  const t = useT();
  return (
    <LoadingRegion label={t('lessons.loading')}>
      <div className="space-y-4">
        <div className="flex items-center gap-4">
          <Skeleton className="h-20 w-20 rounded-full" />
          <Skeleton className="h-6 w-48" />
        </div>
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    </LoadingRegion>
  );
}

function LessonBooking({ params, studentId }: { params: LessonBookingParams; studentId: number }) {
  const query = useQuery(lessonBookingOptionsQuery(params));
  if (query.error instanceof ApiClientError && query.error.status === 404) return <NotFoundScreen />;
  if (query.isError && !query.data)
    return (
      <Frame params={params}>
        <ErrorState onRetry={() => void query.refetch()} />
      </Frame>
    );
  if (!query.data)
    return (
      <Frame params={params}>
        <BookingSkeleton />
      </Frame>
    );
  return (
    <Frame params={params}>
      <BookingSteps params={params} data={query.data.data} studentId={studentId} />
    </Frame>
  );
}

function BookingSteps({ params, data, studentId }: { params: LessonBookingParams; data: LessonBookingOptions; studentId: number }) {
  const t = useT();
  // Times become unbookable as the lead time passes; a minute's steps are enough for 30-minute slots.
  const now = useNow(60_000);
  const { optionKey, start, choose } = useLessonChoice();
  const [booked, setBooked] = useState<{ start: number; duration: 30 | 60 } | null>(null);
  const book = useBookLesson(params);
  const header = <LessonTeacherHeader teacher={data.teacher} language={data.language} />;

  if (booked)
    return (
      <>
        {header}
        <LessonBooked teacherName={data.teacher.nickname} start={booked.start} duration={booked.duration} />
      </>
    );
  if (data.options.length === 0) {
    return (
      <>
        {header}
        <div className="rounded-2xl border border-slate-200 bg-white p-6" data-testid="lesson-no-options">
          <p className="text-slate-800">{params.trialOnly ? t('lessons.trialOnlyUnavailable') : t('lessons.noOptions')}</p>
          {params.trialOnly ? (
            <Link to={regularLessonsHref(params)} className={`${buttonClass()} mt-4`}>
              {t('lessons.seeRegular')}
            </Link>
          ) : null}
        </div>
      </>
    );
  }

  const option = data.options.find((o) => o.key === optionKey) ?? data.options[0];
  if (!option) return null;
  const starts = getBookableLessonStarts({ openSlots: data.open_slots, duration: option.duration, now, leadMs: data.lead_ms });
  // A time taken meanwhile (refused, or gone from the re-read slots) is no longer chosen.
  const chosen = start !== null && starts.includes(start) ? start : null;
  const check =
    chosen === null
      ? null
      : checkLessonBooking({
          studentId,
          teacherId: data.teacher.user_id,
          options: data.options,
          request: { isTrial: option.is_trial, duration: option.duration, start: chosen },
          openSlots: data.open_slots,
          now,
          leadMs: data.lead_ms,
          bookedIntervals: [],
          balance: data.balance ?? 0,
        });
  // Low balance is shown by the confirm box with its wallet link; other refusals stop here.
  const refusal = check !== null && check !== 'CanBook' && check !== 'InsufficientBalance' ? errorCodeText(t, check, 'lesson') : null;
  // A booking refused because its time was taken meanwhile: the re-read slots drop the time, and the
  // confirm box (which shows a refusal) with it, so the reason is said here until another choice.
  const lostTime = chosen === null && book.error ? errorText(t, book.error, 'lesson') : null;

  return (
    <>
      {header}
      {params.datePage ? null : (
        <LessonTypePicker
          options={data.options}
          selected={option.key}
          onSelect={(key) => {
            choose({ optionKey: key });
            book.reset();
          }}
        />
      )}
      <section aria-labelledby="lesson-time-title">
        <h2 id="lesson-time-title" className="text-lg font-semibold">
          {t('lessons.stepTime')}
        </h2>
        <ZoneNote className="mt-1" />
        <LessonTimePicker
          starts={starts}
          selected={chosen}
          onSelect={(next) => {
            choose({ start: next });
            book.reset();
          }}
        />
      </section>
      {refusal ? (
        <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 font-medium text-amber-900" data-testid="lesson-refusal">
          {refusal}
        </p>
      ) : null}
      {lostTime ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 font-medium text-red-800" data-testid="lesson-error">
          {lostTime}
        </p>
      ) : null}
      {chosen === null ? (
        starts.length > 0 ? (
          <p className="text-sm text-slate-600">{t('lessons.pickTime')}</p>
        ) : null
      ) : refusal ? null : (
        <LessonConfirm
          option={option}
          start={chosen}
          balance={data.balance ?? 0}
          shortfall={<ShortfallTopUp priceCents={option.price} balanceCents={data.balance ?? 0} />}
          busy={book.isPending}
          error={book.error}
          onBook={() => {
            book.mutate(
              { option, start: chosen },
              {
                onSuccess: () => {
                  setBooked({ start: chosen, duration: option.duration });
                },
              },
            );
          }}
        />
      )}
    </>
  );
}

/** The booking options of the teacher and language the address names, for a signed-in user. */
export const loader: PageLoader = async ({ request }, { queryClient, shell }) => {
  const url = new URL(request.url);
  const params = readLessonBookingParams({ pathname: url.pathname, search: url.search });
  if (params && (await loadViewer(shell))) await prefetch(queryClient, lessonBookingOptionsQuery(params));
};
