// zod compiles object parsers with `new Function` when it may, and probes for that while object
// schemas are built. The server's Content-Security-Policy forbids eval (no 'unsafe-eval'), and a
// browser reports even a caught probe as a violation: zod reads this setting and skips the probe.
// The pages no longer load zod to read answers; the few forms that check input with the contract's
// schemas load it in their own route chunks. This module is imported by the api client, so it runs
// with the first page, before any route chunk can build a schema. Only in a browser: a server that
// renders pages must not switch its own zod to the slow path.
if (typeof document !== 'undefined') {
  const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true });
}
