import type { Linter } from 'eslint';
export declare const pureRules: Linter.Config;
