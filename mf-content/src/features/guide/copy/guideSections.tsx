/**
 * The sections of /how-to-download-videos, in order, from the guide's English-only catalog (`copy/en.po`). Each id is
 * an anchor used by the table of contents, so links such as /how-to-download-videos#merge keep working: change an id
 * only with care.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SupportedPlatforms } from '../components/SupportedPlatforms';
import { GUIDE } from './guideTexts';

export interface GuideSection {
  id: string;
  title: string;
  body: (ctx: { brand: string }) => ReactNode;
}

/** The pages the guide's texts link to, and the elements of its own that they hold. */
const TAGS = {
  home: <Link to="/" />,
  formats: <a href="#formats" />,
  podcasts: <Link to="/podcast-downloader" />,
  podcastPost: <Link to="/blog/download-podcast-episodes-rss-apple-podcasts" />,
  sharePost: <Link to="/blog/share-downloads-with-short-links" />,
  glossary: <Link to="/terms-glossary" />,
  terms: <Link to="/terms-of-service" />,
  help: <Link to="/help-center" />,
  steps: <ol className="guide-steps" />,
  note: <p className="note" />,
  th: <th scope="col" />,
  platforms: <SupportedPlatforms />,
};

const IDS = ['before-you-start', 'download-video', 'download-audio', 'download-podcast', 'formats', 'merge', 'preview', 'share', 'limits', 'troubleshooting'];

export const GUIDE_SECTIONS: readonly GuideSection[] = IDS.map((id) => ({
  id,
  title: GUIDE.text(`ct.long.guide.${id}.title`),
  body: ({ brand }) => <GUIDE.Text id={`ct.long.guide.${id}.body`} values={{ brand }} tags={TAGS} />,
}));
