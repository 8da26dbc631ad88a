/**
 * What an extraction needs beyond the form, loaded when the visitor first uses the form (see
 * hooks/useExtraction): the API call (with the site's RTK Query API, which the page has not needed until
 * then) and the result's components.
 */
export { extractApi } from './api/extractApi';
export { VideoResult } from './components/VideoResult';
