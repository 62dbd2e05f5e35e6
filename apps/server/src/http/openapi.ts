import * as contract from '@app/api';
import type { Endpoint } from '@app/api';
import { z } from 'zod';

function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value && 'access' in value;
}

/** Every endpoint of the contract, in a stable order. */
export function listEndpoints(): Endpoint[] {
  const exported: unknown[] = Object.values(contract);
  return exported
    .filter(isEndpoint)
    .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') => z.toJSONSchema(schema, { io, unrepresentable: 'any' });

/** `/v2/x/:id{[0-9]+}` -> `/v2/x/{id}` */
const openApiPath = (path: string): string => `/api${path.replace(/:([A-Za-z_]+)(\{[^}]*\})?/g, '{$1}')}`;

function parameters(endpoint: Endpoint): object[] {
  const out: object[] = [];
  for (const [where, schema] of [['path', endpoint.params], ['query', endpoint.query]] as const) {
    if (!schema) continue;
    const json = jsonSchema(schema, 'input') as { properties?: Record<string, object>; required?: string[] };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      out.push({ name, in: where, required: where === 'path' || (json.required ?? []).includes(name), schema: property });
    }
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
        default: { description: 'An error', content: { 'application/json': { schema: jsonSchema(contract.ErrorBodySchema, 'output') } } },
      },
    };
    if (endpoint.body) operation.requestBody = { required: true, content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } } };
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation };
  }
  return { openapi: '3.1.0', info: { title: 'Language marketplace API', version: '0.1.0' }, paths };
}
