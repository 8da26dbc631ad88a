/**
 * Email links: `/?auth=verify-email&token=<code>` and `/?auth=reset-password&token=<token>` (SPEC §7). The
 * account menu reads them on any page, opens the modal in that mode and removes them from the address bar.
 */
export const AUTH_LINK_PARAM = 'auth';
export const AUTH_TOKEN_PARAM = 'token';

export type AuthLinkMode = 'verify-email' | 'reset-password';

export interface AuthLink {
  mode: AuthLinkMode;
  token: string;
}

const LINK_MODES: readonly AuthLinkMode[] = ['verify-email', 'reset-password'];

/** The auth link in a query string ('?a=b' or 'a=b'), or null when there is none. */
export function readAuthLink(search: string): AuthLink | null {
  const params = new URLSearchParams(search);
  const mode = params.get(AUTH_LINK_PARAM);
  if (!mode || !(LINK_MODES as readonly string[]).includes(mode)) return null;
  return { mode: mode as AuthLinkMode, token: (params.get(AUTH_TOKEN_PARAM) ?? '').trim() };
}

/** The query string without the auth link's parameters: '' or '?rest'. */
export function stripAuthLink(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(AUTH_LINK_PARAM);
  params.delete(AUTH_TOKEN_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
