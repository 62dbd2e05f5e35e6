export * from './contract/endpoint';
export * from './contract/errors';
export * from './client/query-string';
export * from './client/create-client';
