/** The share link of an extraction: the page's own link with ?url= (SPEC §2: the url parameter pre-fills the form). */
import { AUDIO_TRACK_PARAM, PREFILL_URL_PARAM } from '@dl/contract';

export function buildShareLink(origin: string, pathname: string, sourceUrl: string, trackId?: string | null): string {
  const params = new URLSearchParams({ [PREFILL_URL_PARAM]: sourceUrl });
  if (trackId) params.set(AUDIO_TRACK_PARAM, trackId);
  return `${origin}${pathname}?${params.toString()}`;
}

/** The image-proxy address of a thumbnail (the endpoint comes from the domain configuration). */
export function proxiedImageUrl(imageProxyEndpoint: string, imageUrl: string): string {
  return `${imageProxyEndpoint}?url=${encodeURIComponent(imageUrl)}`;
}
