import { EMPTY_TEACHER_SEARCH_QUERY } from '@app/domain';
import { fireEvent, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { renderWithApp } from '../../testing/render';
import { TeacherFilterForm } from './teacher-filter-form';

const CATEGORIES = [{ code: 'CA003', name: 'Test preparation', child_tags: [{ code: 'ielts', name: 'IELTS' }] }];

it('applies the draft at once: prices in cents, flags, days, a category with its child tag; keeps the keyword on Reset', () => {
  const onApply = vi.fn();
  renderWithApp(
    <TeacherFilterForm
      query={{ ...EMPTY_TEACHER_SEARCH_QUERY, keyword: 'ielts' }}
      categories={CATEGORIES}
      languages={[{ text_code: 'spanish', name: 'Spanish' }]}
      twelveHour={false}
      onApply={onApply}
    />,
  );
  fireEvent.change(screen.getByLabelText('Minimum'), { target: { value: '5' } });
  fireEvent.change(screen.getByLabelText('Maximum'), { target: { value: '25.5' } });
  fireEvent.click(screen.getByLabelText('Native speaker'));
  fireEvent.click(screen.getByLabelText('Mon'));
  fireEvent.click(screen.getByLabelText('Test preparation'));
  fireEvent.click(screen.getByLabelText('IELTS'));
  fireEvent.change(screen.getByLabelText('Also speaks'), { target: { value: 'spanish' } });
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(onApply).toHaveBeenLastCalledWith(
    expect.objectContaining({
      minPrice: 500,
      maxPrice: 2550,
      is_native: true,
      day: [0],
      tags: ['CA003'],
      childTags: ['ielts'],
      speaks: ['spanish'],
      keyword: 'ielts',
    }),
  );
  fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
  expect(onApply).toHaveBeenLastCalledWith({ ...EMPTY_TEACHER_SEARCH_QUERY, keyword: 'ielts' });
});

it('a price that is not a number blocks Apply and says why', () => {
  const onApply = vi.fn();
  renderWithApp(
    <TeacherFilterForm query={EMPTY_TEACHER_SEARCH_QUERY} categories={[]} languages={[]} twelveHour={false} onApply={onApply} />,
  );
  fireEvent.change(screen.getByLabelText('Minimum'), { target: { value: 'ten' } });
  expect(screen.getByText('Use a number such as 12 or 12.50')).toBeTruthy();
  expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Apply' }).disabled).toBe(true);
});
