import { useEffect, useRef } from 'react';
import { sessionActions, useAppDispatch, useAppSelector, useAppStore } from '@dl/shared-config';
import { useLazyGetMeQuery } from '../api/authApi';

/**
 * SPEC §4 auth state, on load: a stored access token is checked with GET /api/auth/me. The shared base query
 * refreshes once on 401; if the check still fails the session is cleared.
 */
export function useSessionRestore(): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const needsCheck = useAppSelector((s) => Boolean(s.session.accessToken) && !s.session.user);
  const [fetchMe] = useLazyGetMeQuery();
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !needsCheck) return;
    started.current = true;
    dispatch(sessionActions.authStarted());
    fetchMe(undefined, false)
      .unwrap()
      .catch((error: { status?: unknown }) => {
        // Only a rejected token ends the session (the base query has already cleared it when the refresh was
        // refused); a server that cannot be reached or fails leaves it for the next visit.
        const rejected = error?.status === 401 || error?.status === 403 || error?.status === 404;
        const { session } = store.getState();
        if (!rejected) dispatch(sessionActions.restoreDeferred());
        else if (session.accessToken || session.status === 'loading') dispatch(sessionActions.loggedOut());
      });
  }, [dispatch, fetchMe, needsCheck, store]);
}
