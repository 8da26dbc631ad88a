import { useCallback, useRef, useState } from 'react';
import { AdSlot } from '@dl/shared-config';
import { validateUrlInput, type ShareTextPlatform } from '@dl/contract';
import { useOnDemand } from '@dl/shared-config/onDemand';
import { loadResults, useExtraction } from '../hooks/useExtraction';
import { useScrollToResult } from '../hooks/useScrollToResult';
import { useUrlPrefill } from '../hooks/useUrlPrefill';
import { UrlForm } from './UrlForm';
import { LoadingNotice } from './LoadingNotice';
import { ErrorBox } from './ErrorBox';
import './extract.css';

export interface DownloaderProps {
  /** Which app share messages the input accepts: one platform's, any named in the text ('detect'), or none. */
  shareText: ShareTextPlatform | 'detect' | null;
  placeholder: string;
  hint?: string;
}

interface PrefillDeps {
  setValue(url: string): void;
  setInputError(error: null): void;
  submit(url: string): void;
  prefetch(): void;
}

/**
 * The form filled in for the visitor (SPEC §2: `?url=`, a link left by another page), with the audio track a share link
 * names for the result it starts. A link filled in (sent back from a failed preview) is a use of the form: the
 * results' code, and with it a failing platform's notice, loads as at a touch.
 */
function usePrefill({ setValue, setInputError, submit, prefetch }: PrefillDeps) {
  const [askedTrack, setAskedTrack] = useState<string | null>(null);
  const prefill = useCallback(
    (url: string, autoStart: boolean, track?: string | null) => {
      setValue(url);
      setInputError(null);
      setAskedTrack(track ?? null);
      prefetch();
      if (autoStart) submit(url);
    },
    [setValue, setInputError, submit, prefetch],
  );
  useUrlPrefill(prefill);
  return { askedTrack, prefill };
}

/**
 * The download form with its states (SPEC §4 extraction page): idle, loading, success with the result, or
 * error; ad slots above and below the form. The extraction call and the result's components load when the
 * visitor first types, pastes or points into the form (or submits), not with the page.
 */
export function Downloader({ shareText, placeholder, hint }: DownloaderProps) {
  const [value, setValue] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  // The extraction call and the result's components: loaded at the visitor's first use of the form.
  const results = useOnDemand(loadResults);
  const extraction = useExtraction(results.load);
  const resultRef = useRef<HTMLElement>(null);
  useScrollToResult(resultRef, extraction.status === 'success');
  const { status, clear, extract } = extraction;
  const submit = useCallback(
    (text: string) => {
      const result = validateUrlInput(text, { shareText });
      if (!result.ok) {
        setInputError(result.error);
        return;
      }
      setInputError(null);
      extract(result.url);
    },
    [shareText, extract],
  );
  // Once the code is there, the notice of a failing platform (issue #28) it brings shows under the form.
  const { load } = results;
  const prefetch = useCallback(() => void load().catch(() => undefined), [load]);
  const { askedTrack, prefill } = usePrefill({ setValue, setInputError, submit, prefetch });

  // An item opened from a result's list (a feed's episode) remembers that list, to go back to it.
  const [opened, setOpened] = useState<{ item: string; list: string; title: string; podcast: boolean } | null>(null);
  const listUrl = extraction.sourceUrl;
  const listTitle = extraction.info?.series || extraction.info?.title || '';
  const podcast = !!extraction.info?.is_podcast;
  const openItem = useCallback(
    (url: string) => {
      if (listUrl) setOpened({ item: url, list: listUrl, title: listTitle, podcast });
      prefill(url, true);
    },
    [listUrl, listTitle, podcast, prefill],
  );
  const parent = opened && extraction.sourceUrl === opened.item ? { title: opened.title, podcast: opened.podcast, open: () => prefill(opened.list, true) } : null;

  const onChange = (next: string) => {
    setValue(next);
    setInputError(null);
    if (status === 'error') clear();
  };
  const onSubmit = () => submit(value);
  const onClear = () => {
    setValue('');
    setInputError(null);
    clear();
  };

  const Result = status === 'success' ? results.module?.VideoResult : undefined;
  const Notice = results.module?.PlatformStatusNotice;

  return (
    <div className="dl-downloader" onInput={prefetch} onPointerDown={prefetch}>
      <AdSlot slot="leaderboard" />
      <UrlForm
        value={value}
        onChange={onChange}
        onSubmit={onSubmit}
        onClear={onClear}
        loading={status === 'loading'}
        error={inputError}
        placeholder={placeholder}
        hint={hint}
        canClear={value !== '' || status !== 'idle' || inputError !== null}
      />
      {Notice ? <Notice text={value} /> : null}
      <AdSlot slot="responsive" />
      {status === 'loading' ? <LoadingNotice /> : null}
      {status === 'error' && extraction.error ? <ErrorBox message={extraction.error} /> : null}
      {Result && extraction.info && extraction.sourceUrl ? <Result ref={resultRef} info={extraction.info} sourceUrl={extraction.sourceUrl} onOpenItem={openItem} parent={parent} askedTrack={askedTrack} /> : null}
    </div>
  );
}
