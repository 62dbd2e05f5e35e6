import { ApiClientError, getFoundation, type Endpoint } from '@app/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeFoundation } from '../../testing/builders';
import { renderWithApp } from '../../testing/render';
import { AvailabilityForm } from './availability-form';
import { EMPTY_VIEW, FILLED_VIEW, MISTAKES_VIEW, STORY_NOW, STORY_TODAY } from './stories-data';

const call = vi.hoisted(() => vi.fn<(endpoint: Endpoint, args?: unknown) => Promise<unknown>>());
vi.mock('../../lib/api-client', () => ({ api: { call } }));

describe('AvailabilityForm: weekly hours in her zone, date exceptions, the lesson offer', () => {
  beforeEach(() => {
    call.mockReset();
    call.mockImplementation((endpoint) =>
      endpoint === getFoundation
        ? Promise.resolve({ data: makeFoundation({ role: 'TEACHER' }) })
        : Promise.reject(new Error(endpoint.path)),
    );
  });

  it('shows the zone with its offset and each weekday, Unavailable when empty', () => {
    renderWithApp(<AvailabilityForm view={EMPTY_VIEW} today={STORY_TODAY} now={STORY_NOW} submit={vi.fn()} />);
    expect(screen.getByLabelText<HTMLInputElement>('Time zone').value).toBe('Europe/Madrid');
    expect(screen.getByText('Your hours are in this zone, now UTC+01:00.')).toBeTruthy();
    expect(screen.getAllByText('Unavailable')).toHaveLength(7);
  });

  it('adds hours on a weekday and a day off, and sends them as the shared body', async () => {
    const submit = vi.fn().mockResolvedValue({ ...FILLED_VIEW, open_slots: 42 });
    renderWithApp(<AvailabilityForm view={EMPTY_VIEW} today={STORY_TODAY} now={STORY_NOW} submit={submit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add hours on Monday' }));
    fireEvent.change(screen.getByLabelText('Monday: hours 1 from'), { target: { value: '08:00' } });
    fireEvent.change(screen.getByLabelText('Monday: hours 1 to'), { target: { value: '10:30' } });
    fireEvent.click(screen.getByRole('button', { name: '+ Add a date' }));
    fireEvent.change(screen.getByLabelText('Date of exception 1'), { target: { value: '2026-03-16' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    await waitFor(() => {
      expect(submit).toHaveBeenCalledWith({
        zone: 'Europe/Madrid',
        weekly: [{ weekday: 1, start: '08:00', end: '10:30' }],
        exceptions: [{ date: '2026-03-16', ranges: [] }],
        offer: { has_trial: true, trial_price: 500, min_price: 1500, instant_booking: false },
      });
    });
    expect(await screen.findByText('Saved. 42 lesson times are open over the next 8 weeks.')).toBeTruthy();
  });

  it('puts each mistake next to its field and sends nothing', () => {
    const submit = vi.fn();
    renderWithApp(<AvailabilityForm view={MISTAKES_VIEW} today={STORY_TODAY} now={STORY_NOW} submit={submit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(submit).not.toHaveBeenCalled();
    const tuesday = within(screen.getByTestId('weekday-2'));
    expect(tuesday.getByText('The end must be after the start.')).toBeTruthy();
    expect(tuesday.getByLabelText('Tuesday: hours 1 to').getAttribute('aria-invalid')).toBe('true');
    expect(within(screen.getByTestId('weekday-4')).getByText('Overlaps other hours of the same day.')).toBeTruthy();
    expect(screen.getByText('The trial may not cost more than a regular 30-minute lesson.')).toBeTruthy();
  });

  it("shows the server's refusal of a date at that date, in the display language", async () => {
    const submit = vi.fn().mockRejectedValue(
      new ApiClientError({
        status: 400,
        code: 'InvalidRequest',
        message: 'exceptions.0.date: This date has passed in your time zone',
        field: 'exceptions.0.date',
      }),
    );
    renderWithApp(<AvailabilityForm view={FILLED_VIEW} today={STORY_TODAY} now={STORY_NOW} submit={submit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(await screen.findByText('This date has passed in your time zone.')).toBeTruthy();
    expect(screen.getByLabelText('Date of exception 1').getAttribute('aria-invalid')).toBe('true');
  });
});
