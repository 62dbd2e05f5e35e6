import type { TeacherInfo } from '@app/api';
import { Link } from 'react-router';
import { Avatar } from '../../components/avatar';
import { TeacherTypeBadge, VerifiedBadge } from '../../components/teacher-badge';

/** The teacher row: avatar, nickname with the verified mark, professional or community label; links to the profile. */
export function TeacherRow({
  teacher,
  language,
}: {
  teacher: Pick<TeacherInfo, 'user_id' | 'nickname' | 'avatar_file_name' | 'is_pro' | 'short_signature'>;
  language: string;
}) {
  return (
    <div className="flex min-w-0 items-center gap-3" data-testid="teacher-row">
      <Avatar src={teacher.avatar_file_name} name={teacher.nickname} size="md" />
      <div className="min-w-0">
        <p className="flex items-center gap-1.5">
          <Link
            to={`/teacher/${teacher.user_id}/${encodeURIComponent(language)}`}
            className="truncate font-semibold text-slate-900 hover:text-brand-700 hover:underline"
          >
            {teacher.nickname}
          </Link>
          <VerifiedBadge />
        </p>
        <div className="mt-0.5 flex flex-wrap items-center gap-2">
          <TeacherTypeBadge isPro={teacher.is_pro} />
          {teacher.short_signature ? <span className="line-clamp-2 text-sm text-slate-600">{teacher.short_signature}</span> : null}
        </div>
      </div>
    </div>
  );
}
