import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { errorText } from '@dl/shared-config';
import { previewSearchFromParams } from '../../../rules';
import { useT, useText } from '../../../i18n';
import { useResolveShortLinkQuery } from '../api/resolveShortLinkApi';

/** Said when the server's answer has no words of its own (translated where it is shown). */
const FAILED_FALLBACK = 'Something went wrong while opening the link.';

/** /p/{shortId}: resolves the short link and moves on to /preview with its parameters. */
export function ShortLinkResolver({ shortId }: { shortId: string }) {
  const navigate = useNavigate();
  const t = useT();
  const text = useText();
  const { data, error, isError, refetch, isFetching } = useResolveShortLinkQuery(shortId, { skip: !shortId });
  const search = data?.params ? previewSearchFromParams(data.params) : null;

  useEffect(() => {
    if (search) navigate(`/preview?${search}`, { replace: true });
  }, [search, navigate]);

  const gone = !shortId || (isError && [404, 410].includes((error as { status?: unknown })?.status as number)) || (data && !search);
  if (gone || isError) {
    const heading = t(gone ? 'pv.short.goneHeading' : 'pv.short.failedHeading');
    return (
      <div className="card preview-short-link" role="alert">
        <title>{heading}</title>
        <h1>{heading}</h1>
        <p>{gone ? t('pv.short.goneBody') : text(errorText(error, FAILED_FALLBACK))}</p>
        <div className="actions">
          {!gone ? (
            <button type="button" className="btn btn-ghost" onClick={() => void refetch()} disabled={isFetching}>
              {t('pv.retry')}
            </button>
          ) : null}
          <Link className="btn btn-primary" to="/">
            {t('pv.page.goHome')}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="spinner-wrap" role="status" aria-label={t('pv.short.opening')}>
      <title>{t('pv.short.pageTitle')}</title>
      <div className="spinner" />
    </div>
  );
}
