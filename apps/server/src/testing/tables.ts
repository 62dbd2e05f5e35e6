// The database tables, for browser tests that arrange or read state next to the running server.
export * from '../db/schema-accounts';
export * from '../db/schema-catalog';
export * from '../db/schema-discovery';
export * from '../db/schema-lessons';
export * from '../db/schema-support';
export * from '../db/schema-teacher-earnings';
/** The row filter the browser tests need to change one row after a page loaded (they have no drizzle of their own). */
export { eq } from 'drizzle-orm';
