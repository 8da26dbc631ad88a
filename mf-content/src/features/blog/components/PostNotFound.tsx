import { Link } from 'react-router-dom';

/** Shown for /blog/{id} when no post has that slug (the server answers such paths with status 404). */
export function PostNotFound({ slug }: { slug: string | undefined }) {
  return (
    <div className="page narrow content-page" data-area="mf-content" data-build={__BUILD_LABEL__} data-status="404">
      <header className="content-header">
        <p className="eyebrow">Blog</p>
        <h1>Post not found</h1>
        <p className="lead">
          {slug ? <>There is no article at “{slug}”. </> : null}
          It may have been renamed or removed, or the link may be incomplete.
        </p>
      </header>
      <p className="actions">
        <Link className="btn btn-primary" to="/blog">
          Browse all articles
        </Link>
        <Link className="btn btn-ghost" to="/">
          Go to the downloader
        </Link>
      </p>
    </div>
  );
}
