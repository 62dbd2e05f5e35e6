import type { TeacherApplicationView } from '@app/api';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/button';
import { useT } from '../../i18n/i18n-provider';
import { useDisplayTime } from '../../lib/use-display-time';
import { teacherProfileHref } from '../../lib/profile-paths';
import { ApplicationSummary } from './application-summary';

/**
 * The applicant's view of their latest application (issue 14): pending (sent on ...), approved (a
 * link to `/teaching` and the public profile) or declined (the reason, and Apply again once the
 * cool-down is over, or from when). `canApply` and `reapplyAt` are the server's, from the domain rule.
 */
export function ApplicationStatus({
  application,
  isTeacher,
  canApply,
  reapplyAt,
  countryName,
  onReapply,
}: {
  application: TeacherApplicationView | null;
  isTeacher: boolean;
  canApply: boolean;
  reapplyAt: string | null;
  countryName?: string | undefined;
  onReapply: () => void;
}) {
  const t = useT();
  const time = useDisplayTime();
  const when = (iso: string) => `${time.date(iso)} ${time.time(iso)}`;
  const status = isTeacher ? 'APPROVED' : application?.status;
  const tone =
    status === 'APPROVED'
      ? 'border-emerald-200 bg-emerald-50'
      : status === 'DECLINED'
        ? 'border-amber-200 bg-amber-50'
        : 'border-sky-200 bg-sky-50';
  return (
    <div className="space-y-6">
      <section role="status" className={`rounded-2xl border p-5 ${tone}`} data-testid="application-status">
        {status === 'APPROVED' ? (
          <>
            <h2 className="text-lg font-semibold">{t('teacherApplication.statusApprovedTitle')}</h2>
            <p className="mt-1 text-slate-700">{t('teacherApplication.statusApprovedText')}</p>
            <div className="mt-4 flex flex-wrap gap-3">
              <Link to="/teaching" className={buttonClass()}>
                {t('teacherApplication.openTeaching')}
              </Link>
              {application ? (
                <Link
                  to={teacherProfileHref({ teacherId: application.user_id, language: application.languages[0]?.language ?? null })}
                  className={buttonClass({ variant: 'secondary' })}
                >
                  {t('teacherApplication.viewProfile')}
                </Link>
              ) : null}
            </div>
          </>
        ) : status === 'DECLINED' && application ? (
          <>
            <h2 className="text-lg font-semibold">{t('teacherApplication.statusDeclinedTitle')}</h2>
            <p className="mt-1 text-slate-700">
              {t('teacherApplication.statusDeclinedText', { date: when(application.reviewed_at ?? application.submitted_at) })}
            </p>
            <blockquote className="mt-2 whitespace-pre-line border-l-4 border-amber-400 pl-3 text-slate-900">
              {application.decline_reason}
            </blockquote>
            <div className="mt-4">
              {canApply ? (
                <Button onClick={onReapply}>{t('teacherApplication.reapply')}</Button>
              ) : reapplyAt ? (
                <p className="text-slate-700">{t('teacherApplication.reapplyFrom', { date: when(reapplyAt) })}</p>
              ) : null}
            </div>
          </>
        ) : application ? (
          <>
            <h2 className="text-lg font-semibold">{t('teacherApplication.statusPendingTitle')}</h2>
            <p className="mt-1 text-slate-700">{t('teacherApplication.statusPendingText', { date: when(application.submitted_at) })}</p>
          </>
        ) : null}
      </section>
      {application && status !== 'APPROVED' ? (
        <section aria-labelledby="application-summary-title" className="rounded-2xl border border-slate-200 bg-white p-5">
          <h2 id="application-summary-title" className="mb-4 font-semibold">
            {t('teacherApplication.summaryTitle')}
          </h2>
          <ApplicationSummary application={application} countryName={countryName} />
        </section>
      ) : null}
    </div>
  );
}
