import { MINUTE_MS } from '@app/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeFoundation } from '../../testing/builders';
import { renderWithApp } from '../../testing/render';
import { makeVideoRoom } from './video-room-builders';
import { VideoRoomView } from './video-room-view';
import { type Endpoint, getFoundation, type VideoRoom } from '@app/api';

const foundation = makeFoundation({ timezone_iana: 'Europe/Berlin', is_am: 0 });
/** The viewer the mocked session answers with (a test may switch the clock setting). */
const viewer = { current: foundation };
const call = vi.hoisted(() => vi.fn<(endpoint: Endpoint) => Promise<unknown>>());
vi.mock('../../lib/api-client', () => ({ api: { call } }));
call.mockImplementation((endpoint) =>
  endpoint === getFoundation ? Promise.resolve({ data: viewer.current }) : Promise.reject(new Error(`unexpected ${endpoint.path}`)),
);

const START = Date.parse('2026-11-25T17:00:00.000Z');

function renderDoor(
  room: VideoRoom,
  { now = START, isAm = 0, redirectIn = null }: { now?: number; isAm?: 0 | 1; redirectIn?: number | null } = {},
) {
  viewer.current = { ...foundation, user: { ...foundation.user, is_am: isAm } };
  const result = renderWithApp(<VideoRoomView room={room} now={now} redirectIn={redirectIn} />);
  result.shell.viewer.set(() => viewer.current);
  return result;
}

describe('VideoRoomView: what each door answer shows (issue 14)', () => {
  it('open: the meeting id and passcode with copy buttons, the meeting link, the redirect notice, the way back', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderDoor(makeVideoRoom(), { redirectIn: 3 });
    expect(await screen.findByRole('heading', { name: 'The room is open' })).toBeTruthy();
    expect(screen.getByTestId('room-details').textContent).toContain('812 3456 7890');
    expect(screen.getByTestId('room-details').textContent).toContain('kp2026');
    expect(screen.getByRole('link', { name: 'Open the meeting' }).getAttribute('href')).toBe('https://zoom.us/j/81234567890?pwd=kp2026');
    expect(screen.getByText('Opening the meeting in 3 s…')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy the Passcode' }));
    expect(writeText).toHaveBeenCalledWith('kp2026');
    expect(await screen.findAllByText('Copied')).not.toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Back to the class' }).getAttribute('href')).toBe('/group-class-online/class/20001');
  });

  it('too early: "The room opens at HH:MM" in the viewer\'s zone and 24 h or 12 h clock, and the countdown; no meeting details', async () => {
    const early = makeVideoRoom({ access: 'too-early', opens_at: new Date(START - 10 * MINUTE_MS).toISOString(), room: null });
    renderDoor(early, { now: START - 12 * MINUTE_MS - 30_000 });
    expect((await screen.findByTestId('opens-at')).textContent).toMatch(
      /^The room opens at 17:50, 10 minutes before the class starts. Times are in Europe\/Berlin/,
    );
    expect(screen.getByRole('timer').textContent).toBe('Opens in 2:30');
    expect(screen.queryByTestId('room-details')).toBeNull();
  });

  it('too early, 12-hour clock', async () => {
    const early = makeVideoRoom({ access: 'too-early', opens_at: new Date(START - 10 * MINUTE_MS).toISOString(), room: null });
    renderDoor(early, { now: START - 11 * MINUTE_MS, isAm: 1 });
    expect((await screen.findByTestId('opens-at')).textContent).toMatch(/opens at 5:50\sPM/);
  });

  it('the reasons: not booked, ended, cancelled; a lesson goes back to My classes', () => {
    for (const [access, heading] of [
      ['not-booked', 'This room is for the students who booked the class'],
      ['ended', 'This class has ended'],
      ['cancelled', 'This class was canceled'],
    ] as const) {
      const view = renderDoor(makeVideoRoom({ access, room: null }));
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
      expect(screen.queryByRole('link', { name: 'Open the meeting' })).toBeNull();
      view.unmount();
    }
    renderDoor(makeVideoRoom({ kind: 'lesson', id: 40_001, title: 'english', access: 'ended', room: null }));
    expect(screen.getByRole('link', { name: 'Go to My classes' }).getAttribute('href')).toBe('/my-classes');
  });

  it('a lesson says lesson, not class, in every answer; its teacher goes back to Teaching', async () => {
    const lesson = (overrides: Partial<VideoRoom>) =>
      makeVideoRoom({ kind: 'lesson', id: 40_001, title: 'english', room: null, ...overrides });
    const early = renderDoor(lesson({ access: 'too-early', opens_at: new Date(START - 10 * MINUTE_MS).toISOString() }), {
      now: START - 11 * MINUTE_MS,
    });
    expect((await screen.findByTestId('opens-at')).textContent).toMatch(/^The room opens at 17:50, 10 minutes before the lesson starts\./);
    early.unmount();
    for (const [access, heading, text] of [
      ['not-booked', "This room is for the lesson's student and teacher", 'Book a lesson with this teacher to meet them here.'],
      ['ended', 'This lesson has ended', 'The room closed when the lesson ended.'],
      ['cancelled', 'This lesson was canceled', 'There is no meeting for a canceled lesson.'],
    ] as const) {
      const view = renderDoor(lesson({ access }));
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
      expect(screen.getByText(text)).toBeTruthy();
      view.unmount();
    }
    renderDoor(lesson({ viewer: 'teacher' }));
    expect(screen.getByRole('link', { name: 'Go to Teaching' }).getAttribute('href')).toBe('/teaching');
    expect(screen.queryByRole('link', { name: 'Go to My classes' })).toBeNull();
  });
});
