import { z } from 'zod';

/** 001 §7.2 "GET /v2/marketing/global_popup": the stored popup a signed-in user has not dismissed. */
export const GlobalPopupSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  cta_label: z.string().nullable(),
  /** A same-site path (starts with one `/`), never an outside address. */
  cta_link: z.string().nullable(),
});
export type GlobalPopup = z.infer<typeof GlobalPopupSchema>;

export const GlobalPopupResponseSchema = z.object({ data: z.object({ popup: GlobalPopupSchema.nullable() }) });
export const PopupIdParamSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});
export const DismissPopupResponseSchema = z.object({ data: z.object({ popup_id: z.number().int(), dismissed: z.literal(true) }) });
