import { useCallback } from 'react';
import { sessionActions, useAppDispatch } from '@dl/shared-config';
import { api } from '@dl/shared-config/api';
import { useLogoutMutation } from '../api/authApi';

/** Sign Out: tell the server (errors ignored, SPEC §7), then clear the tokens and the user's cached data. */
export function useSignOut(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const [logout] = useLogoutMutation();
  return useCallback(async () => {
    try {
      await logout().unwrap();
    } catch {
      /* errors ignored */
    }
    dispatch(sessionActions.loggedOut());
    dispatch(api.util.invalidateTags(['History']));
  }, [dispatch, logout]);
}
