import { ApiClientError } from '@app/api';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { buttonClass } from '../components/button';
import { LoadingRegion, Skeleton } from '../components/skeleton';
import { ErrorState, NoPermissionScreen } from '../components/status-screens';
import { teacherRoomQuery } from '../features/meeting-room/api/teacher-room';
import { MeetingRoomForm } from '../features/meeting-room/meeting-room-form';
import { SignedInPage } from '../features/session/signed-in-page';
import { useT } from '../i18n/i18n-provider';
import { loadViewer, type PageLoader, prefetch } from '../lib/route-loader';
import { usePageTitle } from '../lib/use-page-title';

/**
 * `/teaching/room`: the teacher's default meeting room (docs/meeting-rooms.md). Whether the viewer is
 * a teacher is the server's answer (403 NotATeacher).
 */
export default function TeachingRoomPage() {
  const t = useT();
  usePageTitle(t('meetingRoom.pageTitle'));
  return <SignedInPage skeleton={<RoomFormSkeleton />}>{() => <TeacherRoom />}</SignedInPage>;
}

function RoomFormSkeleton() {
  const t = useT();
  return (
    <LoadingRegion label={t('meetingRoom.loading')}>
      <div className="mx-auto w-full max-w-xl px-4 py-8">
        <Skeleton className="h-80 w-full rounded-2xl" />
      </div>
    </LoadingRegion>
  );
}

function TeacherRoom() {
  const t = useT();
  const room = useQuery(teacherRoomQuery());
  if (room.error instanceof ApiClientError && room.error.status === 403)
    return <NoPermissionScreen text={t('meetingRoom.notTeacherText')} />;
  if (room.isError)
    return (
      <div className="mx-auto max-w-xl px-4 py-8">
        <ErrorState onRetry={() => void room.refetch()} />
      </div>
    );
  if (!room.data) return <RoomFormSkeleton />;
  return (
    <section className="mx-auto w-full max-w-xl px-4 py-8">
      <h1 className="mb-5 text-2xl font-bold sm:text-3xl">{t('meetingRoom.pageTitle')}</h1>
      <MeetingRoomForm room={room.data.data.room} />
      <Link to="/teaching" className={`${buttonClass({ variant: 'secondary' })} mt-4`}>
        {t('meetingRoom.backToTeaching')}
      </Link>
    </section>
  );
}

export const loader: PageLoader = async (_args, { queryClient }) => {
  if (await loadViewer(queryClient)) await prefetch(queryClient, teacherRoomQuery());
};
