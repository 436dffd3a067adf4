/**
 * Sends an error that reached an error screen to the server's log (POST /api/client-errors).
 * Loaded only when such an error happens (app/RouteError.tsx), so neither this nor the HTTP
 * layer it uses weighs on the first screen. Best effort: a report that cannot be sent is
 * dropped (the console has the error already).
 */
import { http } from './http';

/** StrictMode and re-renders show one error more than once; each is reported once. */
const reported = new WeakSet<object>();
/** A page stuck in a failing loop sends a few reports, not one per retry. */
const MAX_REPORTS_PER_PAGE = 5;
let sent = 0;

function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) {
    return {
      message: `${error.name}: ${error.message}`.slice(0, 1000),
      stack: error.stack?.slice(0, 8000),
    };
  }
  // react-router's error responses and anything else thrown
  let text: string;
  try {
    text = typeof error === 'string' ? error : JSON.stringify(error);
  } catch {
    text = String(error);
  }
  return { message: (text || 'Unknown error').slice(0, 1000) };
}

export async function reportError(error: unknown, kind: 'route' | 'root'): Promise<void> {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  if (sent >= MAX_REPORTS_PER_PAGE) return;
  sent++;
  try {
    await http.post('/api/client-errors', {
      json: {
        ...describe(error),
        url: window.location.href,
        kind,
        userAgent: navigator.userAgent.slice(0, 300),
      },
      retry: 0,
      timeout: 10_000,
    });
  } catch {
    // offline, throttled or the server is down: the console already has the error
  }
}
