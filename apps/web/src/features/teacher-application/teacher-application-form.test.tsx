import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../testing/render';
import { makeApplicationOptions, makeTeacherApplication } from '../../testing/teacher-application-builders';
import { TeacherApplicationForm } from './teacher-application-form';

const errorOf = (label: RegExp) => {
  const input = screen.getByLabelText(label);
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  const errorId = ids.find((id) => id.endsWith('-error'));
  expect(input.getAttribute('aria-invalid')).toBe('true');
  return errorId ? document.getElementById(errorId)?.textContent : undefined;
};

describe('the "Become a teacher" form (issue 14)', () => {
  it('checks every field with the shared schema on submit and shows each error next to its field, sending nothing', async () => {
    const onSubmit = vi.fn();
    renderWithApp(<TeacherApplicationForm options={makeApplicationOptions()} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/About you/), 'Too short.');
    await user.type(screen.getByLabelText(/Trial lesson price/), '30');
    await user.type(screen.getByLabelText(/Intro video link/), 'https://example.com/me.mp4');
    await user.click(screen.getByRole('button', { name: 'Send my application' }));

    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Please correct the fields marked below.');
    expect(errorOf(/Language 1/)).toBe('Choose a language from the list.');
    expect(errorOf(/About you/)).toBe('Too short: at least 50 characters.');
    expect(errorOf(/Short signature/)).toBe('Too short: at least 5 characters.');
    expect(errorOf(/Country you are from/)).toBe('Choose a country from the list.');
    expect(errorOf(/Regular lesson price/)).toBe('Enter a price in dollars, such as 15 or 15.50.');
    expect(errorOf(/Intro video link/)).toBe('Use a YouTube or Vimeo link.');

    await user.type(screen.getByLabelText(/Regular lesson price/), '20');
    await user.click(screen.getByRole('button', { name: 'Send my application' }));
    expect(errorOf(/Trial lesson price/)).toBe('The trial price may not be above your regular price.');
  });

  it('sends the application in USD cents once it is valid, several languages included', async () => {
    const onSubmit = vi.fn();
    renderWithApp(<TeacherApplicationForm options={makeApplicationOptions()} initial={makeTeacherApplication()} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    const trial = screen.getByLabelText(/Trial lesson price/);
    await user.clear(trial);
    await user.type(trial, '7.50');
    await user.click(screen.getByRole('button', { name: 'Send my application' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        languages: [
          { language: 'italian', level: 7 },
          { language: 'english', level: 5 },
        ],
        country: 'IT',
        trial_price: 750,
        regular_price: 2200,
        video_url: 'https://www.youtube.com/watch?v=giulia-intro',
      }),
    );
  });
});
