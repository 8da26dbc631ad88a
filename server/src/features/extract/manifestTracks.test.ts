/**
 * What the server reads from a manifest where the engine is silent (issue #29): an HLS master shaped like Apple's
 * advanced example (a stereo AAC group, an AC-3 5.1 group, an audio description) and a DASH manifest using each
 * channel-configuration scheme in use, a Role and an Accessibility descriptor.
 */
import { dashAudio, hlsAudio } from './manifestTracks';

test('HLS: channels, the codec each group is named with, DEFAULT and a described track', () => {
  const master = [
    '#EXTM3U',
    '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aac",LANGUAGE="en",NAME="English",DEFAULT=YES,AUTOSELECT=YES,CHANNELS="2",URI="aac/en.m3u8"',
    '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="ac3",LANGUAGE="en",NAME="English",DEFAULT=YES,AUTOSELECT=YES,CHANNELS="6",URI="ac3/en.m3u8"',
    '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aac",LANGUAGE="en",NAME="English (AD)",DEFAULT=NO,CHARACTERISTICS="public.accessibility.describes-video",CHANNELS="2",URI="aac/ad.m3u8"',
    '#EXT-X-STREAM-INF:BANDWIDTH=2000000,CODECS="avc1.640020,mp4a.40.2",RESOLUTION=1280x720,AUDIO="aac"',
    'v720.m3u8',
    '#EXT-X-STREAM-INF:BANDWIDTH=2400000,CODECS="avc1.640020,ac-3",RESOLUTION=1280x720,AUDIO="ac3"',
    'v720.m3u8',
    '',
  ].join('\n');
  const read = hlsAudio(master, 'https://cdn.example/show/master.m3u8');
  expect(read.get('https://cdn.example/show/aac/en.m3u8')).toEqual({ language: 'en', channels: 2, codec: 'mp4a.40.2', role: null, isDefault: true });
  expect(read.get('https://cdn.example/show/ac3/en.m3u8')).toEqual({ language: 'en', channels: 6, codec: 'ac-3', role: null, isDefault: true });
  expect(read.get('https://cdn.example/show/aac/ad.m3u8')).toMatchObject({ role: 'description', isDefault: false });
  // A media playlist has no tracks to tell of.
  expect(hlsAudio('#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2,\ns1.ts\n#EXT-X-ENDLIST\n', 'https://cdn.example/a.m3u8').size).toBe(0);
});

test('DASH: channels by each scheme, Role and Accessibility, the language of the set or the representation', () => {
  const set = (attrs: string, inner: string) => `<AdaptationSet contentType="audio" ${attrs}>${inner}</AdaptationSet>`;
  const mpd = `<?xml version="1.0"?><MPD xmlns="urn:mpeg:dash:schema:mpd:2011"><Period>
    <AdaptationSet contentType="video"><Representation id="v1" codecs="avc1.640028" bandwidth="3000000"/></AdaptationSet>
    ${set('lang="es"', '<Role schemeIdUri="urn:mpeg:dash:role:2011" value="dub"/><AudioChannelConfiguration schemeIdUri="urn:mpeg:dash:23003:3:audio_channel_configuration:2011" value="2"/><Representation id="a-es" codecs="mp4a.40.2"/>')}
    ${set('lang="en"', '<Role schemeIdUri="urn:mpeg:dash:role:2011" value="main"/><Representation id="a-en51" codecs="ec-3"><AudioChannelConfiguration schemeIdUri="tag:dolby.com,2014:dash:audio_channel_configuration:2011" value="F801"/></Representation>')}
    ${set('', '<AudioChannelConfiguration schemeIdUri="urn:mpeg:mpegB:cicp:ChannelConfiguration" value="7"/><Representation id="a-71" lang="de" codecs="mp4a.40.2"/>')}
    ${set('lang="en"', '<Accessibility schemeIdUri="urn:tva:metadata:cs:AudioPurposeCS:2007" value="1"/><Representation id="a-ad" codecs="mp4a.40.2"/>')}
  </Period></MPD>`;
  const read = dashAudio(mpd);
  expect([...read.keys()]).toEqual(['a-es', 'a-en51', 'a-71', 'a-ad']);
  expect(read.get('a-es')).toEqual({ language: 'es', channels: 2, codec: 'mp4a.40.2', role: 'dub', isDefault: false });
  expect(read.get('a-en51')).toEqual({ language: 'en', channels: 6, codec: 'ec-3', role: 'main', isDefault: true });
  expect(read.get('a-71')).toMatchObject({ language: 'de', channels: 8 });
  expect(read.get('a-ad')).toMatchObject({ role: 'description', channels: null });
});
