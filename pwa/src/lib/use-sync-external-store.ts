/**
 * Stands in for the `use-sync-external-store/shim` package (aliased in vite.config.ts): the shim
 * only exists for React < 18 and calls React's own hook when there is one, as in React 19.
 */
export { useSyncExternalStore } from 'react';
