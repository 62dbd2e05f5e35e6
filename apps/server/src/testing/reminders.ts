// The reminder job, for browser tests: the e2e server runs no sweeper, so a spec runs the job at the instant it needs.
export { sendDueReminders } from '../jobs/class-reminders';
