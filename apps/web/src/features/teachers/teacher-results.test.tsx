import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../testing/render';
import { SeededQueries } from '../../testing/seeded-queries';
import { makeTeacherResult, VISITOR } from '../../testing/teacher-builders';
import { createEventQueue } from '../../lib/events/event-queue';
import { setEventQueueForTests } from '../../lib/events/track';
import { TeacherResults } from './teacher-results';

describe('TeacherResults book clicks (issue 6: click_book_button on teacher cards)', () => {
  afterEach(() => {
    setEventQueueForTests(null);
  });

  it('sends click_book_button with the list, the position and the ranking recipe of the search', () => {
    const beacon = vi.fn<(body: string) => boolean>(() => true);
    const queue = createEventQueue({ post: () => Promise.resolve('sent' as const), beacon });
    setEventQueueForTests(queue);
    const first = makeTeacherResult();
    const items = [first, makeTeacherResult({ user_info: { ...first.user_info, user_id: 502, nickname: 'Marta Ruiz' } })];
    // The rates and the visitor already read: nothing asks a server that is not there.
    renderWithApp(
      <SeededQueries foundation={null}>
        <TeacherResults
          items={items}
          list="teacher_search"
          recipeName="soonest_slot_rating_sessions"
          language="spanish"
          viewer={VISITOR}
          isCardTranslateTestOn={false}
        />
      </SeededQueries>,
    );
    const books = screen.getAllByRole('link', { name: /Book trial/ });
    const second = books[1];
    if (!second) throw new Error('two cards expected');
    // The link leaves the app (a full page load): stopped after the card's own handler has run, so
    // happy-dom does not fetch the booking page from a server that is not there.
    const stayHere = (event: Event) => {
      event.preventDefault();
    };
    document.addEventListener('click', stayHere);
    fireEvent.click(second);
    document.removeEventListener('click', stayHere);
    queue.flushWithBeacon();
    const sent = JSON.parse(beacon.mock.calls[0]?.[0] ?? '{}') as { events: { name: string; props: unknown }[] };
    expect(sent.events.filter((e) => e.name === 'click_book_button').map((e) => e.props)).toEqual([
      { teacher_id: '502', list: 'teacher_search', position: 1, recipe_name: 'soonest_slot_rating_sessions' },
    ]);
  });
});
