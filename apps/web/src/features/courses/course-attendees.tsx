import { type CourseStudentStatus, pickAttendeeAvatars } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { Avatar } from '../../components/avatar';
import { useT } from '../../i18n/i18n-provider';
import { userProfilesQuery } from '../../lib/api/user-profiles';

export interface AttendeeSeat {
  readonly student_id: number;
  readonly status: CourseStudentStatus;
  readonly nickname?: string | null | undefined;
  readonly avatar_file_name?: string | null | undefined;
}

/**
 * 000 §2 C "Attendee avatars (up to 6)": the domain's `pickAttendeeAvatars` (live seats, one per
 * student, at most 6). A seat that arrives without a name is looked up with `GET /v3/users/profiles`.
 */
export function CourseAttendees({ seats }: { seats: readonly AttendeeSeat[] }) {
  const t = useT();
  const picked = pickAttendeeAvatars(seats);
  const unnamed = picked.filter((seat) => !seat.nickname).map((seat) => seat.student_id);
  const profiles = useQuery({ ...userProfilesQuery({ userIds: unnamed }), enabled: unnamed.length > 0 });
  const byId = new Map((profiles.data ?? []).map((profile) => [profile.user_id, profile]));
  if (picked.length === 0) return null;
  return (
    <section aria-labelledby="course-attendees-title" className="flex flex-wrap items-center gap-3">
      <h2 id="course-attendees-title" className="text-sm font-semibold text-slate-700">
        {t('courses.attendees')}
      </h2>
      <ul className="flex -space-x-2" data-testid="course-attendees">
        {picked.map((seat) => {
          const profile = byId.get(seat.student_id);
          const name = seat.nickname || profile?.nickname || '?';
          return (
            <li key={seat.student_id}>
              <Avatar src={seat.avatar_file_name ?? profile?.avatar_file_name} name={name} size="sm" className="ring-2 ring-white" />
            </li>
          );
        })}
      </ul>
      <span className="text-sm text-slate-600">{t('courses.attendeesCount', { n: picked.length })}</span>
    </section>
  );
}
