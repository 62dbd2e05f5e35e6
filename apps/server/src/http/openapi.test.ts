import { describe, expect, it } from 'vitest';
import { listEndpoints, listRawEndpoints } from './contract-endpoints';
import { buildOpenApiDocument } from './openapi';
import { OUTSIDE_CONTRACT_ROUTES } from './outside-contract';

describe('GET /api/openapi.json', () => {
  const doc = buildOpenApiDocument() as {
    openapi: string;
    paths: Record<string, Record<string, { parameters: { name: string; in: string }[]; requestBody?: unknown }>>;
  };

  it('describes every endpoint of the contract, JSON and raw, and every route outside it', () => {
    expect(doc.openapi).toBe('3.1.0');
    const described = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    expect(described).toHaveLength(listEndpoints().length + listRawEndpoints().length + OUTSIDE_CONTRACT_ROUTES.length);
    expect(described).toContain('POST /api/v3/group_class/group_classes/{group_class_id}/actions/BOOK');
    expect(described).toContain('GET /api/v2/group_class/group_classes/{id}');
    for (const route of [
      'GET /api/v2/config/currency_rates',
      'PATCH /api/v1/me/settings',
      'GET /api/v1/dev/outbox',
      'GET /api/v1/group_topics/{id}',
      'GET /api/v1/teachers/{id}',
      'GET /api/v1/users/{id}',
      'GET /api/v1/me/classes',
      'GET /api/v1/conversations',
      'GET /api/v1/conversations/{userId}',
      'POST /api/v1/conversations/{userId}/messages',
    ])
      expect(described).toContain(route);
  });

  it('lists path parameters and request bodies', () => {
    const check = doc.paths['/api/v2/group_class/group_classes/{id}/check_book_status']?.get;
    expect(check?.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path' })]);
    expect(doc.paths['/api/v1/account/signup']?.post?.requestBody).toBeDefined();
    expect(doc.paths['/api/v1/me/settings']?.patch?.requestBody).toBeDefined();
    expect(doc.paths['/api/v1/conversations/{userId}/messages']?.post?.parameters).toEqual([
      expect.objectContaining({ name: 'userId', in: 'path' }),
    ]);
    expect(doc.paths['/api/v1/me/classes']?.get?.parameters.map((p) => p.name)).toEqual(['scope', 'page', 'page_size']);
  });

  it('lists the error answers of each endpoint by status, with the codes it may carry', () => {
    type Responses = Record<
      string,
      { content: { 'application/json': { schema: { properties: { error: { properties: { code: { enum: string[] } } } } } } } }
    >;
    const codesAt = (path: string, method: string, status: string): string[] | undefined =>
      (doc.paths[path]?.[method] as unknown as { responses: Responses } | undefined)?.responses[status]?.content['application/json'].schema
        .properties.error.properties.code.enum;
    const book = '/api/v3/group_class/group_classes/{group_class_id}/actions/BOOK';
    expect(codesAt(book, 'post', '409')).toEqual(expect.arrayContaining(['SpotEmpty', 'HasBooked', 'CantBookBySelf', 'ClassStart']));
    expect(codesAt(book, 'post', '402')).toEqual(['InsufficientBalance']);
    expect(codesAt(book, 'post', '401')).toEqual(['NotSignedIn']);
    expect(codesAt(book, 'post', '403')).toEqual(expect.arrayContaining(['CsrfHeaderMissing', 'ConfirmEmailRequired']));
    expect(codesAt(book, 'post', '422')).toEqual(['IdempotencyKeyReused']);
    expect(codesAt(book, 'post', '500')).toEqual(['InternalError']);
    // A public read without input answers nothing but a failure on our side.
    expect(Object.keys((doc.paths['/api/v2/config/currency_rates']?.get as unknown as { responses: Responses }).responses)).toEqual([
      '200',
      '500',
    ]);
  });

  it('describes a raw answer by its media type, with its error codes like any endpoint (issue 19)', () => {
    type Operation = {
      responses: Record<
        string,
        { content?: Record<string, { schema: { properties?: { error: { properties: { code: { enum: string[] } } } } } }> }
      >;
    };
    // The document's paths are typed as plain objects; the cast names the part this test reads.
    const operation = (path: string, method: string) => doc.paths[path]?.[method] as unknown as Operation;
    const codes = (op: Operation, status: string) =>
      op.responses[status]?.content?.['application/json']?.schema.properties?.error.properties.code.enum;
    const csv = operation('/api/v1/teaching/earnings.csv', 'get');
    expect(Object.keys(csv.responses[200]?.content ?? {})).toEqual(['text/csv']);
    expect(codes(csv, '403')).toEqual(['NotATeacher']);
    expect(codes(csv, '401')).toEqual(['NotSignedIn']);
    const ics = operation('/api/v1/me/calendar/classes/{id}', 'get');
    expect(Object.keys(ics.responses[200]?.content ?? {})).toEqual(['text/calendar']);
    expect(codes(ics, '404')).toEqual(['NotFound']);
    const feed = operation('/api/calendar/{file}', 'get');
    expect(Object.keys(feed.responses)).toEqual(['200', '400', '404', '500']);
    // A one-click unsubscribe comes without the CSRF header, so it is never refused for lacking it.
    const oneClick = operation('/api/v1/mail/unsubscribe/one_click', 'post');
    expect(codes(oneClick, '400')).toEqual(['InvalidRequest', 'InvalidToken']);
    expect(oneClick.responses[403]).toBeUndefined();
    const webhook = operation('/api/webhooks/{provider}', 'post');
    expect(codes(webhook, '400')).toEqual(['WebhookSignatureInvalid']);
    expect(codes(webhook, '422')).toEqual(['WebhookEventRefused']);
  });
});
