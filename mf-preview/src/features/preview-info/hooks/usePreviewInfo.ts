/**
 * Asks the domain's preview endpoint about the link the page will play (a signed proxy link or a start-merge
 * link of our API): its size and title fill what the query leaves out, and a link the endpoint reports as
 * expired (410) shows the 'Preview Session Expired' panel.
 */
import { type ApiError } from '@dl/shared-config';
import { laterQuery, useLaterQuery } from '@dl/shared-config/laterQuery';
import type { PreviewInfo } from '../../../rules';

export interface PreviewInfoState {
  info: PreviewInfo | null;
  /** The endpoint answered 410: the link has expired. */
  expired: boolean;
}

const NOTHING: PreviewInfoState = { info: null, expired: false };

/** The endpoint's module (it imports the site's API, so the two load and evaluate together), then the call. */
const previewInfoQuery = laterQuery({
  load: () => import('../api/previewInfoApi'),
  initiate: ({ previewInfoApi }, dispatch, link) => dispatch(previewInfoApi.endpoints.getPreviewInfo.initiate(link)),
});

/**
 * The endpoint's answer for `link` (null: nothing to ask; links from the format list carry what it would tell), asked
 * once the page's media has shown or failed: the call, its code and the API's (RTK Query) are not part of the page's
 * first load and do not compete with the media. An expired link fails to play, which the player's probe tells too.
 */
export function usePreviewInfo(link: string | null): PreviewInfoState {
  const result = useLaterQuery(link, previewInfoQuery);
  if (!result) return NOTHING;
  return { info: result.data ?? null, expired: (result.error as ApiError | undefined)?.status === 410 };
}
