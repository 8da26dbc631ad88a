/**
 * Per-page <title> and description, rendered from the page component (React 19 hoists them into <head>).
 * The server writes the same tags into the HTML it sends, for crawlers that run no script.
 */
export function PageHead({ title, description }: { title: string; description?: string | null }) {
  return (
    <>
      <title>{title}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  );
}
