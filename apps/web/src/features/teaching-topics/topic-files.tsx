import {
  ApiClientError,
  COVER_ACCEPT,
  deleteTopicCover,
  deleteTopicMaterial,
  MATERIAL_ACCEPT,
  type TeachingTopic,
  TeachingTopicSchema,
  TOPIC_COVER_MAX_BYTES,
  TOPIC_MATERIAL_MAX_BYTES,
  TOPIC_MATERIALS_MAX,
  TopicMaterialResponseSchema,
} from '@app/api';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useId, useState } from 'react';
import { Button, buttonClass } from '../../components/button';
import { errorText } from '../../i18n/error-text';
import { type TFunction, useT } from '../../i18n/i18n-provider';
import { api } from '../../lib/api-client';
import { storeTopic, teachingTopicQuery } from './api/teaching-topics';
import { coverSrc } from './cover-src';
import { megabytes, uploadFile } from './upload-file';

/** Which upload a feedback is about: its limit and the types it takes, named in the refusals. */
interface UploadSlot {
  readonly maxBytes: number;
  readonly types: 'coverTypes' | 'materialTypes';
}
const COVER_SLOT: UploadSlot = { maxBytes: TOPIC_COVER_MAX_BYTES, types: 'coverTypes' };
const MATERIAL_SLOT: UploadSlot = { maxBytes: TOPIC_MATERIAL_MAX_BYTES, types: 'materialTypes' };

/**
 * What the live region under an upload says. A file over the limit, refused here or by the server
 * (413 FileTooLarge), and a type the server's sniffing refused (415 UnsupportedFileType) name the
 * limit or the accepted types; any other failure is the catalogue's text of its code.
 */
export type UploadFeedback =
  | { readonly kind: 'progress'; readonly name: string; readonly fraction: number }
  | { readonly kind: 'uploaded' | 'removed' | 'too-large' | 'wrong-type'; readonly name: string }
  | { readonly kind: 'error'; readonly error: unknown }
  | null;

function feedbackText(t: TFunction, feedback: NonNullable<UploadFeedback>, slot: UploadSlot): string {
  switch (feedback.kind) {
    case 'progress':
      return t('teachingTopics.uploading', { name: feedback.name, percent: Math.round(feedback.fraction * 100) });
    case 'uploaded':
      return t('teachingTopics.uploaded', { name: feedback.name });
    case 'removed':
      return t('teachingTopics.removed', { name: feedback.name });
    case 'too-large':
      return t('teachingTopics.tooLargeHere', { name: feedback.name, size: megabytes(slot.maxBytes) });
    case 'wrong-type':
      return t('teachingTopics.wrongType', { name: feedback.name, types: t(`teachingTopics.${slot.types}`) });
    case 'error':
      return errorText(t, feedback.error);
  }
}

function refusalOf(error: unknown, name: string): NonNullable<UploadFeedback> {
  if (error instanceof ApiClientError && error.code === 'FileTooLarge') return { kind: 'too-large', name };
  if (error instanceof ApiClientError && error.code === 'UnsupportedFileType') return { kind: 'wrong-type', name };
  return { kind: 'error', error };
}

const fileSize = (bytes: number): string =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * The topic's cover and materials (issue 14 uploads): the limits are shown, a file over the limit is
 * refused here before it is sent (the server checks again: 413 / 415), progress and the outcome are
 * announced in a live region. Without an uploaded cover the generated one is shown.
 */
