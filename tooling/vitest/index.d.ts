import type { UserWorkspaceConfig } from 'vitest/config';
export declare function preset(options: { name: string; environment?: 'node' | 'jsdom'; testTimeout?: number; hookTimeout?: number }): UserWorkspaceConfig;
