import type { ShareTextPlatform } from '@dl/contract';

/** The copy of one landing page: made from its platform page's catalog (./catalog.ts), read by PlatformPage. */
export interface LandingCopy {
  /** Platform id of shared-config's platform table, or 'podcast' for /podcast-downloader. */
  id: string;
  eyebrow: string;
  heading: string;
  intro: string;
  placeholder: string;
  /** One line under the input. */
  hint: string;
  /** Which app share messages the input accepts (SPEC §5), null for links only. */
  shareText: ShareTextPlatform | null;
  /** How to copy the right link in the platform's app or site, then download. */
  steps: { title: string; text: string }[];
  /** What the format list will offer for this platform. */
  formats: { title: string; text: string }[];
  faq: { question: string; answer: string }[];
  /** An important limitation worth stating up front (DRM, private content). */
  note?: string;
  /** The head's title and description, where they are not the heading and the intro (the MP3 pages, issue #49). */
  title?: string;
  description?: string;
  /** The sections' titles, where they are not the landing pages' (the MP3 pages). */
  sections?: { steps: string; formats: string; faq: string };
}
