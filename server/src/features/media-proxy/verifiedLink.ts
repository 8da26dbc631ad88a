import { hasControlCharacter } from '@dl/contract';
import { HttpError } from '../../infra/errors';
import { PROXY_MESSAGES as M } from './messages';
import type { LinkQuery, MediaLinkSigner, VerifiedLink } from './signer';

/** The link a signed query stands for; 410 when it has expired, 403 when it is not one of ours. */
export function verifiedLink(signer: MediaLinkSigner, query: LinkQuery): VerifiedLink {
  const result = signer.verify(query);
  if (result.ok) return result.link;
  if (result.reason === 'expired') throw new HttpError(410, M.expired, 'link.expired');
  throw new HttpError(403, M.invalid, 'link.invalid');
}

/**
 * A link of this site as a visitor hands it back (a preview's or a clip's source: path and query); null when it cannot
 * be one. A raw control character is no part of a link the server handed out (the URL parser would drop or encode it).
 */
export function parseSiteLink(text: string): URL | null {
  if (hasControlCharacter(text)) return null;
  try {
    return new URL(text, 'http://local.invalid');
  } catch {
    return null;
  }
}
