import { useText } from '../../../i18n';

/** The extraction error box (SPEC §8: errors appear in red banners), in the page's language when a catalog has it. */
export function ErrorBox({ message }: { message: string }) {
  const text = useText();
  return (
    <div className="banner-error dl-error" role="alert">
      {text(message)}
    </div>
  );
}
