import { Link } from 'react-router-dom';
import { useT } from '../../../i18n';
import { ContentHeader } from '../../../ui/ContentHeader';

/** Shown for /blog/{id} when no post has that slug (the server answers such paths with status 404). */
export function PostNotFound({ slug }: { slug: string | undefined }) {
  const t = useT();
  return (
    <div className="page narrow content-page" data-area="mf-content" data-build={__BUILD_LABEL__} data-status="404">
      <ContentHeader
        eyebrow={t('ct.blog.eyebrow')}
        title={t('ct.blog.notFound')}
        lead={
          <>
            {slug ? <>{t('ct.blog.noArticleAt', { slug })} </> : null}
            {t('ct.blog.notFoundText')}
          </>
        }
      />
      <p className="actions">
        <Link className="btn btn-primary" to="/blog">
          {t('ct.blog.browse')}
        </Link>
        <Link className="btn btn-ghost" to="/">
          {t('ct.toDownloader')}
        </Link>
      </p>
    </div>
  );
}
