import { ApiClientError, VIDEO_ROOM_ID_PATTERN } from '@app/api';
import { SECOND_MS } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { LoadingRegion, Skeleton } from '../components/skeleton';
import { ErrorState, NotFoundScreen } from '../components/status-screens';
import { SignedInPage } from '../features/session/signed-in-page';
import { videoRoomQuery } from '../features/video-room/api/video-room';
import { VideoRoomView } from '../features/video-room/video-room-view';
import { useT } from '../i18n/i18n-provider';
import { loadViewer, type PageLoader, prefetch } from '../lib/route-loader';
import { useNow } from '../lib/use-now';
import { usePageTitle } from '../lib/use-page-title';

/** How long the open room shows its meeting id and passcode before the browser goes to the meeting. */
export const ROOM_REDIRECT_DELAY_MS = 3 * SECOND_MS;
const REDIRECT_TICK_MS = 250;

const parseRoomId = (id: string | undefined): string | null => (id !== undefined && VIDEO_ROOM_ID_PATTERN.test(id) ? id : null);

/**
 * `/video-room/:id` (a class id, or `lesson-<id>`): the room door. Signed-out viewers sign in and come
 * back. When the server says open, the page shows the details and then sends the browser to the
 * meeting link; when early, it counts down and asks the server again when the room opens.
 */
export default function VideoRoomPage() {
  const t = useT();
  usePageTitle(t('videoRoom.pageTitle'));
  const id = parseRoomId(useParams().id);
  if (id === null) return <NotFoundScreen />;
  return <SignedInPage skeleton={<RoomSkeleton />}>{() => <RoomDoor id={id} />}</SignedInPage>;
}

function RoomSkeleton() {
  const t = useT();
  return (
    <LoadingRegion label={t('videoRoom.loading')}>
      <div className="mx-auto w-full max-w-xl px-4 py-10">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="mt-6 h-56 w-full rounded-2xl" />
      </div>
    </LoadingRegion>
  );
}

function RoomDoor({ id }: { id: string }) {
  const door = useQuery(videoRoomQuery({ id }));
  const now = useNow(SECOND_MS);
  const room = door.data?.data;
  const link = room?.access === 'open' ? (room.room?.link ?? null) : null;
  const redirectIn = useMeetingRedirect(link);

  // Early: ask the server again once the opening instant has passed (the server decides, not this clock).
  const opensAt = room?.access === 'too-early' && room.opens_at ? Date.parse(room.opens_at) : null;
  const due = opensAt !== null && now >= opensAt;
  const refetch = door.refetch;
  useEffect(() => {
    if (due) void refetch();
  }, [due, refetch]);

  if (door.error instanceof ApiClientError && door.error.status === 404) return <NotFoundScreen />;
  if (door.isError)
    return (
      <div className="mx-auto max-w-xl px-4 py-10">
        <ErrorState onRetry={() => void door.refetch()} />
      </div>
    );
  if (!room) return <RoomSkeleton />;
  return <VideoRoomView room={room} now={now} redirectIn={redirectIn} onCheckAgain={() => void door.refetch()} />;
}

/** Counts down and then sends the browser to `link`; returns the seconds left (null when there is no link). */
function useMeetingRedirect(link: string | null): number | null {
  const [tick, setTick] = useState<{ link: string; left: number } | null>(null);
  useEffect(() => {
    if (link === null) return;
    const startedAt = Date.now();
    const timer = setInterval(() => {
      const remaining = ROOM_REDIRECT_DELAY_MS - (Date.now() - startedAt);
      setTick({ link, left: Math.max(0, Math.ceil(remaining / SECOND_MS)) });
      if (remaining <= 0) {
        clearInterval(timer);
        window.location.assign(link);
      }
    }, REDIRECT_TICK_MS);
    return () => {
      clearInterval(timer);
    };
  }, [link]);
  if (link === null) return null;
  return tick?.link === link ? tick.left : ROOM_REDIRECT_DELAY_MS / SECOND_MS;
}

export const loader: PageLoader = async ({ params }, { queryClient, shell }) => {
  const id = parseRoomId(params.id);
  if (id !== null && (await loadViewer(shell))) await prefetch(queryClient, videoRoomQuery({ id }));
};
