import { Link } from 'react-router-dom';
import type { RouteModuleProps } from '@dl/shared-config';
import { POST_TAGS, postsWithTag } from '../features/blog/copy';
import { PostCard } from '../features/blog/components/PostCard';
import { TagFilter } from '../features/blog/components/TagFilter';
import { useTagParam } from '../features/blog/hooks/useTagParam';
import { EnglishOnlyNotice } from '../ui/EnglishOnly';
import { ContentHeader } from '../ui/ContentHeader';
import { useT } from '../i18n';
import '../ui/content.css';

/** /blog: every post, newest first, with a tag filter kept in `?tag=`. The posts are English (issue #24). */
export default function BlogPage(_: RouteModuleProps) {
  const t = useT();
  const tag = useTagParam();
  const posts = postsWithTag(tag);
  return (
    <div className="page content-page" data-area="mf-content" data-build={__BUILD_LABEL__}>
      <ContentHeader eyebrow={t('ct.blog.eyebrow')} title={t('ct.blog.title')} lead={t('ct.blog.lead')}>
        <EnglishOnlyNotice notice="ct.en.articles" />
      </ContentHeader>

      <TagFilter tags={POST_TAGS} active={tag} />

      <section aria-labelledby="posts-heading">
        <h2 id="posts-heading" className="sr-only">
          {tag ? t('ct.blog.tagged', { tag }) : t('ct.blog.all')}
        </h2>
        <p className="muted" role="status">
          {tag ? t('ct.blog.countTagged', { count: posts.length, tag: `#${tag}` }) : t('ct.blog.count', { count: posts.length })}
        </p>
        {posts.length ? (
          <div className="post-grid">
            {posts.map((post) => (
              <PostCard key={post.slug} post={post} />
            ))}
          </div>
        ) : (
          <div className="card empty-state">
            <p>{t('ct.blog.none', { tag: `#${tag}` })}</p>
            <Link to={{ search: '' }}>{t('ct.blog.showAll')}</Link>
          </div>
        )}
      </section>
    </div>
  );
}
