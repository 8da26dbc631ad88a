/**
 * The player of a server-rendered /preview (the link opened directly): the server's markup holds the media element
 * itself, so the browser starts loading the media while the page's scripts load, and the first frame can show
 * before they have run. The page's first render then takes that element over, with what it has loaded, instead of
 * replacing it with a new one that would load the media again (and show an empty box meanwhile).
 */
import { useState } from 'react';

/** The attribute the server writes on its media element (MediaPlayer); the browser's first render looks for it. */
export const SERVER_MEDIA_ATTRIBUTE = 'data-server-media';

function serverMedia(): HTMLMediaElement | null {
  return typeof document === 'undefined' ? null : document.querySelector<HTMLMediaElement>(`[${SERVER_MEDIA_ATTRIBUTE}]`);
}

/**
 * Whether the page in the document is still the server's, with its player: only during the first render of a
 * server-rendered page (the render replaces that markup), so a preview opened within the site never sees one.
 */
export function serverPlayerShown(): boolean {
  return serverMedia() !== null;
}

/**
 * The server's media element for this player, taken on the first render (while the server's markup is still in
 * the page): the same kind (video or audio) playing the same link, else null (the player makes its own).
 */
export function useServerMedia(src: string | undefined, isAudio: boolean): HTMLMediaElement | null {
  const [taken] = useState(() => {
    const el = serverMedia();
    return el && src && el.getAttribute('src') === src && el.localName === (isAudio ? 'audio' : 'video') ? el : null;
  });
  return taken;
}
