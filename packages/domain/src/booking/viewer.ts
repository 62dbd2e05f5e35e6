/**
 * Who is looking. `null` means signed out. 000 §3 "User fields read: user_id, timezone_iana,
 * register_status, is_confirm_email, is_am (1 means 12-hour clock)."
 */
export interface Viewer {
  readonly user_id: number;
  readonly register_status: number;
  readonly is_confirm_email: boolean | 0 | 1;
  readonly timezone_iana?: string | null;
  readonly is_am?: 0 | 1 | boolean | null;
}
