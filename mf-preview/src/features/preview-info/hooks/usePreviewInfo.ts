/**
 * Asks the domain's preview endpoint about the link the page will play (a signed proxy link or a start-merge
 * link of our API): its size and title fill what the query leaves out, and a link the endpoint reports as
 * expired (410) shows the 'Preview Session Expired' panel at once instead of a player that cannot load.
 */
import type { ApiError } from '@dl/shared-config';
import type { PreviewInfo } from '../../../rules';
import { useGetPreviewInfoQuery } from '../api/previewInfoApi';

export interface PreviewInfoState {
  info: PreviewInfo | null;
  /** The endpoint answered 410: the link has expired. */
  expired: boolean;
}

export function usePreviewInfo(link: string | null): PreviewInfoState {
  // `skip` rather than RTK's skipToken: importing it would bundle a private copy of RTK Query into this remote.
  const { data, error } = useGetPreviewInfoQuery(link ?? '', { skip: !link });
  if (!link) return { info: null, expired: false };
  return { info: data ?? null, expired: (error as ApiError | undefined)?.status === 410 };
}
