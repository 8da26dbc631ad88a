/**
 * Loading a remote's manifest: once per page, tried again on failure, each try limited in time (see plugins.ts). The
 * reliability plugin resolves a remote's entry from it; sharedPlan.ts reads what the remote takes of lean-shared
 * packages from it.
 */
import { parseManifest, type Manifest } from './manifest';

/** A manifest, entry or exposed module that fails to load is tried this many more times, this long apart. */
export const RETRIES = 2;
export const RETRY_DELAY_MS = 300;
/** A manifest or entry that has not arrived after this long counts as failed (a host that accepts and never answers). */
export const LOAD_TIMEOUT_MS = 15_000;

export const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `load`, tried again RETRIES times, RETRY_DELAY_MS apart, while it rejects. */
export async function withRetries<T>(load: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (e) {
      if (attempt >= RETRIES) throw e;
      await delay(RETRY_DELAY_MS);
    }
  }
}

/** Reads a manifest, aborted after LOAD_TIMEOUT_MS. */
async function fetchManifest(url: string): Promise<Manifest> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), LOAD_TIMEOUT_MS);
  try {
    const res = await fetch(url, { signal: abort.signal });
    if (!res.ok) throw new Error(`The manifest ${url} answered HTTP ${res.status}.`);
    return parseManifest(await res.text(), url);
  } catch (e) {
    if (abort.signal.aborted) throw new Error(`The manifest ${url} did not arrive in time.`, { cause: e });
    throw e;
  } finally {
    clearTimeout(timer);
  }
}

/** Manifest URL → its content (a read in progress or done; a failed read is forgotten, so the next use reads anew). */
const manifests = new Map<string, Promise<Manifest>>();

/** A remote's manifest, read once per page (with retries; see the top of this file). */
export function loadManifest(url: string): Promise<Manifest> {
  let m = manifests.get(url);
  if (!m) {
    m = withRetries(() => fetchManifest(url));
    manifests.set(url, m);
    m.catch(() => manifests.delete(url));
  }
  return m;
}

