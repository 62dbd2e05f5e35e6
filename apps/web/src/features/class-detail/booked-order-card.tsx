import { classIcsUrl, type GroupClassDetail } from '@app/api';
import { getUsableCapacity } from '@app/domain';
import type { ReactNode } from 'react';
import { ReadMore } from '../../components/read-more';
import { useT } from '../../i18n/i18n-provider';
import { useLanguageNames } from '../../i18n/language-names';
import { categoryName, levelName } from '../../lib/catalog-labels';
import { usePrice } from '../../lib/use-price';
import { useDisplayTime } from '../../lib/use-display-time';
import { COMMUNICATION_TOOL_NAME } from '../../lib/communication-tool';
import { headlineText } from '../../lib/class-texts';
import type { ClassViewState } from './class-view-state';
import { MaterialDownload } from './material-download';
import { TeacherRow } from './teacher-row';
import { CalendarFileLink } from '../../components/calendar-file-link';

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4" data-testid={testId}>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="min-w-0 text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * 000 §2.B "The booked-order card shows: date, start and end time, status label, teacher block,
 * title, level, category, duration, spots, price, description, learning outcomes, materials, and
 * video-conference info."
 */
export function BookedOrderCard({
  detail,
  state,
}: {
  detail: Pick<GroupClassDetail, 'group_class' | 'teacher_info'>;
  state: ClassViewState;
}) {
  const t = useT();
  const languageNames = useLanguageNames();
  const time = useDisplayTime();
  const price = usePrice();
  const cls = detail.group_class;
  const meeting = state.actions?.showMeetingDetails ? (cls.communication_tools?.zoom ?? null) : null;
  return (
    <section
      aria-labelledby="order-card-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="booked-order-card"
    >
      <h2 id="order-card-title" className="text-lg font-semibold">
        {t('classPage.orderCardTitle')}
      </h2>
      <dl className="mt-2 divide-y divide-slate-100">
        <Row label={t('classPage.fieldDate')}>
          <time dateTime={cls.start_time}>{time.date(cls.start_time)}</time>
        </Row>
        <Row label={t('classPage.fieldTime')}>
          {time.range(cls.start_time, cls.end_time)}
          <CalendarFileLink href={classIcsUrl({ classId: cls.id })} testId="add-to-calendar" className="ml-3" />
        </Row>
        <Row label={t('classPage.fieldStatus')} testId="order-status">
          {state.headline ? headlineText(t, state.headline.code) : ''}
        </Row>
        <Row label={t('classPage.fieldTeacher')}>
          <TeacherRow teacher={detail.teacher_info} language={cls.language} />
        </Row>
        <Row label={t('classPage.fieldTitle')}>{cls.title}</Row>
        <Row label={t('classPage.fieldLevel')}>
          {languageNames.label(cls.language)} · {levelName(t, cls.language_level)}
        </Row>
        <Row label={t('classPage.fieldCategory')}>{categoryName(t, cls.category)}</Row>
        <Row label={t('classPage.fieldDuration')}>{t('catalog.minutes', { n: cls.duration })}</Row>
        <Row label={t('classPage.fieldSpots')}>
          {t('classPage.spotsTaken', { taken: cls.taken_seats, capacity: getUsableCapacity(cls.student_capacity) })}
        </Row>
        <Row label={t('classPage.fieldPrice')}>{price(cls.price)}</Row>
        <Row label={t('classPage.fieldDescription')}>
          <ReadMore text={cls.intro} lines={2} />
        </Row>
        {cls.outcome_desc ? (
          <Row label={t('classPage.fieldOutcomes')}>
            <p className="whitespace-pre-line">{cls.outcome_desc}</p>
          </Row>
        ) : null}
        <Row label={t('classPage.fieldMaterials')}>
          <MaterialDownload access={state.material} classId={cls.id} compact />
        </Row>
        <Row label={t('classPage.fieldVideo')} testId="order-video">
          <p className="font-semibold">{t('classPage.communicationToolIs', { tool: COMMUNICATION_TOOL_NAME })}</p>
          {meeting ? (
            <p className="mt-1 text-sm">
              {t('classPage.meetingId')}: <span className="font-mono">{meeting.account}</span> · {t('classPage.passcode')}:{' '}
              <span className="font-mono">{meeting.pass_code}</span>
            </p>
          ) : state.actions?.join === 'disabled' ? (
            <p className="mt-1 text-sm text-slate-600">{t('classPage.noticeVideoLinkSoon')}</p>
          ) : null}
        </Row>
      </dl>
    </section>
  );
}
