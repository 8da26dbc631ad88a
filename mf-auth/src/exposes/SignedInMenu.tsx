import { type User } from '@dl/shared-config';
import { useSessionRestore } from '../features/auth/hooks/useSessionRestore';
import { useSignOut } from '../features/auth/hooks/useSignOut';
import { useProfileLanguage } from '../features/profile/hooks/useProfileLanguage';
import { Restoring } from '../features/account/components/Restoring';
import { UserMenu } from '../features/account/components/UserMenu';

export interface SignedInMenuProps {
  /** The signed-in user; null while a stored session is checked. */
  user: User | null;
  /** The check of a stored session is under way (the menu says so instead of offering Sign In). */
  restoring: boolean;
  onProfile(): void;
  onHistory(): void;
  onBatch(): void;
}

/**
 * The account area of a visitor with a session: the check of a stored token, the profile's language, the user
 * menu and Sign Out. Everything here talks to the API, so the account menu loads it (and RTK Query with it) only
 * for a visitor who has a session or signs in; a visitor without one is offered Sign In and Sign Up without it.
 */
export default function SignedInMenu({ user, restoring, onProfile, onHistory, onBatch }: SignedInMenuProps) {
  useSessionRestore();
  useProfileLanguage();
  const signOut = useSignOut();
  if (user) return <UserMenu user={user} onProfile={onProfile} onHistory={onHistory} onBatch={onBatch} onSignOut={() => void signOut()} />;
  return restoring ? <Restoring /> : null;
}
