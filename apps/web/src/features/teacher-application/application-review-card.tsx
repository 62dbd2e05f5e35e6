import type { AdminTeacherApplication } from '@app/api';
import { useState } from 'react';
import { Avatar } from '../../components/avatar';
import { Button } from '../../components/button';
import { useT } from '../../i18n/i18n-provider';
import { useDisplayTime } from '../../lib/use-display-time';
import { ApplicationSummary } from './application-summary';
import { DeclineDialog } from './decline-dialog';

/** One pending application on `/admin/teachers`: who, what they sent, Approve, and Decline with a reason. */
export function ApplicationReviewCard({
  application,
  busy = false,
  onApprove,
  onDecline,
}: {
  application: AdminTeacherApplication;
  busy?: boolean;
  onApprove: () => void;
  onDecline: (reason: string) => void;
}) {
  const t = useT();
  const time = useDisplayTime();
  const [declining, setDeclining] = useState(false);
  const { applicant } = application;
  const titleId = `application-${application.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="application-card"
    >
      <header className="mb-4 flex flex-wrap items-center gap-3">
        <Avatar src={applicant.avatar_file_name} name={applicant.nickname} size="md" />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="truncate text-lg font-semibold">
            {applicant.nickname}
          </h2>
          <p className="truncate text-sm text-slate-600">
            {applicant.email} · {t('teacherApplication.adminSubmitted', { date: time.date(application.submitted_at) })}
          </p>
        </div>
      </header>
      <ApplicationSummary application={application} />
      <div className="mt-5 flex flex-wrap gap-3">
        <Button onClick={onApprove} disabled={busy}>
          {t('teacherApplication.approve')}
        </Button>
        <Button
          variant="danger"
          disabled={busy}
          onClick={() => {
            setDeclining(true);
          }}
        >
          {t('teacherApplication.decline')}
        </Button>
      </div>
      <DeclineDialog
        open={declining}
        applicantName={applicant.nickname}
        busy={busy}
        onClose={() => {
          setDeclining(false);
        }}
        onConfirm={(reason) => {
          setDeclining(false);
          onDecline(reason);
        }}
      />
    </article>
  );
}
