import { z } from 'zod';

/** `{name}.svg`; its shape is checked by the server's drawing code (apps/server/src/assets/svg.ts). */
export const SvgAssetParamSchema = z.object({ file: z.string() });
