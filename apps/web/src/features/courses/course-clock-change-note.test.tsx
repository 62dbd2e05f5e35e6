import { getFoundation, type Endpoint } from '@app/api';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeFoundation } from '../../testing/builders';
import { renderWithApp } from '../../testing/render';
import { CourseClockChangeNote } from './course-clock-change-note';

const call = vi.hoisted(() => vi.fn<(endpoint: Endpoint) => Promise<unknown>>());
vi.mock('../../lib/api-client', () => ({ api: { call } }));

const WEEK = 7 * 24 * 3600 * 1000;
/** A course fixed at 09:00 UTC: 10:00 in Madrid until the spring change on 29 March 2026, then 11:00. */
const starts = [0, 1, 2, 3].map((i) => new Date(Date.parse('2026-03-15T09:00:00Z') + i * WEEK).toISOString());

function renderFor(timezone_iana: string, is_am: 0 | 1) {
  const foundation = makeFoundation({ timezone_iana, is_am });
  call.mockImplementation((endpoint) =>
    endpoint === getFoundation ? Promise.resolve({ data: foundation }) : Promise.reject(new Error(`unexpected ${endpoint.path}`)),
  );
  const result = renderWithApp(<CourseClockChangeNote starts={starts} />);
  result.shell.viewer.set(() => foundation);
  return result;
}

describe('CourseClockChangeNote (issue 15: courses that cross a DST change say so before booking)', () => {
  it("names the date and the new time on the student's clock", async () => {
    renderFor('Europe/Madrid', 0);
    await waitFor(() => {
      expect(screen.getByTestId('course-clock-change').textContent).toBe(
        'From March 29 this course meets at 11:00 in your time, because clocks change.',
      );
    });
  });

  it('uses the 12-hour clock when the student does', async () => {
    renderFor('Europe/Madrid', 1);
    await waitFor(() => {
      expect(screen.getByTestId('course-clock-change').textContent).toBe(
        'From March 29 this course meets at 11:00 AM in your time, because clocks change.',
      );
    });
  });

  it('says nothing where the clock does not move (Tokyo), whatever the machine zone', async () => {
    renderFor('Asia/Tokyo', 0);
    // Until the viewer is read the browser's zone applies (Sydney in the second test run, which changes on 5 April).
    await waitFor(() => {
      expect(screen.queryByTestId('course-clock-change')).toBeNull();
    });
  });
});
