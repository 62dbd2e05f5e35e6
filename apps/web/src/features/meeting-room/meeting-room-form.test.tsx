import { ApiClientError, type Endpoint, getFoundation, putTeacherRoom } from '@app/api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeFoundation } from '../../testing/builders';
import { renderWithApp } from '../../testing/render';
import { MeetingRoomForm } from './meeting-room-form';

const call = vi.hoisted(() => vi.fn<(endpoint: Endpoint, args?: unknown) => Promise<unknown>>());
vi.mock('../../lib/api-client', () => ({ api: { call } }));
const ROOM = { account: '812 3456 7890', pass_code: 'kp2026', link: 'https://zoom.us/j/81234567890?pwd=kp2026' };

describe("MeetingRoomForm: the teacher's default room, checked by MeetingRoomSchema", () => {
  beforeEach(() => {
    call.mockReset();
    call.mockImplementation((endpoint, args) => {
      if (endpoint === getFoundation) return Promise.resolve({ data: makeFoundation({ role: 'TEACHER' }) });
      if (endpoint === putTeacherRoom) return Promise.resolve({ data: { room: (args as { body: unknown }).body } });
      return Promise.reject(new Error(`unexpected ${endpoint.path}`));
    });
  });

  it('shows each mistake next to its field and sends nothing', () => {
    renderWithApp(<MeetingRoomForm room={{ account: '1234', pass_code: '', link: 'http://zoom.us/j/1' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save room' }));
    expect(screen.getByLabelText('Meeting ID').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter the meeting ID: 9 to 11 digits.')).toBeTruthy();
    expect(screen.getByText('Enter the passcode: up to 10 letters, digits or @ - _ *.')).toBeTruthy();
    expect(screen.getByText('Enter the meeting link, starting with https://')).toBeTruthy();
    expect(call).not.toHaveBeenCalledWith(putTeacherRoom, expect.anything());
  });

  it('saves a valid room through PUT /v1/teaching/room', async () => {
    renderWithApp(<MeetingRoomForm room={null} />);
    fireEvent.change(screen.getByLabelText('Meeting ID'), { target: { value: ROOM.account } });
    fireEvent.change(screen.getByLabelText('Passcode'), { target: { value: ROOM.pass_code } });
    fireEvent.change(screen.getByLabelText('Meeting link'), { target: { value: ROOM.link } });
    fireEvent.click(screen.getByRole('button', { name: 'Save room' }));
    await waitFor(() => {
      expect(call).toHaveBeenCalledWith(putTeacherRoom, { body: ROOM });
    });
    expect(await screen.findByText('Saved. Your classes will use this room.')).toBeTruthy();
  });

  it('while saving: the fields and Save wait, and the status says Saving…; then Saved', async () => {
    let answer: (value: unknown) => void = () => undefined;
    call.mockImplementation((endpoint) => {
      if (endpoint === getFoundation) return Promise.resolve({ data: makeFoundation({ role: 'TEACHER' }) });
      return new Promise((resolve) => {
        answer = resolve;
      });
    });
    renderWithApp(<MeetingRoomForm room={ROOM} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save room' }));
    expect(await screen.findByText('Saving…')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save room' }).disabled).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Meeting ID').disabled).toBe(true);
    answer({ data: { room: ROOM } });
    expect(await screen.findByText('Saved. Your classes will use this room.')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save room' }).disabled).toBe(false);
  });

  it('a failed save says so in the status line, and Save can be pressed again', async () => {
    call.mockImplementation((endpoint) =>
      endpoint === getFoundation
        ? Promise.resolve({ data: makeFoundation({ role: 'TEACHER' }) })
        : Promise.reject(new ApiClientError({ status: 0, code: 'NetworkError', message: 'offline' })),
    );
    renderWithApp(<MeetingRoomForm room={ROOM} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save room' }));
    expect((await screen.findByText('Could not save. Please try again.')).getAttribute('role')).toBe('status');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save room' }).disabled).toBe(false);
  });
});
