import { preset } from '@app/vitest-preset';

export default preset({
  name: 'web',
  environment: 'happy-dom',
  setupFiles: ['./src/testing/setup.ts'],
  alsoInclude: ['build/**/*.test.ts'],
});
