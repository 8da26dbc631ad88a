import type { Ref } from 'react';
import type { VideoInfo } from '@dl/shared-config';
import { VideoInfoPanel } from './VideoInfoPanel';
import { FormatList } from './FormatList';
import { SubtitleList } from './SubtitleList';

interface Props {
  info: VideoInfo;
  sourceUrl: string;
  ref?: Ref<HTMLElement>;
}

/** The extraction result: the video info panel, one button per format, and the subtitles when there are any. */
export function VideoResult({ info, sourceUrl, ref }: Props) {
  return (
    <section ref={ref} className="card dl-result" aria-label="Download options" tabIndex={-1}>
      <VideoInfoPanel info={info} sourceUrl={sourceUrl} />
      <FormatList info={info} sourceUrl={sourceUrl} />
      {info.subtitles?.length ? <SubtitleList subtitles={info.subtitles} /> : null}
    </section>
  );
}
