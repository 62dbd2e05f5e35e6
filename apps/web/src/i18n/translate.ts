import type { Catalog } from './en';

type Namespace = keyof Catalog;
/** `'namespace.key'` for every text of the English catalog. */
export type MessageKey = { [N in Namespace]: `${N & string}.${keyof Catalog[N] & string}` }[Namespace];
export type MessageVars = Readonly<Record<string, string | number>>;
export type AnyCatalog = { readonly [N in Namespace]: { readonly [K in keyof Catalog[N]]: string } };
/** Some of a catalog: the English core (./en/core.ts) holds some namespaces, and some keys of others. */
export type PartialCatalog = { readonly [N in Namespace]?: Partial<AnyCatalog[N]> };

/**
 * Looks a key up and fills `{name}` placeholders. A missing placeholder value is left visible
 * (`{name}`) rather than silently dropped, so a test or a reader notices it.
 */
export function translate({ catalog, key, vars }: { catalog: PartialCatalog; key: MessageKey; vars?: MessageVars | undefined }): string {
  const dot = key.indexOf('.');
  const namespace = key.slice(0, dot) as Namespace;
  const texts: Readonly<Record<string, string>> | undefined = catalog[namespace];
  const text = texts?.[key.slice(dot + 1)] ?? key;
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
}
