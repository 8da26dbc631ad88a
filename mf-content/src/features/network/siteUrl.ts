/**
 * A configured domain ("hub.example.com", "https://hub.example.com/") as a safe https link and a display name,
 * or null when it is not a plain host name (so configuration can never inject a javascript: link).
 */
export function siteUrl(domain: string): { href: string; label: string } | null {
  const m = /^(?:(https?):\/\/)?([a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?)\/?$/i.exec(domain.trim());
  if (!m) return null;
  const host = m[2].toLowerCase();
  return { href: `${m[1]?.toLowerCase() ?? 'https'}://${host}/`, label: host };
}
