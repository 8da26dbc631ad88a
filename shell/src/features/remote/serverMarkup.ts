import { createContext } from 'react';
import type { RemoteArea } from '@dl/shared-config';

/**
 * Given only while the server renders the page (shell/src/ssr.tsx): the markup of a remote's module, rendered
 * by that remote's own server build, or null where the server has none (the area then shows its spinner).
 */
export type RemoteMarkup = (area: RemoteArea, expose: string, props: Record<string, unknown>) => string | null;

export const RemoteMarkupContext = createContext<RemoteMarkup | null>(null);
