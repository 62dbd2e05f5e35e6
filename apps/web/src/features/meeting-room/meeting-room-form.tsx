import { type MeetingRoom, putTeacherRoom } from '@app/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SyntheticEvent, useState } from 'react';
import { Button } from '../../components/button';
import { useT } from '../../i18n/i18n-provider';
import type { MessageKey } from '../../i18n/translate';
import { api } from '../../lib/api-client';
import { teacherRoomQuery } from './api/teacher-room';
import { MeetingRoomFields } from './meeting-room-fields';
import { useRoomDraft } from './use-room-draft';

export type RoomSaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

const STATUS_TEXT = {
  idle: null,
  saving: 'meetingRoom.saving',
  saved: 'meetingRoom.saved',
  failed: 'meetingRoom.saveFailed',
} as const satisfies Record<RoomSaveStatus, MessageKey | null>;

/**
 * The teacher's default meeting room (issue 14): meeting id, passcode and link, checked by the same
 * `MeetingRoomSchema` the server uses, each error next to its field. Every class without its own
 * room, and every lesson, meets here. While saving the fields and Save wait, and the status line
 * (a live region) says saving, saved or failed.
 */
export function MeetingRoomForm({
  room,
  initialStatus = 'idle',
}: {
  room: MeetingRoom | null;
  /** Where the form stands at first (stories show it saving, saved or failed). */
  initialStatus?: RoomSaveStatus;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const draft = useRoomDraft(room);
  const [status, setStatus] = useState<RoomSaveStatus>(initialStatus);
  const saving = status === 'saving';
  const statusText = STATUS_TEXT[status];

  const save = useMutation({
    mutationFn: (body: MeetingRoom) => api.call(putTeacherRoom, { body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(teacherRoomQuery().queryKey, answer);
      if (answer.data.room) draft.setValues(answer.data.room);
      setStatus('saved');
    },
    onError: (error) => {
      setStatus(draft.showServerError(error) ? 'idle' : 'failed');
    },
  });

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const checked = draft.check();
    setStatus(checked ? 'saving' : 'idle');
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
      <MeetingRoomFields values={draft.values} errors={draft.errors} change={draft.change} disabled={saving} />
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={saving}>
          {t('meetingRoom.save')}
        </Button>
        <p
          role="status"
          className={`text-sm ${status === 'failed' ? 'text-red-700' : status === 'saving' ? 'text-slate-700' : 'text-emerald-700'}`}
        >
          {statusText ? t(statusText) : ''}
        </p>
      </div>
    </form>
  );
}
