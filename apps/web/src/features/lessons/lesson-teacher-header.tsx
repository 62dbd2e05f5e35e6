import type { LessonBookingOptions } from '@app/api';
import { Avatar } from '../../components/avatar';
import { useT } from '../../i18n/i18n-provider';
import { useLanguageNames } from '../../i18n/language-names';
import { TeacherTypeBadge } from '../../components/teacher-badge';

/** Who the lesson is with: avatar, nickname, professional or community, the language. */
export function LessonTeacherHeader({ teacher, language }: { teacher: LessonBookingOptions['teacher']; language: string }) {
  const t = useT();
  const languageNames = useLanguageNames();
  return (
    <div className="flex items-center gap-4" data-testid="lesson-teacher">
      <Avatar src={teacher.avatar_file_name} name={teacher.nickname} size="lg" />
      <div className="min-w-0">
        <p className="text-xl font-bold">{teacher.nickname}</p>
        <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <TeacherTypeBadge isPro={teacher.is_pro} />
          <span>{t('lessons.teaches', { language: languageNames.inSentence(language) })}</span>
        </div>
        {teacher.short_signature ? <p className="mt-1 line-clamp-2 text-sm text-slate-600">{teacher.short_signature}</p> : null}
      </div>
    </div>
  );
}
