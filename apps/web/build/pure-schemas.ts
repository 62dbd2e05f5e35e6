import type { Plugin } from 'vite';
import { parseSync } from 'vite';

/** The shared packages' sources the web bundles (see the aliases in vite.config.ts), tests aside. */
const PACKAGE_SOURCE = /[\\/]packages[\\/](api|domain)[\\/]src[\\/].+(?<!\.test)\.ts$/;
/** The contract's naming: a zod schema's name ends in `Schema` (`Schemas` for a table of them, `Shape` for an object of them). */
const SCHEMA_NAME = /(Schemas?|Shape)$/;
/** A zod builder chain (`z.string().min(1)`), whatever the constant is called: helpers such as `const cents = z.number()`. */
const ZOD_CHAIN = /^z\s*\./;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/**
 * The module's source with each top-level `const XSchema = <expression>` written as
 * `const XSchema = /* @__PURE__ *\/ (() => <expression>)()`. A bundler keeps every top-level call it
 * cannot prove free of effects, so a module imported for one constant or one function would build
 * all its schemas, and load zod, on pages that never use them; building a zod schema has no effect
 * beyond its value, and so marked, an unused one is dropped. Constants named for a schema, and any
 * other constant that is a `z.` chain (a helper one schema uses), are marked.
 */
export function markSchemasPure(code: string, filename: string): string {
  const { program, errors } = parseSync(filename, code, { lang: 'ts', sourceType: 'module' });
  if (errors.length > 0) throw new Error(`${filename}: ${errors[0]?.message}`);
  const wraps: { start: number; end: number }[] = [];
  for (const statement of program.body as unknown as Node[]) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const id = declarator.id as Node;
      const init = declarator.init as Node | null;
      if (id.type !== 'Identifier' || !init) continue;
      if (init.type === 'Identifier' || init.type === 'Literal') continue;
      if (!SCHEMA_NAME.test(id.name as string) && !ZOD_CHAIN.test(code.slice(init.start, init.end))) continue;
      wraps.push({ start: init.start, end: init.end });
    }
  }
  let out = code;
  for (const { start, end } of wraps.reverse())
    out = `${out.slice(0, start)}/* @__PURE__ */ (() => (${out.slice(start, end)}))()${out.slice(end)}`;
  return out;
}

/** Marks the shared packages' schema constants pure in the browser build (see `markSchemasPure`). */
export function pureSchemasPlugin(): Plugin {
  return {
    name: 'app:pure-schemas',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      return PACKAGE_SOURCE.test(id) ? { code: markSchemasPure(code, id), map: null } : null;
    },
  };
}
