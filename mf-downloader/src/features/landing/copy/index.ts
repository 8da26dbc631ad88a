/**
 * The copy of every landing page in English, by platform id ('podcast' for /podcast-downloader): made from each
 * page's English catalog (`<platform>/en.po`, compiled into `<platform>/en.ts`; ./catalog.ts). The build, the server
 * build and the tests take it from here; a page in the browser loads its own catalog alone (./translations.ts).
 */
import type { Messages } from '@lingui/core';
import { copyFromCatalog } from './catalog';
import type { LandingCopy } from './types';
import { messages as youtube } from './youtube/en';
import { messages as tiktok } from './tiktok/en';
import { messages as twitter } from './twitter/en';
import { messages as facebook } from './facebook/en';
import { messages as instagram } from './instagram/en';
import { messages as vimeo } from './vimeo/en';
import { messages as bilibili } from './bilibili/en';
import { messages as xiaohongshu } from './xiaohongshu/en';
import { messages as soundcloud } from './soundcloud/en';
import { messages as applePodcasts } from './apple-podcasts/en';
import { messages as tunein } from './tunein/en';
import { messages as playerfm } from './playerfm/en';
import { messages as castbox } from './castbox/en';
import { messages as xiaoyuzhou } from './xiaoyuzhou/en';
import { messages as podcast } from './podcast/en';

export type { LandingCopy } from './types';

const ENGLISH: Readonly<Record<string, Messages>> = {
  youtube,
  tiktok,
  twitter,
  facebook,
  instagram,
  vimeo,
  bilibili,
  xiaohongshu,
  soundcloud,
  'apple-podcasts': applePodcasts,
  tunein,
  playerfm,
  castbox,
  xiaoyuzhou,
  podcast,
};

export const LANDING_COPY: Readonly<Record<string, LandingCopy>> = Object.fromEntries(
  Object.entries(ENGLISH).map(([id, messages]) => [id, copyFromCatalog(id, messages)]),
);
