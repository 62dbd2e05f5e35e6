import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './app-env';

/**
 * The Content-Security-Policy of every answer (API, HTML shell, static files). Everything the web
 * app loads comes from its own origin: the built scripts and styles, images and videos (avatars,
 * posters, teacher videos are served by this server under /api/assets), and the API.
 *
 * - No inline script anywhere: the built index.html only references hashed files, and the SEO
 *   injection (content/page-seo.ts) writes only `<title>` and `<meta name="description">`; a
 *   server-rendered page (web/web-pages.ts) carries its state and JSON-LD as data, never as script.
 * - `style-src 'self'` without 'unsafe-inline': React writes `style={...}` props through the CSSOM
 *   (`element.style.height = ...`), which CSP does not govern; the one `<style>` element, the built
 *   stylesheet written into the shell (web/inline-stylesheet.ts), is allowed by its hash (the e2e CSP
 *   test listens for violations on the landing page, the class page and the booking flow).
 * - `data:` images: the CSS (Tailwind) may inline small SVGs; `blob:` images/media: a material
 *   download is handed to the browser as an object URL.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * Security headers on every answer, errors included: the CSP above, `nosniff`, no framing (CSP
 * `frame-ancestors 'none'`, and `X-Frame-Options: DENY` for browsers that only know that one),
 * and `Referrer-Policy: strict-origin-when-cross-origin` (another site learns the origin, never a
 * path such as /conversation/42). A header a route set itself is kept.
 */
export function securityHeaders({ styleSources = [] }: { styleSources?: readonly string[] } = {}): MiddlewareHandler<AppEnv> {
  return secureHeaders({
    contentSecurityPolicy: { ...CONTENT_SECURITY_POLICY, styleSrc: [...CONTENT_SECURITY_POLICY.styleSrc, ...styleSources] },
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xContentTypeOptions: 'nosniff',
    // A route that sets a stricter policy of its own keeps it (the generated SVG assets answer
    // `default-src 'none'`).
    overwrite: false,
  });
}
