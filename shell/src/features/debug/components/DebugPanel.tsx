import { useEffect, useRef, useSyncExternalStore } from 'react';
import { recentApiCalls, subscribeApiCalls, useAppSelector, type RemoteArea } from '@dl/shared-config';
import { useGetRemoteBuildQuery, useGetServerHealthQuery } from '../api/manifestApi';
import { sharedVersions } from '../sharedVersions';

function RemoteRow({ area, url }: { area: RemoteArea; url: string | undefined }) {
  const { data, error, isLoading } = useGetRemoteBuildQuery(url ?? '', { skip: !url });
  const build = isLoading ? 'loading…' : error ? `unavailable (${(error as { message?: string }).message ?? 'error'})` : data?.buildVersion ?? '—';
  return (
    <tr>
      <th scope="row">{area}</th>
      <td>
        <code>{url ?? 'not registered'}</code>
      </td>
      <td data-testid={`debug-build-${area}`}>{build}</td>
    </tr>
  );
}

/** The server's build and its extraction engine: which yt-dlp runs, where it comes from, its last update. */
function ServerRows() {
  const { data, error, isLoading } = useGetServerHealthQuery();
  const unavailable = isLoading ? 'loading…' : error ? 'unavailable' : null;
  const engine = data?.engine;
  const last = engine?.last_update;
  return (
    <tbody>
      <tr>
        <th scope="row">server</th>
        <td data-testid="debug-server">{unavailable ?? data?.version}</td>
      </tr>
      <tr>
        <th scope="row">engine</th>
        <td data-testid="debug-engine">{unavailable ?? (engine ? `yt-dlp ${engine.version ?? '(version unknown)'} (${engine.origin})` : '—')}</td>
      </tr>
      <tr>
        <th scope="row">last engine update</th>
        <td data-testid="debug-engine-update">{unavailable ?? (last ? `${new Date(last.at).toLocaleString()}: ${last.result}, ${last.message}` : 'none')}</td>
      </tr>
    </tbody>
  );
}

/** Each shared singleton's version on the page, and which build gave it. */
function SharedSection() {
  const shared = sharedVersions();
  return (
    <section>
      <h3>Shared singletons</h3>
      <table>
        <tbody>
          {shared.map((s) => (
            <tr key={s.name}>
              <th scope="row">{s.name}</th>
              <td data-testid={`debug-shared-${s.name}`}>{s.version}</td>
              <td className="muted">{s.from}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The page's last calls of the API, as they happen. */
function ApiCallsSection() {
  const calls = useSyncExternalStore(subscribeApiCalls, recentApiCalls, recentApiCalls);
  return (
    <section>
      <h3>Last API calls</h3>
      {calls.length ? (
        <table data-testid="debug-calls">
          <tbody>
            {calls.map((c, i) => (
              <tr key={`${c.at}-${i}`}>
                <td>{c.method}</td>
                <td>
                  <code>{c.path}</code>
                </td>
                <td>{c.status}</td>
                <td>{c.ms} ms</td>
                <td className="muted">{new Date(c.at).toLocaleTimeString()}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="muted">No API calls yet.</p>
      )}
    </section>
  );
}

interface Props {
  remotes: Record<RemoteArea, string | undefined>;
  shellBuild: string;
  onClose: () => void;
}

/** features.debugMode: what this page is made of and what it asked the API. */
export default function DebugPanel({ remotes, shellBuild, onClose }: Props) {
  const { config, source } = useAppSelector((s) => s.domain);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="debug-panel" role="dialog" aria-modal="false" aria-labelledby="debug-title" tabIndex={-1} ref={ref} data-testid="debug-panel">
      <div className="debug-head">
        <h2 id="debug-title">Debug</h2>
        <button type="button" className="btn btn-ghost" onClick={onClose} aria-label="Close the debug panel">
          ✕
        </button>
      </div>
      <section>
        <h3>Builds</h3>
        <table>
          <tbody>
            <tr>
              <th scope="row">shell</th>
              <td>
                <code>{window.location.origin}/</code>
              </td>
              <td data-testid="debug-build-shell">{shellBuild}</td>
            </tr>
            {(Object.keys(remotes) as RemoteArea[]).map((area) => (
              <RemoteRow key={area} area={area} url={remotes[area]} />
            ))}
          </tbody>
        </table>
      </section>
      <section>
        <h3>Server</h3>
        <table>
          <ServerRows />
        </table>
      </section>
      <SharedSection />
      <ApiCallsSection />
      <section>
        <h3>Domain configuration ({source === 'server' ? 'from the server' : 'local fallback'})</h3>
        <pre data-testid="debug-config">{JSON.stringify(config, null, 2)}</pre>
      </section>
    </div>
  );
}
