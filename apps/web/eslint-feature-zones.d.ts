import type { ESLint } from 'eslint';

export const featureZonesPlugin: ESLint.Plugin;
