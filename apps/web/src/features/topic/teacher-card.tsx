import type { TeacherInfo, TeacherVideo } from '@app/api';
import { getVideoPageHost } from '@app/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../components/avatar';
import { coverImageLoading } from '../../components/class-card';
import { ReadMore } from '../../components/read-more';
import { useT } from '../../i18n/i18n-provider';
import { TeacherTypeBadge, VerifiedBadge } from '../../components/teacher-badge';
import { teacherProfileHref } from '../../lib/profile-paths';
import { TeacherReviews } from './teacher-reviews';

/**
 * The teacher's intro video, or its poster when there is no video to play. `atTop`: the block opens
 * its page (the profile), where the poster is the largest paint, so it loads at once and first.
 */
export function TeacherVideoBlock({ video, name, atTop = false }: { video: TeacherVideo; name: string; atTop?: boolean }) {
  const t = useT();
  const poster = video.qiniu_video_pic_url ?? video.cover_name;
  const source = video.qiniu_video_url ?? video.video_url;
  // A teacher's own intro link (issue 14) is a YouTube or Vimeo page: opened there, never played or framed here.
  if (source && getVideoPageHost(source)) {
    return (
      <a
        href={source}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="flex aspect-video w-full items-center justify-center rounded-xl bg-slate-900 px-6 text-center font-semibold text-white underline"
      >
        {t('topicPage.watchVideoOf', { name })}
      </a>
    );
  }
  if (source) {
    return (
      <video
        controls
        preload="none"
        poster={poster ?? undefined}
        src={source}
        className="aspect-video w-full rounded-xl bg-slate-900"
        aria-label={t('topicPage.videoOf', { name })}
      />
    );
  }
  if (!poster) return null;
  return (
    <img
      src={poster}
      alt={t('topicPage.videoOf', { name })}
      className="aspect-video w-full rounded-xl bg-slate-100 object-cover"
      {...coverImageLoading(atTop ? 'first' : 'lazy')}
    />
  );
}

/**
 * 000 §2.A "Meet your teacher card: avatar, nickname, short signature, verified badge, Contact
 * teacher, teacher video, about text, teacher reviews." Contact teacher goes through
 * `getContactTeacherGate` (000 §5): sign in, or confirm the email, before /conversation/{id}.
 * The page passes that button in (`contact`): messages is its own feature.
 */
export function TeacherCard({
  teacher,
  video,
  language,
  contact,
}: {
  teacher: TeacherInfo;
  video: TeacherVideo;
  language: string;
  contact: ReactNode;
}) {
  const t = useT();
  return (
    <section
      aria-labelledby="teacher-card-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="teacher-card"
    >
      <h2 id="teacher-card-title" className="text-lg font-semibold">
        {t('topicPage.meetTeacher')}
      </h2>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <Avatar src={teacher.avatar_file_name} name={teacher.nickname} size="lg" />
        <div className="min-w-0 flex-1 basis-48">
          <p className="flex items-center gap-1.5 text-lg font-bold">
            <Link to={teacherProfileHref({ teacherId: teacher.user_id, language })} className="hover:underline">
              {teacher.nickname}
            </Link>{' '}
            <VerifiedBadge />
          </p>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <TeacherTypeBadge isPro={teacher.is_pro} />
            {teacher.country ? <span className="text-sm text-slate-600">{teacher.country}</span> : null}
          </div>
          {teacher.short_signature ? <p className="mt-1 text-slate-700">{teacher.short_signature}</p> : null}
        </div>
        {contact}
      </div>
      <div className="mt-5">
        <TeacherVideoBlock video={video} name={teacher.nickname} />
      </div>
      {teacher.about_teacher ? <ReadMore text={teacher.about_teacher} lines={3} className="mt-4 text-slate-800" /> : null}
      <div className="mt-5 border-t border-slate-100 pt-5">
        <TeacherReviews teacherId={teacher.user_id} language={language} />
      </div>
    </section>
  );
}
