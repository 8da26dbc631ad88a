/** The extension of a media link, for the preview page's download name (the name itself: @dl/contract's filename policy). */
const MEDIA_EXT = /\.(mp4|m4a|m4v|webm|mkv|mov|mp3|aac|ogg|oga|opus|wav|flac)(?:$|[?#])/i;

/** The extension of a media URL's path when it is a known media type, else null. */
export function mediaExtensionOf(url: string): string | null {
  try {
    const path = new URL(url, 'http://x').pathname;
    const m = MEDIA_EXT.exec(path);
    return m ? m[1].toLowerCase() : null;
  } catch {
    return null;
  }
}
