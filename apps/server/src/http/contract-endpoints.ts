import * as contract from '@app/api';
import type { Endpoint, RawEndpoint } from '@app/api';

const isDefinition = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value;
const byRoute = (a: { path: string; method: string }, b: { path: string; method: string }) =>
  a.path.localeCompare(b.path) || a.method.localeCompare(b.method);

/** Every JSON endpoint of the contract, in a stable order. */
export function listEndpoints(): Endpoint[] {
  return (Object.values(contract) as unknown[]).filter((v): v is Endpoint => isDefinition(v) && 'response' in v).sort(byRoute);
}

/** Every raw endpoint of the contract (files, pictures, calendars), in a stable order. */
export function listRawEndpoints(): RawEndpoint[] {
  return (Object.values(contract) as unknown[]).filter((v): v is RawEndpoint => isDefinition(v) && 'rawResponse' in v).sort(byRoute);
}

/** The full paths (with `/api`) of the writes the contract takes without the CSRF header. */
export function csrfExemptPaths(): string[] {
  return listEndpoints()
    .filter((endpoint) => endpoint.csrfExempt === true)
    .map((endpoint) => `/api${endpoint.path}`);
}
