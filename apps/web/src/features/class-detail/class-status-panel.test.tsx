import { DAY_MS, HOUR_MS, JOIN_LEAD_MS, MINUTE_MS } from '@app/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeClassDetail, makeSeat } from '../../testing/builders';
import { renderWithApp } from '../../testing/render';
import { ClassStatusPanel } from './class-status-panel';

const START = Date.parse('2026-11-25T17:00:00.000Z');
const END = START + HOUR_MS;
const ZOOM = { zoom: { account: '812 3456 7890', pass_code: 'kp2026', link: 'https://meet.invalid/j/1' } };

function renderPanel({
  now,
  status = 'SCHEDULED' as const,
  tools = ZOOM,
  onDrop = vi.fn(),
  onReportProblem = vi.fn(),
}: {
  now: number;
  status?: 'SCHEDULED' | 'CONFIRMED' | 'CANCELLED' | 'PROBLEM';
  tools?: typeof ZOOM | null;
  onDrop?: () => void;
  onReportProblem?: () => void;
}) {
  const detail = makeClassDetail({
    start: new Date(START).toISOString(),
    seats: [makeSeat({ student_id: 500, status, update_by: status === 'CANCELLED' ? '7' : null })],
    communication_tools: tools,
  });
  const view = renderWithApp(
    <ClassStatusPanel detail={detail} viewerId={500} now={now} onDrop={onDrop} onReportProblem={onReportProblem} />,
  );
  const rerenderAt = (later: number) => {
    view.rerenderInApp(<ClassStatusPanel detail={detail} viewerId={500} now={later} onDrop={onDrop} onReportProblem={onReportProblem} />);
  };
  return { panel: () => screen.getByTestId('status-panel'), rerenderAt, classId: detail.group_class.id };
}

const joinLink = () => screen.queryByRole('link', { name: /Join class/ });
const joinButton = () => screen.queryByRole('button', { name: 'Join class' });

describe('ClassStatusPanel: actions by time (000 §4) wired from getClassActions', () => {
  it('more than 24 h before start: notice, Drop class, Join disabled, no meeting details', () => {
    const onDrop = vi.fn();
    const { panel } = renderPanel({ now: START - DAY_MS - 1, onDrop });
    expect(within(panel()).getByTestId('class-headline').textContent).toBe('Upcoming');
    expect(within(panel()).getByTestId('class-notice').textContent).toBe(
      'The link to the video class will appear here 10 minutes before the class starts.',
    );
    expect(joinButton()?.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByTestId('meeting-details')).toBeNull();
    expect(screen.queryByTestId('drop-closed')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Drop class' }));
    expect(onDrop).toHaveBeenCalledOnce();
  });

  it('exactly 24 h before start: no Drop class any more, and the panel says why (issue 17)', () => {
    renderPanel({ now: START - DAY_MS });
    expect(screen.queryByRole('button', { name: 'Drop class' })).toBeNull();
    expect(screen.getByTestId('drop-closed').textContent).toBe('You can no longer drop this class: it starts in less than 24 hours');
    expect(joinButton()?.hasAttribute('disabled')).toBe(true);
  });

  it('opens Join class by itself at start - 10 min (a later `now` from useNow), not 1 ms earlier', () => {
    const { rerenderAt, classId } = renderPanel({ now: START - JOIN_LEAD_MS - 1 });
    expect(joinLink()).toBeNull();
    expect(screen.queryByTestId('meeting-details')).toBeNull();
    rerenderAt(START - JOIN_LEAD_MS);
    // Join opens our room door, which checks the window again and then sends the browser to the meeting.
    expect(joinLink()?.getAttribute('href')).toBe(`/video-room/${classId}`);
    expect(joinLink()?.getAttribute('target')).toBe('_blank');
    expect(screen.getByTestId('meeting-details').textContent).toContain('kp2026');
    expect(screen.queryByRole('button', { name: 'There was a problem' })).toBeNull();
  });

  it('keeps Join disabled while the meeting details have not arrived', () => {
    renderPanel({ now: START - 5 * MINUTE_MS, tools: null });
    expect(joinLink()).toBeNull();
    expect(joinButton()?.hasAttribute('disabled')).toBe(true);
  });

  it('during the class: Currently live, Join, There was a problem', () => {
    const onReportProblem = vi.fn();
    renderPanel({ now: START + 30 * MINUTE_MS, onReportProblem });
    expect(screen.getByTestId('class-headline').textContent).toBe('Currently live');
    expect(joinLink()).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'There was a problem' }));
    expect(onReportProblem).toHaveBeenCalledOnce();
  });

  it('after the end: Completed with the problem button for 1 day, then without it', () => {
    const { rerenderAt } = renderPanel({ now: END });
    expect(screen.getByTestId('class-headline').textContent).toBe('Completed');
    expect(joinLink()).toBeNull();
    expect(joinButton()).toBeNull();
    expect(screen.queryByTestId('meeting-details')).toBeNull();
    expect(screen.getByRole('button', { name: 'There was a problem' })).toBeTruthy();
    rerenderAt(END + DAY_MS);
    expect(screen.queryByRole('button', { name: 'There was a problem' })).toBeNull();
  });

  it('a cancelled seat reads Canceled with who cancelled, and offers nothing', () => {
    renderPanel({ now: START - 2 * DAY_MS, status: 'CANCELLED' });
    expect(screen.getByTestId('class-headline').textContent).toBe('Canceled');
    expect(screen.getByTestId('cancellation-text').textContent).toBe('The teacher canceled this class. You will receive a full refund.');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});

