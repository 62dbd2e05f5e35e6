import { type Endpoint, getFoundation } from '@app/api';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { makeFoundation } from '../../testing/builders';
import { renderWithApp } from '../../testing/render';
import { makeRosterStudent, makeTeachingClass } from '../../testing/teaching-class-builders';
import { TeachingClassPanel } from './teaching-class-panel';

afterEach(() => {
  vi.restoreAllMocks();
});

beforeEach(() => {
  vi.spyOn(api, 'call').mockImplementation((endpoint: Endpoint) =>
    endpoint === getFoundation
      ? Promise.resolve({ data: makeFoundation({ user_id: 7, role: 'TEACHER' }) } as never)
      : Promise.reject(new Error(`unexpected ${endpoint.path}`)),
  );
});

describe('TeachingClassPanel', () => {
  it('before start with 1 booked: spots meter, the spots line, Cancel class, and when Join opens', () => {
    renderWithApp(
      <TeachingClassPanel
        view={makeTeachingClass({ students: [makeRosterStudent()] })}
        offer={{ phase: 'before', canJoin: false, canCancel: true, attendanceOpen: false }}
      />,
    );
    expect(screen.getByTestId('teaching-class-spots').textContent).toBe('1 of 6 spots booked');
    expect(screen.getByRole('meter').getAttribute('value')).toBe('1');
    expect(screen.getByText('5 spots left')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel class' })).toBeTruthy();
    expect(screen.getByText('Join opens 10 minutes before the class starts.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Join class' })).toBeNull();
  });

  it('live: Join class to the video room, no Cancel, no note', () => {
    renderWithApp(
      <TeachingClassPanel view={makeTeachingClass()} offer={{ phase: 'live', canJoin: true, canCancel: false, attendanceOpen: true }} />,
    );
    expect(screen.getByRole('link', { name: 'Join class' }).getAttribute('href')).toBe('/video-room/301');
    expect(screen.queryByRole('button', { name: 'Cancel class' })).toBeNull();
    expect(screen.queryByTestId('teaching-class-cancel-note')).toBeNull();
    expect(screen.getByTestId('teaching-class-phase').textContent).toBe('In progress');
  });

  it('before start with 2 booked: says why there is no Cancel', () => {
    renderWithApp(
      <TeachingClassPanel
        view={makeTeachingClass()}
        offer={{ phase: 'before', canJoin: false, canCancel: false, attendanceOpen: false }}
      />,
    );
    expect(screen.getByTestId('teaching-class-cancel-note').textContent).toBe(
      'Only a class with fewer than 2 booked spots can be cancelled before it starts.',
    );
  });
});
