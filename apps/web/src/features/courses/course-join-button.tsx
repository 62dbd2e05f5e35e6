import { getCourseBookability, getCourseJoinButton, type GroupCourseFacts, type ViewerId } from '@app/domain';
import { Button } from '../../components/button';
import { useT } from '../../i18n/i18n-provider';
import { courseJoinButtonText } from '../../lib/course-texts';

export type JoinableCourse = Pick<GroupCourseFacts, 'status' | 'teacher_id' | 'max_spots' | 'course_students'>;

/**
 * 000 §4 "The course join button reads Booked by you, Fully Booked (...), or Join Group." The text
 * comes from `getCourseJoinButton`; it can be pressed only when it reads Join Group and the domain's
 * bookability allows it (000 §4 "Book buttons are disabled when the booking check fails").
 */
export function CourseJoinButton({
  course,
  viewerId,
  groupLabel,
  onJoin,
  busy = false,
  full = false,
}: {
  course: JoinableCourse;
  viewerId: ViewerId;
  /** "Group 2": names the group for screen readers, since every group has a button. */
  groupLabel: string;
  onJoin?: (() => void) | undefined;
  busy?: boolean;
  full?: boolean;
}) {
  const t = useT();
  const button = getCourseJoinButton({ course, viewerId });
  const bookable = getCourseBookability({ course, viewerId }).bookable;
  const label = courseJoinButtonText(t, button.kind);
  const enabled = button.kind === 'join-group' && bookable && onJoin !== undefined && !busy;
  return (
    <Button
      variant={button.kind === 'join-group' ? 'primary' : 'secondary'}
      full={full}
      disabled={!enabled}
      aria-busy={busy || undefined}
      aria-label={t('courses.joinGroupOf', { label, group: groupLabel })}
      data-join={button.kind}
      onClick={onJoin}
    >
      {label}
    </Button>
  );
}
