/** 001 §9 "Support widget z-index 999." */
export const SUPPORT_WIDGET_Z_INDEX = 999;
/** 001 §2.6 "id defaults to 0". */
export const SUPPORT_WIDGET_DEFAULT_USER_ID = 0;

/** What the support widget receives. */
export interface SupportWidgetUser {
  readonly name: string;
  readonly email: string;
  readonly id: number;
}

/**
 * 001 §2.6 "A help/support widget receives the user's name, e-mail and id (id defaults to 0)."
 * A missing name or e-mail (a visitor) becomes `''`; a missing id becomes 0.
 */
export function buildSupportWidgetUser({
  name,
  email,
  id,
}: {
  name?: string | null | undefined;
  email?: string | null | undefined;
  id?: number | null | undefined;
}): SupportWidgetUser {
  return { name: name ?? '', email: email ?? '', id: id ?? SUPPORT_WIDGET_DEFAULT_USER_ID };
}
