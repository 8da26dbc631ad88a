/* Service worker of domains with features.offlineMode: the site opens offline; downloads need a connection.
 * Pages, mf-manifest.json and remoteEntry.js files are fetched from the network first (a new deploy of any
 * remote is picked up on the next visit) and fall back to the cache; content-hashed assets never change, so
 * they come from the cache first. API calls are never cached. */
const CACHE = 'site-v1';
const HASHED = /\.[0-9a-f]{8}\.(js|css|svg|png|woff2?)$/;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((c) => c.addAll(['/', '/favicon.svg'])).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

async function networkFirst(request, fallbackUrl) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) cache.put(request, response.clone());
    return response;
  } catch (err) {
    const cached = (await cache.match(request, { ignoreSearch: request.mode === 'navigate' })) || (fallbackUrl && (await cache.match(fallbackUrl)));
    if (cached) return cached;
    throw err;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request, '/'));
  } else if (HASHED.test(url.pathname)) {
    event.respondWith(cacheFirst(request));
  } else if (url.origin === self.location.origin || /mf-manifest\.json$|remoteEntry\.js$/.test(url.pathname)) {
    event.respondWith(networkFirst(request));
  }
});
