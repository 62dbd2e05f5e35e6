import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The one error shape of the API: `{ "error": { "code", "message", "field"? } }`. */
export interface ErrorBody {
  readonly error: { readonly code: string; readonly message: string; readonly field?: string };
}

/** Thrown anywhere in a handler; the app's error handler turns it into the JSON error body. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.field === undefined ? {} : { field: this.field }) } };
  }
}

export const notFound = (what = 'Resource'): ApiError => new ApiError(404, 'NotFound', `${what} not found.`);
