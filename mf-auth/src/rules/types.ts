/** The modes of the auth modal (SPEC §2, §4). */
export type AuthMode = 'login' | 'register' | 'forgot-password' | 'reset-password' | 'verify-email' | 'success';

/** Bodies and replies of the account calls (SPEC §7). */
export interface LoginRequest {
  email: string;
  password: string;
  remember_me: boolean;
}

export interface RegisterRequest {
  email: string;
  password: string;
  username?: string;
}

export interface MessageReply {
  message?: string;
}

export interface ChangePasswordRequest {
  current_password: string;
  new_password: string;
}

export interface HistoryPage<T> {
  history: T[];
  page: number;
  pages: number;
  total: number;
}
