import { type Endpoint, getFoundation, updateMailPreferences } from '@app/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeFoundation } from '../../testing/builders';
import { renderWithApp } from '../../testing/render';
import { MailPreferencesForm, shownMailKinds } from './mail-preferences-section';

const call = vi.hoisted(() => vi.fn<(endpoint: Endpoint, args?: unknown) => Promise<unknown>>());
vi.mock('../../lib/api-client', () => ({ api: { call } }));

const allOn = { reminder_24h: true, reminder_1h: true, teacher_new_booking: true };

describe('Emails in /settings (issue 15: "a per-kind setting")', () => {
  beforeEach(() => {
    call.mockReset();
    call.mockImplementation((endpoint, args) => {
      if (endpoint === getFoundation) return Promise.resolve({ data: makeFoundation() });
      if (endpoint === updateMailPreferences)
        return Promise.resolve({ data: { preferences: { ...allOn, ...(args as { body: object }).body } } });
      return Promise.reject(new Error(`unexpected ${endpoint.path}`));
    });
  });

  it('a student sees the two reminders (a teacher also new bookings), each a labelled checkbox with its hint', () => {
    expect(shownMailKinds(false)).toEqual(['reminder_24h', 'reminder_1h']);
    expect(shownMailKinds(true)).toEqual(['reminder_24h', 'reminder_1h', 'teacher_new_booking']);
    renderWithApp(<MailPreferencesForm saved={{ ...allOn, reminder_1h: false }} kinds={shownMailKinds(false)} />);
    const day = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Class reminder a day before' });
    expect(day.checked).toBe(true);
    expect(day.getAttribute('aria-describedby')).toBe('mail-kind-reminder_24h-hint');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Class reminder an hour before' }).checked).toBe(false);
    expect(screen.queryByRole('checkbox', { name: 'New bookings (teachers)' })).toBeNull();
  });

  it('saves the shown kinds with the keyboard and says so', async () => {
    renderWithApp(<MailPreferencesForm saved={allOn} kinds={shownMailKinds(false)} />);
    const user = userEvent.setup();
    screen.getByRole('checkbox', { name: 'Class reminder a day before' }).focus();
    await user.keyboard(' ');
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => {
      expect(call).toHaveBeenCalledWith(updateMailPreferences, { body: { reminder_24h: false, reminder_1h: true } });
    });
    expect((await screen.findByText('Email settings saved.')).closest('[role="status"]')).not.toBeNull();
  });

  it('a failed save says so next to the button', async () => {
    call.mockImplementation((endpoint) =>
      endpoint === updateMailPreferences ? Promise.reject(new Error('down')) : Promise.resolve({ data: makeFoundation() }),
    );
    renderWithApp(<MailPreferencesForm saved={allOn} kinds={shownMailKinds(true)} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save email settings' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your email settings could not be saved. Please try again.');
  });
});
