import type { GroupClass } from '@app/api';
import { type ClassSeat, countTakenSeats } from '@app/domain';

/** No user has id 0: it stands for a seat the server counts but does not name. */
const UNNAMED_STUDENT_ID = 0;

/**
 * The seat list the domain's spot and bookability rules read. The class detail names only the
 * viewer's own seats (the teacher gets them all) and counts the rest in `taken_seats`, so each
 * other taken seat is stood in for by an unnamed taken one: the counts, "Booked by you" and the
 * capacity check come out as they would from the whole roster.
 */
export function seatsForRules(cls: Pick<GroupClass, 'group_class_students' | 'taken_seats'>): ClassSeat[] {
  const unnamed = Math.max(0, cls.taken_seats - countTakenSeats(cls.group_class_students));
  return [
    ...cls.group_class_students,
    ...Array.from({ length: unnamed }, () => ({ student_id: UNNAMED_STUDENT_ID, status: 'SCHEDULED' as const })),
  ];
}
