import { decideDropClass } from '@app/domain';

// The booking as just re-read, and the class's start: an ISO instant with an offset, epoch ms or a Date.
const booking = { orderStatus: 'SCHEDULED', start: '2026-03-12T18:00:00Z' } as const;

console.log(decideDropClass({ ...booking, now: '2026-03-11T17:59:59Z' }).outcome); // → 'cancel'
console.log(decideDropClass({ ...booking, now: '2026-03-11T18:00:00Z' })); // → { outcome: 'too-late', message: 'Classes can only be dropped more than 24 hours before they start.' }
