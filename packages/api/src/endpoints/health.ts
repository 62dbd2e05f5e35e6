import { defineRawEndpoint } from '../contract/raw-endpoint';

export const getHealth = defineRawEndpoint({
  method: 'GET',
  path: '/health',
  access: 'public',
  summary:
    'Is the process up and the database reachable: `{ status, database: { kind, reachable }, time }`, 200, or 503 with the same body when the database does not answer.',
  rawResponse: 'application/json',
});

export const getOpenApiDocument = defineRawEndpoint({
  method: 'GET',
  path: '/openapi.json',
  access: 'public',
  summary: 'This OpenAPI 3.1 document, generated from the contract.',
  rawResponse: 'application/json',
});
