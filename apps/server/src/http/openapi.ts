import * as contract from '@app/api';
import { ERROR_STATUS, type Endpoint, type ErrorCode, errorCodesOf } from '@app/api';
import { z } from 'zod';

function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value && 'access' in value;
}

/** Every endpoint of the contract, in a stable order. */
export function listEndpoints(): Endpoint[] {
  const exported: unknown[] = Object.values(contract);
  return exported.filter(isEndpoint).sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') => z.toJSONSchema(schema, { io, unrepresentable: 'any' });

/** `/v2/x/:id{[0-9]+}` -> `/v2/x/{id}` */
const openApiPath = (path: string): string => `/api${path.replace(/:([A-Za-z_]+)(\{[^}]*\})?/g, '{$1}')}`;

function parameters(endpoint: Endpoint): object[] {
  const out: object[] = [];
  for (const [where, schema] of [
    ['path', endpoint.params],
    ['query', endpoint.query],
  ] as const) {
    if (!schema) continue;
    const json = jsonSchema(schema, 'input') as { properties?: Record<string, object>; required?: string[] };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      out.push({ name, in: where, required: where === 'path' || (json.required ?? []).includes(name), schema: property });
    }
  }
  return out;
}

const STATUS_TEXT: Readonly<Record<number, string>> = {
  400: 'Bad request',
  401: 'Not signed in',
  402: 'Payment required',
  403: 'Forbidden',
  404: 'Not found',
  409: 'Refused',
  413: 'Body too large',
  422: 'Unprocessable',
  429: 'Too many requests',
  500: 'Internal error',
};

/**
 * The error answers of `endpoint`, one per status, each with the `error.code`s it may carry (the
 * closed list of `errorCodesOf`).
 */
function errorResponses(endpoint: Endpoint): Record<string, object> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorCodesOf(endpoint)) byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
  const errorBody = jsonSchema(contract.ErrorBodySchema, 'output') as unknown as {
    properties: { error: { properties: Record<string, object> } };
  };
  const out: Record<string, object> = {};
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    const schema = structuredClone(errorBody);
    schema.properties.error.properties.code = { type: 'string', enum: codes };
    out[String(status)] = {
      description: `${STATUS_TEXT[status] ?? 'Error'}: ${codes.join(', ')}`,
      content: { 'application/json': { schema } },
    };
  }
  return out;
}

/**
 * The OpenAPI 3.1 document, generated from the same zod schemas the server validates with and the
 * client parses with, so it cannot drift from the code.
 */
export function buildOpenApiDocument(): object {
  const paths: Record<string, Record<string, object>> = {};
  for (const endpoint of listEndpoints()) {
    const path = openApiPath(endpoint.path);
    const operation: Record<string, unknown> = {
      summary: endpoint.summary,
      'x-access': endpoint.access,
      parameters: parameters(endpoint),
      responses: {
        200: {
          description: endpoint.paging === 'header' ? 'The list; `X-Has-Next: 1` when there is a next page.' : 'OK',
          content: { 'application/json': { schema: jsonSchema(endpoint.response, 'output') } },
        },
        ...errorResponses(endpoint),
      },
    };
    if (endpoint.body)
      operation.requestBody = { required: true, content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } } };
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation };
  }
  return { openapi: '3.1.0', info: { title: 'Language marketplace API', version: '0.1.0' }, paths };
}
