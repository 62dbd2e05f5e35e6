import { toggleFaqPanel } from '@app/domain';
import { useId, useState } from 'react';

export interface FaqEntry {
  readonly question: string;
  readonly answer: string;
  readonly more?: string | undefined;
}

/** 001 §2.6 "The FAQ is an accordion with one panel open at a time" (`toggleFaqPanel`). */
export function FaqAccordion({
  items,
  initialOpen = null,
  headingLevel = 3,
}: {
  items: readonly FaqEntry[];
  initialOpen?: number | null;
  headingLevel?: 3 | 4;
}) {
  const [open, setOpen] = useState<number | null>(initialOpen);
  const id = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white" data-testid="faq-accordion">
      {items.map((item, index) => {
        const expanded = open === index;
        return (
          <div key={`${index}-${item.question}`}>
            <Heading className="m-0">
              <button
                type="button"
                id={`${id}-q${index}`}
                aria-expanded={expanded}
                aria-controls={`${id}-a${index}`}
                onClick={() => {
                  setOpen((current) => toggleFaqPanel({ openIndex: current, clickedIndex: index }));
                }}
                className="flex w-full items-center justify-between gap-3 px-4 py-3 text-left font-semibold text-slate-900 hover:bg-slate-50"
              >
                {item.question}
                <span aria-hidden="true" className={`shrink-0 transition-transform ${expanded ? 'rotate-180' : ''}`}>
                  ▾
                </span>
              </button>
            </Heading>
            <div
              id={`${id}-a${index}`}
              role="region"
              aria-labelledby={`${id}-q${index}`}
              hidden={!expanded}
              className="space-y-2 px-4 pb-4 text-sm text-slate-700"
            >
              <p>{item.answer}</p>
              {item.more ? <p className="text-slate-600">{item.more}</p> : null}
            </div>
          </div>
        );
      })}
    </div>
  );
}
