import { useMessage } from './useMessage';

/**
 * The red error and green success banners of SPEC §8. Their texts reach them as English (the rules' messages, the
 * contract's, a server's) and show in the page's language when a catalog has them.
 */
export function ErrorBanner({ children }: { children: string | null | undefined }) {
  const message = useMessage();
  if (!children) return null;
  return (
    <div className="banner-error" role="alert">
      {message(children)}
    </div>
  );
}

export function SuccessBanner({ children }: { children: string | null | undefined }) {
  const message = useMessage();
  if (!children) return null;
  return (
    <div className="banner-success" role="status">
      {message(children)}
    </div>
  );
}
