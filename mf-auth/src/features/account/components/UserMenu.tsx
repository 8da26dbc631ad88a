import { useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type RefObject } from 'react';
import { type User } from '@dl/shared-config';
import { dailyLimitLabel, isFreeTier, tierLabel, userDisplayName } from '../../../rules';
import { useT, useText } from '../../../i18n';

export interface UserMenuActions {
  onProfile: () => void;
  onHistory: () => void;
  onBatch: () => void;
  onSignOut: () => void;
}

/** SPEC §6: the Verify Email entry only logs. */
export function logVerifyEmailRequest(email: string): void {
  console.info(`Email verification requested for ${email}`);
}

/** While the menu is open: a click outside closes it, Escape closes it and gives the focus back to its button. */
function useMenuDismissal(open: boolean, close: () => void, root: RefObject<HTMLDivElement | null>, button: RefObject<HTMLButtonElement | null>) {
  const closeNow = useRef(close);
  closeNow.current = close;
  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) closeNow.current();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        closeNow.current();
        button.current?.focus();
      }
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, root, button]);
}

/** Arrow keys move the focus through the menu's items, round. */
function onMenuKey(event: ReactKeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  event.preventDefault();
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]'));
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next = event.key === 'ArrowDown' ? (at + 1) % items.length : (at - 1 + items.length) % items.length;
  items[next]?.focus();
}

/** The menu's head: the user's name and email, plan and today's downloads. */
function MenuHead({ user, name }: { user: User; name: string }) {
  const t = useT();
  const text = useText();
  const free = isFreeTier(user.subscription?.tier);
  const limits = user.subscription?.usage_limits;
  return (
    <div className="acct-menu-head" role="none">
      <strong>{name}</strong>
      {name !== user.email ? <span className="muted">{user.email}</span> : null}
      <span className="acct-plan">
        <span className={`acct-badge ${free ? '' : 'acct-badge-paid'}`}>{text(tierLabel(user.subscription?.tier))}</span>
        {limits ? (
          <span className="muted">
            {t('ac.menu.usage', { used: limits.downloads_today, limit: text(dailyLimitLabel(limits.daily_limit)) })}
          </span>
        ) : null}
      </span>
    </div>
  );
}

/** The menu's entries; `choose` closes the menu and then does the action. */
function MenuItems({ user, choose, close, onProfile, onHistory, onBatch, onSignOut }: { user: User; choose: (action: () => void) => () => void; close: () => void } & UserMenuActions) {
  const t = useT();
  const free = isFreeTier(user.subscription?.tier);
  return (
    <>
      <button type="button" role="menuitem" className="acct-menu-item" onClick={choose(onProfile)}>
        {t('ac.menu.profile')}
      </button>
      <button type="button" role="menuitem" className="acct-menu-item" onClick={choose(onHistory)}>
        {t('ac.menu.history')}
      </button>
      <button type="button" role="menuitem" className="acct-menu-item" onClick={choose(onBatch)}>
        {t('ac.menu.batch')}
      </button>
      {free ? (
        <a role="menuitem" className="acct-menu-item" href="/upgrade" target="_blank" rel="noopener noreferrer" onClick={close}>
          {t('ac.menu.upgrade')}
        </a>
      ) : (
        <a role="menuitem" className="acct-menu-item" href="/subscription" target="_blank" rel="noopener noreferrer" onClick={close}>
          {t('ac.menu.subscription')}
        </a>
      )}
      {user.email_verified ? null : (
        <button type="button" role="menuitem" className="acct-menu-item" onClick={choose(() => logVerifyEmailRequest(user.email))}>
          {t('ac.verify.submit')}
        </button>
      )}
      <hr className="acct-menu-sep" role="none" />
      <button type="button" role="menuitem" className="acct-menu-item" onClick={choose(onSignOut)}>
        {t('ac.menu.signOut')}
      </button>
    </>
  );
}

/**
 * The signed-in user's menu (SPEC §2, §6): Profile & Settings, Download History, Batch download,
 * Subscription (paid tiers) or Upgrade Plan (free tier) in a new tab, Verify Email (unverified users), Sign Out.
 */
export function UserMenu({ user, ...actions }: { user: User } & UserMenuActions) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const name = userDisplayName(user);
  const close = () => setOpen(false);
  useMenuDismissal(open, close, root, button);

  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };

  return (
    <div className="acct-user" ref={root}>
      <button
        ref={button}
        type="button"
        className="btn btn-ghost acct-user-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        {user.profile?.avatar_url ? <img className="acct-avatar" src={user.profile.avatar_url} alt="" width={24} height={24} /> : <span className="acct-avatar acct-avatar-letter" aria-hidden="true">{name.charAt(0).toUpperCase()}</span>}
        <span className="acct-user-name">{name}</span>
        <span aria-hidden="true">▾</span>
      </button>
      {open ? (
        <div id={menuId} className="acct-menu" role="menu" aria-label={t('ac.menu.label')} onKeyDown={onMenuKey}>
          <MenuHead user={user} name={name} />
          <MenuItems user={user} choose={choose} close={close} {...actions} />
        </div>
      ) : null}
    </div>
  );
}
