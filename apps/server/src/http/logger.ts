import type { MiddlewareHandler } from 'hono';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

export interface Logger {
  log(level: Exclude<LogLevel, 'silent'>, msg: string, fields?: Record<string, unknown>): void;
}

/** One JSON line per event on stdout, so logs can be shipped and queried as they are. */
export function createLogger(min: LogLevel, write: (line: string) => void = (l) => process.stdout.write(l + '\n')): Logger {
  return {
    log(level, msg, fields = {}) {
      if (ORDER[level] < ORDER[min]) return;
      write(JSON.stringify({ level, time: new Date().toISOString(), msg, ...fields }));
    },
  };
}

/** Logs each request once it is answered, with the request id that `requestId()` assigned. */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const status = c.res.status;
    logger.log(status >= 500 ? 'error' : 'info', 'request', {
      reqId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      status,
      ms,
    });
  };
}