export function TopicFiles({
  topic,
  initialFeedback = {},
}: {
  topic: TeachingTopic;
  /** What the live regions say at first (stories show an upload under way or refused). */
  initialFeedback?: { readonly cover?: UploadFeedback; readonly material?: UploadFeedback };
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const [cover, setCover] = useState<UploadFeedback>(initialFeedback.cover ?? null);
  const [material, setMaterial] = useState<UploadFeedback>(initialFeedback.material ?? null);
  const coverInput = useId();
  const materialInput = useId();
  const archived = topic.status === 'ARCHIVED';
  const full = topic.materials.length >= TOPIC_MATERIALS_MAX;

  const upload = async ({
    file,
    maxBytes,
    path,
    report,
    onAnswer,
  }: {
    file: File;
    maxBytes: number;
    path: string;
    report: (f: UploadFeedback) => void;
    onAnswer: (answer: unknown) => Promise<void>;
  }) => {
    if (file.size > maxBytes) {
      report({ kind: 'too-large', name: file.name });
      return;
    }
    report({ kind: 'progress', name: file.name, fraction: 0 });
    try {
      const answer = await uploadFile({
        url: `/api/v1/teaching/topics/${topic.id}/${path}`,
        file,
        onProgress: (fraction) => {
          report({ kind: 'progress', name: file.name, fraction });
        },
      });
      await onAnswer(answer);
      report({ kind: 'uploaded', name: file.name });
    } catch (error) {
      report(refusalOf(error, file.name));
    }
  };

  const refresh = () => queryClient.invalidateQueries({ queryKey: teachingTopicQuery(topic.id).queryKey });
  const onCover = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    void upload({
      file,
      maxBytes: TOPIC_COVER_MAX_BYTES,
      path: 'cover',
      report: setCover,
      onAnswer: (answer) => storeTopic(queryClient, TeachingTopicSchema.parse((answer as { data: { topic: unknown } }).data.topic)),
    });
  };
  const onMaterial = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    void upload({
      file,
      maxBytes: TOPIC_MATERIAL_MAX_BYTES,
      path: 'materials',
      report: setMaterial,
      onAnswer: async (answer) => {
        TopicMaterialResponseSchema.parse(answer);
        await refresh();
      },
    });
  };
  const removeCover = async () => {
    try {
      const answer = await api.call(deleteTopicCover, { params: { id: topic.id } });
      await storeTopic(queryClient, answer.data.topic);
      setCover(null);
    } catch (error) {
      setCover({ kind: 'error', error });
    }
  };
  const removeMaterial = async (id: number, name: string) => {
    try {
      const answer = await api.call(deleteTopicMaterial, { params: { id: topic.id, material_id: id } });
      await storeTopic(queryClient, answer.data.topic);
      setMaterial({ kind: 'removed', name });
    } catch (error) {
      setMaterial({ kind: 'error', error });
    }
  };

  return (
    <div className="space-y-8">
      <section aria-labelledby={`${coverInput}-title`} className="space-y-3">
        <h2 id={`${coverInput}-title`} className="text-lg font-semibold">
          {t('teachingTopics.coverTitle')}
        </h2>
        <p className="text-sm text-slate-600">
          {t('teachingTopics.coverHint', { types: t('teachingTopics.coverTypes'), size: megabytes(TOPIC_COVER_MAX_BYTES) })}
        </p>
        <figure className="max-w-sm">
          {topic.intro_cover ? (
            <img
              src={coverSrc(topic)}
              alt=""
              className="aspect-[16/9] w-full rounded-xl border border-slate-200 object-cover"
              data-testid="topic-cover"
            />
          ) : null}
          <figcaption className="mt-1 text-xs text-slate-600">
            {topic.has_uploaded_cover ? t('teachingTopics.coverUploaded') : t('teachingTopics.coverGenerated')}
          </figcaption>
        </figure>
        {archived ? null : (
          <div className="flex flex-wrap gap-2">
            <label
              htmlFor={coverInput}
              className={`${buttonClass({ variant: 'secondary', size: 'sm' })} cursor-pointer focus-within:ring-2`}
            >
              {topic.has_uploaded_cover ? t('teachingTopics.replaceCover') : t('teachingTopics.chooseCover')}
              <input id={coverInput} type="file" accept={COVER_ACCEPT} className="sr-only" onChange={onCover} data-testid="cover-input" />
            </label>
            {topic.has_uploaded_cover ? (
              <Button type="button" variant="ghost" size="sm" onClick={() => void removeCover()}>
                {t('teachingTopics.removeCover')}
              </Button>
            ) : null}
          </div>
        )}
        <FeedbackRegion feedback={cover} slot={COVER_SLOT} testId="cover-feedback" />
      </section>

      <section aria-labelledby={`${materialInput}-title`} className="space-y-3">
        <h2 id={`${materialInput}-title`} className="text-lg font-semibold">
          {t('teachingTopics.materialsTitle')}
        </h2>
        <p className="text-sm text-slate-600">
          {t('teachingTopics.materialsHint', {
            types: t('teachingTopics.materialTypes'),
            size: megabytes(TOPIC_MATERIAL_MAX_BYTES),
            max: TOPIC_MATERIALS_MAX,
          })}
        </p>
        {topic.materials.length === 0 ? (
          <p className="text-sm text-slate-700">{t('teachingTopics.noMaterials')}</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200" data-testid="material-list">
            {topic.materials.map((m) => (
              <li key={m.id} className="space-y-1 px-3 py-2">
                <p className="text-sm font-medium [overflow-wrap:anywhere]">{m.file_name}</p>
                <div className="flex flex-wrap items-center gap-3">
                  <span className="text-xs text-slate-600">{fileSize(m.byte_size)}</span>
                  <a href={m.file_url} className={buttonClass({ variant: 'ghost', size: 'sm' })} download>
                    {t('teachingTopics.download')}
                  </a>
                  {archived ? null : (
                    <Button type="button" variant="danger" size="sm" onClick={() => void removeMaterial(m.id, m.file_name)}>
                      <span aria-hidden="true">✕</span>
                      <span className="sr-only">{t('teachingTopics.removeMaterial', { name: m.file_name })}</span>
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
        {archived ? null : full ? (
          <p className="text-sm text-slate-700">{t('teachingTopics.materialsFull', { max: TOPIC_MATERIALS_MAX })}</p>
        ) : (
          <label
            htmlFor={materialInput}
            className={`${buttonClass({ variant: 'secondary', size: 'sm' })} cursor-pointer focus-within:ring-2`}
          >
            {t('teachingTopics.chooseMaterial')}
            <input
              id={materialInput}
              type="file"
              accept={MATERIAL_ACCEPT}
              className="sr-only"
              onChange={onMaterial}
              data-testid="material-input"
            />
          </label>
        )}
        <FeedbackRegion feedback={material} slot={MATERIAL_SLOT} testId="material-feedback" />
      </section>
    </div>
  );
}

function FeedbackRegion({ feedback, slot, testId }: { feedback: UploadFeedback; slot: UploadSlot; testId: string }) {
  const t = useT();
  const refused = feedback?.kind === 'error' || feedback?.kind === 'too-large' || feedback?.kind === 'wrong-type';
  return (
    <div aria-live="polite" data-testid={testId} className="min-h-6 text-sm">
      {feedback?.kind === 'progress' ? (
        <div className="space-y-1">
          <p>{feedbackText(t, feedback, slot)}</p>
          <progress className="h-2 w-full max-w-sm" value={feedback.fraction} max={1} />
        </div>
      ) : feedback ? (
        <p className={refused ? 'text-red-700' : 'text-emerald-800'} role={refused ? 'alert' : undefined}>
          {feedbackText(t, feedback, slot)}
        </p>
      ) : null}
    </div>
  );
}
