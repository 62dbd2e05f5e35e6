import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { FaqAccordion } from './faq-accordion';

const shown = (text: string) => !(screen.getByText(text).closest('[role=region]') as HTMLElement).hidden;
const ITEMS = [
  { question: 'Q1', answer: 'A1' },
  { question: 'Q2', answer: 'A2', more: 'More 2' },
  { question: 'Q3', answer: 'A3' },
];

it('keeps at most one panel open: opening one closes the other, clicking the open one closes it', () => {
  render(<FaqAccordion items={ITEMS} initialOpen={0} />);
  const buttons = screen.getAllByRole('button');
  const expanded = () => buttons.map((b) => b.getAttribute('aria-expanded'));
  expect(expanded()).toEqual(['true', 'false', 'false']);
  expect(shown('A1')).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: 'Q2' }));
  expect(expanded()).toEqual(['false', 'true', 'false']);
  expect(shown('More 2')).toBe(true);
  expect(shown('A1')).toBe(false);
  fireEvent.click(screen.getByRole('button', { name: 'Q2' }));
  expect(expanded()).toEqual(['false', 'false', 'false']);
});
