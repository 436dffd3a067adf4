import { useCallback, useEffect, useState } from 'react';
import { takeArrivedEarly, takeEarly } from '#pwa/lib/early-answers';
import { getJson } from '#pwa/lib/get-json';
import type { NoticeList } from '../api';
import { noticeRequests } from '../requests';

type LatestState =
  { status: 'pending' } | { status: 'error' } | { status: 'success'; data: NoticeList };

/** The page's early answer (lib/early-answers.ts) when it is already in: the first render has it */
function initialState(): LatestState {
  const data = takeArrivedEarly<NoticeList>(noticeRequests.latest());
  return data ? { status: 'success', data } : { status: 'pending' };
}

/**
 * The newest notices for the home screen: one abortable request by plain fetch (the answer is
 * still typed from the API), so neither ky, the Hono client nor TanStack Query is part of the
 * first screen; they come with the lists.
 */
export function useLatestNotices() {
  const [state, setState] = useState(initialState);
  const [attempt, setAttempt] = useState(0);
  const loaded = state.status === 'success';

  useEffect(() => {
    if (loaded) return;
    const controller = new AbortController();
    const request = noticeRequests.latest();
    takeEarly<NoticeList>(request)
      .then(
        (early) =>
          early ?? getJson<NoticeList>(request.path, request.params, { signal: controller.signal }),
      )
      .then(
        (data) => setState({ status: 'success', data }),
        () => {
          if (!controller.signal.aborted) setState({ status: 'error' });
        },
      );
    return () => controller.abort();
  }, [attempt, loaded]);

  const retry = useCallback(() => {
    setState({ status: 'pending' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
