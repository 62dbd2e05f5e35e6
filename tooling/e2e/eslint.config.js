import { baseConfig } from '@app/eslint-config';

export default [...baseConfig({ tsconfigRootDir: import.meta.dirname })];
