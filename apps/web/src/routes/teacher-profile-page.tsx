import { ApiClientError, type TeacherProfile, WEB_ROUTES } from '@app/api';
import { getBookButtonUrl, getBookingLessonUrl, getCardRating } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Avatar } from '../components/avatar';
import { buttonClass } from '../components/button';
import { ReadMore } from '../components/read-more';
import { LoadingRegion, Skeleton } from '../components/skeleton';
import { ErrorState, NotFoundScreen } from '../components/status-screens';
import { ClassCardGrid } from '../components/class-card-grid';
import { TeacherTypeBadge, VerifiedBadge } from '../components/teacher-badge';
import { ContactButton } from '../features/messages/contact-button';
import { usePrice } from '../lib/use-price';
import { LanguageList } from '../features/profiles/language-list';
import { teacherGroupClassesHref } from '../lib/profile-paths';
import { useViewer } from '../lib/viewer';
import { TeacherReviews } from '../features/topic/teacher-reviews';
import { teacherReviewsQuery } from '../features/topic/api/teacher-reviews';
import { TeacherVideoBlock } from '../features/topic/teacher-card';
import { useT } from '../i18n/i18n-provider';
import { useLanguageNames } from '../i18n/language-names';
import { useNow } from '../lib/use-now';
import { usePageTitle } from '../lib/use-page-title';
import { parseRouteId } from '../lib/route-id';
import { teacherGroupClassesQuery } from '../lib/api/teacher-group-classes';
import { teacherProfileQuery } from '../lib/api/teacher-profile';
import { notFound, notFoundIfMissing, type PageLoader, prefetch, prefetchInfinite } from '../lib/route-loader';
import type { PageHeadFunction } from '../lib/page-head';

/** The profile shows one group-class card per topic, this many. */
const PROFILE_CLASS_CARDS = 6;

function profileClassesQuery(teacherId: number, language: string | null) {
  return teacherGroupClassesQuery({
    teacher_id: teacherId,
    group_by_topic: '1',
    page: 1,
    page_size: PROFILE_CLASS_CARDS,
    ...(language ? { language } : {}),
  });
}

/** `/teacher/:id/:language` (000 §2 "teacher profile (id, language)"); without a language, the teacher's first. */
export default function TeacherProfilePage() {
  const params = useParams();
  const teacherId = parseRouteId(params.id);
  if (teacherId === null) return <NotFoundScreen />;
  return <TeacherProfileView key={teacherId} teacherId={teacherId} languageParam={params.language ?? null} />;
}

function ProfileSkeleton() {
  const t = useT();
  return (
    <LoadingRegion label={t('profiles.loading')}>
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
        <div className="flex items-center gap-4">
          <Skeleton className="h-28 w-28 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-8 w-1/2" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        </div>
        <Skeleton className="aspect-video w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    </LoadingRegion>
  );
}

function TeacherProfileView({ teacherId, languageParam }: { teacherId: number; languageParam: string | null }) {
  const t = useT();
  const languageNames = useLanguageNames();
  const query = useQuery(teacherProfileQuery({ id: teacherId }));
  const profile = query.data?.data;
  const language = languageParam ?? profile?.teacher_info.teach_language[0]?.language ?? null;
  usePageTitle(
    profile
      ? t('profiles.teacherTitle', { name: profile.teacher_info.nickname, language: language ? languageNames.inSentence(language) : '' })
      : t('profiles.loading'),
  );
  if (query.error instanceof ApiClientError && (query.error.status === 404 || query.error.status === 400)) return <NotFoundScreen />;
  if (query.isError)
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <ErrorState onRetry={() => void query.refetch()} />
      </div>
    );
  if (!profile) return <ProfileSkeleton />;
  return <TeacherProfileBody profile={profile} language={language} />;
}

