import { type MeetingRoom, putTeacherRoom } from '@app/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SyntheticEvent, useState } from 'react';
import { Button } from '../../components/button';
import { useT } from '../../i18n/i18n-provider';
import { api } from '../../lib/api-client';
import { teacherRoomQuery } from './api/teacher-room';
import { MeetingRoomFields } from './meeting-room-fields';
import { useRoomDraft } from './use-room-draft';

/**
 * The teacher's default meeting room (issue 14): meeting id, passcode and link, checked by the same
 * `MeetingRoomSchema` the server uses, each error next to its field. Every class without its own
 * room, and every lesson, meets here.
 */
export function MeetingRoomForm({ room }: { room: MeetingRoom | null }) {
  const t = useT();
  const queryClient = useQueryClient();
  const draft = useRoomDraft(room);
  const [status, setStatus] = useState<'idle' | 'saved' | 'failed'>('idle');

  const save = useMutation({
    mutationFn: (body: MeetingRoom) => api.call(putTeacherRoom, { body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(teacherRoomQuery().queryKey, answer);
      if (answer.data.room) draft.setValues(answer.data.room);
      setStatus('saved');
    },
    onError: (error) => {
      if (!draft.showServerError(error)) setStatus('failed');
    },
  });

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setStatus('idle');
    const checked = draft.check();
    if (checked) save.mutate(checked);
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      aria-labelledby="room-form-title"
    >
      <h2 id="room-form-title" className="text-lg font-bold">
        {t('meetingRoom.formTitle')}
      </h2>
      <p className="text-sm text-slate-600">{t('meetingRoom.formIntro')}</p>
      <MeetingRoomFields values={draft.values} errors={draft.errors} change={draft.change} />
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {t('meetingRoom.save')}
        </Button>
        <p role="status" className={status === 'failed' ? 'text-sm text-red-700' : 'text-sm text-emerald-700'}>
          {status === 'saved' ? t('meetingRoom.saved') : status === 'failed' ? t('meetingRoom.saveFailed') : ''}
        </p>
      </div>
    </form>
  );
}
