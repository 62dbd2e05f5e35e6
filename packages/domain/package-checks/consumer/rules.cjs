// CommonJS: the same entries through require.
const domain = require('@app/domain');
const time = require('@app/domain/time');
const booking = require('@app/domain/booking');
const search = require('@app/domain/search');
const teachers = require('@app/domain/teachers');

const keys = (module) => Object.keys(module).sort();
console.log(
  JSON.stringify({
    domain: keys(domain),
    time: keys(time),
    booking: keys(booking),
    search: keys(search),
    teachers: keys(teachers),
    call: domain.isWithinDays({ dayOffset: 2, days: 3 }),
  }),
);
