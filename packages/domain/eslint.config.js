import { baseConfig } from '@app/eslint-config';
import { pureRules } from '@app/eslint-config/pure';

export default [...baseConfig({ tsconfigRootDir: import.meta.dirname }), pureRules];
