import { ApiClientError, type Endpoint, getFoundation } from '@app/api';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { makeFoundation } from '../../testing/builders';
import { renderWithApp } from '../../testing/render';
import { makeTeachingTopic, TOPIC_FORM_OPTIONS } from '../../testing/teaching-topic-builders';
import { TopicForm } from './topic-form';

vi.spyOn(api, 'call').mockImplementation((endpoint: Endpoint) =>
  endpoint === getFoundation
    ? Promise.resolve({ data: makeFoundation({ role: 'TEACHER' }) } as never)
    : Promise.reject(new Error('unexpected')),
);
afterEach(() => {
  vi.clearAllMocks();
});

const render = (props: Partial<Parameters<typeof TopicForm>[0]> = {}) => {
  const onSubmit = vi.fn();
  renderWithApp(<TopicForm topic={null} options={TOPIC_FORM_OPTIONS} busy={false} serverError={null} onSubmit={onSubmit} {...props} />);
  return onSubmit;
};

describe('TopicForm', () => {
  it('sent incomplete: nothing is submitted, each error sits next to its field and marks it invalid', () => {
    const onSubmit = render();
    fireEvent.click(screen.getByRole('button', { name: 'Create topic' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const title = screen.getByLabelText('Title');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(title.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent).toBe(
      'At least 5 characters.',
    );
    expect(screen.getByLabelText('Category').getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the draft in cents once it passes', () => {
    const onSubmit = render({ topic: makeTeachingTopic() });
    fireEvent.change(screen.getByLabelText('Price per class (USD)'), { target: { value: '18.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ price: 1_850, title: 'Job interviews in English' }));
  });

  it('a new topic may be a course topic (the box, described by its hint); an edit keeps the kind and offers no box', () => {
    const onSubmit = render();
    const box = screen.getByLabelText<HTMLInputElement>('This topic is a course: weekly classes booked together');
    expect(box.checked).toBe(false);
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toContain('scheduled as courses');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Spanish for your first trip' } });
    fireEvent.change(screen.getByLabelText('Introduction'), { target: { value: 'Four weeks from hello to ordering dinner on your own.' } });
    fireEvent.change(screen.getByLabelText('Outcome 1'), { target: { value: 'Order a meal' } });
    fireEvent.change(screen.getByLabelText('Level'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: TOPIC_FORM_OPTIONS.categories[0]?.code } });
    fireEvent.change(screen.getByLabelText('Price per class (USD)'), { target: { value: '12' } });
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Create topic' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ is_course: true, price: 1_200, title: 'Spanish for your first trip' }));

    // The new form is still on the page: the one box found is its own, the edit form has none.
    const onEdit = render({ topic: makeTeachingTopic() });
    expect(screen.getAllByLabelText('This topic is a course: weekly classes booked together')).toHaveLength(1);
    fireEvent.click(screen.getAllByRole('button', { name: 'Save changes' })[0] as HTMLElement);
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ is_course: false }));
  });

  it('booked classes: price, length and level are read-only and the note says why', () => {
    render({ topic: makeTeachingTopic({ booked_classes: 2, max_booked: 4 }) });
    expect(screen.getByTestId('topic-locked-note').textContent).toBe(
      '2 upcoming classes of this topic are booked: the price, length and level stay as students booked them, and the spots cannot go below 4.',
    );
    for (const label of ['Price per class (USD)', 'Length', 'Level'])
      expect(screen.getByLabelText<HTMLInputElement>(label).disabled).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Title').disabled).toBe(false);
  });

  it("the server's refusal shows on top and at its field, in the display language", () => {
    render({
      topic: makeTeachingTopic(),
      serverError: new ApiClientError({ status: 409, code: 'TopicEditLocked', message: 'x', field: 'price' }),
    });
    const text = 'This change would alter a class students have already booked.';
    expect(screen.getByTestId('topic-form-refusal').textContent).toBe(text);
    expect(screen.getByLabelText('Price per class (USD)').getAttribute('aria-invalid')).toBe('true');
  });
});
