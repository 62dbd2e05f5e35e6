import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { DEFAULT_PLATFORM_COMMISSION_BPS, DEFAULT_TOP_UP_BOUNDS } from '@app/domain';
import { Hono, type MiddlewareHandler } from 'hono';
import { PASSWORD_HASH_COST } from './auth/password';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import type { AppEnv } from './http/app-env';
import type { Clock } from './clock';
import type { Database } from './db/database';
import { AppError } from './errors/app-error';
import { ReplayedRefusal } from './http/idempotency';
import { TRUST_NO_PROXY, type TrustProxy } from './http/client-address';
import { RateLimitedError } from './http/rate-limit';
import { UnlistedErrorCode } from './http/listed-codes';
import { csrfExemptPaths } from './http/contract-endpoints';
import { staticCacheControl } from './http/compression';
import { type Logger, requestLog } from './http/logger';
import { sessionMiddleware, signedInHintMiddleware } from './auth/session';
import { requireCsrfHeader } from './http/csrf';
import { securityHeaders } from './http/security-headers';
import { SharedReads } from './http/shared-reads';
import { CatalogMirror } from './catalog/mirror';
import { accountRoutes } from './routes/accounts';
import { accountManagementRoutes } from './routes/account-management';
import { assetRoutes } from './routes/assets';
import { blogRoutes } from './routes/blog';
import { courseRoutes } from './routes/courses';
import { currencyRoutes } from './routes/currency';
import { devRoutes } from './routes/dev';
import { eventRoutes } from './routes/events';
import { mailPreferenceRoutes } from './routes/mail-preferences';
import { groupClassBookingRoutes } from './routes/group-class-booking';
import { groupClassDetailRoutes } from './routes/group-class-detail';
import { groupClassSearchRoutes } from './routes/group-class-search';
import { healthRoutes } from './routes/health';
import { lessonRoutes } from './routes/lessons';
import { myClassesRoutes } from './routes/my-classes';
import { reviewRoutes } from './routes/reviews';
import { teachingRoutes } from './routes/teaching';
import { teachingEarningsRoutes } from './routes/teaching-earnings';
import { teachingScheduleRoutes } from './routes/teaching-schedule';
import { teachingClassRoutes } from './routes/teaching-class';
import { teachingTopicRoutes } from './routes/teaching-topics';
import type { FileStorage } from './storage/file-storage';
import { createMemoryStorage } from './storage/memory-storage';
import { meetingRoomRoutes } from './routes/meeting-rooms';
import { teachingAvailabilityRoutes } from './routes/teaching-availability';
import { profilePageRoutes } from './routes/profile-pages';
import { favouriteRoutes } from './routes/favourites';
import { contentRoutes } from './routes/content';
import { conversationRoutes } from './routes/conversations';
import { teacherPageRoutes } from './routes/teacher-pages';
import { supportRoutes } from './routes/support';
import { teacherApplicationRoutes } from './routes/teacher-applications';
import { giftCodeRoutes } from './routes/gift-codes';
import { calendarRoutes } from './routes/calendar';
import { teacherSearchRoutes } from './routes/teacher-search';
import { type PaymentSettings, sandboxPaymentSettings } from './payments/payment-settings';
import { paymentWebhookRoutes, WEBHOOK_PATHS } from './routes/payment-webhooks';
import { sandboxCheckoutRoutes } from './routes/sandbox-checkout';
import { topUpRoutes } from './routes/top-ups';
import { resolvePageSeo } from './content/page-seo';
import { webPageHandler } from './web/web-pages';
import { loadWebRenderer } from './web/web-renderer';
import { inlineStylesheet } from './web/inline-stylesheet';

export interface AppDeps {
  readonly database: Database;
  readonly clock: Clock;
  readonly logger: Logger;
  /** The built web app (apps/web/dist). When absent, only the API is served. */
  readonly webDist?: string | undefined;
  /** True with NODE_ENV=production: development-only routes (the dev outbox) are not mounted, so they answer 404. */
  readonly production?: boolean | undefined;
  /** `PUBLIC_URL` (an origin): every absolute link the server writes, mails included, starts with it. Default http://localhost. */
  readonly publicUrl?: string | undefined;
  /** `TRUST_PROXY`: whose X-Forwarded-For names the client address that limits count by. Default: none. */
  readonly trustProxy?: TrustProxy | undefined;
  /**
   * An error code an endpoint does not list is a bug: true answers it as an InternalError (500), so
   * a test that provokes it fails; false logs it and answers the code as usual. Default: not production.
   */
  readonly strictErrorCodes?: boolean | undefined;
  /** Parse every API answer against its contract (http/mount.ts): tests and development. Default false (production, benchmark). */
  readonly checkAnswers?: boolean | undefined;
  /** Where uploaded files live (storage/): main.ts builds it from the settings. Default: this process's memory (tests, benchmark). */
  readonly storage?: FileStorage | undefined;
  /** `PLATFORM_COMMISSION_BPS`: the platform's part of each booking, split off the teacher's earning. Default: the domain's DEFAULT_PLATFORM_COMMISSION_BPS. */
  readonly commissionBps?: number | undefined;
  /** Top-ups (payments/payment-settings.ts, from STRIPE_* and TOP_UP_*). Default: the sandbox with the default bounds, or none with `production`. */
  readonly payments?: PaymentSettings | undefined;
  /**
   * scrypt's N for the hashes sign-up, reset and change write (and the unknown-address check).
   * Default PASSWORD_HASH_COST; tests lower it, as every test account would otherwise cost 128 MiB
   * and a second of CPU. A production app refuses a lower cost.
   */
  readonly passwordHashCost?: number | undefined;
  /** The search mirror (catalog/mirror.ts): main.ts makes it to read the catalogue before serving. Default: one made for this app. */
  readonly catalog?: CatalogMirror | undefined;
}

