import type { StorybookConfig } from '@storybook/react-vite';
import { PRECOMPRESS_PLUGIN } from '../build/precompress';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // Storybook's static build is not served by the app: no .br/.gz copies to write.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: (viteConfig.plugins ?? []).filter(
      (plugin) => !(plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name === PRECOMPRESS_PLUGIN),
    ),
  }),
};
export default config;
