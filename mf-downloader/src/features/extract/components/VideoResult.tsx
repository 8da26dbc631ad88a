import type { Ref } from 'react';
import type { VideoInfo } from '@dl/shared-config';
import { VideoInfoPanel } from './VideoInfoPanel';
import { FormatList } from './FormatList';

interface Props {
  info: VideoInfo;
  sourceUrl: string;
  ref?: Ref<HTMLElement>;
}

/** The extraction result: the video info panel and one button per format. */
export function VideoResult({ info, sourceUrl, ref }: Props) {
  return (
    <section ref={ref} className="card dl-result" aria-label="Download options" tabIndex={-1}>
      <VideoInfoPanel info={info} sourceUrl={sourceUrl} />
      <FormatList info={info} sourceUrl={sourceUrl} />
    </section>
  );
}
