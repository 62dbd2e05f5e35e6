import { countCharacters, getKeywordBanner, KEYWORD_MAX_LENGTH } from '@app/domain';
import { type SyntheticEvent, useId, useState } from 'react';
import { Button } from '../../components/button';
import { useToast } from '../../components/toast';
import { useI18n, useT } from '../../i18n/i18n-provider';

/**
 * The keyword search of the teacher page (remounted with `key` when the address's keyword changes) (001 §5): trimmed, leading spaces stripped while typing,
 * GC883's toast over 200 characters on submit; an empty submit clears the keyword.
 */
export function KeywordBox({ keyword, onSearch }: { keyword: string | undefined; onSearch: (keyword: string | undefined) => void }) {
  const t = useT();
  const toast = useToast();
  const id = useId();
  const [text, setText] = useState(keyword ?? '');
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (countCharacters(trimmed) > KEYWORD_MAX_LENGTH) {
      toast({ kind: 'error', text: t('teachers.keywordTooLong') });
      return;
    }
    onSearch(trimmed === '' ? undefined : trimmed);
  };
  return (
    <form role="search" onSubmit={submit} className="flex gap-2">
      <label htmlFor={id} className="sr-only">
        {t('teachers.keywordLabel')}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        placeholder={t('teachers.keywordPlaceholder')}
        onChange={(e) => {
          setText(e.target.value.replace(/^\s+/, ''));
        }}
        className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
      />
      <Button type="submit">{t('teachers.keywordSearch')}</Button>
    </form>
  );
}

/** 001 §2.5 "On phones a keyword banner shows 'N teachers found with the keyword' or 'No teachers found with the keyword', with a clear button." */
export function KeywordBanner({
  keyword,
  count,
  onClear,
}: {
  keyword: string | undefined;
  count: number | undefined;
  onClear: () => void;
}) {
  const { t, tn } = useI18n();
  const banner = getKeywordBanner({ keyword, count });
  if (!banner) return null;
  return (
    <div
      role="status"
      data-testid="keyword-banner"
      className="flex items-center justify-between gap-2 rounded-xl bg-brand-50 px-3 py-2 text-sm text-brand-900 min-[769px]:hidden"
    >
      <p>
        {banner.count > 0 ? tn('teachers.keywordFound', banner.count) : t('teachers.keywordNone')} <strong>{banner.keyword}</strong>
      </p>
      <button
        type="button"
        onClick={onClear}
        aria-label={t('teachers.keywordClear')}
        className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full hover:bg-brand-100"
      >
        <span aria-hidden="true">✕</span>
      </button>
    </div>
  );
}
