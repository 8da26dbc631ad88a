import { createContext } from 'react';

/**
 * The theme the server knows the visitor chose (its `theme` cookie), given only while the server renders the
 * page (shell/src/ssr.tsx), so that the toggle in the first paint matches the theme on <html>.
 */
export const ServerThemeContext = createContext<'light' | 'dark' | null>(null);
