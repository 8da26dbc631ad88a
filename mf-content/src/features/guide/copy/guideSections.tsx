/**
 * The sections of /how-to-download-videos, in order. Each has an anchor id used by the table of contents,
 * so links such as /how-to-download-videos#merge keep working: change an id only with care.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SupportedPlatforms } from '../components/SupportedPlatforms';

export interface GuideSection {
  id: string;
  title: string;
  body: (ctx: { brand: string }) => ReactNode;
}

export const GUIDE_SECTIONS: readonly GuideSection[] = [
  {
    id: 'before-you-start',
    title: 'Before you start',
    body: ({ brand }) => (
      <>
        <p>
          {brand} works in any modern browser on a computer, tablet or phone. There is nothing to install and you do
          not need an account. All you need is the link to a <strong>public</strong> video, track or podcast episode
          on one of the supported platforms:
        </p>
        <SupportedPlatforms />
      </>
    ),
  },
  {
    id: 'download-video',
    title: 'Download a video',
    body: () => (
      <ol className="guide-steps">
        <li>
          <strong>Copy the link.</strong> In a browser, copy the address of the page that shows the video. In an app,
          tap <em>Share</em> and then <em>Copy link</em>.
        </li>
        <li>
          <strong>Paste it into the form</strong> on the <Link to="/">home page</Link> (or on the page of that
          platform) and press the download button. You will see <em>Processing your request...</em> while the link is
          read; this usually takes a few seconds.
        </li>
        <li>
          <strong>Check the result.</strong> The title, thumbnail and uploader appear with a list of formats. If the
          wrong video shows up, check that you copied the link of the video itself and not of a profile or playlist.
        </li>
        <li>
          <strong>Pick a format</strong> (see <a href="#formats">choosing a format</a> below). This opens the preview
          page.
        </li>
        <li>
          <strong>Save the file.</strong> Press <em>Download Video</em>. Your browser saves it to its usual download
          folder.
        </li>
      </ol>
    ),
  },
  {
    id: 'download-audio',
    title: 'Download audio only',
    body: () => (
      <>
        <p>
          To keep only the sound of a video, such as a song, a talk or a lecture, choose a format marked as audio
          only in the list. These files contain no picture, so they are much smaller: an hour of audio at 128 kbps is
          about 58 MB, while the same hour of 1080p video can take over 1 GB.
        </p>
        <ul>
          <li>
            <strong>M4A (AAC)</strong> plays in every music app, including iTunes, Apple Music and Android players.
          </li>
          <li>
            <strong>WebM (Opus)</strong> sounds as good at a lower bitrate but some older players cannot open it.
          </li>
          <li>
            <strong>MP3</strong> is offered when the platform itself publishes MP3, which is common for podcasts and
            SoundCloud.
          </li>
        </ul>
        <p>
          On the preview page the button reads <em>Download Audio</em>, and an audio player lets you listen first.
        </p>
      </>
    ),
  },
  {
    id: 'download-podcast',
    title: 'Download a podcast episode',
    body: () => (
      <>
        <p>
          Podcasts are published as RSS feeds that point to the original audio files, so episodes download quickly
          and in the quality the publisher uploaded. You can paste:
        </p>
        <ul>
          <li>an episode link from Apple Podcasts, SoundCloud, Player.FM, Castbox, TuneIn or Xiaoyuzhou;</li>
          <li>
            the address of the podcast&apos;s RSS feed itself, on the <Link to="/podcast-downloader">podcast
            downloader</Link> page.
          </li>
        </ul>
        <p>
          For podcast episodes the result shows the show name and, when the feed provides them, the season and episode
          numbers. Paid or subscriber-only episodes are not in the public feed and cannot be downloaded. Live radio
          streams have no end and cannot be saved as a file. More details are in our article on{' '}
          <Link to="/blog/download-podcast-episodes-rss-apple-podcasts">downloading podcast episodes</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'formats',
    title: 'Choose a format and quality',
    body: () => (
      <>
        <p>
          Each row of the format list is one version of the media. It shows the container (MP4, WebM, M4A, MP3), the
          resolution for video, the bitrate where the platform reports it, and the file size when known.
        </p>
        <table>
          <thead>
            <tr>
              <th scope="col">If you want to…</th>
              <th scope="col">Choose</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Watch on a phone</td>
              <td>720p MP4</td>
            </tr>
            <tr>
              <td>Watch on a TV or large screen</td>
              <td>1080p or higher</td>
            </tr>
            <tr>
              <td>Edit the video</td>
              <td>MP4 (H.264), the most widely supported codec</td>
            </tr>
            <tr>
              <td>Listen only</td>
              <td>An audio-only format (M4A or MP3)</td>
            </tr>
            <tr>
              <td>Save data or storage</td>
              <td>480p or 360p</td>
            </tr>
          </tbody>
        </table>
        <p>
          Higher resolution and bitrate mean a sharper picture and a larger file. If a file does not play on your
          device, choose MP4: WebM files with VP9 or AV1 video do not play on some older devices. The{' '}
          <Link to="/terms-glossary">glossary</Link> explains every term you may meet.
        </p>
      </>
    ),
  },
  {
    id: 'merge',
    title: 'When video and audio are merged',
    body: () => (
      <>
        <p>
          Large platforms stream high-quality video and its sound as two separate streams (using DASH or HLS). When
          you pick such a format, our server downloads the video stream and the best matching audio stream and joins
          them into one file with <strong>ffmpeg</strong>. The streams are copied as they are, not re-encoded, so no
          quality is lost.
        </p>
        <p>
          The preview page shows <em>Starting video processing...</em>, then a progress bar with the server&apos;s
          status. When it reaches 100% you see <em>Processing complete! Loading video...</em> and the player appears.
          Keep the page open while this happens. Short clips take seconds; long 4K videos can take a few minutes.
        </p>
        <p className="note">
          If processing fails you will see <em>Processing Failed</em> with the reason. Most failures are temporary:
          go back, reload the home page and try again, or choose a lower quality.
        </p>
      </>
    ),
  },
  {
    id: 'preview',
    title: 'Preview before you download',
    body: () => (
      <>
        <p>Every download goes through the preview page, so you can check it is the right file first. It shows:</p>
        <ul>
          <li>a video or audio player;</li>
          <li>
            <strong>Media Details</strong>: the original link, the resolution, the file size, and the average bitrate;
          </li>
          <li>
            a countdown showing how long the file stays available. Prepared files are kept for a limited time (one
            hour by default) and then deleted; when the countdown reads <em>Expired</em>, start again from the home
            page;
          </li>
          <li>
            <em>Other Formats</em> to return to the full list, and <em>Back to Downloader</em>.
          </li>
        </ul>
        <p>
          Some formats cannot be played in every browser, for example AV1 video in an older Safari. The preview then
          says <em>Playback Not Supported</em>, but the download still works.
        </p>
      </>
    ),
  },
  {
    id: 'share',
    title: 'Share what you found',
    body: () => (
      <>
        <p>
          The <em>Share</em> menu on the preview page creates a short link to the preview. Copy it, or send it
          straight to X (Twitter), Facebook, WhatsApp or by email; on phones the system share sheet is offered too.
          Whoever opens the link sees the same preview and can download the file without pasting anything.
        </p>
        <p>
          A shared link leads to the same media, but the prepared file itself still expires at the end of its
          retention period. Read more in{' '}
          <Link to="/blog/share-downloads-with-short-links">sharing a download with a short link</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'limits',
    title: 'Limits: what cannot be downloaded',
    body: ({ brand }) => (
      <>
        <ul>
          <li>
            <strong>Only public content.</strong> {brand} sees exactly what a visitor who is not signed in sees.
            Private videos cannot be downloaded, and neither can posts from private accounts, friends-only posts,
            stories that require signing in, or members-only and paid content.
          </li>
          <li>
            <strong>No copy protection is bypassed.</strong> Media protected with DRM, such as Spotify music or
            rented films, is not supported.
          </li>
          <li>
            <strong>Regional restrictions apply.</strong> If a platform blocks a video in the country where our
            servers run, it cannot be fetched.
          </li>
          <li>
            <strong>Live streams</strong> can be saved only after they end and the replay is published.
          </li>
          <li>
            <strong>Your responsibility.</strong> Download only content you own, that is licensed for reuse, or that
            you have permission to save. See our <Link to="/terms-of-service">Terms of Service</Link>.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'troubleshooting',
    title: 'If something goes wrong',
    body: () => (
      <>
        <ul>
          <li>
            <strong>“Please enter a valid URL”</strong>: copy the full link, starting with https://.
          </li>
          <li>
            <strong>The video is private or unavailable</strong>: open the link in a private browser window. If you
            cannot watch it there without signing in, it cannot be downloaded.
          </li>
          <li>
            <strong>The preview expired</strong>: links from platforms are only valid for a while. Return to the home
            page and paste the original link again.
          </li>
        </ul>
        <p>
          The <Link to="/help-center">Help Center</Link> answers the most common questions, and you can write to us
          from there.
        </p>
      </>
    ),
  },
];
