import { useSearchParams } from 'react-router-dom';

/** The blog list's tag filter, read from `?tag=` (lower-cased, empty means none). */
export function useTagParam(): string | null {
  const [params] = useSearchParams();
  const tag = params.get('tag')?.trim().toLowerCase();
  return tag ? tag : null;
}
