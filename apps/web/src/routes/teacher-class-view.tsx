import type { GroupClassDetail, TeachingClassResponse } from '@app/api';
import { getMaterialAccess } from '@app/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Skeleton } from '../components/skeleton';
import { ErrorState } from '../components/status-screens';
import { ClassHeader } from '../features/class-detail/class-header';
import { MaterialDownload } from '../features/class-detail/material-download';
import { ClassRoomForm } from '../features/meeting-room/class-room-form';
import { ContactButton } from '../features/messages/contact-button';
import { teachingClassQuery } from '../features/teaching-class/api/teaching-class';
import { ClassRoster } from '../features/teaching-class/class-roster';
import { getTeachingClassOffer } from '../features/teaching-class/teaching-class-phase';
import { TeachingClassPanel } from '../features/teaching-class/teaching-class-panel';
import { useMarkAttendance } from '../features/teaching-class/use-mark-attendance';
import { useT } from '../i18n/i18n-provider';

/**
 * The class page as its own teacher sees it (issue 14), composed here because it joins five
 * features: the class header and material (class-detail), the roster and panel (teaching-class), the
 * message link (messages) and the class's meeting room (meeting-room). Replaces the student's Book panel and booking cards.
 */
export function TeacherClassView({ detail, now }: { detail: GroupClassDetail; now: number }) {
  const t = useT();
  const classId = detail.group_class.id;
  const view = useQuery(teachingClassQuery({ id: classId }));
  const mark = useMarkAttendance({ classId });
  const queryClient = useQueryClient();
  if (view.isError)
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <ErrorState onRetry={() => void view.refetch()} />
      </div>
    );
  const data = view.data?.data;
  const cls = data?.group_class ?? detail.group_class;
  const offer = data ? getTeachingClassOffer({ view: data, now }) : null;
  const material = getMaterialAccess({ attachments: cls.attachments, bookingStatus: null, classStatus: cls.status, isClassTeacher: true });
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 lg:py-10" data-testid="teacher-class-view">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="lg:col-start-1">
          <ClassHeader groupClass={cls} />
        </div>
        <aside className="space-y-4 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          {data && offer ? (
            <TeachingClassPanel
              view={data}
              offer={offer}
              materials={material.kind === 'none' ? undefined : <MaterialDownload access={material} classId={classId} />}
            />
          ) : (
            <Skeleton className="h-48" />
          )}
        </aside>
        <div className="min-w-0 space-y-6 lg:col-start-1">
          {data && offer ? (
            <ClassRoster
              key={classId}
              view={data}
              offer={offer}
              contact={(student) => (
                <ContactButton userId={student.user_id} label={t('teachingClass.messageLabel', { name: student.nickname })} />
              )}
              onSave={(body) => {
                mark.mutate(body);
              }}
              saving={mark.isPending}
              saveError={mark.error}
              savedAt={mark.isSuccess ? mark.submittedAt : null}
            />
          ) : (
            <div role="status" aria-busy="true">
              <span className="sr-only">{t('teachingClass.loading')}</span>
              <Skeleton className="h-40" />
            </div>
          )}
          {data ? (
            <ClassRoomForm
              key={classId}
              classId={classId}
              room={data.room}
              onSaved={(saved) => {
                queryClient.setQueryData<TeachingClassResponse>(teachingClassQuery({ id: classId }).queryKey, (old) =>
                  old ? { data: { ...old.data, room: { ...old.data.room, ...saved } } } : old,
                );
              }}
            />
          ) : null}
        </div>
      </div>
    </div>
  );
}