describe('ClassStatusPanel: the countdown to a booked class (issue 17), announced politely', () => {
  const countdown = () => screen.queryByTestId('class-countdown');

  it('counts hours and minutes, then minutes, in a polite live region', () => {
    const { rerenderAt } = renderPanel({ now: START - 2 * HOUR_MS - 14 * MINUTE_MS });
    expect(countdown()?.textContent).toBe('Starts in 2 h 14 min');
    expect(countdown()?.getAttribute('aria-live')).toBe('polite');
    expect(countdown()?.getAttribute('aria-atomic')).toBe('true');
    rerenderAt(START - 15 * MINUTE_MS);
    expect(countdown()?.textContent).toBe('Starts in 15 min');
  });

  it('keeps its text for the whole minute while the clock moves on (no announcement every tick)', () => {
    const { rerenderAt } = renderPanel({ now: START - 14 * MINUTE_MS });
    const observer = new MutationObserver(() => undefined);
    const region = countdown();
    if (region) observer.observe(region, { subtree: true, childList: true, characterData: true });
    for (let seconds = 5; seconds < 60; seconds += 5) rerenderAt(START - 14 * MINUTE_MS + seconds * 1_000);
    expect(observer.takeRecords()).toEqual([]);
    expect(countdown()?.textContent).toBe('Starts in 14 min');
    rerenderAt(START - 13 * MINUTE_MS);
    expect(observer.takeRecords().length).toBeGreaterThan(0);
    observer.disconnect();
    expect(countdown()?.textContent).toBe('Starts in 13 min');
  });

  it('says "You can join now" from exactly start - 10 min, with Join; 1 ms earlier it still counts (11 min)', () => {
    const { rerenderAt } = renderPanel({ now: START - JOIN_LEAD_MS - 1 });
    expect(countdown()?.textContent).toBe('Starts in 11 min');
    expect(joinLink()).toBeNull();
    rerenderAt(START - JOIN_LEAD_MS);
    expect(countdown()?.textContent).toBe('You can join now');
    expect(joinLink()).not.toBeNull();
    rerenderAt(START + 30 * MINUTE_MS);
    expect(countdown()?.textContent).toBe('You can join now');
  });

  it('is gone once the class has ended', () => {
    renderPanel({ now: END });
    expect(countdown()).toBeNull();
  });

  it('is not shown for a cancelled seat', () => {
    renderPanel({ now: START - HOUR_MS, status: 'CANCELLED' });
    expect(countdown()).toBeNull();
  });
});
