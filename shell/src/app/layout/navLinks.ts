/** The top navigation's links (SPEC §2), shared by the desktop bar and the mobile menu; `label` is a text's id. */
export const NAV_LINKS = [
  { label: 'nav.features', to: '/#features' },
  { label: 'nav.howItWorks', to: '/#how-it-works' },
  { label: 'nav.howToGuide', to: '/how-to-download-videos' },
  { label: 'nav.blog', to: '/blog' },
] as const;

export const POPULAR_PLATFORM_COUNT = 6;
