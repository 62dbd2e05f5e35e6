import { useNavigate } from 'react-router';
import { useSharedRead, useShellReads } from '../lib/shell-reads';
import { useForgetViewerReads } from '../features/session/forget-viewer-reads';
import { LoadingRegion, Skeleton } from '../components/skeleton';
import { ErrorState } from '../components/status-screens';
import { SignedInPage } from '../features/session/signed-in-page';
import { SettingsForm } from '../features/settings/settings-form';
import { CalendarFeedSection } from '../features/calendar/calendar-feed-section';
import { MailPreferencesSection } from '../features/settings/mail-preferences-section';
import { mailPreferencesQuery } from '../features/settings/api/mail-preferences';
import { calendarFeedQuery } from '../features/calendar/api/calendar-feed';
import { EmailSection } from '../features/account-management/email-section';
import { PasswordSection } from '../features/account-management/password-section';
import { SessionsSection } from '../features/account-management/sessions-section';
import { sessionsQuery } from '../features/account-management/api/sessions';
import { ProfileSection } from '../features/account-management/profile-section';
import { DataSection } from '../features/account-management/data-section';
import { profileQuery } from '../features/account-management/api/profile';
import { useT } from '../i18n/i18n-provider';
import { useNow } from '../lib/use-now';
import { usePageTitle } from '../lib/use-page-title';
import { groupClassLandingPath, type User } from '@app/api';
import { loadViewer, type PageLoader, prefetch } from '../lib/route-loader';

/** `/settings`: language, currency, time zone and clock (PATCH /v1/me/settings), which emails come (PATCH /v1/me/settings/mail), and the calendar feed. */
export default function SettingsPage() {
  const t = useT();
  usePageTitle(t('settings.title'));
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('settings.title')}</h1>
      <p className="mt-2 text-slate-700">{t('settings.intro')}</p>
      <SignedInPage skeleton={<SettingsSkeleton />}>{(user) => <SettingsView user={user} />}</SignedInPage>
    </section>
  );
}

function SettingsSkeleton() {
  const t = useT();
  return (
    <LoadingRegion label={t('settings.loading')}>
      <div className="mt-6 space-y-5 rounded-2xl border border-slate-200 p-6">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
        <Skeleton className="h-10 w-36" />
      </div>
    </LoadingRegion>
  );
}

function SettingsView({ user }: { user: User }) {
  const forgetViewerReads = useForgetViewerReads();
  const navigate = useNavigate();
  const shell = useShellReads();
  const rates = useSharedRead(shell.rates);
  const now = useNow(60_000);
  if (!rates.data && rates.error !== null)
    return (
      <div className="mt-6">
        <ErrorState onRetry={() => void shell.rates.refresh().catch(() => undefined)} />
      </div>
    );
  if (!rates.data) return <SettingsSkeleton />;
  return (
    <>
      <SettingsForm user={user} rates={rates.data.data.rates} now={now} />
      <ProfileSection />
      <MailPreferencesSection isTeacher={user.role === 'TEACHER'} />
      <CalendarFeedSection />
      <EmailSection email={user.email} />
      <PasswordSection email={user.email} />
      <SessionsSection />
      <DataSection
        onDeleted={async () => {
          await forgetViewerReads();
          await navigate(groupClassLandingPath(), { replace: true });
        }}
      />
    </>
  );
}

export const loader: PageLoader = async (_args, { queryClient, shell }) => {
  if (await loadViewer(shell))
    await Promise.all([
      shell.rates.load().catch(() => undefined),
      prefetch(queryClient, mailPreferencesQuery()),
      prefetch(queryClient, calendarFeedQuery()),
      prefetch(queryClient, sessionsQuery()),
      prefetch(queryClient, profileQuery()),
    ]);
};
