import { ApiClientError } from '@app/api';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Avatar } from '../components/avatar';
import { LoadingRegion, Skeleton } from '../components/skeleton';
import { ErrorState, NotFoundScreen } from '../components/status-screens';
import { ContactButton } from '../features/messages/contact-button';
import { LanguageList } from '../features/profiles/language-list';
import { teacherProfileHref } from '../lib/profile-paths';
import { useDisplayTime } from '../lib/use-display-time';
import { useT } from '../i18n/i18n-provider';
import { SITE_NAME, usePageTitle } from '../lib/use-page-title';
import { parseRouteId } from '../lib/route-id';
import { publicUserProfileQuery } from '../features/profiles/api/public-user-profile';
import { type PageLoader, prefetch } from '../lib/route-loader';

/** `/user/:id` (000 §2 "user profile (id)"): public facts only, never the email. */
export default function UserProfilePage() {
  const userId = parseRouteId(useParams().id);
  if (userId === null) return <NotFoundScreen />;
  return <UserProfileView key={userId} userId={userId} />;
}

function UserProfileView({ userId }: { userId: number }) {
  const t = useT();
  const time = useDisplayTime();
  const query = useQuery(publicUserProfileQuery({ id: userId }));
  const profile = query.data?.data;
  usePageTitle(profile ? t('profiles.userTitle', { name: profile.nickname }) : t('profiles.loading'));
  if (query.error instanceof ApiClientError && (query.error.status === 404 || query.error.status === 400)) return <NotFoundScreen />;
  if (query.isError)
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <ErrorState onRetry={() => void query.refetch()} />
      </div>
    );
  if (!profile) {
    return (
      <LoadingRegion label={t('profiles.loading')}>
        <div className="mx-auto max-w-2xl space-y-4 px-4 py-8">
          <Skeleton className="h-28 w-28 rounded-full" />
          <Skeleton className="h-8 w-1/2" />
          <Skeleton className="h-24 w-full" />
        </div>
      </LoadingRegion>
    );
  }
  return (
    <section className="mx-auto max-w-2xl px-4 py-8" data-testid="user-profile">
      <header className="flex flex-wrap items-center gap-4">
        <Avatar src={profile.avatar_file_name} name={profile.nickname} size="xl" />
        <div className="min-w-0 flex-1 basis-48">
          <h1 className="text-2xl font-extrabold sm:text-3xl">{profile.nickname}</h1>
          {profile.country ? <p className="text-slate-700">{profile.country}</p> : null}
          <p className="text-sm text-slate-600">{t('profiles.memberSince', { date: time.date(profile.created_at) })}</p>
        </div>
      </header>
      <dl className="mt-6 space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <LanguageList title={t('profiles.learning')} entries={profile.learning_languages} />
        <LanguageList title={t('profiles.speaks')} entries={profile.spoken_languages} />
      </dl>
      <div className="mt-6 flex flex-wrap gap-3">
        <ContactButton userId={profile.user_id} label={t('profiles.sendMessage')} variant="primary" />
        {profile.is_teacher ? (
          <Link
            to={teacherProfileHref({ teacherId: profile.user_id })}
            className="inline-flex items-center rounded-lg px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t('profiles.viewTeacherProfile')}
          </Link>
        ) : null}
      </div>
      {profile.is_teacher ? <p className="mt-3 text-sm text-slate-600">{t('profiles.isTeacher', { site: SITE_NAME })}</p> : null}
    </section>
  );
}

export const loader: PageLoader = async ({ params }, { queryClient }) => {
  const userId = parseRouteId(params.id);
  if (userId !== null) await prefetch(queryClient, publicUserProfileQuery({ id: userId }));
};
