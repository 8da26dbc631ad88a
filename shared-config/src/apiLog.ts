/** The last API calls the page made (for the debug panel of domains with features.debugMode). */
export interface ApiCallRecord {
  method: string;
  /** Path and query, without the origin. */
  path: string;
  /** HTTP status, or a transport failure such as FETCH_ERROR. */
  status: number | string;
  ms: number;
  at: string;
}

const MAX = 30;
const calls: ApiCallRecord[] = [];
const listeners = new Set<() => void>();

export function recordApiCall(call: ApiCallRecord): void {
  calls.unshift(call);
  if (calls.length > MAX) calls.length = MAX;
  for (const l of listeners) l();
}

export function recentApiCalls(): readonly ApiCallRecord[] {
  return calls;
}

export function subscribeApiCalls(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
