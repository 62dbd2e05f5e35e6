import { ERROR_STATUS, ErrorBodySchema, type Endpoint, type ErrorCode, errorCodesOf, type RawEndpoint } from '@app/api';
import { z } from 'zod';
import { listEndpoints, listRawEndpoints } from './contract-endpoints';
import { OUTSIDE_CONTRACT_ROUTES, type OutsideRoute } from './outside-contract';

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') => z.toJSONSchema(schema, { io, unrepresentable: 'any' });

/** `/v2/x/:id{[0-9]+}` -> `/v2/x/{id}` */
const openApiPath = (path: string): string => `/api${path.replace(/:([A-Za-z_]+)(\{[^}]*\})?/g, '{$1}')}`;

function parameters(endpoint: Pick<Endpoint, 'params' | 'query'>): object[] {
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
  415: 'Unsupported media type',
  422: 'Unprocessable',
  429: 'Too many requests',
  500: 'Internal error',
  503: 'Unavailable',
};

/** The error answers of a route, one per status, each with the `error.code`s it may carry. */
function errorResponses(codes: readonly ErrorCode[]): Record<string, object> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
  const errorBody = jsonSchema(ErrorBodySchema, 'output') as unknown as {
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

function jsonOperation(endpoint: Endpoint): object {
  return {
    summary: endpoint.summary,
    'x-access': endpoint.access,
    parameters: parameters(endpoint),
    ...(endpoint.body && {
      requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } } },
    }),
    responses: {
      200: {
        description: endpoint.paging === 'header' ? 'The list; `X-Has-Next: 1` when there is a next page.' : 'OK',
        content: { 'application/json': { schema: jsonSchema(endpoint.response, 'output') } },
      },
      ...errorResponses(errorCodesOf(endpoint)),
    },
  };
}

function rawOperation(endpoint: RawEndpoint): object {
  return {
    summary: endpoint.summary,
    'x-access': endpoint.access,
    parameters: parameters(endpoint),
    responses: {
      200: { description: 'OK', content: { [endpoint.rawResponse]: { schema: { type: 'string', format: 'binary' } } } },
      ...errorResponses(errorCodesOf(endpoint)),
    },
  };
}

/** A route outside the contract: no schemas to show, so its path parameters are text; its codes are its own full list. */
function outsideOperation(route: OutsideRoute): object {
  return {
    summary: route.summary,
    'x-outside-contract': route.why,
    parameters: [...route.path.matchAll(/:([A-Za-z_]+)/g)].map(([, name]) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    })),
    responses: { 200: { description: 'OK' }, ...errorResponses(route.errors) },
  };
}

/**
 * The OpenAPI 3.1 document, generated from the same zod schemas the server validates with and the
 * client parses with, so it cannot drift from the code. Every route under /api is in it: the
 * contract's endpoints, JSON and raw, and the few routes outside it.
 */
export function buildOpenApiDocument(): object {
  const operations: (readonly [{ method: string; path: string }, object])[] = [
    ...listEndpoints().map((endpoint) => [endpoint, jsonOperation(endpoint)] as const),
    ...listRawEndpoints().map((endpoint) => [endpoint, rawOperation(endpoint)] as const),
    ...OUTSIDE_CONTRACT_ROUTES.map((route) => [route, outsideOperation(route)] as const),
  ];
  const paths: Record<string, Record<string, object>> = {};
  for (const [{ method, path }, operation] of operations) {
    const at = openApiPath(path);
    paths[at] = { ...paths[at], [method.toLowerCase()]: operation };
  }
  return { openapi: '3.1.0', info: { title: 'Language marketplace API', version: '0.1.0' }, paths };
}