/** AppDeps with the defaults filled in, as the routes receive them. */
export interface RouteDeps extends AppDeps {
  readonly publicUrl: string;
  readonly trustProxy: TrustProxy;
  readonly storage: FileStorage;
  readonly commissionBps: number;
  readonly payments: PaymentSettings;
  readonly passwordHashCost: number;
  readonly catalog: CatalogMirror;
}

export type { AppEnv } from './http/app-env';

export function createApp(appDeps: AppDeps): Hono<AppEnv> {
  const passwordHashCost = appDeps.passwordHashCost ?? PASSWORD_HASH_COST;
  if (appDeps.production === true && passwordHashCost < PASSWORD_HASH_COST)
    throw new Error(`passwordHashCost ${passwordHashCost} is below ${PASSWORD_HASH_COST}, which production requires`);
  const deps: RouteDeps = {
    ...appDeps,
    passwordHashCost,
    publicUrl: appDeps.publicUrl ?? 'http://localhost',
    trustProxy: appDeps.trustProxy ?? TRUST_NO_PROXY,
    storage: appDeps.storage ?? createMemoryStorage(),
    catalog: appDeps.catalog ?? new CatalogMirror(appDeps.database.db),
    commissionBps: appDeps.commissionBps ?? DEFAULT_PLATFORM_COMMISSION_BPS,
    payments:
      appDeps.payments ??
      (appDeps.production === true
        ? { provider: null, bounds: DEFAULT_TOP_UP_BOUNDS, sandboxSecret: null }
        : sandboxPaymentSettings({ publicUrl: appDeps.publicUrl ?? 'http://localhost', bounds: DEFAULT_TOP_UP_BOUNDS })),
  };
  const app = new Hono<AppEnv>();
  const shell = deps.webDist && existsSync(join(deps.webDist, 'index.html')) ? readShell(deps.webDist) : null;
  app.use(securityHeaders({ styleSources: shell?.styleSource ? [shell.styleSource] : [] }));
  app.use(requestId());
  const checkAnswers = appDeps.checkAnswers === true;
  app.use(async (c, next) => {
    c.set('checkAnswers', checkAnswers);
    await next();
  });
  app.use(requestLog(deps.logger));
  app.use(signedInHintMiddleware());

  // One per app: identical public searches share one run, started after each of them arrived (see SharedReads).
  const sharedReads = new SharedReads();
  const api = new Hono<AppEnv>();
  api.use(requireCsrfHeader({ exempt: [...csrfExemptPaths(), ...Object.values(WEBHOOK_PATHS)] }));
  api.use(sessionMiddleware({ db: deps.database.db, clock: deps.clock }));
  api.route('/', healthRoutes(deps));
  api.route('/', accountRoutes(deps));
  api.route('/', accountManagementRoutes(deps));
  api.route('/', groupClassBookingRoutes(deps));
  api.route('/', groupClassDetailRoutes(deps));
  api.route('/', groupClassSearchRoutes({ ...deps, sharedReads }));
  api.route('/', courseRoutes(deps));
  api.route('/', teacherSearchRoutes({ ...deps, sharedReads }));
  api.route('/', profilePageRoutes(deps));
  api.route('/', favouriteRoutes(deps));
  api.route('/', myClassesRoutes(deps));
  api.route('/', reviewRoutes(deps));
  api.route('/', teachingRoutes(deps));
  api.route('/', teachingEarningsRoutes(deps));
  api.route('/', teachingScheduleRoutes(deps));
  api.route('/', teachingClassRoutes(deps));
  api.route('/', teachingTopicRoutes(deps));
  api.route('/', meetingRoomRoutes(deps));
  api.route('/', teachingAvailabilityRoutes(deps));
  api.route('/', lessonRoutes(deps));
  api.route('/', conversationRoutes(deps));
  api.route('/', contentRoutes(deps));
  api.route('/', blogRoutes(deps));
  api.route('/', currencyRoutes(deps));
  api.route('/', supportRoutes(deps));
  api.route('/', eventRoutes(deps));
  api.route('/', teacherApplicationRoutes(deps));
  api.route('/', giftCodeRoutes(deps));
  api.route('/', calendarRoutes(deps));
  api.route('/', mailPreferenceRoutes(deps));
  api.route('/', topUpRoutes(deps));
  api.route('/', paymentWebhookRoutes(deps));
  // The sandbox's bank exists only while the sandbox is the provider: never in production, never beside Stripe.
  const { sandboxSecret } = deps.payments;
  if (deps.production !== true && deps.payments.provider?.name === 'sandbox' && sandboxSecret !== null)
    api.route('/', sandboxCheckoutRoutes({ ...deps, sandboxSecret }));
  if (deps.production !== true) api.route('/', devRoutes(deps));
  api.route('/', assetRoutes(deps));
  api.all('*', () => {
    throw new AppError('NotFound', 'No such API route.');
  });
  app.route('/api', api);
  // Teacher-search page routing (redirects, not-found) runs before the static web app.
  app.route('/', teacherPageRoutes(deps));

  if (deps.webDist && shell) {
    const indexHtml = shell.html;
    // The build writes a .br and a .gz beside each text asset; hashed assets never change, so a
    // browser keeps them for a year and only revalidates the shell.
    const staticFiles = serveStatic<AppEnv>({ root: deps.webDist, precompressed: true });
    const cachedStaticFiles: MiddlewareHandler<AppEnv> = (c, next) => {
      c.header('Cache-Control', staticCacheControl(c.req.path));
      return staticFiles(c, next);
    };
    app.use('*', cachedStaticFiles);
    // A chunk a stale tab asks for after a deploy is gone: a 404, not the HTML shell in its place.
    app.get('/assets/*', (c) => c.json({ error: { code: 'NotFound', message: 'Not found.' } }, 404, { 'Cache-Control': 'no-store' }));
    // Any other path is a page: the public ones rendered here with their data by the web build's
    // renderer (apps/web/dist-server, loaded once), the others the shell for the browser to render.
    const renderer = loadWebRenderer(deps.webDist).catch((error: unknown) => {
      deps.logger.log('error', 'web renderer failed to load: pages are sent as the shell', { error: String(error) });
      return null;
    });
    app.get(
      '*',
      webPageHandler({
        app,
        renderer,
        indexHtml,
        // A failed lookup still serves the page, with the shell's title.
        contentSeo: (c) =>
          resolvePageSeo(deps.database.db, {
            path: c.req.path,
            acceptLanguage: c.req.header('Accept-Language'),
            now: deps.clock.now(),
          }).catch((error: unknown) => {
            deps.logger.log('warn', 'page seo lookup failed', { reqId: c.get('requestId'), error: String(error) });
            return null;
          }),
        publicUrl: deps.publicUrl,
        now: () => deps.clock.now(),
        logger: deps.logger,
      }),
    );
  }

  const strictErrorCodes = appDeps.strictErrorCodes ?? appDeps.production !== true;
  app.onError((thrown, c) => {
    let err = thrown;
    if (err instanceof UnlistedErrorCode) {
      deps.logger.log('error', 'error code not listed on its endpoint', {
        reqId: c.get('requestId'),
        method: err.endpoint.method,
        path: err.endpoint.path,
        code: err.code,
      });
      if (strictErrorCodes) {
        // Tests log silently: stderr makes the cause of the 500 visible in the failing test's output.
        console.error(err.message);
        return c.json({ error: { code: 'InternalError', message: err.message } }, 500);
      }
      err = err.original;
    }
    if (err instanceof RateLimitedError) c.header('Retry-After', String(err.retryAfterSeconds));
    if (err instanceof ReplayedRefusal) return c.json(err.body, err.status);
    if (err instanceof AppError)
      return c.json(
        { error: { code: err.code, message: err.message, ...(err.field === undefined ? {} : { field: err.field }) } },
        err.status,
      );
    if (err instanceof HTTPException) {
      return c.json({ error: { code: 'HttpError', message: err.message || 'Request refused.' } }, err.status);
    }
    deps.logger.log('error', 'unhandled', { reqId: c.get('requestId'), error: String(err), stack: err.stack });
    return c.json({ error: { code: 'InternalError', message: 'Something went wrong on our side.' } }, 500);
  });
  app.notFound((c) => c.json({ error: { code: 'NotFound', message: 'Not found.' } }, 404));
  return app;
}

/** The web build's shell, its stylesheet written in (web/inline-stylesheet.ts). */
function readShell(webDist: string) {
  return inlineStylesheet(readFileSync(join(webDist, 'index.html'), 'utf8'), webDist);
}
