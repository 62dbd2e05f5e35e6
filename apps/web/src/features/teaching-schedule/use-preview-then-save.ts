import type { ScheduleOccurrenceRow } from '@app/api';
import { useState } from 'react';
import { errorText } from '../../i18n/error-text';
import { useT } from '../../i18n/i18n-provider';
import { fieldOfApiError, type ScheduleField } from './form-errors';

/** What a schedule or course request answers that the forms show. */
export interface ScheduleAnswer {
  readonly zone: string;
  readonly created: boolean;
  readonly occurrences: readonly ScheduleOccurrenceRow[];
  readonly course_id?: number | null;
}

/** What the result panel reads of the flow. */
export interface PreviewFlowState {
  readonly preview: ScheduleAnswer | null;
  readonly saved: ScheduleAnswer | null;
  readonly pending: 'preview' | 'save' | null;
  readonly serverError: string | null;
}

/**
 * The two steps of both forms: Preview (`dry_run`, nothing written) lists every class with its
 * problems; Save sends the same request for real (the server decides again under the teacher's
 * lock, so a refusal can still come back: it is shown, and the preview is refreshed).
 */
export function usePreviewThenSave<B>({
  submit,
  initialPreview = null,
  initialSaved = null,
}: {
  submit: (body: B & { dry_run?: boolean }) => Promise<ScheduleAnswer>;
  initialPreview?: ScheduleAnswer | null | undefined;
  initialSaved?: ScheduleAnswer | null | undefined;
}) {
  const t = useT();
  const [preview, setPreview] = useState<ScheduleAnswer | null>(initialPreview ?? null);
  const [saved, setSaved] = useState<ScheduleAnswer | null>(initialSaved ?? null);
  const [pending, setPending] = useState<'preview' | 'save' | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [serverField, setServerField] = useState<ScheduleField | null>(null);

  const run = async (body: B, dryRun: boolean) => {
    setPending(dryRun ? 'preview' : 'save');
    setServerError(null);
    setServerField(null);
    try {
      const answer = await submit({ ...body, dry_run: dryRun });
      if (dryRun) setPreview(answer);
      else setSaved(answer);
    } catch (error) {
      const field = fieldOfApiError(error);
      if (field) setServerField(field);
      else setServerError(errorText(t, error));
      if (!dryRun && !field) {
        try {
          setPreview(await submit({ ...body, dry_run: true }));
        } catch {
          // The refusal above is what the teacher needs to read.
        }
      }
    } finally {
      setPending(null);
    }
  };

  return {
    preview,
    saved,
    pending,
    serverError,
    serverField,
    /** The inputs changed: the old preview (or what was saved) no longer describes them. */
    reset: () => {
      setPreview(null);
      setSaved(null);
      setServerError(null);
      setServerField(null);
    },
    runPreview: (body: B) => run(body, true),
    runSave: (body: B) => run(body, false),
  };
}
