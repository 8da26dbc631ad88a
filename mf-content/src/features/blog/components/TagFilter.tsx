import { Link } from 'react-router-dom';
import { useT } from '../../../i18n';

interface Props {
  tags: readonly string[];
  /** The active tag, or null for all posts. */
  active: string | null;
}

/** The blog's tag filter. The choice lives in the URL (`?tag=`), so a filtered list can be bookmarked and shared. */
export function TagFilter({ tags, active }: Props) {
  const t = useT();
  return (
    <nav className="tag-filter" aria-label={t('ct.blog.filter')}>
      <Link className="tag" to={{ search: '' }} aria-current={active === null ? 'page' : undefined}>
        {t('ct.blog.all')}
      </Link>
      {tags.map((tag) => (
        <Link key={tag} className="tag" to={{ search: `?tag=${encodeURIComponent(tag)}` }} aria-current={active === tag ? 'page' : undefined}>
          #{tag}
        </Link>
      ))}
    </nav>
  );
}
