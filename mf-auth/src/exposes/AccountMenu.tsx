import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { MESSAGES, batchRequestActions, useAppDispatch, useAppSelector } from '@dl/shared-config';
import { type AuthLink, type AuthMode } from '../rules';
import { AuthButtons } from '../features/account/components/AuthButtons';
import { useAuthLink } from '../features/auth/hooks/useAuthLink';
import { Restoring } from '../features/account/components/Restoring';
import { useText } from '../i18n';
import '../ui/account.css';

// The part for a visitor with a session: it talks to the API, so it loads only when there is one (SignedInMenu.tsx).
const SignedInMenu = lazy(() => import('./SignedInMenu'));

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
  const dispatch = useAppDispatch();
  const text = useText();

  // Links chosen elsewhere on the page (a list's items) open the batch download with them, for a signed-in user.
  const requested = useAppSelector((s) => s.batchRequest.links);
  useEffect(() => {
    if (!requested || !session.user) return;
    setPanel({ kind: 'batch', links: requested });
    dispatch(batchRequestActions.batchRequestTaken());
  }, [requested, session.user, dispatch]);

  const onLink = useCallback((link: AuthLink) => setPanel({ kind: 'auth', mode: link.mode, token: link.token, key: Date.now() }), []);
  useAuthLink(onLink);

  const openAuth = (mode: 'login' | 'register') => setPanel({ kind: 'auth', mode, key: Date.now() });
  // A stored session is being checked from the start: before the check's code has loaded and begun (then the status
  // is loading) as much as during it, so a signed-in visitor is not offered Sign In meanwhile.
  const hasSession = Boolean(session.user || session.accessToken);
  const [checkBegun, setCheckBegun] = useState(false);
  useEffect(() => {
    if (session.status === 'loading') setCheckBegun(true);
  }, [session.status]);
  const restoring = !session.user && Boolean(session.accessToken) && panel?.kind !== 'auth' && (session.status === 'loading' || !checkBegun);

  return (
    <div className="account-menu" data-area="mf-auth">
      {hasSession ? (
        // Until its code has loaded, a stored session reads as being checked.
        <Suspense fallback={restoring ? <Restoring /> : null}>
          <SignedInMenu
            user={session.user}
            restoring={restoring}
            onProfile={() => setPanel({ kind: 'profile' })}
            onHistory={() => setPanel({ kind: 'history' })}
            onBatch={() => setPanel({ kind: 'batch' })}
          />
        </Suspense>
      ) : null}
      {session.user || restoring ? null : (
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
