import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { queryClient } from './query-client';

/**
 * A lazy screen with the shared query cache. The provider lives in the screens, not the shell,
 * so that the first screen does not load TanStack Query.
 */
export function withQueries(Screen: ComponentType): ComponentType {
  function WithQueries() {
    return (
      <QueryClientProvider client={queryClient}>
        <Screen />
      </QueryClientProvider>
    );
  }
  WithQueries.displayName = `WithQueries(${Screen.displayName ?? Screen.name})`;
  return WithQueries;
}
