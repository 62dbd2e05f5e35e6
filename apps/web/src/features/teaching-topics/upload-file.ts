import { ApiClientError, CSRF_HEADER, CSRF_HEADER_VALUE, UPLOAD_FIELD } from '@app/api';

/**
 * POSTs one file as multipart (field UPLOAD_FIELD) with upload progress, which `fetch` cannot
 * report: XMLHttpRequest. Resolves with the parsed JSON answer; a refusal rejects with the same
 * ApiClientError the API client throws (413 FileTooLarge, 415 UnsupportedFileType, ...).
 */
export function uploadFile({
  url,
  file,
  onProgress,
}: {
  url: string;
  file: File;
  onProgress?: (fraction: number) => void;
}): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader(CSRF_HEADER, CSRF_HEADER_VALUE);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => {
      reject(new ApiClientError({ status: 0, code: 'NetworkError', message: 'The upload did not reach the server.' }));
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText) as unknown;
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(body);
        return;
      }
      const error = (body as { error?: { code?: string; message?: string; field?: string } } | null)?.error;
      reject(
        new ApiClientError({
          status: xhr.status,
          code: error?.code ?? 'InternalError',
          message: error?.message ?? `HTTP ${xhr.status}`,
          field: error?.field,
        }),
      );
    };
    const form = new FormData();
    form.set(UPLOAD_FIELD, file);
    xhr.send(form);
  });
}

/** `20 MB` for a byte limit (the limits are whole megabytes). */
export const megabytes = (bytes: number): string => `${Math.round(bytes / (1024 * 1024))} MB`;
