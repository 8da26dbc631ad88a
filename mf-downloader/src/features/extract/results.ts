/**
 * What an extraction needs beyond the form, loaded when the visitor first uses the form (see
 * hooks/useExtraction): the API call (with the site's RTK Query API, which the page has not needed until
 * then), the result's components, and the notice under the form when the link's platform is failing (issue #28).
 */
export { extractApi } from './api/extractApi';
export { VideoResult } from './components/VideoResult';
export { PlatformStatusNotice } from './components/PlatformStatusNotice';
