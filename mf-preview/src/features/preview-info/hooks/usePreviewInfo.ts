/**
 * Asks the domain's preview endpoint about the link the page will play (a signed proxy link or a start-merge
 * link of our API): its size and title fill what the query leaves out, and a link the endpoint reports as
 * expired (410) shows the 'Preview Session Expired' panel.
 */
import { useLaterQuery, type ApiError, type AppDispatch } from '@dl/shared-config';
import { nextTask } from '@dl/shared-config/tasks';
import type { PreviewInfo } from '../../../rules';

export interface PreviewInfoState {
  info: PreviewInfo | null;
  /** The endpoint answered 410: the link has expired. */
  expired: boolean;
}

const NOTHING: PreviewInfoState = { info: null, expired: false };

/**
 * The API's code evaluates in a task of its own (RTK Query and the site's API: the longest piece of work the page
 * does once its media shows); the endpoint joins it and the call goes in the next.
 */
const askPreviewInfo = (dispatch: AppDispatch, link: string) =>
  import('@dl/shared-config/api')
    .then(nextTask)
    .then(() => import('../api/previewInfoApi'))
    .then(({ previewInfoApi }) => ({ query: dispatch(previewInfoApi.endpoints.getPreviewInfo.initiate(link)) }));

/**
 * The endpoint's answer for `link` (null: nothing to ask; links from the format list carry what it would tell), asked
 * once the page's media has shown or failed: the call, its code and the API's (RTK Query) are not part of the page's
 * first load and do not compete with the media. An expired link fails to play, which the player's probe tells too.
 */
export function usePreviewInfo(link: string | null): PreviewInfoState {
  const result = useLaterQuery(link, askPreviewInfo);
  if (!result) return NOTHING;
  return { info: result.data ?? null, expired: (result.error as ApiError | undefined)?.status === 410 };
}
