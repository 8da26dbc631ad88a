/** The server's side of federation: page preloads from the builds' manifests and the server render of remotes. */
export { localRemoteBuild, readManifest, remoteManifestPreloads, routePreloads, shellLateShared, shellPreloads, type Preload, type PreloadSource } from './preloads';
export { serverRenderer, type ServerRenderer } from './serverRender';
