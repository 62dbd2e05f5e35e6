import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadEnglish } from '../i18n/english';

// Components render with every English text at hand, as they do after their route has loaded.
await loadEnglish();

afterEach(() => {
  cleanup();
});
