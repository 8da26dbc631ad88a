/** Human texts of extraction failures (SPEC §8): the only words of a failed extraction a user sees. */
export const EXTRACT_MESSAGES = {
  spotify:
    'Spotify audio is DRM-protected and cannot be downloaded. If this is a podcast, paste the link to its public RSS feed (or its page on Apple Podcasts) instead.',
  private: 'This video is private. Private videos cannot be downloaded.',
  unsupported: 'This link is not supported. Please check the URL or try a link from a supported platform.',
  notFound: 'The video was not found. It may have been removed, or the link may be wrong.',
  loginRequired: 'This content requires signing in to the platform, so it cannot be downloaded. Only public content can be downloaded.',
  geoBlocked: 'This content is not available in the server\u2019s region.',
  timedOut: 'The platform took too long to respond. Please try again in a moment.',
  noMedia: 'No downloadable video or audio was found at this link.',
  malformedFeed: 'This podcast feed could not be read: it is not well-formed XML.',
  /** A feed's episode link whose episode the feed no longer lists. */
  /** A list's `#item=N` link whose entry the list no longer has. */
  itemGone: 'This item is no longer in the list. Open the list again to see its items.',
  episodeGone: 'This episode is no longer in the podcast feed. Open the podcast again to see its episodes.',
  drmOnly: 'This content is DRM-protected and cannot be downloaded.',
  liveNotSupported: 'Live streams cannot be downloaded while they are live. Please try again after the stream ends.',
  removed: 'This video is no longer available. It may have been removed by the uploader.',
  ageRestricted: 'This video is age-restricted and requires signing in, so it cannot be downloaded.',
  forbidden: 'This address is not allowed.',
  failed: 'Could not extract media from this link. Please check the URL and try again.',
  busy: 'The server is busy. Please try again in a moment.',
  unavailable: 'Extraction is not available on this server right now. Please try again later.',
  rateLimited: 'Too many requests. Please wait a minute and try again.',
} as const;
