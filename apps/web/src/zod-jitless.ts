// zod compiles object parsers with `new Function` when it may, and probes for that while the
// schemas are built. The server's Content-Security-Policy forbids eval (no 'unsafe-eval'), and a
// browser reports even a caught probe as a violation: zod reads this setting and skips the probe.
// Its own module script in index.html, before the app's: module scripts run in document order, so
// it is set before any module of the app builds a schema (an import at the top of main.tsx is not
// enough: modules the bundler hoists into shared chunks run before the entry's own code). Built
// like every other script, so it is hashed and cached for a year.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true });
