/**
 * The server's one logger (decision 0109): pino, one JSON object a line (readable lines on a
 * terminal, pino-pretty), on stdout. While a request is served, `log()` is that request's child
 * logger, whose every line carries its request id (`reqId`): stores and services log through
 * `log()` and need no Hono context. Outside a request (the jobs) it is the process's logger.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';

export type { Logger };

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface LoggerOptions {
  level: LogLevel;
  /** Readable lines (pino-pretty) instead of JSON: a person reads the terminal */
  pretty?: boolean;
  /** Where lines go (tests give a stream of their own); default stdout */
  destination?: DestinationStream;
}

export function createLogger({ level, pretty: readable = false, destination }: LoggerOptions) {
  const options = {
    level,
    base: undefined, // no pid/hostname on every line: one process, its own log
    timestamp: pino.stdTimeFunctions.isoTime,
    // the level by name ("level":"error"), which a person and a log search both read
    formatters: { level: (label: string) => ({ level: label }) },
    // a logged Error (`{ err }`) keeps its type, message and stack
    serializers: { err: pino.stdSerializers.err },
  };
  if (destination) return pino(options, destination);
  if (readable) {
    return pino(
      options,
      pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' }),
    );
  }
  return pino(options, pino.destination({ dest: 1, sync: false }));
}

/** Until the server sets one (scripts/site.ts), nothing is written: tests stay quiet */
let processLogger: Logger = createLogger({ level: 'silent' });

/** The request being served: its id, and its child logger once something logs */
interface RequestLog {
  base: Logger;
  id: string;
  logger?: Logger;
}
const requests = new AsyncLocalStorage<RequestLog>();

/** The process's logger, for what runs outside requests; returns the one it replaces */
export function setLogger(logger: Logger): Logger {
  const previous = processLogger;
  processLogger = logger;
  return previous;
}

/** The process's logger, whatever request is being served (the base of request loggers) */
export function processLog(): Logger {
  return processLogger;
}

/** The logger to write with: the current request's (its lines carry `reqId`), else the process's */
export function log(): Logger {
  const request = requests.getStore();
  if (!request) return processLogger;
  // made on first use: most requests log nothing but their access line
  return (request.logger ??= request.base.child({ reqId: request.id }));
}

/** Runs `fn` (a request's handling) so that log() inside it is `base`'s child with the id */
export function withRequest<T>(base: Logger, id: string, fn: () => T): T {
  return requests.run({ base, id }, fn);
}

/**
 * The server's logger from LOG_LEVEL and LOG_FORMAT: `auto` writes readable lines when stdout is
 * a terminal (a person runs `npm start`) and JSON otherwise (a service manager, a container)
 */
export function loggerFromEnv(
  env: { level: LogLevel; format: 'auto' | 'json' | 'pretty' },
  terminal = process.stdout.isTTY === true,
): Logger {
  return createLogger({
    level: env.level,
    pretty: env.format === 'pretty' || (env.format === 'auto' && terminal),
  });
}

/**
 * A job's or service's `(message) => void` log: each message a line at `level`, with what wrote
 * it as `component` (the jobs take such a function, so tests can give their own)
 */
export function logTo(component: string, level: 'error' | 'warn' | 'info' = 'error') {
  return (message: string): void => log()[level]({ component }, message);
}
