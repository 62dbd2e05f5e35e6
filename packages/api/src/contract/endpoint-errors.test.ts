import { describe, expect, it } from 'vitest';
import * as contract from '../index';
import { COMMAND_ONLY_ERROR_CODES, EDGE_ONLY_ERROR_CODES, errorCodesOf } from './endpoint-errors';
import { ERROR_STATUS, type ErrorCode } from './error-codes';
import type { Endpoint } from './endpoint';
import type { RawEndpoint } from './raw-endpoint';

// JSON and raw endpoints alike: a file download answers error codes as any endpoint does.
const endpoints = (Object.values(contract) as unknown[]).filter(
  (value): value is Endpoint | RawEndpoint =>
    typeof value === 'object' &&
    value !== null &&
    'method' in value &&
    'path' in value &&
    ('response' in value || 'rawResponse' in value) &&
    'access' in value,
);

describe('error codes: a closed list', () => {
  it('lists every code of ERROR_STATUS on at least one endpoint, unless only the edge answers it', () => {
    const listed = new Set(endpoints.flatMap((endpoint) => errorCodesOf(endpoint)));
    const unlisted = (Object.keys(ERROR_STATUS) as ErrorCode[]).filter(
      (code) => !listed.has(code) && !EDGE_ONLY_ERROR_CODES.includes(code) && !COMMAND_ONLY_ERROR_CODES.includes(code),
    );
    expect(unlisted).toEqual([]);
  });

  it('adds the codes that follow from what an endpoint is', () => {
    expect(errorCodesOf({ method: 'GET', access: 'public' })).toEqual(['InternalError']);
    expect(errorCodesOf(contract.bookClass)).toEqual(
      expect.arrayContaining([
        'InvalidRequest',
        'InvalidJson',
        'BodyTooLarge',
        'CsrfHeaderMissing',
        'NotSignedIn',
        'IdempotencyKeyReused',
        'SpotEmpty',
        'InternalError',
      ]),
    );
    expect(errorCodesOf(contract.getDevOutbox)).toEqual(['NotSignedIn', 'NotFound', 'InternalError']);
    // Taken without the CSRF header (a mail client's one-click POST), so never refused for lacking it.
    expect(errorCodesOf(contract.oneClickUnsubscribe)).not.toContain('CsrfHeaderMissing');
  });

  it('raw endpoints answer files, and their codes the same way (issue 19)', () => {
    expect(errorCodesOf(contract.downloadTeachingEarningsCsv)).toEqual(['NotSignedIn', 'NotATeacher', 'InternalError']);
    expect(errorCodesOf(contract.getCalendarFeedIcs)).toEqual(['InvalidRequest', 'NotFound', 'InternalError']);
  });

  it('names only codes of the list on endpoints, each once', () => {
    for (const endpoint of endpoints) {
      const own = endpoint.errors ?? [];
      expect(new Set(own).size, `${endpoint.method} ${endpoint.path}`).toBe(own.length);
      for (const code of own) expect(Object.hasOwn(ERROR_STATUS, code)).toBe(true);
    }
  });
});
