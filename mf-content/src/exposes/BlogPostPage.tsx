import { Link } from 'react-router-dom';
import { PageHead, useDomainConfig, type PropsOf } from '@dl/shared-config';
import { findPost } from '../features/blog/copy';
import { formatLongDate } from '../rules/formatLongDate';
import { TagList } from '../features/blog/components/TagList';
import { RelatedPosts } from '../features/blog/components/RelatedPosts';
import { PostNotFound } from '../features/blog/components/PostNotFound';
import { useInternalLinkClicks } from '../features/blog/hooks/useInternalLinkClicks';
import '../ui/content.css';

/** /blog/{id}: one post, converted from Markdown at build time. */
export default function BlogPostPage({ params }: PropsOf<'content', './BlogPostPage'>) {
  const post = findPost(params.id);
  const brand = useDomainConfig().branding.name;
  const onContentClick = useInternalLinkClicks();
  if (!post) {
    return (
      <>
        <PageHead title={`Post not found | ${brand}`} description="There is no article at this address." />
        <PostNotFound slug={params.id} />
      </>
    );
  }
  const { meta } = post;
  return (
    <article className="page narrow content-page blog-post" data-area="mf-content" data-build={__BUILD_LABEL__}>
      <PageHead title={`${meta.title} | ${brand}`} description={meta.description} />
      <p>
        <Link to="/blog" className="back-link">
          ← Back to the blog
        </Link>
      </p>
      <header className="content-header">
        <h1>{meta.title}</h1>
        <p className="lead">{meta.description}</p>
        <p className="muted post-byline">
          Published <time dateTime={meta.date}>{formatLongDate(meta.date)}</time> · {post.readingMinutes} min read
        </p>
        <TagList tags={meta.tags} />
      </header>
      {meta.cover ? <img className="post-cover post-cover-large" src={meta.cover} alt={meta.coverAlt ?? ''} width={1200} height={630} /> : null}
      {/* Safe: the converter escapes all source text before adding markup, and allows only http(s), mailto and site links. */}
      <div className="prose" onClick={onContentClick} dangerouslySetInnerHTML={{ __html: post.html }} />
      <footer className="post-footer">
        <RelatedPosts post={post} />
        <p>
          <Link to="/blog" className="back-link">
            ← Back to the blog
          </Link>
        </p>
      </footer>
    </article>
  );
}
