import { ApiClientError } from '@app/api';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../testing/render';
import { makeRosterStudent, makeTeachingClass } from '../../testing/teaching-class-builders';
import { ClassRoster } from './class-roster';

describe('ClassRoster', () => {
  it('before start: the booked students with their level (or that none was given), no attendance choices', () => {
    renderWithApp(<ClassRoster view={makeTeachingClass()} offer={{ phase: 'before', attendanceOpen: false }} onSave={vi.fn()} />);
    const rows = screen.getAllByTestId('roster-student');
    expect(rows.map((row) => row.textContent)).toEqual(['EWEmma W.Level B1', 'LPLuis P.Level not given']);
    expect(screen.getByText('You can mark who attended once the class has started.')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('attendance open: a labelled radio pair per student; saving sends only the marked students, parsed by the API schema', () => {
    const onSave = vi.fn();
    renderWithApp(<ClassRoster view={makeTeachingClass()} offer={{ phase: 'live', attendanceOpen: true }} onSave={onSave} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save attendance' }));
    expect(screen.getByRole('alert').textContent).toBe('Mark at least one student as attended or absent.');
    expect(onSave).not.toHaveBeenCalled();

    const emma = screen.getByRole('group', { name: 'Did Emma W. attend?' });
    fireEvent.click(within(emma).getByRole('radio', { name: 'Attended' }));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save attendance' }));
    expect(onSave).toHaveBeenCalledWith({ marks: [{ student_id: 500, attended: true }] });
  });

  it('shows saved marks checked, the saved note, and a refusal in the display language', () => {
    const view = makeTeachingClass({
      students: [makeRosterStudent({ attended: false, marked_at: '2026-11-25T18:05:00.000Z' })],
    });
    const { rerenderInApp } = renderWithApp(
      <ClassRoster view={view} offer={{ phase: 'ended', attendanceOpen: true }} onSave={vi.fn()} savedAt={1} />,
    );
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Absent' }).checked).toBe(true);
    expect(screen.getByTestId('attendance-saved').textContent).toBe('Attendance saved.');
    rerenderInApp(
      <ClassRoster
        view={view}
        offer={{ phase: 'ended', attendanceOpen: true }}
        onSave={vi.fn()}
        saveError={new ApiClientError({ status: 409, code: 'AttendanceClosed', message: 'closed' })}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Attendance can be marked until 7 days after the class ends.');
  });

  it('window closed: the marks read only', () => {
    const view = makeTeachingClass({ students: [makeRosterStudent({ attended: true, marked_at: '2026-11-25T18:05:00.000Z' })] });
    renderWithApp(<ClassRoster view={view} offer={{ phase: 'ended', attendanceOpen: false }} onSave={vi.fn()} />);
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByTestId('attendance-mark').textContent).toBe('Attended');
  });
});
