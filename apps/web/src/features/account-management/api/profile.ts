import { ApiClientError, CSRF_HEADER, CSRF_HEADER_VALUE, getProfile, ProfileResponseSchema, UPLOAD_FIELD, uploadAvatar } from '@app/api';
import { apiQuery } from '../../../lib/api-query';

/** The signed-in user's profile (`GET /v1/me/profile`). */
export function profileQuery() {
  return apiQuery(getProfile);
}

/** Uploads a picture as multipart (`POST /v1/me/avatar`); a refusal throws the API client's error (413, 415). */
export async function uploadAvatarFile(file: File) {
  const form = new FormData();
  form.set(UPLOAD_FIELD, file);
  let response: Response;
  try {
    response = await fetch(`/api${uploadAvatar.path}`, {
      method: 'POST',
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, Accept: 'application/json' },
      body: form,
    });
  } catch {
    throw new ApiClientError({ status: 0, code: 'NetworkError', message: 'The upload did not reach the server.' });
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (body as { error?: { code?: string; message?: string; field?: string } } | null)?.error;
    throw new ApiClientError({
      status: response.status,
      code: error?.code ?? 'InternalError',
      message: error?.message ?? `HTTP ${response.status}`,
      field: error?.field,
    });
  }
  return ProfileResponseSchema.parse(body);
}
