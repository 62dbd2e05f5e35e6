import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { systemClock } from './clock';
import { openDatabase } from './db/database';
import { readEnv } from './env';
import { createLogger } from './http/logger';
import { DEFAULT_WEB_DIST } from './paths';

const env = readEnv();
const logger = createLogger(env.LOG_LEVEL);
const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: resolve(env.DATA_DIR) });
await database.migrate();

const webDist = env.WEB_DIST ?? DEFAULT_WEB_DIST;
const app = createApp({ database, clock: systemClock, logger, webDist });

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  logger.log('info', 'listening', { url: `http://localhost:${info.port}/`, database: database.kind });
});

const shutdown = (signal: string): void => {
  logger.log('info', 'shutting down', { signal });
  server.close(() => {
    void database.close().then(() => process.exit(0));
  });
};
process.on('SIGINT', () => { shutdown('SIGINT'); });
process.on('SIGTERM', () => { shutdown('SIGTERM'); });
