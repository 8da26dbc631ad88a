import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { errorText } from '@dl/shared-config';
import { previewSearchFromParams, PREVIEW_MESSAGES } from '../../../rules';
import { useResolveShortLinkQuery } from '../api/resolveShortLinkApi';

export const SHORT_LINK_TEXT = {
  pageTitle: 'Opening shared preview',
  opening: 'Opening the shared preview...',
  goneHeading: 'This preview link is no longer available',
  goneBody:
    'Shared preview links stop working once the file behind them has been removed from our server. Paste the original link on the homepage to get a fresh preview.',
  failedHeading: 'We could not open this preview link',
  failedFallback: 'Something went wrong while opening the link.',
  retry: 'Try Again',
} as const;

/** /p/{shortId}: resolves the short link and moves on to /preview with its parameters. */
export function ShortLinkResolver({ shortId }: { shortId: string }) {
  const navigate = useNavigate();
  const { data, error, isError, refetch, isFetching } = useResolveShortLinkQuery(shortId, { skip: !shortId });
  const search = data?.params ? previewSearchFromParams(data.params) : null;

  useEffect(() => {
    if (search) navigate(`/preview?${search}`, { replace: true });
  }, [search, navigate]);

  const gone = !shortId || (isError && [404, 410].includes((error as { status?: unknown })?.status as number)) || (data && !search);
  if (gone || isError) {
    return (
      <div className="card preview-short-link" role="alert">
        <title>{gone ? SHORT_LINK_TEXT.goneHeading : SHORT_LINK_TEXT.failedHeading}</title>
        <h1>{gone ? SHORT_LINK_TEXT.goneHeading : SHORT_LINK_TEXT.failedHeading}</h1>
        <p>{gone ? SHORT_LINK_TEXT.goneBody : errorText(error, SHORT_LINK_TEXT.failedFallback)}</p>
        <div className="actions">
          {!gone ? (
            <button type="button" className="btn btn-ghost" onClick={() => void refetch()} disabled={isFetching}>
              {SHORT_LINK_TEXT.retry}
            </button>
          ) : null}
          <Link className="btn btn-primary" to="/">
            {PREVIEW_MESSAGES.goToHomepage}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="spinner-wrap" role="status" aria-label={SHORT_LINK_TEXT.opening}>
      <title>{SHORT_LINK_TEXT.pageTitle}</title>
      <div className="spinner" />
    </div>
  );
}
