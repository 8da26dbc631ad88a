import { Link } from 'react-router-dom';
import { POSTS } from '../copy';
import type { PostModule } from '../types';

/** Up to three other posts sharing the most tags with this one. */
export function RelatedPosts({ post }: { post: PostModule }) {
  const related = POSTS.filter((p) => p.slug !== post.slug)
    .map((p) => ({ p, shared: p.meta.tags.filter((t) => post.meta.tags.includes(t)).length }))
    .filter((r) => r.shared > 0)
    .sort((a, b) => b.shared - a.shared)
    .slice(0, 3);
  if (!related.length) return null;
  return (
    <section className="related" aria-labelledby="related-heading">
      <h2 id="related-heading">Related articles</h2>
      <ul>
        {related.map(({ p }) => (
          <li key={p.slug}>
            <Link to={`/blog/${p.slug}`}>{p.meta.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
