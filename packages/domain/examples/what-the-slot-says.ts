import { getSpotsDisplay } from '@app/domain';

// A class for 6 with three seats taken; a cancelled seat does not count.
const seats = [
  { student_id: 11, status: 'SCHEDULED' },
  { student_id: 12, status: 'SCHEDULED' },
  { student_id: 13, status: 'SCHEDULED' },
  { student_id: 14, status: 'CANCELLED' },
] as const;

console.log(getSpotsDisplay({ capacity: 6, seats, viewerId: 99 }).text); // → 'Only 3 spots left'
console.log(getSpotsDisplay({ capacity: 6, seats, viewerId: 12 }).text); // → 'Booked by you'
console.log(getSpotsDisplay({ capacity: 6, seats: [], viewerId: null }).text); // → 'Be the first!'
