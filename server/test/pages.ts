/**
 * HTML and XML fixtures that mimic the public structure of the pages the extractors read (generic media
 * pages, an RSS feed, and the podcast/note pages of Apple Podcasts, Castbox, Xiaoyuzhou, Player.FM, TuneIn and
 * Xiaohongshu). `o` is the fixture server's origin.
 */

export const videoTagPage = (o: string) =>
  `<!doctype html><html><head><title>Video tag page</title></head><body><h1>Clip</h1><video src="${o}/clip.mp4" controls></video></body></html>`;

export const ogVideoPage = (o: string) => `<!doctype html><html><head><title>OG page</title>
<meta property="og:title" content="OG Video Title"><meta property="og:type" content="video.other">
<meta property="og:video" content="${o}/clip.mp4"><meta property="og:video:type" content="video/mp4">
<meta property="og:image" content="${o}/thumb.jpg"></head><body></body></html>`;

export const jsonLdPage = (o: string) => `<!doctype html><html><head><title>LD page</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"VideoObject","name":"JSON-LD Video","description":"A described video",
"thumbnailUrl":"${o}/thumb.jpg","uploadDate":"2024-01-01","duration":"PT2S","contentUrl":"${o}/clip.mp4"}</script></head><body></body></html>`;

export const noMediaPage = () => '<!doctype html><html><head><title>Nothing here</title></head><body><p>Just text.</p></body></html>';

export const rssFeed = (o: string) => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:content="http://purl.org/rss/1.0/modules/content/">
<channel>
  <title>The Test Show</title>
  <link>${o}/show</link>
  <description>A show about tests</description>
  <itunes:author>Test Host</itunes:author>
  <itunes:image href="${o}/thumb.jpg"/>
  <item>
    <title>Episode 1: Beginnings</title>
    <link>${o}/show/ep1</link>
    <guid isPermaLink="false">ep-1</guid>
    <pubDate>Mon, 01 Jan 2024 08:00:00 GMT</pubDate>
    <enclosure url="${o}/episode.mp3?ep=1" length="16000" type="audio/mpeg"/>
    <itunes:duration>00:00:02</itunes:duration>
    <itunes:episode>1</itunes:episode>
    <itunes:season>1</itunes:season>
  </item>
  <item>
    <title><![CDATA[Episode 2: Rock & Roll]]></title>
    <link>${o}/show/ep2</link>
    <guid isPermaLink="false">ep-2</guid>
    <pubDate>Tue, 02 Jan 2024 08:00:00 GMT</pubDate>
    <enclosure url="${o}/episode.mp3" length="16000" type="audio/mpeg"/>
    <itunes:duration>2</itunes:duration>
    <itunes:episode>2</itunes:episode>
    <itunes:season>1</itunes:season>
    <itunes:summary>The second one.</itunes:summary>
  </item>
  <item>
    <title>Trailer without audio</title>
    <guid>trailer</guid>
    <pubDate>Sun, 31 Dec 2023 08:00:00 GMT</pubDate>
  </item>
