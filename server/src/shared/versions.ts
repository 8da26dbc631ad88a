/** Versions as the engine (YYYY.MM.DD) and its runtime (x.y.z) write them. */

const parts = (v: string): number[] => (v.match(/\d+/g) ?? []).slice(0, 3).map(Number);

/** "2026.10.26" or "2026.10.26-1" or "2.9.6" against a minimum of the same shape. */
export function versionAtLeast(version: string, min: string): boolean {
  const a = parts(version);
  const b = parts(min);
  for (let i = 0; i < b.length; i++) if ((a[i] ?? 0) !== b[i]) return (a[i] ?? 0) > b[i];
  return true;
}

/** Days since the date yt-dlp writes as its version (YYYY.MM.DD); null for anything else. */
export function ageInDays(version: string | null | undefined, now = Date.now()): number | null {
  const m = /^(\d{4})\.(\d{2})\.(\d{2})/.exec(version ?? '');
  if (!m) return null;
  return Math.max(0, Math.floor((now - Date.UTC(+m[1], +m[2] - 1, +m[3])) / 86_400_000));
}