function TeacherProfileBody({ profile, language }: { profile: TeacherProfile; language: string | null }) {
  const t = useT();
  const price = usePrice();
  const now = useNow(60_000);
  const { user } = useViewer();
  const { teacher_info: teacher, teacher_video: video, course_info: prices, teacher_stats: stats } = profile;
  const rating = getCardRating({ teacher: { ...stats, overall_rating: teacher.overall_rating }, viewerIsPro: user?.is_pro, now });
  // Lessons are booked in a language she teaches: the one of the address, else her first.
  const bookLanguage = language ?? teacher.teach_language[0]?.language ?? null;
  // Her own profile, as students see it: no Book or Contact to press (the server refuses both).
  const isOwnProfile = user?.user_id === teacher.user_id;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="min-w-0 space-y-8">
          <header className="flex flex-wrap items-center gap-4" data-testid="teacher-profile-header">
            <Avatar src={teacher.avatar_file_name} name={teacher.nickname} size="xl" />
            <div className="min-w-0 flex-1 basis-56">
              <h1 className="flex items-center gap-2 text-2xl font-extrabold sm:text-3xl">
                {teacher.nickname} <VerifiedBadge />
              </h1>
              <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
                <TeacherTypeBadge isPro={teacher.is_pro} />
                {teacher.country ? <span>{teacher.country}</span> : null}
                {rating ? (
                  <span className="font-semibold text-slate-900" data-testid="teacher-rating">
                    ★ {rating.value.toFixed(1)}
                    <span className="sr-only"> {t('profiles.rating', { value: rating.value.toFixed(1) })}</span>
                  </span>
                ) : stats.is_new ? (
                  <span>{t('profiles.newTeacher')}</span>
                ) : null}
              </div>
              {teacher.short_signature ? <p className="mt-2 text-slate-800">{teacher.short_signature}</p> : null}
              <p className="mt-1 text-sm text-slate-600">
                {t('profiles.lessons', { n: stats.session_count })} · {t('profiles.students', { n: stats.student_count })} ·{' '}
                {t('profiles.reviewCount', { n: profile.review_total })}
              </p>
            </div>
          </header>

          <section aria-labelledby="profile-video">
            <h2 id="profile-video" className="sr-only">
              {t('profiles.video')}
            </h2>
            {video.video_url || video.qiniu_video_url || video.cover_name || video.qiniu_video_pic_url ? (
              <TeacherVideoBlock video={video} name={teacher.nickname} atTop />
            ) : (
              <p className="text-slate-600">{t('profiles.noVideo')}</p>
            )}
          </section>

          {teacher.about_teacher ? (
            <section aria-labelledby="profile-about">
              <h2 id="profile-about" className="text-lg font-bold">
                {t('profiles.about')}
              </h2>
              <ReadMore text={teacher.about_teacher} lines={3} className="mt-2 text-slate-800" />
            </section>
          ) : null}
        </div>

        <aside className="space-y-4 lg:sticky lg:top-20 lg:self-start">
          <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <dl className="space-y-3">
              <LanguageList title={t('profiles.teaches')} entries={teacher.teach_language} />
              {stats.also_speak.length > 0 ? <LanguageList title={t('profiles.alsoSpeaks')} entries={stats.also_speak} /> : null}
            </dl>
            <div className="text-sm text-slate-800">
              {prices.has_trial ? (
                <p data-testid="trial-price">{t('profiles.trialFrom', { price: price.withUsd(prices.trial_price) })}</p>
              ) : null}
              <p data-testid="lesson-price">{t('profiles.lessonsFrom', { price: price.withUsd(prices.min_price) })}</p>
            </div>
            {isOwnProfile ? (
              <p className="text-sm text-slate-800" data-testid="own-profile-note">
                {t('profiles.ownProfile')}{' '}
                <Link to={WEB_ROUTES.teaching} className="font-semibold text-brand-700 underline">
                  {t('common.navTeaching')}
                </Link>
              </p>
            ) : (
              <>
                {bookLanguage ? (
                  // Issue 17: the prices come with the way to book them, as on the search card.
                  <div className="flex flex-col gap-2" data-testid="profile-book">
                    {prices.has_trial ? (
                      <Link
                        to={getBookButtonUrl({
                          teacherId: teacher.user_id,
                          language: bookLanguage,
                          trialOffered: true,
                          instantBookable: false,
                        })}
                        className={buttonClass({ full: true })}
                      >
                        {t('teachers.bookTrial')}
                      </Link>
                    ) : null}
                    <Link
                      to={getBookingLessonUrl({ teacherId: teacher.user_id, language: bookLanguage, instantBook: false, trialOnly: false })}
                      className={buttonClass({ full: true, variant: prices.has_trial ? 'secondary' : 'primary' })}
                    >
                      {t('teachers.bookLesson')}
                    </Link>
                  </div>
                ) : null}
                <ContactButton
                  userId={teacher.user_id}
                  label={t('profiles.contactTeacher')}
                  variant={bookLanguage ? 'secondary' : 'primary'}
                  className="w-full"
                />
              </>
            )}
          </div>
        </aside>
      </div>
      {/* Full width below the columns: class cards need the room of the page's grid. */}
      <div className="mt-8 space-y-8">
        <section aria-labelledby="profile-classes">
          <div className="mb-3 flex flex-wrap items-end justify-between gap-2">
            <h2 id="profile-classes" className="text-lg font-bold">
              {t('profiles.groupClasses')}
            </h2>
            {language ? (
              <Link
                to={teacherGroupClassesHref({ teacherId: teacher.user_id, language })}
                className="text-sm font-semibold text-brand-700 hover:underline"
              >
                {t('profiles.viewAllClasses')}
              </Link>
            ) : null}
          </div>
          <TeacherClasses teacherId={teacher.user_id} language={language} />
        </section>

        <section aria-labelledby="profile-reviews" className="max-w-3xl border-t border-slate-200 pt-6">
          <h2 id="profile-reviews" className="sr-only">
            {t('profiles.reviews')}
          </h2>
          {language ? <TeacherReviews teacherId={teacher.user_id} language={language} /> : null}
        </section>
      </div>
    </div>
  );
}

