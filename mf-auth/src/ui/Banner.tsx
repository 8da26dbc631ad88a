/** The red error and green success banners of SPEC §8. */
export function ErrorBanner({ children }: { children: string | null | undefined }) {
  if (!children) return null;
  return (
    <div className="banner-error" role="alert">
      {children}
    </div>
  );
}

export function SuccessBanner({ children }: { children: string | null | undefined }) {
  if (!children) return null;
  return (
    <div className="banner-success" role="status">
      {children}
    </div>
  );
}
