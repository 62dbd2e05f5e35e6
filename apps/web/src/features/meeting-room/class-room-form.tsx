import { type ClassRoomResponse, type MeetingRoom, putClassRoom, type TeachingClass } from '@app/api';
import { useMutation } from '@tanstack/react-query';
import { type SyntheticEvent, useState } from 'react';
import { Button } from '../../components/button';
import { errorText } from '../../i18n/error-text';
import { useT } from '../../i18n/i18n-provider';
import { api } from '../../lib/api-client';
import { MeetingRoomFields } from './meeting-room-fields';
import { useRoomDraft } from './use-room-draft';

/**
 * One class's meeting room on its teacher's class page (issue 14: "may override [the default] per
 * class"). It says which room the class uses (its own, her default, or none yet), lets her give the
 * class its own (checked by the server's `MeetingRoomSchema`, errors next to each field) or go back to
 * her default. Once the class is cancelled or over (`can_edit` false) the room only reads.
 */
export function ClassRoomForm({
  classId,
  room,
  onSaved,
}: {
  classId: number;
  room: TeachingClass['room'];
  /** The answer of the PUT, for the page to show the new room without another read. */
  onSaved: (answer: ClassRoomResponse['data']) => void;
}) {
  const t = useT();
  const draft = useRoomDraft(room.override ?? room.room);
  const [status, setStatus] = useState<{ kind: 'idle' | 'saved' | 'default' } | { kind: 'failed'; text: string }>({ kind: 'idle' });
  const save = useMutation({
    mutationFn: (body: { room: MeetingRoom | null }) => api.call(putClassRoom, { params: { id: classId }, body }),
    onSuccess: (answer, body) => {
      onSaved(answer.data);
      if (answer.data.room) draft.setValues(answer.data.room);
      setStatus({ kind: body.room ? 'saved' : 'default' });
    },
    onError: (error) => {
      if (!draft.showServerError(error)) setStatus({ kind: 'failed', text: errorText(t, error) });
    },
  });
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setStatus({ kind: 'idle' });
    const checked = draft.check();
    if (checked) save.mutate({ room: checked });
  };
  const current = room.override
    ? t('classRoom.usesOwn', { id: room.override.account })
    : room.room
      ? t('classRoom.usesDefault', { id: room.room.account })
      : t('classRoom.noRoom');

  return (
    <section
      aria-labelledby={`class-room-${classId}`}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="class-room-form"
    >
      <h2 id={`class-room-${classId}`} className="text-lg font-bold">
        {t('classRoom.title')}
      </h2>
      <p className="text-sm text-slate-700" data-testid="class-room-current">
        {current}
      </p>
      {room.can_edit ? (
        <form noValidate onSubmit={submit} className="space-y-4">
          <MeetingRoomFields values={draft.values} errors={draft.errors} change={draft.change} disabled={save.isPending} />
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={save.isPending}>
              {t('classRoom.save')}
            </Button>
            {room.override ? (
              <Button
                variant="secondary"
                disabled={save.isPending}
                onClick={() => {
                  setStatus({ kind: 'idle' });
                  save.mutate({ room: null });
                }}
              >
                {t('classRoom.useDefault')}
              </Button>
            ) : null}
          </div>
          <p role="status" className={status.kind === 'failed' ? 'text-sm text-red-700' : 'text-sm text-emerald-700'}>
            {status.kind === 'saved'
              ? t('classRoom.saved')
              : status.kind === 'default'
                ? t('classRoom.savedDefault')
                : status.kind === 'failed'
                  ? status.text
                  : ''}
          </p>
        </form>
      ) : (
        <p className="text-sm text-slate-600">{t('classRoom.locked')}</p>
      )}
    </section>
  );
}
