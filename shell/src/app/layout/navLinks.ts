/** The top navigation's links (SPEC §2), shared by the desktop bar and the mobile menu. */
export const NAV_LINKS = [
  { label: 'Features', to: '/#features' },
  { label: 'How It Works', to: '/#how-it-works' },
  { label: 'How-To Guide', to: '/how-to-download-videos' },
  { label: 'Blog', to: '/blog' },
] as const;

export const POPULAR_PLATFORM_COUNT = 6;
