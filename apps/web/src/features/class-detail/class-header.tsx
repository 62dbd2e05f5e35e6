import type { GroupClass } from '@app/api';
import { useT } from '../../i18n/i18n-provider';
import { useLanguageNames } from '../../i18n/language-names';
import { categoryName, levelName } from '../../lib/catalog-labels';
import { useDisplayTime } from '../../lib/use-display-time';
import { ZoneNote } from '../../components/zone-note';

/** 000 §2.B: class date with start and end in the user's zone, class id, the language-level-category line, class index and title. */
export function ClassHeader({ groupClass }: { groupClass: GroupClass }) {
  const t = useT();
  const languageNames = useLanguageNames();
  const time = useDisplayTime();
  return (
    <header className="min-w-0">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700" data-testid="class-llc">
        {languageNames.label(groupClass.language)} · {levelName(t, groupClass.language_level)} · {categoryName(t, groupClass.category)}
      </p>
      <h1 className="mt-1 text-2xl font-extrabold leading-tight sm:text-3xl">
        {groupClass.course_id !== null && groupClass.class_index > 0 ? (
          <span className="mr-2 text-slate-500">{t('classPage.classIndex', { n: groupClass.class_index })}</span>
        ) : null}
        {groupClass.title}
      </h1>
      <p className="mt-3 text-lg text-slate-800" data-testid="class-time">
        <time dateTime={groupClass.start_time}>{time.date(groupClass.start_time)}</time>
        <span aria-hidden="true"> · </span>
        <span>{time.range(groupClass.start_time, groupClass.end_time)}</span>
      </p>
      <ZoneNote className="mt-1" />
      <p className="mt-1 text-sm text-slate-600">{t('classPage.classId', { id: groupClass.id })}</p>
    </header>
  );
}
