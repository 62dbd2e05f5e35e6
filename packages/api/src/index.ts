export * from './contract/endpoint';
export * from './contract/errors';
export * from './contract/query';
export * from './client/query-string';
export * from './client/create-client';
export * from './schemas/user';
export * from './endpoints/accounts';
