import { ApiClientError, type MeetingRoom, MeetingRoomSchema } from '@app/api';
import { useState } from 'react';
import { type TFunction, useT } from '../../i18n/i18n-provider';

export type RoomField = keyof MeetingRoom;
export type RoomErrors = Partial<Record<RoomField, string>>;
const FIELDS: readonly RoomField[] = ['account', 'pass_code', 'link'];
const isRoomField = (name: unknown): name is RoomField => FIELDS.includes(name as RoomField);
export const EMPTY_ROOM: MeetingRoom = { account: '', pass_code: '', link: '' };

function fieldError(t: TFunction, field: RoomField): string {
  if (field === 'account') return t('meetingRoom.accountError');
  return field === 'pass_code' ? t('meetingRoom.passcodeError') : t('meetingRoom.linkError');
}

/**
 * A meeting room being typed (the teacher's default or one class's own): its values, and the errors
 * `MeetingRoomSchema` (the server's schema) finds, each for its field. `check` answers the room to
 * send, or null after showing the errors; `showServerError` puts a 400 naming a field next to it.
 */
export function useRoomDraft(initial: MeetingRoom | null) {
  const t = useT();
  const [values, setValues] = useState<MeetingRoom>(initial ?? EMPTY_ROOM);
  const [errors, setErrors] = useState<RoomErrors>({});
  const change = (field: RoomField) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((old) => ({ ...old, [field]: value }));
  };
  const check = (): MeetingRoom | null => {
    const parsed = MeetingRoomSchema.safeParse(values);
    const next: RoomErrors = {};
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0];
      if (isRoomField(field)) next[field] = fieldError(t, field);
    }
    setErrors(next);
    return parsed.success ? parsed.data : null;
  };
  /** True when the error named one of the room's fields (and is now shown there). */
  const showServerError = (error: unknown): boolean => {
    if (!(error instanceof ApiClientError && error.status === 400 && isRoomField(error.field))) return false;
    setErrors({ [error.field]: fieldError(t, error.field) });
    return true;
  };
  return { values, setValues, errors, change, check, showServerError };
}
