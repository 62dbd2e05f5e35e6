import { type Endpoint, getFoundation, putClassRoom } from '@app/api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeFoundation } from '../../testing/builders';
import { renderWithApp } from '../../testing/render';
import { DEFAULT_ROOM } from '../../testing/teaching-class-builders';
import { ClassRoomForm } from './class-room-form';

const call = vi.hoisted(() => vi.fn<(endpoint: Endpoint, args?: unknown) => Promise<unknown>>());
vi.mock('../../lib/api-client', () => ({ api: { call } }));
const OWN = { account: '955 1234 5678', pass_code: 'conv42', link: 'https://zoom.us/j/95512345678' };

describe("ClassRoomForm: one class's own room, or the teacher's default (issue 14)", () => {
  beforeEach(() => {
    call.mockReset();
    call.mockImplementation((endpoint, args) => {
      if (endpoint === getFoundation) return Promise.resolve({ data: makeFoundation({ role: 'TEACHER' }) });
      if (endpoint === putClassRoom) {
        const room = (args as { body: { room: unknown } }).body.room;
        return Promise.resolve({ data: { override: room, room: room ?? DEFAULT_ROOM } });
      }
      return Promise.reject(new Error(`unexpected ${endpoint.path}`));
    });
  });

  it('says the class uses her default room, and shows each mistake next to its field without sending', () => {
    renderWithApp(<ClassRoomForm classId={301} room={{ override: null, room: DEFAULT_ROOM, can_edit: true }} onSaved={vi.fn()} />);
    expect(screen.getByTestId('class-room-current').textContent).toContain('uses your default room: 812 3456 7890');
    expect(screen.queryByRole('button', { name: 'Use my default room' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Meeting ID'), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('Meeting link'), { target: { value: 'http://zoom.us/j/1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save for this class' }));
    expect(screen.getByLabelText('Meeting ID').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter the meeting ID: 9 to 11 digits.')).toBeTruthy();
    expect(screen.getByText('Enter the meeting link, starting with https://')).toBeTruthy();
    expect(call).not.toHaveBeenCalledWith(putClassRoom, expect.anything());
  });

  it('saves the class its own room and tells the page the answer', async () => {
    const onSaved = vi.fn();
    renderWithApp(<ClassRoomForm classId={301} room={{ override: null, room: DEFAULT_ROOM, can_edit: true }} onSaved={onSaved} />);
    fireEvent.change(screen.getByLabelText('Meeting ID'), { target: { value: OWN.account } });
    fireEvent.change(screen.getByLabelText('Passcode'), { target: { value: OWN.pass_code } });
    fireEvent.change(screen.getByLabelText('Meeting link'), { target: { value: OWN.link } });
    fireEvent.click(screen.getByRole('button', { name: 'Save for this class' }));
    await waitFor(() => {
      expect(call).toHaveBeenCalledWith(putClassRoom, { params: { id: 301 }, body: { room: OWN } });
    });
    expect(await screen.findByText('Saved. Students of this class join here.')).toBeTruthy();
    expect(onSaved).toHaveBeenCalledWith({ override: OWN, room: OWN });
  });

  it('takes a class with its own room back to her default room', async () => {
    const onSaved = vi.fn();
    renderWithApp(<ClassRoomForm classId={301} room={{ override: OWN, room: OWN, can_edit: true }} onSaved={onSaved} />);
    expect(screen.getByTestId('class-room-current').textContent).toBe('This class has its own room: 955 1234 5678.');
    fireEvent.click(screen.getByRole('button', { name: 'Use my default room' }));
    await waitFor(() => {
      expect(call).toHaveBeenCalledWith(putClassRoom, { params: { id: 301 }, body: { room: null } });
    });
    expect(await screen.findByText('This class uses your default room again.')).toBeTruthy();
    expect(onSaved).toHaveBeenCalledWith({ override: null, room: DEFAULT_ROOM });
  });

  it('only reads once the class is cancelled or over', () => {
    renderWithApp(<ClassRoomForm classId={301} room={{ override: OWN, room: OWN, can_edit: false }} onSaved={vi.fn()} />);
    expect(screen.getByText('This class is cancelled or over: its room can no longer change.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save for this class' })).toBeNull();
  });
});
