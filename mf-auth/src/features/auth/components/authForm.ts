import { useCallback, useState } from 'react';
import type { AuthMode } from '../../../rules';

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

/**
 * The submit flow every auth form shares: a problem found in the fields shows as the form's error and nothing is
 * sent; otherwise the request goes out, its reply is handed on, and a failure shows the text made of it.
 */
export function useFormAction() {
  const [error, setError] = useState<string | null>(null);
  const attempt = useCallback(async <R>(problem: string | null, send: () => Promise<R>, onReply: (reply: R) => void, errorText: (failure: unknown) => string) => {
    setError(problem);
    if (problem) return;
    let reply: R;
    try {
      reply = await send();
    } catch (failure) {
      setError(errorText(failure));
      return;
    }
    onReply(reply);
  }, []);
  return { error, setError, attempt };
}
