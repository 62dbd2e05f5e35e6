import type { GroupClassFacts } from './group-class';
import type { ClassStatus, ClassStudentStatus } from './statuses';
import { findViewerSeat, isCancelledOrProblemStatus } from '../spots/seat-count';

/** 000 §5: "Otherwise a note says the material appears after booking." The spec gives no exact text; this is ours. */
export const MATERIAL_AFTER_BOOKING_NOTE = 'The class material will be available here after you book this class.';

/** 000 §3: "attachments (each with file_url, file_name)". */
export interface ClassAttachment {
  readonly file_url?: string | null;
  readonly file_name?: string | null;
}

/**
 * - `download`: show download links for `files` (only attachments whose `file_url` is not blank).
 * - `note`: show MATERIAL_AFTER_BOOKING_NOTE.
 * - `none`: booked and allowed, but the class has no material: show nothing.
 */
export type MaterialAccess =
  | { readonly kind: 'download'; readonly files: readonly ClassAttachment[] }
  | { readonly kind: 'note'; readonly text: string }
  | { readonly kind: 'none' };

/** True for an attachment that really points at a file (non-blank `file_url`). */
function hasFile(attachment: ClassAttachment): boolean {
  return typeof attachment.file_url === 'string' && attachment.file_url.trim() !== '';
}

/** True iff the booking may receive material: a seat that is not CANCELLED or PROBLEM, in a class that is not CANCELLED. */
function isEntitledToMaterial(bookingStatus: ClassStudentStatus | null | undefined, classStatus: ClassStatus): boolean {
  return bookingStatus !== null && bookingStatus !== undefined && !isCancelledOrProblemStatus(bookingStatus) && classStatus !== 'CANCELLED';
}

/**
 * 000 §5: "Material download needs an attachment that exists, a student booking that is not
 * cancelled or problem, and a class that is not cancelled. Otherwise a note says the material
 * appears after booking."
 *
 * `bookingStatus` is the viewer's own seat status (null/undefined when not booked).
 * Decision: a booked student of a class with no attachment sees nothing (`none`), not the note,
 * since the note would be false for them. (000 §5 "If the download fails, a direct link is used" is
 * the web app's job: the `file_url` is that direct link.)
 *
 * `isClassTeacher` (issue 14): the class's own teacher is always entitled, as in `mayDownloadMaterials`.
 *
 * @example getMaterialAccess({ attachments: cls.attachments, bookingStatus: seat?.status, classStatus: cls.status })
 */
export function getMaterialAccess({
  attachments,
  bookingStatus,
  classStatus,
  isClassTeacher = false,
}: {
  attachments: readonly ClassAttachment[] | null | undefined;
  bookingStatus: ClassStudentStatus | null | undefined;
  classStatus: ClassStatus;
  isClassTeacher?: boolean;
}): MaterialAccess {
  if (!isClassTeacher && !isEntitledToMaterial(bookingStatus, classStatus)) {
    return { kind: 'note', text: MATERIAL_AFTER_BOOKING_NOTE };
  }
  const files = (attachments ?? []).filter(hasFile);
  return files.length > 0 ? { kind: 'download', files } : { kind: 'none' };
}

/**
 * The SERVER's rule for including `attachments` in a class response (and for serving a file).
 * DESIGN: "materials only to booked students of a class that is not cancelled"; 000 §5 as above.
 * True iff `studentId` holds a seat that is not CANCELLED or PROBLEM and the class is not CANCELLED.
 * No time condition: material stays available before, during and after the class.
 *
 * @example shouldSendMaterials({ groupClass, studentId: viewer.user_id }) // strip attachments when false
 */
export function shouldSendMaterials({
  groupClass,
  studentId,
}: {
  groupClass: Pick<GroupClassFacts, 'status' | 'group_class_students'>;
  studentId: number | null | undefined;
}): boolean {
  if (studentId === null || studentId === undefined) return false;
  const seat = findViewerSeat({ seats: groupClass.group_class_students, viewerId: studentId });
  return isEntitledToMaterial(seat?.status, groupClass.status);
}

/**
 * Issue 14: on her class's page the teacher sees "the materials". The class's own teacher may always
 * download her class's material (she prepared it; a cancelled class too); anyone else only under
 * `shouldSendMaterials` (a booked student of a class that is not cancelled).
 *
 * @example mayDownloadMaterials({ groupClass, viewerId: groupClass.teacher_id }) // true
 */
export function mayDownloadMaterials({
  groupClass,
  viewerId,
}: {
  groupClass: Pick<GroupClassFacts, 'teacher_id' | 'status' | 'group_class_students'>;
  viewerId: number | null | undefined;
}): boolean {
  if (viewerId !== null && viewerId !== undefined && viewerId === groupClass.teacher_id) return true;
  return shouldSendMaterials({ groupClass, studentId: viewerId });
}
