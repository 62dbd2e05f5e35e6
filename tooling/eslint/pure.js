// Lint rules for packages that must stay pure (packages/domain): no clock, no randomness, no IO,
// no React, no other workspace package. Rules are handed `now`; tests pick the instant.
const clockAndRandomness = [
  {
    selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
    message: 'Rules take `now` as an argument; do not read the clock (Date.now).',
  },
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message: 'Rules take `now` as an argument; `new Date()` reads the clock.',
  },
  {
    selector: "CallExpression[callee.object.name='DateTime'][callee.property.name='now']",
    message: 'Rules take `now` as an argument; DateTime.now() reads the clock.',
  },
  {
    selector: "CallExpression[callee.object.name='DateTime'][callee.property.name='local'][arguments.length=0]",
    message: 'Rules take `now` as an argument; DateTime.local() reads the clock.',
  },
  {
    selector: "MemberExpression[object.name='Math'][property.name='random']",
    message: 'Rules are deterministic; Math.random is not allowed.',
  },
  { selector: "MemberExpression[object.name='process'][property.name='env']", message: 'Rules read no environment.' },
];

const ioModules = [
  'fs',
  'fs/*',
  'node:*',
  'http',
  'https',
  'net',
  'child_process',
  'os',
  'path',
  'crypto',
  'worker_threads',
  'dns',
  'tls',
  'stream',
  'pg',
  'pg-*',
  '@electric-sql/*',
  'drizzle-orm',
  'drizzle-orm/*',
  'kysely',
  'hono',
  'hono/*',
  '@hono/*',
  'redis',
  'ioredis',
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  'react-router',
  'react-router/*',
  '@tanstack/*',
  'axios',
  'node-fetch',
  'undici',
];

export const pureRules = {
  files: ['src/**/*.ts'],
  ignores: ['src/**/*.test.ts', 'src/testing/**'],
  rules: {
    'no-restricted-syntax': ['error', ...clockAndRandomness],
    'no-restricted-globals': [
      'error',
      { name: 'fetch', message: 'Rules do no IO.' },
      { name: 'XMLHttpRequest', message: 'Rules do no IO.' },
      { name: 'localStorage', message: 'Rules do no IO; take stored values as arguments.' },
      { name: 'sessionStorage', message: 'Rules do no IO; take stored values as arguments.' },
      { name: 'document', message: 'Rules do no IO.' },
      { name: 'window', message: 'Rules do no IO.' },
      { name: 'navigator', message: 'Rules do no IO.' },
      { name: 'setTimeout', message: 'Rules are synchronous and pure.' },
    ],
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: ['@app/*'], message: '@app/domain imports no other workspace package.' },
          { group: ioModules, message: '@app/domain imports no IO module and no UI library.' },
        ],
      },
    ],
  },
};
