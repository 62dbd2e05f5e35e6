import { Link, useSearchParams } from 'react-router';

export type ListScope = 'upcoming' | 'past';

const TAB_PARAM = 'tab';

/** The tab of a dated list page, read from the address (`?tab=past`); anything else is Upcoming. */
export function listScopeOf(params: URLSearchParams): ListScope {
  return params.get(TAB_PARAM) === 'past' ? 'past' : 'upcoming';
}

export function useListScope(): ListScope {
  const [params] = useSearchParams();
  return listScopeOf(params);
}

/**
 * Upcoming / Past as links, so the tab is in the address (shareable, and Back returns to it); the
 * current one is marked `aria-current`.
 */
export function ScopeTabs({
  path,
  scope,
  label,
  labels,
}: {
  path: string;
  scope: ListScope;
  label: string;
  labels: Readonly<Record<ListScope, string>>;
}) {
  return (
    <nav aria-label={label} className="mt-5 flex gap-1 border-b border-slate-200">
      {(['upcoming', 'past'] as const).map((tab) => (
        <Link
          key={tab}
          to={tab === 'upcoming' ? path : `${path}?${TAB_PARAM}=past`}
          aria-current={tab === scope ? 'page' : undefined}
          className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${tab === scope ? 'border-brand-600 text-brand-800' : 'border-transparent text-slate-700 hover:text-slate-900'}`}
        >
          {labels[tab]}
        </Link>
      ))}
    </nav>
  );
}
