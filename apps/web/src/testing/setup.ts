import { SIGNED_IN_HINT_COOKIE } from '@app/api';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { loadEnglish } from '../i18n/english';

// Components render with every English text at hand, as they do after their route has loaded.
await loadEnglish();

// No unit test reaches a network: a read a test does not answer fails at once, as offline, instead
// of opening a socket to nobody (and printing its failure after the test has moved on).
globalThis.fetch = () => Promise.reject(new TypeError('unit tests have no network: answer this read in the test'));

// Each test's own answer of the session read decides who is signed in (a visitor's is a 401), as
// it did before the web app skipped that read in a browser without the server's signed-in hint.
beforeEach(() => {
  if (typeof document !== 'undefined') document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; path=/`;
});

afterEach(() => {
  cleanup();
});
