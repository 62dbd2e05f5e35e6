import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '../../components/skeleton';
import { ErrorState } from '../../components/status-screens';
import { useT } from '../../i18n/i18n-provider';
import { teacherRoomQuery } from './api/teacher-room';
import { MeetingRoomForm } from './meeting-room-form';

/** The teacher's default meeting room on the Teaching page, folded away under its summary (most visits are not to change it). */
export default function TeacherRoomSection() {
  const t = useT();
  const room = useQuery(teacherRoomQuery());
  return (
    <details className="mt-4 rounded-2xl border border-slate-200 bg-white shadow-sm" data-testid="teacher-room">
      <summary className="cursor-pointer px-5 py-3 font-semibold text-brand-700">
        {room.data?.data.room ? t('meetingRoom.summarySet', { id: room.data.data.room.account }) : t('meetingRoom.summaryUnset')}
      </summary>
      <div className="px-2 pb-2">
        {room.isError ? (
          <ErrorState onRetry={() => void room.refetch()} />
        ) : room.data ? (
          <MeetingRoomForm room={room.data.data.room} />
        ) : (
          <Skeleton className="h-72 w-full rounded-2xl" />
        )}
      </div>
    </details>
  );
}
