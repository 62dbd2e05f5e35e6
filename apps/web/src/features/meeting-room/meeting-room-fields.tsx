import type { MeetingRoom } from '@app/api';
import { FormField } from '../../components/form-field';
import { useT } from '../../i18n/i18n-provider';
import type { RoomErrors, RoomField } from './use-room-draft';

/** The meeting id, passcode and link inputs of a room form, each with its hint and its error. */
export function MeetingRoomFields({
  values,
  errors,
  change,
  disabled = false,
}: {
  values: MeetingRoom;
  errors: RoomErrors;
  change: (field: RoomField) => (event: { currentTarget: { value: string } }) => void;
  disabled?: boolean;
}) {
  const t = useT();
  return (
    <>
      <FormField
        label={t('meetingRoom.account')}
        hint={t('meetingRoom.accountHint')}
        error={errors.account}
        name="account"
        inputMode="numeric"
        autoComplete="off"
        value={values.account}
        onChange={change('account')}
        disabled={disabled}
      />
      <FormField
        label={t('meetingRoom.passcode')}
        error={errors.pass_code}
        name="pass_code"
        autoComplete="off"
        value={values.pass_code}
        onChange={change('pass_code')}
        disabled={disabled}
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
        disabled={disabled}
      />
    </>
  );
}
