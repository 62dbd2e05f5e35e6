import { EMPTY_TEACHER_SEARCH_QUERY } from '@app/domain';
import { fireEvent, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { USD_RATE } from '../../lib/price-format';
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
      priceCurrency={USD_RATE}
      onApply={onApply}
    />,
  );
  fireEvent.change(screen.getByLabelText('Minimum'), { target: { value: '5' } });
  fireEvent.change(screen.getByLabelText('Maximum'), { target: { value: '25.5' } });
  fireEvent.click(screen.getByLabelText('Native speaker'));
  fireEvent.click(screen.getByLabelText('Mon'));
  // The category is named by the catalog (Exams), not by the API's English name.
  fireEvent.click(screen.getByLabelText('Exams'));
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
    <TeacherFilterForm
      query={EMPTY_TEACHER_SEARCH_QUERY}
      categories={[]}
      languages={[]}
      twelveHour={false}
      priceCurrency={USD_RATE}
      onApply={onApply}
    />,
  );
  fireEvent.change(screen.getByLabelText('Minimum'), { target: { value: 'ten' } });
  expect(screen.getByText('Use a number such as 12 or 12.50')).toBeTruthy();
  expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Apply' }).disabled).toBe(true);
});

it('the price filter names the currency the cards show and is typed in it; the query keeps USD cents', () => {
  const onApply = vi.fn();
  const eur = { code: 'EUR', usd_micros_per_unit: 1_080_000, decimals: 2 };
  renderWithApp(
    <TeacherFilterForm
      query={{ ...EMPTY_TEACHER_SEARCH_QUERY, minPrice: 540 }}
      categories={[]}
      languages={[]}
      twelveHour={false}
      priceCurrency={eur}
      onApply={onApply}
    />,
  );
  expect(screen.getByRole('group', { name: 'Price per lesson (EUR)' })).toBeTruthy();
  expect(screen.getByLabelText<HTMLInputElement>('Minimum').value).toBe('5');
  fireEvent.change(screen.getByLabelText('Maximum'), { target: { value: '10' } });
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(onApply).toHaveBeenLastCalledWith(expect.objectContaining({ minPrice: 540, maxPrice: 1080 }));
});
