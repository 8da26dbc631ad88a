/** The extraction error box (SPEC §8: errors appear in red banners). */
export function ErrorBox({ message }: { message: string }) {
  return (
    <div className="banner-error dl-error" role="alert">
      {message}
    </div>
  );
}
