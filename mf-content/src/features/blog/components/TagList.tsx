import { Link } from 'react-router-dom';

/** A post's tags; each links to the blog list filtered by that tag. */
export function TagList({ tags }: { tags: readonly string[] }) {
  return (
    <ul className="tag-list" aria-label="Tags">
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
