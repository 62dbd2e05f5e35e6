import type { GroupClassDetail } from '@app/api';
import { ReadMore } from '../../components/read-more';
import { useT } from '../../i18n/i18n-provider';
import type { ClassViewState } from './class-view-state';
import { MaterialDownload } from './material-download';
import { TeacherRow } from './teacher-row';

/** The class as anyone sees it: description, outcomes, material (or the note), the teacher. */
export function ClassAbout({ detail, state }: { detail: Pick<GroupClassDetail, 'group_class' | 'teacher_info'>; state: ClassViewState }) {
  const t = useT();
  const cls = detail.group_class;
  return (
    <div className="space-y-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <section aria-labelledby="about-title">
        <h2 id="about-title" className="text-lg font-semibold">
          {t('classPage.aboutTitle')}
        </h2>
        <ReadMore text={cls.intro} className="mt-2 text-slate-800" />
      </section>
      {cls.outcome_desc ? (
        <section aria-labelledby="outcomes-title">
          <h2 id="outcomes-title" className="text-lg font-semibold">
            {t('classPage.outcomesTitle')}
          </h2>
          <p className="mt-2 whitespace-pre-line text-slate-800">{cls.outcome_desc}</p>
        </section>
      ) : null}
      <MaterialDownload access={state.material} classId={cls.id} />
      <section aria-labelledby="teacher-title">
        <h2 id="teacher-title" className="text-lg font-semibold">
          {t('classPage.teacherTitle')}
        </h2>
        <div className="mt-3">
          <TeacherRow teacher={detail.teacher_info} language={cls.language} />
        </div>
      </section>
    </div>
  );
}
