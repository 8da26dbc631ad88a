import { Link } from 'react-router-dom';
import { PageHead, useDomainConfig, type PropsOf } from '@dl/shared-config';
import { findPost } from '../features/blog/copy';
import { formatLongDate } from '../rules/formatLongDate';
import { TagList } from '../features/blog/components/TagList';
import { RelatedPosts } from '../features/blog/components/RelatedPosts';
import { PostNotFound } from '../features/blog/components/PostNotFound';
import { useInternalLinkClicks } from '../features/blog/hooks/useInternalLinkClicks';
import { EnglishOnlyNotice, useEnglish } from '../ui/EnglishOnly';
import { withTags } from '../ui/withTags';
import { useLanguage, useT } from '../i18n';
import '../ui/content.css';

/**
 * /blog/{id}: one post, converted from Markdown at build time. The post (title, summary, text) is English (issue #24);
 * around it, the page is in the page's language.
 */
export default function BlogPostPage({ params }: PropsOf<'content', './BlogPostPage'>) {
  const t = useT();
  const lang = useLanguage();
  const english = useEnglish();
  const post = findPost(params.id);
  const brand = useDomainConfig().branding.name;
  const onContentClick = useInternalLinkClicks();
  if (!post) {
    return (
      <>
        <PageHead title={t('ct.blog.notFoundTitle', { brand })} description={t('ct.blog.notFoundDescription')} />
        <PostNotFound slug={params.id} />
      </>
    );
  }
  const { meta } = post;
  const back = (
    <p>
      <Link to="/blog" className="back-link">
        {t('ct.blog.back')}
      </Link>
    </p>
  );
  return (
    <article className="page narrow content-page blog-post" data-area="mf-content" data-build={__BUILD_LABEL__}>
      <PageHead title={`${meta.title} | ${brand}`} description={meta.description} />
      {back}
      <EnglishOnlyNotice />
      <header className="content-header">
        <h1 {...english}>{meta.title}</h1>
        <p className="lead" {...english}>
          {meta.description}
        </p>
        <p className="muted post-byline">
          {withTags(t('ct.blog.published', { date: formatLongDate(meta.date, lang), minutes: post.readingMinutes }), {
            time: (date) => <time dateTime={meta.date}>{date}</time>,
          })}
        </p>
        <TagList tags={meta.tags} />
      </header>
      {meta.cover ? (
        <img className="post-cover post-cover-large" src={meta.cover} alt={meta.coverAlt ?? ''} width={1200} height={630} {...english} />
      ) : null}
      {/* Safe: the converter escapes all source text before adding markup, and allows only http(s), mailto and site links. */}
      <div className="prose" onClick={onContentClick} dangerouslySetInnerHTML={{ __html: post.html }} {...english} />
      <footer className="post-footer">
        <RelatedPosts post={post} />
        {back}
      </footer>
    </article>
  );
}