function TeacherClasses({ teacherId, language }: { teacherId: number; language: string | null }) {
  const t = useT();
  const { user } = useViewer();
  const classes = useQuery(profileClassesQuery(teacherId, language));
  if (classes.isError) return <ErrorState onRetry={() => void classes.refetch()} />;
  const items = classes.data?.data.classes;
  if (items && items.length === 0)
    return (
      <p className="text-slate-600" data-testid="profile-classes-empty">
        {t('profiles.groupClassesEmpty')}
      </p>
    );
  return <ClassCardGrid items={items} viewerId={user?.user_id} loadingCount={3} />;
}

/**
 * The profile, its class cards and its reviews in the page's language: the address's, read with the
 * profile; else the teacher's first, once the profile names it.
 */
export const loader: PageLoader = async ({ params }, { queryClient }) => {
  const teacherId = parseRouteId(params.id);
  if (teacherId === null) notFound();
  const profile = teacherProfileQuery({ id: teacherId });
  const inLanguage = (language: string | null) =>
    Promise.all([
      prefetch(queryClient, profileClassesQuery(teacherId, language)),
      language ? prefetchInfinite(queryClient, teacherReviewsQuery({ teacherId, language })) : undefined,
    ]);
  await Promise.all([prefetch(queryClient, profile), params.language ? inLanguage(params.language) : undefined]);
  notFoundIfMissing(queryClient, profile, [404, 400]);
  const teacher = queryClient.getQueryData(profile.queryKey)?.data.teacher_info;
  if (!teacher || params.language) return;
  await inLanguage(teacher.teach_language[0]?.language ?? null);
};

/** The teacher's name and language as the page title, and the about text, from the profile the loader read. */
export const head: PageHeadFunction = ({ params, queryClient, t, languageNames }) => {
  const teacherId = parseRouteId(params.id);
  const profile = teacherId === null ? undefined : queryClient.getQueryData(teacherProfileQuery({ id: teacherId }).queryKey)?.data;
  if (!profile) return { title: t('profiles.loading') };
  const language = params.language ?? profile.teacher_info.teach_language[0]?.language ?? null;
  return {
    title: t('profiles.teacherTitle', {
      name: profile.teacher_info.nickname,
      language: language ? languageNames.inSentence(language) : '',
    }),
  };
};
