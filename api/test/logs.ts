/**
 * The server's log lines in tests (lib/log.ts): a logger that keeps what it writes, parsed, so a
 * test can find a line (written to stdout too when LOG_LEVEL is set: `LOG_LEVEL=debug npx vitest
 * run …` shows them). The harness gives each test server one for its requests (server.logs);
 * captureProcessLogs stands in for the process's logger (what jobs and stores write outside a
 * request).
 */
import { afterAll, beforeAll } from 'vitest';
import { createLogger, setLogger, type Logger, type LogLevel } from '#api/lib/log';

/** One log line as written: level, time, msg, reqId… and what the caller logged */
export type LogLine = Record<string, unknown> & { level: string; msg?: string };

export interface CapturedLogs {
  logger: Logger;
  /** The lines written so far (the newest 2,000) */
  lines: LogLine[];
}

const KEPT = 2000;

export function captureLogs(): CapturedLogs {
  const lines: LogLine[] = [];
  const echo = process.env.LOG_LEVEL !== undefined;
  const logger = createLogger({
    level: (process.env.LOG_LEVEL as LogLevel | undefined) ?? 'info',
    destination: {
      write(text: string) {
        lines.push(JSON.parse(text) as LogLine);
        if (lines.length > KEPT) lines.splice(0, lines.length - KEPT);
        if (echo) process.stdout.write(text);
      },
    },
  });
  return { logger, lines };
}

/** The process's logger keeps its lines while the file's (or describe block's) tests run */
export function captureProcessLogs(): LogLine[] {
  const { logger, lines } = captureLogs();
  let previous: Logger | undefined;
  beforeAll(() => {
    previous = setLogger(logger);
  });
  afterAll(() => {
    if (previous) setLogger(previous);
  });
  return lines;
}
