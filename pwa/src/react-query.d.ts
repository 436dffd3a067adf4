import '@tanstack/react-query';
import type { ApiError } from './lib/api-error';

// Every query and mutation fails with an ApiError (lib/api.ts turns all failures into one).
declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
  }
}
