import type { TeacherInfo } from '@app/api';
import { getContactTeacherGate } from '@app/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Avatar } from '../../components/avatar';
import { useT } from '../../i18n/i18n-provider';
import { TeacherTypeBadge, VerifiedBadge } from '../../components/teacher-badge';
import { ConfirmEmailPrompt } from '../../components/confirm-email-prompt';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { useViewer } from '../../lib/viewer';

export interface TeacherStatistics {
  readonly scheduled_distinct_student_count: number;
  readonly completed_class_count: number;
  readonly topic_count: number;
}

/**
 * 001 §2.2 header: avatar, nickname, verified badge, short signature and the three statistics
 * (students attended, classes completed, topics created); Contact teacher (an icon on desktop, a
 * full button on phones) opens `/conversation/{teacher user id}`, after sign-in or the
 * confirm-email prompt (000 §5 / 001 §6, `getContactTeacherGate`).
 */
export function TeacherHeader({
  teacher,
  statistics,
}: {
  teacher: Pick<TeacherInfo, 'user_id' | 'nickname' | 'avatar_file_name' | 'short_signature' | 'is_pro'>;
  statistics: TeacherStatistics | undefined;
}) {
  const t = useT();
  const navigate = useNavigate();
  const { user } = useViewer();
  const [prompt, setPrompt] = useState<'sign-in' | 'confirm-email' | null>(null);
  const isSelf = user?.user_id === teacher.user_id;
  const contact = () => {
    const gate = getContactTeacherGate({ viewer: user });
    if (gate === 'contact') void navigate(`/conversation/${teacher.user_id}`);
    else setPrompt(gate);
  };
  const stats = [
    { label: t('search.studentsAttended'), value: statistics?.scheduled_distinct_student_count },
    { label: t('search.classesCompleted'), value: statistics?.completed_class_count },
    { label: t('search.topicsCreated'), value: statistics?.topic_count },
  ];
  return (
    <header className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6" data-testid="teacher-header">
      <div className="flex flex-wrap items-start gap-4">
        <Avatar src={teacher.avatar_file_name} name={teacher.nickname} size="lg" />
        <div className="min-w-0 flex-1 basis-48">
          <h1 className="flex items-center gap-2 text-2xl font-extrabold">
            {teacher.nickname} <VerifiedBadge />
          </h1>
          <div className="mt-1">
            <TeacherTypeBadge isPro={teacher.is_pro} />
          </div>
          {teacher.short_signature ? (
            <p className="mt-2 text-slate-700" data-testid="teacher-signature">
              {teacher.short_signature}
            </p>
          ) : null}
        </div>
        {isSelf ? null : (
          <>
            <button
              type="button"
              onClick={contact}
              aria-label={t('search.contactTeacher')}
              title={t('search.contactTeacher')}
              data-testid="contact-teacher-icon"
              className="hidden h-11 w-11 items-center justify-center rounded-full border border-slate-300 text-brand-700 hover:bg-brand-50 min-[769px]:flex"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5">
                <path d="M4 5h16v11H8l-4 4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
              </svg>
            </button>
            <button
              type="button"
              onClick={contact}
              data-testid="contact-teacher"
              className="w-full rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100 min-[769px]:hidden"
            >
              {t('search.contactTeacher')}
            </button>
          </>
        )}
      </div>
      <dl className="mt-5 grid grid-cols-3 gap-3 border-t border-slate-100 pt-4 text-center" data-testid="teacher-statistics">
        {stats.map((s) => (
          <div key={s.label} className="flex flex-col-reverse">
            <dt className="text-xs text-slate-600 sm:text-sm">{s.label}</dt>
            <dd className="text-xl font-bold text-slate-900">{s.value ?? '–'}</dd>
          </div>
        ))}
      </dl>
      <SignInPrompt
        open={prompt === 'sign-in'}
        onClose={() => {
          setPrompt(null);
        }}
        title={t('search.signInToContactTitle')}
        text={t('search.signInToContactText')}
      />
      <ConfirmEmailPrompt
        open={prompt === 'confirm-email'}
        onClose={() => {
          setPrompt(null);
        }}
        reason="contact"
        email={user?.email ?? ''}
      />
    </header>
  );
}
