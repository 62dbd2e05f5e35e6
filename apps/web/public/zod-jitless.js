// zod compiles object parsers with `new Function` when it may, and probes for that while the
// schemas are built. The server's Content-Security-Policy forbids eval (no 'unsafe-eval'), and a
// browser reports even a caught probe as a violation: zod reads this setting and skips the probe.
// A deferred classic script in index.html, so it runs before the app's modules (CSP allows no
// inline script, and in the bundle any module runs after zod and the schemas are evaluated).
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
