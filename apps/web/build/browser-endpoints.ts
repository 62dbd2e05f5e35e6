import type { Plugin } from 'vite';
import { parseSync } from 'vite';

/** An endpoint file of the contract, bundled from source (see the `@app/api` alias in vite.config.ts). */
const ENDPOINT_FILE = /[\\/]packages[\\/]api[\\/]src[\\/]endpoints[\\/][^\\/]+\.ts$/;

/** The calls that define an endpoint of the contract, JSON or raw (a raw one's schemas serve the server and the OpenAPI document only). */
const DEFINERS: ReadonlySet<string> = new Set(['defineEndpoint', 'defineRawEndpoint']);

/** What the browser's client reads of an endpoint (packages/api/src/client/create-client.ts with `parse: false`). */
export const BROWSER_ENDPOINT_KEYS: ReadonlySet<string> = new Set(['method', 'path', 'paging']);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function* walk(node: unknown): Generator<Node> {
  if (Array.isArray(node)) for (const item of node) yield* walk(item);
  else if (node !== null && typeof node === 'object' && typeof (node as Node).type === 'string') {
    yield node as Node;
    for (const [key, value] of Object.entries(node)) if (key !== 'type' && typeof value === 'object') yield* walk(value);
  }
}

/**
 * The endpoint file's source with every `defineEndpoint({...})` cut down to `method`, `path` and
 * `paging`. Its schemas (params, query, body, response), summary and errors are what the server and
 * the OpenAPI document read; left out, nothing in the browser refers to the schema modules any more
 * and the bundler drops them, with zod. Throws on a definition it cannot read (not an object
 * literal, a spread, a computed key): a silent miss would put the schemas back on every page.
 */
export function browserEndpoints(code: string, filename: string): string {
  const { program, errors } = parseSync(filename, code, { lang: 'ts', sourceType: 'module' });
  if (errors.length > 0) throw new Error(`${filename}: ${errors[0]?.message}`);
  const cuts: { start: number; end: number }[] = [];
  for (const node of walk(program)) {
    const callee = node.callee as Node | undefined;
    if (node.type !== 'CallExpression' || callee?.type !== 'Identifier' || !DEFINERS.has(callee.name as string)) continue;
    const [definition] = node.arguments as Node[];
    if (definition?.type !== 'ObjectExpression') throw new Error(`${filename}: defineEndpoint takes an object literal here`);
    const properties = definition.properties as Node[];
    for (const [index, property] of properties.entries()) {
      const key = property.key as Node | undefined;
      if (property.type !== 'Property' || property.computed === true || key?.type !== 'Identifier')
        throw new Error(`${filename}: defineEndpoint with a spread or computed key cannot be cut for the browser`);
      if (BROWSER_ENDPOINT_KEYS.has(key.name as string)) continue;
      // Up to the next property, or past a last one's trailing comma, so its comma goes too.
      const next = properties[index + 1]?.start ?? property.end + (/^\s*,/.exec(code.slice(property.end))?.[0].length ?? 0);
      cuts.push({ start: property.start, end: next });
    }
  }
  let out = code;
  for (const cut of cuts.reverse()) out = out.slice(0, cut.start) + out.slice(cut.end);
  return out;
}

/**
 * The browser trusts its own origin's answers (the server checks them against the contract, see
 * apps/server/src/http/mount.ts), so it needs no schema of the contract at run time. The browser
 * build cuts every endpoint down to what its client reads (the server, which imports the
 * package's own build, keeps all of it).
 */
export function browserEndpointsPlugin(): Plugin {
  return {
    name: 'app:browser-endpoints',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      return ENDPOINT_FILE.test(id) ? { code: browserEndpoints(code, id), map: null } : null;
    },
  };
}
