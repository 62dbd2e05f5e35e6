import type { Linter } from 'eslint';
export declare function baseConfig(options: { tsconfigRootDir: string }): Linter.Config[];
