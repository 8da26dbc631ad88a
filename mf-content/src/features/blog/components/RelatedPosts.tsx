import { Link } from 'react-router-dom';
import { POSTS } from '../copy';
import type { PostModule } from '../types';
import { useEnglish } from '../../../ui/EnglishOnly';
import { useT } from '../../../i18n';

/** Up to three other posts sharing the most tags with this one (their titles in English, like the posts). */
export function RelatedPosts({ post }: { post: PostModule }) {
  const t = useT();
  const english = useEnglish();
  const related = POSTS.filter((p) => p.slug !== post.slug)
    .map((p) => ({ p, shared: p.meta.tags.filter((tag) => post.meta.tags.includes(tag)).length }))
    .filter((r) => r.shared > 0)
    .sort((a, b) => b.shared - a.shared)
    .slice(0, 3);
  if (!related.length) return null;
  return (
    <section className="related" aria-labelledby="related-heading">
      <h2 id="related-heading">{t('ct.blog.related')}</h2>
      <ul {...english}>
        {related.map(({ p }) => (
          <li key={p.slug}>
            <Link to={`/blog/${p.slug}`}>{p.meta.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
