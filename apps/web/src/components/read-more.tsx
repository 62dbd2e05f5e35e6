import { useLayoutEffect, useRef, useState } from 'react';
import { useT } from '../i18n/i18n-provider';

const CLAMP: Record<2 | 3, string> = { 2: 'line-clamp-2', 3: 'line-clamp-3' };

/**
 * 000 §5: "Long text is collapsed beyond 3 lines (2 lines in some places) with a read-more control."
 * The control shows only when the text really overflows the clamp. The text is always someone's own
 * words (a description, an intro, a review, a teacher's about): marked `data-user-content`, in
 * whatever language they wrote it, not the interface's.
 */
export function ReadMore({ text, lines = 3, className = '' }: { text: string; lines?: 2 | 3; className?: string }) {
  const t = useT();
  const ref = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || expanded) return;
    const measure = () => {
      setOverflows(element.scrollHeight > element.clientHeight + 1);
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => observer?.disconnect();
  }, [text, expanded]);

  return (
    <div className={className}>
      <p ref={ref} className={`whitespace-pre-line ${expanded ? '' : CLAMP[lines]}`} data-user-content>
        {text}
      </p>
      {overflows || expanded ? (
        <button
          type="button"
          className="mt-1 text-sm font-semibold text-brand-700 hover:underline"
          aria-expanded={expanded}
          onClick={() => {
            setExpanded((v) => !v);
          }}
        >
          {expanded ? t('common.readLess') : t('common.readMore')}
        </button>
      ) : null}
    </div>
  );
}
