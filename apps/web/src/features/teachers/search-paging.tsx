import { Button } from '../../components/button';
import { useT } from '../../i18n/i18n-provider';

/** Previous / next through the pages of a search, with "Page X of Y"; `label` names the list (teachers by default). */
export function SearchPaging({
  page,
  pageSize,
  total,
  hasNext,
  onPage,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  hasNext: boolean;
  onPage: (page: number) => void;
  label?: string;
}) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  if (pages <= 1 && !hasNext && page <= 1) return null;
  return (
    <nav aria-label={label ?? t('teachers.resultsLabel')} className="mt-6 flex items-center justify-between gap-3">
      <Button
        variant="secondary"
        disabled={page <= 1}
        onClick={() => {
          onPage(page - 1);
        }}
      >
        {t('teachers.pagePrevious')}
      </Button>
      <p className="text-sm text-slate-700" aria-live="polite">
        {t('teachers.pageOf', { page, pages: Math.max(pages, page) })}
      </p>
      <Button
        variant="secondary"
        disabled={!hasNext}
        onClick={() => {
          onPage(page + 1);
        }}
      >
        {t('teachers.pageNext')}
      </Button>
    </nav>
  );
}
