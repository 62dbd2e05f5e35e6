import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../testing/render';
import { KeywordBox, type KeywordHistory } from './keyword-box';

function setup({ keyword = '', history = {} }: { keyword?: string; history?: Partial<KeywordHistory> } = {}) {
  const onSubmit = vi.fn();
  const full: KeywordHistory = { enabled: false, words: [], onSave: vi.fn(), onDelete: vi.fn(), ...history };
  renderWithApp(<KeywordBox keyword={keyword} onSubmit={onSubmit} history={full} />);
  return { onSubmit, history: full, input: screen.getByTestId<HTMLInputElement>('keyword-input') };
}

describe('KeywordBox (001 §5 keyword rules, §2.1 history panel)', () => {
  it('strips leading whitespace while typing and submits the trimmed keyword', () => {
    const { input, onSubmit, history } = setup({ history: { enabled: true } });
    fireEvent.change(input, { target: { value: '   small talk ' } });
    expect(input.value).toBe('small talk ');
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(onSubmit).toHaveBeenCalledWith('small talk');
    expect(history.onSave).toHaveBeenCalledWith('small talk');
  });

  it('over 200 characters on Enter: GC883 toast, nothing searched; 200 is fine', async () => {
    const { input, onSubmit } = setup();
    fireEvent.change(input, { target: { value: 'a'.repeat(201) } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(await screen.findByText('200 characters only, please input valid keyword')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: 'a'.repeat(200) } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(onSubmit).toHaveBeenCalledWith('a'.repeat(200));
  });

  it('Backspace on a one-character box clears the keyword', () => {
    const { input, onSubmit } = setup({ keyword: 'x' });
    fireEvent.keyDown(input, { key: 'Backspace' });
    expect(input.value).toBe('');
    expect(onSubmit).toHaveBeenCalledWith('');
  });

  it('a visitor saves no history and sees no panel', () => {
    const { input, history } = setup({ history: { enabled: false, words: ['travel'] } });
    fireEvent.focus(input);
    expect(screen.queryByTestId('search-history')).toBeNull();
    fireEvent.change(input, { target: { value: 'food' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(history.onSave).not.toHaveBeenCalled();
  });

  it('a signed-in user sees the history on focus, picks a word and deletes the history', () => {
    const { input, onSubmit, history } = setup({ history: { enabled: true, words: ['travel', 'IELTS speaking'] } });
    fireEvent.focus(input);
    const chips = screen.getAllByTestId('history-chip');
    expect(chips.map((c) => c.textContent)).toEqual(['travel', 'IELTS speaking']);
    expect(chips[0]?.style.maxWidth).toBe('380px');
    fireEvent.click(chips[1] as HTMLElement);
    expect(onSubmit).toHaveBeenCalledWith('IELTS speaking');
    fireEvent.click(screen.getByTestId('history-delete'));
    expect(history.onDelete).toHaveBeenCalledOnce();
  });
});
