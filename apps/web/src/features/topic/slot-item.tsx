import type { GroupClassSearchItem, TeacherInfo } from '@app/api';
import { getClassBookability, getSpotsDisplay, type SpotsDisplayKind } from '@app/domain';
import { useId } from 'react';
import { useT } from '../../i18n/i18n-provider';
import { BookButton } from '../../components/book-button';
import type { BookFlow } from '../../lib/booking/use-book-flow';
import { spotsText } from '../../lib/catalog-labels';
import { useDisplayTime } from '../../lib/use-display-time';

const SPOTS_TONE: Record<SpotsDisplayKind, string> = {
  'booked-by-you': 'text-emerald-700',
  'fully-booked': 'text-slate-600',
  'be-the-first': 'text-brand-700',
  'only-one-left': 'text-red-700',
  'only-few-left': 'text-amber-800',
  'spots-left': 'text-slate-700',
};

/**
 * One time slot of a topic: date and time in the user's zone, the spots line (000 §4 "Slot spots
 * display") and Book (the book flow; disabled when `getClassBookability` says no).
 */
export function SlotItem({
  slot,
  teacher,
  viewerId,
  flow,
}: {
  slot: GroupClassSearchItem;
  teacher: Pick<TeacherInfo, 'user_id' | 'nickname' | 'avatar_file_name' | 'is_pro'>;
  viewerId: number | null | undefined;
  flow: Pick<BookFlow, 'book' | 'isChecking'>;
}) {
  const t = useT();
  const time = useDisplayTime();
  const spotsId = useId();
  const spots = getSpotsDisplay({ capacity: slot.student_capacity, seats: slot.group_class_students, viewerId });
  return (
    <div
      className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3"
      data-testid="slot"
      data-class-id={slot.id}
    >
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">
          <time dateTime={slot.start_time}>{time.date(slot.start_time)}</time>
        </p>
        <p className="text-sm text-slate-700">{time.range(slot.start_time, slot.end_time)}</p>
        <p id={spotsId} className={`text-sm font-semibold ${SPOTS_TONE[spots.kind]}`} data-spots={spots.kind}>
          {spotsText(t, spots)}
        </p>
      </div>
      <div className="shrink-0">
        <BookButton
          flow={flow}
          size="sm"
          describedBy={spotsId}
          srLabel={`${time.date(slot.start_time)} ${time.range(slot.start_time, slot.end_time)}`}
          bookability={getClassBookability({ groupClass: slot, viewerId })}
          target={{
            offering: 'class',
            groupClass: { ...slot, sku_id: null },
            teacher: { ...teacher, im_account: String(teacher.user_id) },
          }}
        />
      </div>
    </div>
  );
}
