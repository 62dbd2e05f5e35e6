import type { SyntheticEvent } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/button';
import { useT } from '../../i18n/i18n-provider';
import { OccurrenceList } from './occurrence-list';
import type { PreviewFlowState } from './use-preview-then-save';

/** The right-hand side of both forms: Preview, the list of what will be created with its problems, Save; then what was saved. */
export function ScheduleResult({
  flow,
  zone,
  onPreview,
  onSave,
  onUseTime,
  saveLabel,
  savedLabel,
  extraLink,
  numbered = false,
}: {
  flow: PreviewFlowState;
  zone: string;
  onPreview: (event: SyntheticEvent) => void;
  onSave: () => void;
  onUseTime: (time: string) => void;
  saveLabel: string;
  savedLabel: (n: number) => string;
  extraLink?: { to: string; label: string } | null;
  numbered?: boolean;
}) {
  const t = useT();
  if (flow.saved) {
    return (
      <section aria-labelledby="schedule-saved" className="space-y-3" data-testid="schedule-saved">
        {/* Announced when it appears; the role sits on a wrapper, a heading may not be a status. */}
        <div role="status">
          <h2 id="schedule-saved" className="rounded-xl bg-emerald-50 p-3 font-semibold text-emerald-900">
            {savedLabel(flow.saved.occurrences.length)}
          </h2>
        </div>
        <OccurrenceList occurrences={flow.saved.occurrences} zone={zone} numbered={numbered} />
        <div className="flex flex-wrap gap-3">
          <Link className={buttonClass()} to="/teaching">
            {t('teachingSchedule.viewTeaching')}
          </Link>
          {extraLink ? (
            <Link className={buttonClass({ variant: 'secondary' })} to={extraLink.to}>
              {extraLink.label}
            </Link>
          ) : null}
        </div>
      </section>
    );
  }
  const problems = flow.preview?.occurrences.some((o) => o.problems.length > 0) ?? false;
  return (
    <section aria-labelledby="schedule-preview" className="space-y-3">
      <h2 id="schedule-preview" className="text-lg font-semibold">
        {t('teachingSchedule.previewTitle')}
      </h2>
      <Button variant="secondary" onClick={onPreview} disabled={flow.pending !== null}>
        {flow.pending === 'preview' ? t('teachingSchedule.previewing') : t('teachingSchedule.preview')}
      </Button>
      {flow.serverError ? (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {flow.serverError}
        </p>
      ) : null}
      <div aria-live="polite">
        {flow.preview ? (
          <OccurrenceList occurrences={flow.preview.occurrences} zone={zone} onUseTime={onUseTime} numbered={numbered} />
        ) : (
          <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-700">
            {t('teachingSchedule.previewEmpty')}
          </p>
        )}
      </div>
      {problems ? <p className="text-sm text-red-800">{t('teachingSchedule.fixProblems')}</p> : null}
      {flow.preview && !problems ? (
        <Button onClick={onSave} disabled={flow.pending !== null} data-testid="schedule-save">
          {flow.pending === 'save' ? t('teachingSchedule.saving') : saveLabel}
        </Button>
      ) : null}
    </section>
  );
}
