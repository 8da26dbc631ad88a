/**
 * SPEC §4 merge flow: start the task once, poll its status on the SPEC §9 schedule, and end complete (with
 * the merged file's task id and sizes) or failed (with the SPEC §8 text).
 */
import { useEffect, useRef, useState } from 'react';
import { errorText, MESSAGES, useAppDispatch, type MergeTask } from '@dl/shared-config';
import { INITIAL_POLL_STATE, PREVIEW_MESSAGES, clampProgress, httpStatusError, nextPoll, withFormatHint, type PollOutcome } from '../../../rules';
import type { MergeStatusError } from '../api/mergeApi';

export type ActualSizes = NonNullable<MergeTask['actual_sizes']>;

export type MergeState =
  | { phase: 'idle' }
  | { phase: 'starting' | 'polling'; progress: number; message: string }
  | { phase: 'complete'; progress: 100; message: string; taskId: string; actualSizes: ActualSizes | null }
  | { phase: 'failed'; error: string };

type Started = { taskId: string } | { error: string };

const STARTING: MergeState = { phase: 'starting', progress: 0, message: PREVIEW_MESSAGES.mergeStarting };

function pollErrorReason(error: MergeStatusError | undefined): string {
  if (error && typeof error.status === 'number') return httpStatusError(error.status, error.statusText || error.message || 'Request failed');
  return errorText(error, 'Request failed');
}

export function useMergeTask(startUrl: string | null): MergeState {
  const [state, setState] = useState<MergeState>(startUrl ? STARTING : { phase: 'idle' });
  const dispatch = useAppDispatch();
  // The guard against starting the same merge twice (a re-render, or React's StrictMode running effects twice).
  const started = useRef<{ key: string; promise: Promise<Started> } | null>(null);

  useEffect(() => {
    if (!startUrl) return;
    const run = { cancelled: false, timer: undefined as ReturnType<typeof setTimeout> | undefined };
    if (started.current?.key !== startUrl) {
      setState(STARTING);
      // The merge's calls (and the API's code, RTK Query) load with the first merge, not with the page.
      const promise = import('../api/mergeApi').then(
        async ({ mergeApi }): Promise<Started> => {
          const res = await dispatch(mergeApi.endpoints.startMerge.initiate(startUrl, { track: false }));
          if ('error' in res && res.error) {
            const message = errorText(res.error, '');
            return { error: message ? withFormatHint(message) : PREVIEW_MESSAGES.mergeStartFailed };
          }
          const taskId = res.data?.task_id;
          return taskId ? { taskId: String(taskId) } : { error: PREVIEW_MESSAGES.mergeStartFailed };
        },
        // The code could not be loaded: the network is down or the site was redeployed meanwhile.
        (): Started => ({ error: MESSAGES.networkError }),
      );
      started.current = { key: startUrl, promise };
    }
    const wait = (ms: number) => new Promise<void>((resolve) => (run.timer = setTimeout(resolve, ms)));
    const fail = (error: string) => !run.cancelled && setState({ phase: 'failed', error });
    const complete = (taskId: string, actualSizes: ActualSizes | null) =>
      !run.cancelled && setState({ phase: 'complete', progress: 100, message: PREVIEW_MESSAGES.mergeComplete, taskId, actualSizes });

    void (async () => {
      const start = await started.current!.promise;
      if (run.cancelled) return;
      if ('error' in start) return fail(start.error);
      const { taskId } = start;
      // Loaded already: the start above needed it.
      const { mergeApi } = await import('../api/mergeApi');
      const once = { subscribe: false, forceRefetch: true } as const;
      let poll = INITIAL_POLL_STATE;
      for (;;) {
        await wait(poll.intervalMs);
        if (run.cancelled) return;
        const res = await dispatch(mergeApi.endpoints.getMergeStatus.initiate(taskId, once));
        if (run.cancelled) return;
        let outcome: PollOutcome;
        if (res.error) {
          const error = res.error as MergeStatusError;
          if (error.status === 404) {
            // The task is gone: finished and collected, or expired. The file decides.
            const file = await dispatch(mergeApi.endpoints.checkMergedFile.initiate(taskId, once));
            if (run.cancelled) return;
            return file.data === true ? complete(taskId, null) : fail(PREVIEW_MESSAGES.mergeFileGone);
          }
          outcome = { kind: 'error', reason: pollErrorReason(error) };
        } else {
          const task = res.data;
          if (task?.status === 'complete') return complete(taskId, task.actual_sizes ?? null);
          if (task?.status === 'error') return fail(withFormatHint(task.message || PREVIEW_MESSAGES.mergeFailed));
          const progress = clampProgress(task?.progress);
          setState({ phase: 'polling', progress, message: task?.message || PREVIEW_MESSAGES.mergeProcessingDefault });
          outcome = { kind: 'progress', progress };
        }
        const decision = nextPoll(poll, outcome);
        if (decision.kind === 'abort') return fail(decision.error);
        poll = decision.state;
      }
    })();

    return () => {
      run.cancelled = true;
      clearTimeout(run.timer);
    };
  }, [startUrl, dispatch]);

  return startUrl ? state : { phase: 'idle' };
}
