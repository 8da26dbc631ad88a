/** SPEC §5 URL input: what the form shows, and the server answers, for input holding no link it takes. */
export const URL_INPUT_MESSAGES = {
  emptyUrl: 'Please enter a video URL.',
  invalidUrl: 'Please enter a valid URL (must include http:// or https://).',
  invalidXiaohongshu: 'Please enter a valid Xiaohongshu URL or RedNote app message containing a URL',
  invalidBilibili: 'Please enter a valid Bilibili URL or Bilibili app message containing a URL',
} as const;
