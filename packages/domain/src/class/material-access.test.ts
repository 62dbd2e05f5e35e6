import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeGroupClass, makeSeat, STUDENT_ID } from '../testing/builders';
import { classStatusArb, classStudentStatusArb } from '../testing/class-course-builders';
import { getMaterialAccess, MATERIAL_AFTER_BOOKING_NOTE, mayDownloadMaterials, shouldSendMaterials } from './material-access';

const pdf = { file_url: 'https://files.example/a.pdf', file_name: 'a.pdf' };
const note = { kind: 'note', text: MATERIAL_AFTER_BOOKING_NOTE };

describe('getMaterialAccess: 000 §5 "Material download needs an attachment that exists, a student booking that is not cancelled or problem, and a class that is not cancelled."', () => {
  it('booked, class not cancelled, attachment exists -> download', () => {
    expect(getMaterialAccess({ attachments: [pdf], bookingStatus: 'SCHEDULED', classStatus: 'UPCOMING' })).toEqual({
      kind: 'download',
      files: [pdf],
    });
    expect(getMaterialAccess({ attachments: [pdf], bookingStatus: 'CONFIRMED', classStatus: 'FINISHED' }).kind).toBe('download');
  });
  it('"Otherwise a note says the material appears after booking."', () => {
    expect(getMaterialAccess({ attachments: [pdf], bookingStatus: null, classStatus: 'UPCOMING' })).toEqual(note);
    expect(getMaterialAccess({ attachments: [pdf], bookingStatus: 'CANCELLED', classStatus: 'UPCOMING' })).toEqual(note);
    expect(getMaterialAccess({ attachments: [pdf], bookingStatus: 'PROBLEM', classStatus: 'UPCOMING' })).toEqual(note);
    expect(getMaterialAccess({ attachments: [pdf], bookingStatus: 'SCHEDULED', classStatus: 'CANCELLED' })).toEqual(note);
  });
  it('an attachment without a file_url does not exist; a booked student with no material sees nothing', () => {
    expect(
      getMaterialAccess({ attachments: [{ file_url: ' ', file_name: 'x' }, pdf], bookingStatus: 'SCHEDULED', classStatus: 'UPCOMING' }),
    ).toEqual({ kind: 'download', files: [pdf] });
    expect(getMaterialAccess({ attachments: [{ file_url: '' }], bookingStatus: 'SCHEDULED', classStatus: 'UPCOMING' })).toEqual({
      kind: 'none',
    });
    expect(getMaterialAccess({ attachments: null, bookingStatus: 'SCHEDULED', classStatus: 'UPCOMING' })).toEqual({ kind: 'none' });
  });
  it('property: download iff a file exists, the seat is SCHEDULED/CONFIRMED and the class is not CANCELLED; the server agrees', () => {
    fc.assert(
      fc.property(fc.option(classStudentStatusArb, { nil: null }), classStatusArb, fc.boolean(), (bookingStatus, classStatus, withFile) => {
        const entitled = (bookingStatus === 'SCHEDULED' || bookingStatus === 'CONFIRMED') && classStatus !== 'CANCELLED';
        const access = getMaterialAccess({ attachments: withFile ? [pdf] : [], bookingStatus, classStatus });
        expect(access.kind).toBe(!entitled ? 'note' : withFile ? 'download' : 'none');
        const groupClass = makeGroupClass({
          status: classStatus,
          group_class_students: bookingStatus === null ? [] : [makeSeat({ status: bookingStatus })],
        });
        expect(shouldSendMaterials({ groupClass, studentId: STUDENT_ID })).toBe(entitled);
      }),
    );
  });
  it('shouldSendMaterials: never to a visitor or another user', () => {
    const groupClass = makeGroupClass({ group_class_students: [makeSeat()] });
    expect(shouldSendMaterials({ groupClass, studentId: null })).toBe(false);
    expect(shouldSendMaterials({ groupClass, studentId: STUDENT_ID + 1 })).toBe(false);
  });
});

describe('mayDownloadMaterials: issue 14, the teacher sees "the materials" of her own class', () => {
  it("the class's teacher always may, a cancelled class too; a stranger may not; a booked student as shouldSendMaterials", () => {
    const teacherId = 900;
    const groupClass = makeGroupClass({ teacher_id: teacherId, group_class_students: [makeSeat({ student_id: STUDENT_ID })] });
    expect(mayDownloadMaterials({ groupClass, viewerId: teacherId })).toBe(true);
    expect(mayDownloadMaterials({ groupClass: { ...groupClass, status: 'CANCELLED' }, viewerId: teacherId })).toBe(true);
    expect(mayDownloadMaterials({ groupClass, viewerId: STUDENT_ID })).toBe(true);
    expect(mayDownloadMaterials({ groupClass, viewerId: 12345 })).toBe(false);
    expect(mayDownloadMaterials({ groupClass, viewerId: null })).toBe(false);
  });
  it('property: any class and seats: the teacher yes, anyone else exactly shouldSendMaterials', () => {
    fc.assert(
      fc.property(
        classStatusArb,
        fc.option(classStudentStatusArb, { nil: null }),
        fc.constantFrom(900, STUDENT_ID, 7, null),
        (status, seatStatus, viewerId) => {
          const seats = seatStatus === null ? [] : [makeSeat({ student_id: STUDENT_ID, status: seatStatus })];
          const groupClass = makeGroupClass({ teacher_id: 900, status, group_class_students: seats });
          expect(mayDownloadMaterials({ groupClass, viewerId })).toBe(
            viewerId === 900 || shouldSendMaterials({ groupClass, studentId: viewerId }),
          );
        },
      ),
    );
  });
});

describe('getMaterialAccess for the class\'s teacher (issue 14: she sees "the materials")', () => {
  it('isClassTeacher: download (or none) without a seat, a cancelled class too', () => {
    expect(getMaterialAccess({ attachments: [pdf], bookingStatus: null, classStatus: 'CANCELLED', isClassTeacher: true })).toEqual({
      kind: 'download',
      files: [pdf],
    });
    expect(getMaterialAccess({ attachments: [], bookingStatus: null, classStatus: 'UPCOMING', isClassTeacher: true })).toEqual({
      kind: 'none',
    });
    expect(getMaterialAccess({ attachments: [pdf], bookingStatus: null, classStatus: 'UPCOMING', isClassTeacher: false })).toEqual(note);
  });
});
