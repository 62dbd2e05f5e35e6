import type { GroupClassDetail } from '@app/api';
import { getClassBookability, getSpotsDisplay } from '@app/domain';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button';
import { useT } from '../../i18n/i18n-provider';
import { BookButton } from '../../components/book-button';
import { courseTopicHref } from '../../lib/booking/booking-paths';
import type { BookFlow } from '../../lib/booking/use-book-flow';
import { spotsText } from '../../lib/catalog-labels';
import { usePrice } from '../../lib/use-price';
import { seatsForRules } from './class-seats';

/**
 * The right-hand panel for a visitor or a student without a seat: price, the spots line and Book
 * (the book flow). A class of a course is joined through its course (the server refuses to book it
 * alone), so it links there instead.
 */
export function ClassBookPanel({
  detail,
  viewerId,
  flow,
}: {
  detail: Pick<GroupClassDetail, 'group_class' | 'group_course' | 'teacher_info'>;
  viewerId: number | null | undefined;
  flow: Pick<BookFlow, 'book' | 'isChecking'>;
}) {
  const t = useT();
  const price = usePrice();
  const spotsId = useId();
  const cls = detail.group_class;
  const seats = seatsForRules(cls);
  const spots = getSpotsDisplay({ capacity: cls.student_capacity, seats, viewerId });
  const bookability = getClassBookability({ groupClass: { ...cls, group_class_students: seats }, viewerId });
  return (
    <section
      aria-labelledby="book-panel-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="book-panel"
    >
      <h2 id="book-panel-title" className="sr-only">
        {t('classPage.bookPanelTitle')}
      </h2>
      <p className="text-2xl font-bold">
        {price(cls.price)} <span className="text-sm font-normal text-slate-600">{t('catalog.perClass')}</span>
      </p>
      <p id={spotsId} className="mt-1 font-semibold text-slate-700" data-spots={spots.kind}>
        {spotsText(t, spots)}
      </p>
      {detail.group_course ? (
        <div className="mt-4 space-y-3">
          <p className="text-sm text-slate-700">{t('classPage.partOfCourseBook')}</p>
          <Link to={courseTopicHref(cls.topic_id)} className={buttonClass({ full: true, size: 'lg' })}>
            {t('classPage.viewCourse')}
          </Link>
        </div>
      ) : (
        <div className="mt-4">
          <BookButton
            flow={flow}
            size="lg"
            full
            describedBy={spotsId}
            showReason
            bookability={bookability}
            target={{
              offering: 'class',
              groupClass: cls,
              teacher: { ...detail.teacher_info, im_account: String(detail.teacher_info.user_id) },
            }}
          />
        </div>
      )}
    </section>
  );
}
