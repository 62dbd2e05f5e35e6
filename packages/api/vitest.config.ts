import { preset } from '@app/vitest-preset';

export default preset({ name: 'api' });
