import type { UserWorkspaceConfig } from 'vitest/config';
export declare function preset(options: {
  name: string;
  environment?: 'node' | 'happy-dom';
  testTimeout?: number;
  hookTimeout?: number;
  setupFiles?: string[];
  /** More test files outside src/ (e.g. build plugins' tests). */
  alsoInclude?: string[];
}): UserWorkspaceConfig;