</channel>
</rss>`;

export const atomFeed = (o: string) => `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>Atom Cast</title><author><name>Atom Author</name></author>
<entry><title>Atom episode</title><id>urn:1</id><published>2024-03-01T00:00:00Z</published>
<link rel="alternate" href="${o}/atom/1"/><link rel="enclosure" type="audio/mpeg" length="16000" href="${o}/episode.mp3"/></entry>
</feed>`;

/** Apple Podcasts episode page: JSON-LD PodcastEpisode with the audio as associatedMedia. */
export const applePodcastsPage = (o: string) => `<!doctype html><html><head>
<title>Episode 2: Rock &amp; Roll - The Test Show - Apple Podcasts</title>
<meta property="og:title" content="Episode 2: Rock &amp; Roll">
<meta property="og:image" content="${o}/thumb.jpg">
<script name="schema:podcast-episode" type="application/ld+json">{"@context":"http://schema.org","@type":"PodcastEpisode",
"name":"Episode 2: Rock & Roll","description":"The second one.","datePublished":"2024-01-02","timeRequired":"PT2S",
"url":"https://podcasts.apple.com/us/podcast/ep2/id123?i=1000002","episodeNumber":2,
"partOfSeries":{"@type":"CreativeWorkSeries","name":"The Test Show","url":"https://podcasts.apple.com/us/podcast/id123"},
"partOfSeason":{"@type":"PodcastSeason","seasonNumber":1},
"associatedMedia":{"@type":"AudioObject","contentUrl":"${o}/episode.mp3","encodingFormat":"audio/mpeg"},
"author":{"@type":"Person","name":"Test Host"}}</script>
</head><body></body></html>`;

/** Apple Podcasts show page without episode media: only the RSS feed it links to. */
export const applePodcastsFeedOnlyPage = (o: string) => `<!doctype html><html><head>
<title>The Test Show - Apple Podcasts</title><meta property="og:title" content="Episode 1: Beginnings">
<link rel="alternate" type="application/rss+xml" title="The Test Show" href="${o}/feed.xml">
</head><body></body></html>`;

/** Castbox episode page: page state in window.__INITIAL_STATE__. */
export const castboxPage = (o: string) => `<!doctype html><html><head><title>Castbox</title>
<meta property="og:title" content="Castbox episode"></head><body><div id="root"></div>
<script>window.__INITIAL_STATE__ = {"ch":{"chInfo":{"title":"Castbox Show","author":"Box Host"}},
"trackPlayItem":{"playItem":{"title":"Castbox Episode 7","eid":777,"url":"${o}/episode.mp3","duration":2000000,"description":"A castbox story",
"cover":"${o}/thumb.jpg","podcast":{"title":"Castbox Show"}}}};</script></body></html>`;

/** Xiaoyuzhou episode page: Next.js __NEXT_DATA__ with the episode and its enclosure. */
export const xiaoyuzhouPage = (o: string) => `<!doctype html><html><head><title>小宇宙</title>
<meta property="og:title" content="第42期：测试"></head><body>
<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"episode":{"eid":"abc","title":"第42期：测试",
"description":"一期节目","duration":2,"enclosure":{"url":"${o}/episode.mp3"},"image":{"picUrl":"${o}/thumb.jpg"},
"podcast":{"title":"小宇宙测试播客","author":"主播"}}}},"page":"/episode/[eid]"}</script></body></html>`;

/** Player.FM episode page: og:audio. */
export const playerFmPage = (o: string) => `<!doctype html><html><head><title>Player FM episode</title>
<meta property="og:title" content="Player FM Episode">
<meta property="og:audio" content="${o}/episode.mp3"><meta property="og:audio:type" content="audio/mpeg">
<meta property="og:description" content="Listen on Player FM"><meta property="og:image" content="${o}/thumb.jpg">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"PodcastEpisode","name":"Player FM Episode",
"partOfSeries":{"@type":"PodcastSeries","name":"FM Series"},"duration":"PT2S"}</script>
</head><body></body></html>`;

/** TuneIn podcast page: the RSS feed linked from the page. */
export const tuneInPage = () => `<!doctype html><html><head><title>TuneIn</title>
<meta property="og:title" content="Episode 1: Beginnings">
<link rel="alternate" type="application/rss+xml" href="/feed.xml"></head><body><script>window.INITIAL_STATE = {"a":1};</script></body></html>`;

/** Xiaohongshu note: page state with `undefined` values and the video stream, plus og:video. */
export const xiaohongshuPage = (o: string) => `<!doctype html><html><head><title>小红书</title>
<meta name="og:title" content="好看的视频 - 小红书"><meta name="og:image" content="${o}/thumb.jpg">
</head><body><script>window.__INITIAL_STATE__={"note":{"noteDetailMap":{"65f0":{"note":{"title":"好看的视频","desc":"描述","type":"video",
"user":{"nickname":"小红薯"},"video":{"media":{"stream":{"h264":[{"masterUrl":"${o}/clip.mp4","backupUrls":[],"width":320,"height":240}]}}},
"imageList":undefined}}}}}</script></body></html>`;
