/**
 * SPEC §4 preview load order: read the query, then either run a merge or load the direct link after
 * about 100 ms. Yields the media URL once there is one to play.
 *
 * A direct link opened from outside the site is different: the server renders the page with its player, so the
 * media starts loading with the page (the largest thing on it, what the visitor came for), and the page's first
 * render keeps that player (`serverPlayerShown`) instead of a spinner for 100 ms.
 */
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DIRECT_PREVIEW_DELAY_MS, parsePreviewParams, planPreviewLoad } from '../../../rules';

export function usePreviewSource(serverPlayerShown: () => boolean) {
  const [search] = useSearchParams();
  const query = search.toString();
  const params = useMemo(() => parsePreviewParams(query), [query]);
  const plan = useMemo(() => planPreviewLoad(params), [params]);
  const directUrl = plan.mode === 'direct' ? plan.url : null;
  const [loadedDirect, setLoadedDirect] = useState<string | null>(() => (typeof document === 'undefined' || serverPlayerShown() ? directUrl : null));

  useEffect(() => {
    if (!directUrl) return;
    const timer = setTimeout(() => setLoadedDirect(directUrl), DIRECT_PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [directUrl]);

  return {
    params,
    plan,
    /** The merge to run, as its start-merge URL. */
    mergeStartUrl: plan.mode === 'merge-task' || plan.mode === 'merge-url' ? plan.startUrl : null,
    /** The direct media link, once its short start delay has passed. */
    directMediaUrl: directUrl && loadedDirect === directUrl ? directUrl : null,
  };
}
