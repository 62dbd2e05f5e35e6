import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/i18n-provider';
import { courseSeats, makeCourseGroup } from '../../testing/course-builders';
import { CourseJoinButton } from './course-join-button';

const VIEWER = 42;
const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider initialLocale="en">{children}</I18nProvider>;

describe('course join button (000 §4)', () => {
  it('Join Group starts the join for an open group', async () => {
    const onJoin = vi.fn();
    render(<CourseJoinButton course={makeCourseGroup()} viewerId={VIEWER} groupLabel="Group 1" onJoin={onJoin} />, { wrapper });
    const button = screen.getByRole('button', { name: 'Join Group: Group 1' });
    await userEvent.setup().click(button);
    expect(onJoin).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['Fully Booked', makeCourseGroup({ max_spots: 3, course_students: courseSeats(3) }), VIEWER],
    ['Booked by you', makeCourseGroup({ course_students: [{ student_id: VIEWER, status: 'Scheduled' }] }), VIEWER],
    ['Join Group', makeCourseGroup(), 7],
  ] as const)('reads %s and cannot be pressed when the rules say no', async (text, course, viewerId) => {
    const onJoin = vi.fn();
    render(<CourseJoinButton course={course} viewerId={viewerId} groupLabel="Group 1" onJoin={onJoin} />, { wrapper });
    const button = screen.getByRole<HTMLButtonElement>('button', { name: `${text}: Group 1` });
    expect(button.textContent).toBe(text);
    expect(button.disabled).toBe(true);
    await userEvent.setup().click(button);
    expect(onJoin).not.toHaveBeenCalled();
  });
});
