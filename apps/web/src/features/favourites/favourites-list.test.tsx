import { type Endpoint, getFoundation, removeFavouriteTeacher, removeFavouriteTopic } from '@app/api';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { favouritesQuery } from '../../lib/api/favourites';
import { makeFoundation } from '../../testing/builders';
import { makeFavourites, makeFavouriteTopic } from '../../testing/favourite-builders';
import { renderWithApp } from '../../testing/render';
import { FavouritesList } from './favourites-list';

const call = vi.hoisted(() => vi.fn<(endpoint: Endpoint, args?: unknown) => Promise<unknown>>());
vi.mock('../../lib/api-client', () => ({ api: { call } }));

/** The list as the page renders it: from the query the removal writes back to. */
function renderList(favourites = makeFavourites()) {
  const app = renderWithApp(<></>);
  app.queryClient.setQueryData(favouritesQuery().queryKey, { data: favourites });
  const Page = () => {
    const { data } = useQuery({ ...favouritesQuery(), staleTime: Infinity });
    return data ? <FavouritesList favourites={data.data} /> : null;
  };
  app.rerenderInApp(<Page />);
  return app;
}

describe('the favourites page list (issue 17)', () => {
  beforeEach(() => {
    call.mockReset();
    call.mockImplementation((endpoint, args) => {
      if (endpoint === getFoundation) return Promise.resolve({ data: makeFoundation() });
      const id = (args as { params: { id: number } }).params.id;
      if (endpoint === removeFavouriteTeacher) return Promise.resolve({ data: { teacher_id: id, is_favor: false, favourite_count: 0 } });
      if (endpoint === removeFavouriteTopic) return Promise.resolve({ data: { topic_id: id, is_favor: false } });
      return Promise.reject(new Error(`unexpected ${endpoint.path}`));
    });
  });

  it('shows a saved teacher (profile link, lesson price) and a saved topic (page link, level, price, next class), each with a heart', () => {
    renderList(
      makeFavourites({
        topics: [makeFavouriteTopic(), makeFavouriteTopic({ topic_id: 5002, kind: 'course', title: 'Business Spanish', next_class: null })],
      }),
    );
    const teacher = screen.getByTestId('favourite-teacher');
    expect(within(teacher).getByRole('link', { name: 'Lucía Fernández' }).getAttribute('href')).toBe('/teacher/3001/spanish');
    expect(teacher.textContent).toContain('Lessons from $15.00');
    expect(within(teacher).getByRole('button', { name: 'Remove Lucía Fernández from favourites' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    const [single, course] = screen.getAllByTestId('favourite-topic');
    if (!single || !course) throw new Error('two topics');
    expect(within(single).getByRole('link', { name: 'Ordering food like a local' }).getAttribute('href')).toBe(
      '/group-class-online/topic/5001',
    );
    expect(single.textContent).toContain('Spanish · A2');
    expect(single.textContent).toContain('$12.00 per class');
    expect(single.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-25T17:00:00.000Z');
    expect(single.textContent).toMatch(/Next class: .*Nov/);
    expect(within(course).getByRole('link', { name: 'Business Spanish' }).getAttribute('href')).toBe('/group-course/5002');
    expect(course.textContent).toContain('Course');
    expect(course.textContent).toContain('No upcoming classes scheduled');
    expect(screen.getByRole('heading', { name: 'Teachers (1)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Class topics (2)' })).toBeTruthy();
  });

  it('the heart removes the row once the server agrees, says so, and moves the focus to the section heading', async () => {
    renderList();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove Ordering food like a local from favourites' }));
    await waitFor(() => {
      expect(screen.queryByTestId('favourite-topic')).toBeNull();
    });
    expect(call).toHaveBeenCalledWith(removeFavouriteTopic, { params: { id: 5001 } });
    expect(await screen.findByText('Ordering food like a local was removed from your favourites.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Class topics (0)' }));
    expect(screen.getByText(/No saved class topics yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse group classes' }).getAttribute('href')).toBe('/group-class/english');

    await user.click(screen.getByRole('button', { name: 'Remove Lucía Fernández from favourites' }));
    expect(await screen.findByTestId('favourites-empty')).toBeTruthy();
    expect(call).toHaveBeenCalledWith(removeFavouriteTeacher, { params: { id: 3001 } });
    await waitFor(() => {
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Nothing saved yet' }));
    });
  });

  it('a failed removal keeps the row and says so', async () => {
    call.mockImplementation((endpoint) =>
      endpoint === getFoundation ? Promise.resolve({ data: makeFoundation() }) : Promise.reject(new Error('offline')),
    );
    renderList(makeFavourites({ topics: [] }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove Lucía Fernández from favourites' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
    expect(screen.getByTestId('favourite-teacher')).toBeTruthy();
  });

  it('nothing saved: says what the heart does and links to the teacher and group-class searches', () => {
    renderList(makeFavourites({ teachers: [], topics: [] }));
    const empty = screen.getByTestId('favourites-empty');
    expect(empty.textContent).toContain('Tap the heart on a teacher or a class topic');
    expect(within(empty).getByRole('link', { name: 'Find a teacher' }).getAttribute('href')).toBe('/teachers/english');
    expect(within(empty).getByRole('link', { name: 'Browse group classes' }).getAttribute('href')).toBe('/group-class/english');
  });
});
