// The database tables, for browser tests that arrange or read state next to the running server.
export * from '../db/schema-accounts';
export * from '../db/schema-catalog';
export * from '../db/schema-discovery';
export * from '../db/schema-support';
