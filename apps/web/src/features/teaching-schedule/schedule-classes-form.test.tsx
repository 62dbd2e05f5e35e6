import { ApiClientError, type ScheduleClassesBody } from '@app/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../testing/render';
import { ScheduleClassesForm } from './schedule-classes-form';
import { OK_SERIES, STORY_TOPICS, STORY_ZONE, WITH_PROBLEMS } from './schedule-stories-data';
import type { ScheduleAnswer } from './use-preview-then-save';

const initial = { topicId: 5001, date: '2026-03-01', time: '02:30', repeat: true, weekdays: [7], weeks: 4 };

function renderForm(submit: (body: ScheduleClassesBody) => Promise<ScheduleAnswer>) {
  return renderWithApp(<ScheduleClassesForm topics={STORY_TOPICS} zone={STORY_ZONE} initial={initial} submit={submit} />);
}

describe('ScheduleClassesForm', () => {
  it('previews with dry_run, lists the problems, holds Save back, and Use 03:00 puts the next valid time in the field', async () => {
    const submit = vi.fn((body: ScheduleClassesBody) => Promise.resolve(body.dry_run ? WITH_PROBLEMS : OK_SERIES));
    renderForm(submit);
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const rows = await screen.findAllByTestId('occurrence');
    expect(submit).toHaveBeenCalledWith({
      topic_id: 5001,
      date: '2026-03-01',
      time: '02:30',
      zone: STORY_ZONE,
      series: { weekdays: [7], weeks: 4 },
      dry_run: true,
    });
    expect(rows.map((r) => r.getAttribute('data-state'))).toEqual(['problem', 'problem', 'problem', 'ok']);
    expect(rows[1]?.textContent).toContain('Next valid time: 03:00 (UTC-04:00, America/New_York)');
    expect(screen.queryByTestId('schedule-save')).toBeNull();
    fireEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Use 03:00' }));
    expect(screen.getByLabelText<HTMLInputElement>('Start time').value).toBe('03:00');
    // The old preview no longer describes the form.
    expect(screen.queryAllByTestId('occurrence')).toHaveLength(0);
  });

  it('shows a schema error next to its field and sends nothing', () => {
    const submit = vi.fn(() => Promise.resolve(OK_SERIES));
    renderForm(submit);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sunday' }));
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByText('Choose at least one weekday.')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'On these weekdays' }).getAttribute('aria-invalid')).toBe('true');
    expect(submit).not.toHaveBeenCalled();
  });

  it('saves all of a clean preview; a refusal at save is shown in words and the preview read again', async () => {
    const submit = vi.fn((body: ScheduleClassesBody) =>
      body.dry_run
        ? Promise.resolve(OK_SERIES)
        : Promise.reject(new ApiClientError({ status: 409, code: 'ScheduleOverlap', message: 'x', field: 'time' })),
    );
    renderForm(submit);
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save 4 classes' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You already teach at this time (a class, a course class or a booked lesson).',
    );
    await waitFor(() => {
      expect(submit).toHaveBeenCalledTimes(3);
    });
  });
});
