import type { RequestIdVariables } from 'hono/request-id';

/** The signed-in user as the server knows them for one request. */
export interface SessionUser {
  readonly user_id: number;
  readonly email: string;
  readonly nickname: string;
  readonly role: 'STUDENT' | 'TEACHER' | 'ADMIN';
  readonly register_status: number;
  readonly is_confirm_email: boolean;
  readonly timezone_iana: string;
  readonly is_am: number;
  readonly currency: string;
}

export interface AppEnv {
  Variables: RequestIdVariables & {
    user: SessionUser | null;
    /** Parse every answer against its endpoint's response schema (AppDeps.checkAnswers). */
    checkAnswers: boolean;
  };
}
