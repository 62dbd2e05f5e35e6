// ESM: every entry but the schemas, which need zod (an optional peer), and one rule called.
import * as domain from '@app/domain';
import * as time from '@app/domain/time';
import * as booking from '@app/domain/booking';
import * as search from '@app/domain/search';
import * as teachers from '@app/domain/teachers';
import { isWithinDays } from '@app/domain';

const keys = (module) => Object.keys(module).sort();
console.log(
  JSON.stringify({
    domain: keys(domain),
    time: keys(time),
    booking: keys(booking),
    search: keys(search),
    teachers: keys(teachers),
    call: isWithinDays({ dayOffset: 2, days: 3 }),
  }),
);
