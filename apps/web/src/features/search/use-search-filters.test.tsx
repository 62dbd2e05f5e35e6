import { REMEMBERED_LEVELS_STORAGE_KEY } from '@app/domain';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp, settleMicrotasks } from '../../testing/render';
import { useSearchFilters } from './use-search-filters';

const searchPath = (language: string) => `/group-class/${language}`;

function Probe({ page = 'search' as const }: { page?: 'search' | 'teacher' }) {
  const { filters, change, languageHref } = useSearchFilters({ page, basePath: searchPath });
  return (
    <div>
      <output data-testid="filters">{JSON.stringify(filters)}</output>
      <output data-testid="language-href">{languageHref('spanish')}</output>
      <button
        type="button"
        onClick={() => {
          change({ type: 'levels', levels: [4, 2] });
        }}
      >
        levels
      </button>
      <button
        type="button"
        onClick={() => {
          change({ type: 'availability', weekdays: [6, 0], daytime: [5] });
        }}
      >
        availability
      </button>
      <button
        type="button"
        onClick={() => {
          change({ type: 'reset', filter: 'levels' });
        }}
      >
        reset levels
      </button>
      <button
        type="button"
        onClick={() => {
          change({ type: 'category', category: ['CA003'] });
        }}
      >
        category
      </button>
    </div>
  );
}

/** Level boxes as the desktop filter panel has them: each change is written to the address at once. */
function LevelBoxes() {
  const { filters, change } = useSearchFilters({ page: 'search', basePath: searchPath });
  return ([1, 2] as const).map((level) => (
    <label key={level}>
      <input
        type="checkbox"
        checked={filters.levels.includes(level)}
        onChange={() => {
          change({ type: 'levels', levels: [...filters.levels, level] });
        }}
      />
      {`level ${String(level)}`}
    </label>
  ));
}

const location = () => screen.getByTestId('location').textContent;
const filters = () => JSON.parse(screen.getByTestId('filters').textContent) as Record<string, unknown>;

afterEach(() => {
  localStorage.clear();
});

describe('useSearchFilters: the address carries the filters (001 §2.1)', () => {
  it('a box clicked is checked in the same task, so a second click at once keeps the first (not a transition)', async () => {
    renderWithApp(<LevelBoxes />, { path: '/group-class/english', route: '/group-class/:lang' });
    const [first, second] = screen.getAllByRole<HTMLInputElement>('checkbox');
    // Native clicks, outside act(): a render left to a transition would come in a later task, and
    // the second click would build its levels from the address before the first.
    first?.click();
    await settleMicrotasks();
    expect(first?.checked).toBe(true);
    second?.click();
    await settleMicrotasks();
    expect([first?.checked, second?.checked]).toEqual([true, true]);
  });

  it('reads indexed brackets and other array forms from the address', () => {
    renderWithApp(<Probe />, {
      path: '/group-class/english?levels[1]=3&levels[0]=1&weekdays=2,4&daytime%5B0%5D=5&keyword=small%20talk&classtype=2',
      route: '/group-class/:lang',
    });
    expect(filters()).toMatchObject({ levels: [1, 3], weekdays: [2, 4], daytime: [5], keyword: 'small talk', classtype: '2' });
  });

  it('writes changes with literal indexed brackets, in place', () => {
    renderWithApp(<Probe />, { path: '/group-class/english?keyword=travel', route: '/group-class/:lang' });
    fireEvent.click(screen.getByText('levels'));
    expect(location()).toBe('/group-class/english?levels[0]=2&levels[1]=4&keyword=travel');
    fireEvent.click(screen.getByText('availability'));
    expect(location()).toBe('/group-class/english?levels[0]=2&levels[1]=4&weekdays[0]=0&weekdays[1]=6&daytime[0]=5&keyword=travel');
  });

  it('choosing a category clears the tag', () => {
    renderWithApp(<Probe />, { path: '/group-class/english?category[0]=CA001&tag[0]=IELTS', route: '/group-class/:lang' });
    fireEvent.click(screen.getByText('category'));
    expect(location()).toBe('/group-class/english?category[0]=CA003');
  });

  it('a language change keeps only the price (001 §4.1 clear list) and goes back to single classes', () => {
    renderWithApp(<Probe />, {
      path: '/group-class/english?levels[0]=2&weekdays[0]=1&daytime[0]=3&category[0]=CA001&tag[0]=IELTS&keyword=travel&price=10-20&classtype=2',
      route: '/group-class/:lang',
    });
    expect(screen.getByTestId('language-href').textContent).toBe('/group-class/spanish?price=10-20');
  });

  it('remembers levels: written on a levels change, applied on entry when the address has none', () => {
    const first = renderWithApp(<Probe />, { path: '/group-class/english', route: '/group-class/:lang' });
    fireEvent.click(screen.getByText('levels'));
    expect(localStorage.getItem(REMEMBERED_LEVELS_STORAGE_KEY)).toBe('2,4');
    first.unmount();
    renderWithApp(<Probe />, { path: '/group-class/french?keyword=food', route: '/group-class/:lang' });
    expect(location()).toBe('/group-class/french?levels[0]=2&levels[1]=4&keyword=food');
  });

  it('address levels win over the remembered ones; a reset stores nothing chosen', () => {
    localStorage.setItem(REMEMBERED_LEVELS_STORAGE_KEY, '5');
    renderWithApp(<Probe />, { path: '/group-class/english?levels[0]=1', route: '/group-class/:lang' });
    expect(location()).toBe('/group-class/english?levels[0]=1');
    act(() => {
      fireEvent.click(screen.getByText('reset levels'));
    });
    expect(location()).toBe('/group-class/english');
    expect(localStorage.getItem(REMEMBERED_LEVELS_STORAGE_KEY)).toBe('');
  });

  it('the teacher page keeps its five keys and never reads the remembered levels', () => {
    localStorage.setItem(REMEMBERED_LEVELS_STORAGE_KEY, '5');
    renderWithApp(<Probe page="teacher" />, {
      path: '/group-class/teacher/7/english?keyword=x&category[0]=CA001&weekdays[0]=3',
      route: '/group-class/teacher/:id/:lang',
    });
    expect(filters()).toMatchObject({ levels: [], weekdays: [3], keyword: '', category: [] });
    fireEvent.click(screen.getByText('levels'));
    expect(location()).toBe('/group-class/teacher/7/english?levels[0]=2&levels[1]=4&weekdays[0]=3');
    expect(localStorage.getItem(REMEMBERED_LEVELS_STORAGE_KEY)).toBe('5');
  });
});
