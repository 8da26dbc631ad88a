import type { AuthMode } from '@dl/shared-config';

/** The fields of the auth modal; they survive a mode switch (the email stays) and reset when it closes. */
export interface AuthFields {
  email: string;
  password: string;
  confirmPassword: string;
  username: string;
  token: string;
  rememberMe: boolean;
}

export const EMPTY_FIELDS: AuthFields = { email: '', password: '', confirmPassword: '', username: '', token: '', rememberMe: false };

/** What happens once the success panel has been shown: close the modal (login) or go back to login. */
export type AfterSuccess = 'close' | 'login';

export interface AuthFormProps {
  fields: AuthFields;
  setField: <K extends keyof AuthFields>(key: K, value: AuthFields[K]) => void;
  /** Switch mode; `notice` is a green banner for the next mode. */
  goTo: (mode: AuthMode, notice?: string) => void;
  /** Show the success panel with `message`, then close or return to login after the delay of SPEC §4. */
  succeed: (message: string, then: AfterSuccess) => void;
  notice: string | null;
}

/** The server's own `message`, else ours. */
export function replyMessage(reply: { message?: unknown } | null | undefined, fallback: string): string {
  return reply && typeof reply.message === 'string' && reply.message.trim() ? reply.message : fallback;
}
