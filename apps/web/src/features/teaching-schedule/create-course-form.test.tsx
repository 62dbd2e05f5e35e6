import type { CreateCourseBody } from '@app/api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../testing/render';
import { CreateCourseForm, toCourseOutlines } from './create-course-form';
import { OK_SERIES, STORY_COURSE_TOPICS, STORY_ZONE } from './schedule-stories-data';

const initial = { topicId: 5101, date: '2026-03-02', time: '18:00', classAmount: 3, minSpots: 2, maxSpots: 6, price: '12.00' };

describe('toCourseOutlines: 000 §3 "Group course" outlines, one per class', () => {
  it('none filled: no outlines (every class takes the topic title); some filled: one per class, a blank title the topic title', () => {
    expect(toCourseOutlines({ ...initial, outlines: [{ title: ' ', description: '' }] }, 'Topic title')).toBeUndefined();
    expect(toCourseOutlines({ ...initial, outlines: [{ title: '', description: 'Warm-up' }] }, 'Topic title')).toEqual([
      { class_title: 'Topic title', description: 'Warm-up' },
      { class_title: 'Topic title', description: '' },
      { class_title: 'Topic title', description: '' },
    ]);
    // Rows typed beyond the number of classes are not sent.
    const four = Array.from({ length: 4 }, (_, i) => ({ title: `Class number ${i + 1}`, description: '' }));
    expect(toCourseOutlines({ ...initial, outlines: four }, 'Topic title')?.map((o) => o.class_title)).toEqual([
      'Class number 1',
      'Class number 2',
      'Class number 3',
    ]);
  });
});

describe('CreateCourseForm: name each class', () => {
  it('sends the outlines with the preview; a title too short is shown at the outlines and nothing is sent', async () => {
    const submit = vi.fn((body: CreateCourseBody) => Promise.resolve({ ...OK_SERIES, created: !body.dry_run, course_id: null }));
    renderWithApp(<CreateCourseForm topics={STORY_COURSE_TOPICS} zone={STORY_ZONE} initial={initial} submit={submit} />);
    fireEvent.click(screen.getByLabelText('Name each class'));
    fireEvent.change(screen.getByLabelText('Class 1: title'), { target: { value: 'Hi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Give each class a title of 5 to 120 characters.');

    fireEvent.change(screen.getByLabelText('Class 1: title'), { target: { value: 'Introductions' } });
    fireEvent.change(screen.getByLabelText('Class 3: description (optional)'), { target: { value: 'Numbers and charts.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => {
      expect(submit).toHaveBeenCalledTimes(1);
    });
    expect(submit.mock.calls[0]?.[0].outlines).toEqual([
      { class_title: 'Introductions', description: '' },
      { class_title: 'Business English in 4 weeks', description: '' },
      { class_title: 'Business English in 4 weeks', description: 'Numbers and charts.' },
    ]);
  });
});
