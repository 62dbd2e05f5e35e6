import {
  getKeywordInputValue,
  SEARCH_HISTORY_AREA_HEIGHT_PX,
  SEARCH_HISTORY_CHIP_MAX_WIDTH_PX,
  shouldClearKeywordOnBackspace,
  shouldSaveSearchHistory,
  submitKeyword,
} from '@app/domain';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useToast } from '../../components/toast';
import { useT } from '../../i18n/i18n-provider';

export interface KeywordHistory {
  readonly enabled: boolean;
  readonly words: readonly string[];
  readonly onSave: (word: string) => void;
  readonly onDelete: () => void;
}

/**
 * 001 §2.1 "Keyword box with a history panel"; 001 §5: leading whitespace stripped while typing,
 * trimmed, GC883's toast over 200 characters on Enter, Backspace on one character clears the
 * keyword. The history panel (signed-in users only, 001 §6) opens while the box has focus: about
 * 96 px high with a 'more' button for the rest, chips at most 380 px wide, and Delete history.
 */
export function KeywordBox({
  keyword,
  onSubmit,
  history,
}: {
  keyword: string;
  onSubmit: (keyword: string) => void;
  history: KeywordHistory;
}) {
  const t = useT();
  const toast = useToast();
  const [value, setValue] = useState(keyword);
  const [focused, setFocused] = useState(false);
  const inputId = useId();
  const panelId = useId();
  // The applied keyword can change from outside (history chip, language change, reload): show it.
  const [shown, setShown] = useState(keyword);
  if (shown !== keyword) {
    setShown(keyword);
    setValue(keyword);
  }

  const submit = (raw: string) => {
    const result = submitKeyword(raw);
    if (!result.ok) {
      toast({ kind: 'error', text: t('search.keywordTooLong') });
      return;
    }
    setValue(result.keyword);
    onSubmit(result.keyword);
    if (shouldSaveSearchHistory({ signedIn: history.enabled, keyword: result.keyword })) history.onSave(result.keyword);
  };

  const showPanel = focused && history.enabled && history.words.length > 0;

  return (
    <div
      className="relative"
      onFocus={() => {
        setFocused(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          submit(value);
        }}
        className="flex items-center gap-2 rounded-xl border border-slate-300 bg-white px-3 py-1.5 focus-within:border-brand-500"
      >
        <label htmlFor={inputId} className="sr-only">
          {t('search.keywordLabel')}
        </label>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 shrink-0 text-slate-500">
          <circle cx="9" cy="9" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M14 14l4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          id={inputId}
          type="text"
          enterKeyHint="search"
          autoComplete="off"
          value={value}
          placeholder={t('search.keywordPlaceholder')}
          aria-controls={showPanel ? panelId : undefined}
          data-testid="keyword-input"
          className="min-w-0 flex-1 bg-transparent py-1.5 text-sm outline-none"
          onChange={(event) => {
            setValue(getKeywordInputValue(event.target.value));
          }}
          onKeyDown={(event) => {
            if (event.key === 'Backspace' && shouldClearKeywordOnBackspace(value)) {
              event.preventDefault();
              setValue('');
              if (keyword !== '') onSubmit('');
            }
          }}
        />
        {value ? (
          <button
            type="button"
            aria-label={t('search.keywordClear')}
            className="rounded-full p-1 text-slate-500 hover:bg-slate-100"
            onClick={() => {
              setValue('');
              if (keyword !== '') onSubmit('');
            }}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4">
              <path d="M6 6l8 8M14 6l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        ) : null}
        <button type="submit" className="rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700">
          {t('search.keywordSearch')}
        </button>
      </form>
      {showPanel ? <HistoryPanel id={panelId} words={history.words} onPick={submit} onDelete={history.onDelete} /> : null}
    </div>
  );
}

export function HistoryPanel({
  id,
  words,
  onPick,
  onDelete,
}: {
  id?: string;
  words: readonly string[];
  onPick: (word: string) => void;
  onDelete: () => void;
}) {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    const element = list.current;
    if (element) setOverflows(element.scrollHeight > SEARCH_HISTORY_AREA_HEIGHT_PX + 1);
  }, [words]);
  return (
    <div
      id={id}
      data-testid="search-history"
      className="absolute left-0 right-0 z-30 mt-2 rounded-xl border border-slate-200 bg-white p-3 shadow-xl"
    >
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-slate-800">{t('search.historyTitle')}</h2>
        <button
          type="button"
          onClick={onDelete}
          className="rounded px-2 py-1 text-xs font-semibold text-red-700 hover:bg-red-50"
          data-testid="history-delete"
        >
          {t('search.historyDelete')}
        </button>
      </div>
      <ul
        ref={list}
        className="flex flex-wrap gap-2 overflow-hidden"
        style={expanded ? undefined : { maxHeight: SEARCH_HISTORY_AREA_HEIGHT_PX }}
      >
        {words.map((word) => (
          <li key={word} className="min-w-0">
            <button
              type="button"
              onClick={() => {
                onPick(word);
              }}
              className="block truncate rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800 hover:bg-brand-50"
              style={{ maxWidth: SEARCH_HISTORY_CHIP_MAX_WIDTH_PX }}
              data-testid="history-chip"
            >
              {word}
            </button>
          </li>
        ))}
      </ul>
      {overflows ? (
        <button
          type="button"
          onClick={() => {
            setExpanded(!expanded);
          }}
          aria-expanded={expanded}
          className="mt-2 text-xs font-semibold text-brand-700 hover:underline"
        >
          {expanded ? t('search.historyLess') : t('search.historyMore')}
        </button>
      ) : null}
    </div>
  );
}
