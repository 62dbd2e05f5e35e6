import { z } from 'zod';

/** The one error body of the API. `field` names the request field at fault, for 400s. */
export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    field: z.string().optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Codes the client itself produces when there is no server answer to read. */
export const CLIENT_ERROR_CODES = ['NetworkError', 'Timeout', 'BadResponse'] as const;

/** Every failed call rejects with this: the server's code and message, or a client code. */
export class ApiClientError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;

  constructor({ status, code, message, field }: { status: number; code: string; message: string; field?: string | undefined }) {
    super(message);
    this.name = 'ApiClientError';
    this.status = status;
    this.code = code;
    this.field = field;
  }
}
