import { useCallback, useEffect, useState } from 'react';
import { getJson } from '../../../lib/get-json';
import type { NoticeList } from '../api';

export const LATEST_COUNT = 6;

type LatestState =
  { status: 'pending' } | { status: 'error' } | { status: 'success'; data: NoticeList };

/**
 * The newest notices for the home screen: one abortable request by plain fetch (the answer is
 * still typed from the API), so neither ky, the Hono client nor TanStack Query is part of the
 * first screen; they come with the lists.
 */
export function useLatestNotices() {
  const [state, setState] = useState<LatestState>({ status: 'pending' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    getJson<NoticeList>(
      '/api/notices',
      { sort: 0, take: LATEST_COUNT, page: 0 },
      controller.signal,
    ).then(
      (data) => setState({ status: 'success', data }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'pending' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
