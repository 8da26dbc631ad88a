import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { MESSAGES, batchRequestActions, useAppDispatch, useAppSelector } from '@dl/shared-config';
import { type AuthLink, type AuthMode } from '../rules';
import { AuthButtons } from '../features/account/components/AuthButtons';
import { UserMenu } from '../features/account/components/UserMenu';
import { useAuthLink } from '../features/auth/hooks/useAuthLink';
import { useSessionRestore } from '../features/auth/hooks/useSessionRestore';
import { useSignOut } from '../features/auth/hooks/useSignOut';
import { useProfileLanguage } from '../features/profile/hooks/useProfileLanguage';
import { useT, useText } from '../i18n';
import '../ui/account.css';

const AuthModal = lazy(() => import('../features/auth/components/AuthModal').then((m) => ({ default: m.AuthModal })));
const ProfileModal = lazy(() => import('../features/profile/components/ProfileModal').then((m) => ({ default: m.ProfileModal })));
const HistoryModal = lazy(() => import('../features/history/components/HistoryModal').then((m) => ({ default: m.HistoryModal })));
const BatchModal = lazy(() => import('../features/batch/components/BatchModal').then((m) => ({ default: m.BatchModal })));

type Panel =
  | { kind: 'auth'; mode: Exclude<AuthMode, 'success'>; token?: string; key: number }
  | { kind: 'profile' }
  | { kind: 'history' }
  | { kind: 'batch'; links?: string[] }
  | null;

/**
 * The account area of the top navigation (shown when authentication_enabled): Sign In / Sign Up for
 * visitors, the user menu for signed-in users, and the modals they open. It also restores the session on
 * load, opens the modal from the email links `?auth=verify-email|reset-password&token=…` on any page, and puts the
 * page in the signed-in user's language.
 */
export default function AccountMenu() {
  const session = useAppSelector((s) => s.session);
  const [panel, setPanel] = useState<Panel>(null);
  const close = useCallback(() => setPanel(null), []);
  const signOut = useSignOut();
  const dispatch = useAppDispatch();
  const t = useT();
  const text = useText();

  // Links chosen elsewhere on the page (a list's items) open the batch download with them, for a signed-in user.
  const requested = useAppSelector((s) => s.batchRequest.links);
  useEffect(() => {
    if (!requested || !session.user) return;
    setPanel({ kind: 'batch', links: requested });
    dispatch(batchRequestActions.batchRequestTaken());
  }, [requested, session.user, dispatch]);

  useSessionRestore();
  useProfileLanguage();
  const onLink = useCallback((link: AuthLink) => setPanel({ kind: 'auth', mode: link.mode, token: link.token, key: Date.now() }), []);
  useAuthLink(onLink);

  const openAuth = (mode: 'login' | 'register') => setPanel({ kind: 'auth', mode, key: Date.now() });
  const restoring = session.status === 'loading' && !session.user && Boolean(session.accessToken) && panel?.kind !== 'auth';

  return (
    <div className="account-menu" data-area="mf-auth">
      {session.user ? (
        <UserMenu
          user={session.user}
          onProfile={() => setPanel({ kind: 'profile' })}
          onHistory={() => setPanel({ kind: 'history' })}
          onBatch={() => setPanel({ kind: 'batch' })}
          onSignOut={() => void signOut()}
        />
      ) : restoring ? (
        <span className="acct-restoring muted" aria-busy="true">
          {t('ac.menu.restoring')}
        </span>
      ) : (
        <>
          {session.status === 'error' && session.error === MESSAGES.sessionExpired ? (
            <span className="acct-expired" role="status">
              {text(session.error)}
            </span>
          ) : null}
          <AuthButtons onSignIn={() => openAuth('login')} onSignUp={() => openAuth('register')} />
        </>
      )}
      <Suspense fallback={null}>
        {panel?.kind === 'auth' ? <AuthModal key={panel.key} initialMode={panel.mode} initialToken={panel.token} onClose={close} /> : null}
        {panel?.kind === 'profile' && session.user ? <ProfileModal user={session.user} onClose={close} /> : null}
        {panel?.kind === 'history' && session.user ? <HistoryModal onClose={close} /> : null}
        {panel?.kind === 'batch' && session.user ? <BatchModal onClose={close} initialLinks={panel.links} /> : null}
      </Suspense>
    </div>
  );
}
