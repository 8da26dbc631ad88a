/** The copy of every landing page, by platform id ('podcast' for /podcast-downloader). */
import type { LandingCopy } from './types';
import { youtube } from './youtube';
import { tiktok } from './tiktok';
import { twitter } from './twitter';
import { facebook } from './facebook';
import { instagram } from './instagram';
import { vimeo } from './vimeo';
import { bilibili } from './bilibili';
import { xiaohongshu } from './xiaohongshu';
import { soundcloud } from './soundcloud';
import { applePodcasts } from './applePodcasts';
import { tunein } from './tunein';
import { playerfm } from './playerfm';
import { castbox } from './castbox';
import { xiaoyuzhou } from './xiaoyuzhou';
import { podcast } from './podcast';

export type { LandingCopy } from './types';

export const LANDING_COPY: Readonly<Record<string, LandingCopy>> = Object.fromEntries(
  [youtube, tiktok, twitter, facebook, instagram, vimeo, bilibili, xiaohongshu, soundcloud, applePodcasts, tunein, playerfm, castbox, xiaoyuzhou, podcast].map((c) => [c.id, c]),
);

export function landingCopyFor(platformId: string): LandingCopy | undefined {
  return LANDING_COPY[platformId];
}
