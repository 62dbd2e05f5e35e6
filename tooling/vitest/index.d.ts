import type { UserWorkspaceConfig } from 'vitest/config';
export declare function preset(options: {
  name: string;
  environment?: 'node' | 'happy-dom';
  testTimeout?: number;
  hookTimeout?: number;
  setupFiles?: string[];
}): UserWorkspaceConfig;
