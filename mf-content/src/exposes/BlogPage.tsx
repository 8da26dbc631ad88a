import { Link } from 'react-router-dom';
import type { RouteModuleProps } from '@dl/shared-config';
import { POST_TAGS, postsWithTag } from '../features/blog/copy';
import { PostCard } from '../features/blog/components/PostCard';
import { TagFilter } from '../features/blog/components/TagFilter';
import { useTagParam } from '../features/blog/hooks/useTagParam';
import '../ui/content.css';

/** /blog: every post, newest first, with a tag filter kept in `?tag=`. */
export default function BlogPage(_: RouteModuleProps) {
  const tag = useTagParam();
  const posts = postsWithTag(tag);
  return (
    <div className="page content-page" data-area="mf-content" data-build={__BUILD_LABEL__}>
      <header className="content-header">
        <p className="eyebrow">Blog</p>
        <h1>Guides and articles</h1>
        <p className="lead">
          Platform guides, format explainers and practical tips for saving videos, audio and podcast episodes.
        </p>
      </header>

      <TagFilter tags={POST_TAGS} active={tag} />

      <section aria-labelledby="posts-heading">
        <h2 id="posts-heading" className="sr-only">
          {tag ? `Posts tagged ${tag}` : 'All posts'}
        </h2>
        <p className="muted" role="status">
          {tag ? `${posts.length} ${posts.length === 1 ? 'post' : 'posts'} tagged #${tag}` : `${posts.length} posts`}
        </p>
        {posts.length ? (
          <div className="post-grid">
            {posts.map((post) => (
              <PostCard key={post.slug} post={post} />
            ))}
          </div>
        ) : (
          <div className="card empty-state">
            <p>No posts are tagged #{tag} yet.</p>
            <Link to={{ search: '' }}>Show all posts</Link>
          </div>
        )}
      </section>
    </div>
  );
}
