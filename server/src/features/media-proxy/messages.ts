/** Human texts of the proxy endpoints. */
export const PROXY_MESSAGES = {
  expired: 'This download link has expired. Please extract the video again.',
  invalid: 'This download link is not valid. Please extract the video again.',
  sourceGone: 'The file is no longer available at the source. Please extract the video again.',
  sourceRefused: 'The source refused the download. Please extract the video again.',
  sourceFailed: 'The source failed to deliver the file. Please try again.',
  tooLarge: 'The file is larger than this server can proxy.',
  notImage: 'The link is not an image.',
  imageTooLarge: 'The image is too large.',
  imageFailed: 'Could not load the image.',
  previewUnsupported: 'This link cannot be previewed. Use a download link from the format list.',
} as const;
