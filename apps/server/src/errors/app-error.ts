import { ERROR_STATUS, type ErrorCode } from '@app/api';

/**
 * The one error a service or command throws: a listed code (`@app/api` ERROR_STATUS), an English
 * message for logs and API callers, and the request field at fault for a bad input. It knows
 * nothing of HTTP: the edge (app.ts) answers it with the code's status.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): (typeof ERROR_STATUS)[ErrorCode] {
    return ERROR_STATUS[this.code];
  }
}

export const notFoundError = (what = 'Resource'): AppError => new AppError('NotFound', `${what} not found.`);
