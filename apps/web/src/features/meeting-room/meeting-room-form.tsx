import { ApiClientError, type MeetingRoom, MeetingRoomSchema, putTeacherRoom } from '@app/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SyntheticEvent, useState } from 'react';
import { Button } from '../../components/button';
import { FormField } from '../../components/form-field';
import { useT } from '../../i18n/i18n-provider';
import { api } from '../../lib/api-client';
import { teacherRoomQuery } from './api/teacher-room';

type RoomField = keyof MeetingRoom;
const FIELDS: readonly RoomField[] = ['account', 'pass_code', 'link'];
const isRoomField = (name: unknown): name is RoomField => FIELDS.includes(name as RoomField);
const EMPTY: MeetingRoom = { account: '', pass_code: '', link: '' };

/**
 * The teacher's default meeting room (issue 14): meeting id, passcode and link, checked by the same
 * `MeetingRoomSchema` the server uses, each error next to its field. Every class without its own
 * room, and every lesson, meets here.
 */
export function MeetingRoomForm({ room }: { room: MeetingRoom | null }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<MeetingRoom>(room ?? EMPTY);
  const [errors, setErrors] = useState<Partial<Record<RoomField, string>>>({});
  const [status, setStatus] = useState<'idle' | 'saved' | 'failed'>('idle');
  const fieldError = (field: RoomField): string =>
    field === 'account'
      ? t('meetingRoom.accountError')
      : field === 'pass_code'
        ? t('meetingRoom.passcodeError')
        : t('meetingRoom.linkError');

  const save = useMutation({
    mutationFn: (body: MeetingRoom) => api.call(putTeacherRoom, { body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(teacherRoomQuery().queryKey, answer);
      if (answer.data.room) setValues(answer.data.room);
      setStatus('saved');
    },
    onError: (error) => {
      if (error instanceof ApiClientError && error.status === 400 && isRoomField(error.field))
        setErrors({ [error.field]: fieldError(error.field) });
      else setStatus('failed');
    },
  });

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setStatus('idle');
    const parsed = MeetingRoomSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<RoomField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (isRoomField(field)) next[field] = fieldError(field);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };
  const change = (field: RoomField) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((old) => ({ ...old, [field]: value }));
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
      <FormField
        label={t('meetingRoom.account')}
        hint={t('meetingRoom.accountHint')}
        error={errors.account}
        name="account"
        inputMode="numeric"
        autoComplete="off"
        value={values.account}
        onChange={change('account')}
      />
      <FormField
        label={t('meetingRoom.passcode')}
        error={errors.pass_code}
        name="pass_code"
        autoComplete="off"
        value={values.pass_code}
        onChange={change('pass_code')}
      />
      <FormField
        label={t('meetingRoom.link')}
        hint={t('meetingRoom.linkHint')}
        error={errors.link}
        name="link"
        type="url"
        inputMode="url"
        value={values.link}
        onChange={change('link')}
      />
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
