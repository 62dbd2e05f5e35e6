import { ApiClientError, type Endpoint, getFoundation, TOPIC_MATERIAL_MAX_BYTES } from '@app/api';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeFoundation } from '../../testing/builders';
import { renderWithApp } from '../../testing/render';
import { makeTeachingTopic } from '../../testing/teaching-topic-builders';
import { TopicFiles } from './topic-files';
import type * as UploadModule from './upload-file';

const call = vi.hoisted(() => vi.fn<(endpoint: Endpoint) => Promise<unknown>>());
vi.mock('../../lib/api-client', () => ({ api: { call } }));
const upload = vi.hoisted(() => vi.fn<(args: { url: string; file: File; onProgress?: (fraction: number) => void }) => Promise<unknown>>());
vi.mock('./upload-file', async (importOriginal) => ({ ...(await importOriginal<typeof UploadModule>()), uploadFile: upload }));

const pdf = (name: string, bytes = 1_000) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
const choose = (input: string, file: File) => {
  fireEvent.change(screen.getByTestId(input), { target: { files: [file] } });
};

describe('TopicFiles: what an upload says (issue 14: "a 413/415 with the limit named")', () => {
  beforeEach(() => {
    call.mockReset();
    call.mockImplementation((endpoint) =>
      endpoint === getFoundation
        ? Promise.resolve({ data: makeFoundation({ role: 'TEACHER' }) })
        : Promise.reject(new Error(endpoint.path)),
    );
    upload.mockReset();
  });

  it('while a file goes up: its name, the percentage and a progress bar', async () => {
    upload.mockImplementation(({ onProgress }) => {
      onProgress?.(0.42);
      return new Promise(() => undefined);
    });
    renderWithApp(<TopicFiles topic={makeTeachingTopic()} />);
    choose('material-input', pdf('Week 1 slides.pdf'));
    const region = screen.getByTestId('material-feedback');
    expect(await within(region).findByText('Uploading Week 1 slides.pdf: 42%')).toBeTruthy();
    expect(within(region).getByRole('progressbar')).toBeTruthy();
  });

  it("the server's 413 names the file and the limit, as the check before sending does", async () => {
    upload.mockRejectedValue(new ApiClientError({ status: 413, code: 'FileTooLarge', message: 'file: at most 20 MB', field: 'file' }));
    renderWithApp(<TopicFiles topic={makeTeachingTopic()} />);
    choose('material-input', pdf('Week 1 slides.pdf'));
    expect((await screen.findByRole('alert')).textContent).toBe('Week 1 slides.pdf is larger than 20 MB.');

    choose('material-input', pdf('Huge.pdf', TOPIC_MATERIAL_MAX_BYTES + 1));
    expect((await screen.findByRole('alert')).textContent).toBe('Huge.pdf is larger than 20 MB.');
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it("the server's 415 names the file and the types the upload takes (the cover's are not the materials')", async () => {
    upload.mockRejectedValue(
      new ApiClientError({ status: 415, code: 'UnsupportedFileType', message: 'file: accepted types are ...', field: 'file' }),
    );
    renderWithApp(<TopicFiles topic={makeTeachingTopic()} />);
    choose('material-input', pdf('menu.pdf'));
    expect((await within(screen.getByTestId('material-feedback')).findByRole('alert')).textContent).toBe(
      'menu.pdf is not a file type accepted here. Accepted: PDF, images, audio (MP3, M4A, OGG, WAV), Word, PowerPoint, Excel or plain text.',
    );
    choose('cover-input', new File(['GIF89a'], 'cover.png', { type: 'image/png' }));
    expect((await within(screen.getByTestId('cover-feedback')).findByRole('alert')).textContent).toBe(
      'cover.png is not a file type accepted here. Accepted: PNG, JPEG or WebP.',
    );
  });

  it("any other failure reads its code's text from the catalogue", async () => {
    upload.mockRejectedValue(new ApiClientError({ status: 409, code: 'TooManyMaterials', message: 'server English' }));
    renderWithApp(<TopicFiles topic={makeTeachingTopic()} />);
    choose('material-input', pdf('Eleventh.pdf'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This topic already has as many materials as it can hold. Remove one first.',
    );
  });
});
