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
