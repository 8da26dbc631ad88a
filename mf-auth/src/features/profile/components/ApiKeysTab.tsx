import { useState, type FormEvent } from 'react';
import { apiUrl, useAppSelector, useDomainConfig } from '@dl/shared-config';
import { formatDateTime } from '@dl/contract';
import { simpleErrorText } from '../../../rules';
import { Field } from '../../../ui/Field';
import { ErrorBanner, SuccessBanner } from '../../../ui/Banner';
import { useCreateApiKeyMutation, useListApiKeysQuery, useRevokeApiKeyMutation, type ApiKey } from '../api/apiKeysApi';
import { useLanguage, useT } from '../../../i18n';

/** The key just made, shown this once, with a button that copies it. */
function NewKey({ name, apiKey, example }: { name: string; apiKey: string; example: string }) {
  const t = useT();
  const [copied, setCopied] = useState<string | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(apiKey);
      setCopied(t('ac.keys.copied'));
    } catch {
      setCopied(t('ac.keys.copyFailed'));
    }
  }
  return (
    <div className="acct-key-new" role="group" aria-label={t('ac.keys.newLabel', { name })}>
      <p>
        <strong>{t('ac.keys.showOnce')}</strong>
      </p>
      <div className="acct-row">
        <input className="input acct-key-text" readOnly value={apiKey} aria-label={t('ac.keys.keyLabel', { name })} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="btn btn-primary" onClick={() => void copy()}>
          {t('ac.keys.copy')}
        </button>
      </div>
      <p className="muted" role="status">
        {copied}
      </p>
      <p className="muted">{t('ac.keys.example')}</p>
      <pre className="acct-key-example">{`curl -L -OJ -H "X-API-Key: ${apiKey}" \\\n  "${example}?url=https%3A%2F%2F…"`}</pre>
    </div>
  );
}

/** One key: its name, its first characters, when it was made and last used, and Revoke (asked twice). */
function KeyRow({ item, onRevoked }: { item: ApiKey; onRevoked: (message: string) => void }) {
  const t = useT();
  const lang = useLanguage();
  const timeZone = useAppSelector((s) => s.session.user?.profile.timezone ?? null);
  const [confirming, setConfirming] = useState(false);
  const [revoke, { isLoading }] = useRevokeApiKeyMutation();
  const [error, setError] = useState<string | null>(null);
  const when = (iso: string) => formatDateTime(iso, { locale: lang, timeZone });

  async function onRevoke() {
    if (!confirming) return setConfirming(true);
    try {
      onRevoked((await revoke(item.id).unwrap()).message);
    } catch (failure) {
      setError(simpleErrorText(failure, t('ac.keys.revokeFailed')));
      setConfirming(false);
    }
  }

  return (
    <li className="acct-key">
      <div className="acct-key-facts">
        <strong>{item.name}</strong>
        <code>{item.prefix}…</code>
        <small className="muted">
          {t('ac.keys.created', { when: when(item.created_at) })} · {item.last_used_at ? t('ac.keys.lastUsed', { when: when(item.last_used_at) }) : t('ac.keys.neverUsed')}
        </small>
        <ErrorBanner>{error}</ErrorBanner>
      </div>
      <button type="button" className={confirming ? 'btn btn-ghost acct-key-confirm' : 'btn btn-ghost'} disabled={isLoading} onClick={() => void onRevoke()} aria-label={confirming ? t('ac.keys.confirmLabel', { name: item.name }) : t('ac.keys.revokeLabel', { name: item.name })}>
        {confirming ? t('ac.keys.confirm') : t('ac.keys.revoke')}
      </button>
    </li>
  );
}

/** API keys (issue 51): make a key for a program (shown once), see the keys, revoke one. */
export function ApiKeysTab() {
  const t = useT();
  const { api } = useDomainConfig();
  const keys = useListApiKeysQuery();
  const [create, { isLoading }] = useCreateApiKeyMutation();
  const [name, setName] = useState('');
  const [made, setMade] = useState<{ id: string; name: string; key: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const example = new URL(apiUrl(api.baseUrl, '/api/file'), window.location.href).href;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSuccess(null);
    setError(null);
    try {
      const reply = await create({ name: name.trim() }).unwrap();
      setMade({ id: reply.id, name: reply.name, key: reply.key });
      setName('');
    } catch (failure) {
      setError(simpleErrorText(failure, t('ac.keys.createFailed')));
    }
  }

  return (
    <div className="acct-form">
      <p>{t('ac.keys.intro')}</p>
      <form className="acct-form" onSubmit={submit} noValidate>
        <ErrorBanner>{error}</ErrorBanner>
        <Field label={t('ac.keys.name')} value={name} onChange={setName} maxLength={64} hint={t('ac.keys.nameHint')} data-autofocus />
        <div className="actions">
          <button type="submit" className="btn btn-primary" disabled={isLoading}>
            {isLoading ? t('ac.keys.creating') : t('ac.keys.create')}
          </button>
        </div>
      </form>
      {made ? <NewKey name={made.name} apiKey={made.key} example={example} /> : null}
      <SuccessBanner>{success}</SuccessBanner>
      <h3 className="acct-keys-title">{t('ac.keys.yours')}</h3>
      {keys.isError ? <ErrorBanner>{simpleErrorText(keys.error, t('ac.keys.loadFailed'))}</ErrorBanner> : null}
      {keys.data && keys.data.length === 0 ? <p className="muted">{t('ac.keys.none')}</p> : null}
      {keys.data && keys.data.length > 0 ? (
        <ul className="acct-keys">
          {keys.data.map((item) => (
            <KeyRow
              key={item.id}
              item={item}
              onRevoked={(message) => {
                setSuccess(message);
                if (made?.id === item.id) setMade(null);
              }}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
