import { Link } from 'react-router-dom';
import { useT } from '../../../i18n';

/** A post's tags; each links to the blog list filtered by that tag. */
export function TagList({ tags }: { tags: readonly string[] }) {
  const t = useT();
  return (
    <ul className="tag-list" aria-label={t('ct.blog.tags')}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link className="tag" to={`/blog?tag=${encodeURIComponent(tag)}`}>
            #{tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
