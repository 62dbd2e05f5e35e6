import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../testing/render';
import { TEACHING_NAV, TeachingNav } from './teaching-nav';

describe("TeachingNav: the teacher console's one sub-nav", () => {
  it('lists every console page once and marks the current one, a topic form under My topics', () => {
    renderWithApp(<TeachingNav />, { path: '/teaching/topics/new', route: '/teaching/topics/new' });
    const nav = screen.getByRole('navigation', { name: 'Teaching console' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      'Teaching',
      'Schedule classes',
      'Create a course',
      'My topics',
      'Availability',
      'Earnings',
    ]);
    expect(links.map((a) => a.getAttribute('href'))).toEqual(TEACHING_NAV.map((entry) => entry.to));
    expect(within(nav).getByRole('link', { current: 'page' }).textContent).toBe('My topics');
  });

  it('marks Teaching only on /teaching itself', () => {
    renderWithApp(<TeachingNav />, { path: '/teaching', route: '/teaching' });
    expect(screen.getByRole('link', { current: 'page' }).textContent).toBe('Teaching');
  });
});
