import { useT } from '../../i18n/i18n-provider';
import { topicNoteTexts } from './topic-notes';

/** The notes box of the topic page (000 §2.A, §5). */
export function NotesBox({ category, duration }: { category: string; duration: number }) {
  const t = useT();
  return (
    <section aria-labelledby="notes-title" className="rounded-2xl border border-amber-200 bg-amber-50 p-5 sm:p-6" data-testid="notes-box">
      <h2 id="notes-title" className="text-lg font-semibold text-amber-950">
        {t('topicPage.notesTitle')}
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-amber-950">
        {topicNoteTexts(t, { category, duration }).map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </section>
  );
}
