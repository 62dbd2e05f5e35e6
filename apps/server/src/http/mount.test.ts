import { defineEndpoint } from '@app/api';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppEnv } from './app-env';
import { AppError } from '../errors/app-error';
import { UnlistedErrorCode } from './listed-codes';
import { AnswerOffContract, mount } from './mount';

const probe = defineEndpoint({
  method: 'GET',
  path: '/probe',
  access: 'public',
  summary: 'An answer that breaks its own contract',
  response: z.object({ data: z.object({ count: z.number().int() }) }),
});

/** A router whose one endpoint answers `count` as a string, with the answer check on or off. */
function routerWith(checkAnswers: boolean) {
  const router = new Hono<AppEnv>();
  router.use(async (c, next) => {
    c.set('user', null);
    c.set('checkAnswers', checkAnswers);
    await next();
  });
  // The cast stands for a handler bug the types did not catch (a raw row, a driver's bigint-as-string).
  mount(router, probe, async () => Promise.resolve({ data: { count: '3' as unknown as number } }));
  const thrown: unknown[] = [];
  router.onError((error, c) => {
    thrown.push(error);
    return c.json({ error: { code: 'InternalError' } }, 500);
  });
  return { router, thrown };
}

describe('mount: answers are checked against the contract in tests and development (the browser no longer parses them)', () => {
  it('with the check on, an answer off its schema is a 500 naming the endpoint, not a page that breaks later', async () => {
    const { router, thrown } = routerWith(true);
    expect((await router.request('/probe')).status).toBe(500);
    expect(thrown[0]).toBeInstanceOf(AnswerOffContract);
    expect(String(thrown[0])).toContain('GET /probe answered off its contract');
  });

  it('with the check off (production), the answer goes out as written', async () => {
    const { router, thrown } = routerWith(false);
    const res = await router.request('/probe');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { count: '3' } });
    expect(thrown).toEqual([]);
  });
});

describe('mount: an error code the endpoint does not list leaves as UnlistedErrorCode (issue 19)', () => {
  const listing = defineEndpoint({
    method: 'GET',
    path: '/listing',
    access: 'public',
    summary: 'Lists EmailTaken, and nothing else of its own',
    errors: ['EmailTaken'],
    response: z.object({ data: z.object({}) }),
  });

  function routerThrowing(error: Error) {
    const router = new Hono<AppEnv>();
    router.use(async (c, next) => {
      c.set('user', null);
      c.set('checkAnswers', true);
      await next();
    });
    mount(router, listing, () => Promise.reject(error));
    const thrown: unknown[] = [];
    router.onError((caught, c) => {
      thrown.push(caught);
      return c.json({}, 500);
    });
    return { router, thrown };
  }

  it('a listed code passes through as the AppError thrown', async () => {
    const error = new AppError('EmailTaken', 'That email is taken.');
    const { router, thrown } = routerThrowing(error);
    await router.request('/listing');
    expect(thrown).toEqual([error]);
  });

  it('a code the endpoint does not list is wrapped, naming the endpoint and the code, with the original kept', async () => {
    const error = new AppError('SameEmail', 'That is your email already.');
    const { router, thrown } = routerThrowing(error);
    await router.request('/listing');
    expect(thrown[0]).toBeInstanceOf(UnlistedErrorCode);
    const unlisted = thrown[0] as UnlistedErrorCode;
    expect([unlisted.code, unlisted.endpoint.path, unlisted.original]).toEqual(['SameEmail', '/listing', error]);
    expect(unlisted.message).toContain('GET /listing answered SameEmail');
  });

  it('InternalError and errors that are not AppErrors are never wrapped', async () => {
    const bug = new TypeError('x is undefined');
    const { router, thrown } = routerThrowing(bug);
    await router.request('/listing');
    expect(thrown).toEqual([bug]);
  });
});
