/**
 * The server's one logger (decision 0112): pino, one JSON object a line (readable lines on a
 * terminal, pino-pretty), on stdout. What a request logs goes through requestLog(c), whose lines
 * carry the request's id (`reqId`); the jobs, stores and services log through log().
 */
import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { Context } from 'hono';
import type { AppEnv } from '../context';

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
    timestamp: isoTime,
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
  return pino(options, jsonLines(1));
}

/**
 * Where the server's JSON lines go (stdout, fd 1): written in blocks of at least 4 KB, each with
 * one write on the event loop; what is left at least once a second and at exit. A write a line
 * through libuv's thread pool (pino's asynchronous destination) cost more CPU than anything else a
 * cheap request did for its logs and metrics (decision 0112); a line may now reach the log up to a
 * second late.
 */
export function jsonLines(dest: number | string): DestinationStream {
  const stream = pino.destination({ dest, sync: true, minLength: 4096 });
  setInterval(() => stream.flush(), 1000).unref();
  process.on('exit', () => stream.flushSync());
  return stream;
}

/**
 * The line's time as ISO 8601 in UTC (pino's isoTime), its date and second formatted once a
 * second: a Date's toISOString on every line was a sixth of the access line's cost
 */
let isoSecond = -1;
let isoPrefix = '';
function isoTime(): string {
  const now = Date.now();
  const second = Math.floor(now / 1000);
  if (second !== isoSecond) {
    isoSecond = second;
    isoPrefix = new Date(second * 1000).toISOString().slice(0, 20); // 2026-12-07T20:25:13.
  }
  return `,"time":"${isoPrefix}${String(now - second * 1000).padStart(3, '0')}Z"`;
}

/** A string as JSON, made once per distinct string: the routes' patterns and methods are few */
const jsonOf = new Map<string, string>();
function json(text: string): string {
  let quoted = jsonOf.get(text);
  if (quoted === undefined) {
    quoted = JSON.stringify(text);
    if (jsonOf.size < 1000) jsonOf.set(text, quoted);
  }
  return quoted;
}

const { streamSym } = pino.symbols;

/**
 * A request's access line: the line `logger.info({ reqId, method, route, status, ms },
 * 'request')` writes, in pino's own format, put together here and written to the logger's
 * destination. pino's general path (its child and object serialisation) cost a large part of
 * what the logs and metrics added to a cheap request (decision 0112). `reqId` is the server's
 * own or matched REQUEST_ID_PATTERN (nothing to escape); route and method are quoted as JSON.
 */
export function writeAccessLine(
  logger: Logger,
  line: { reqId: string; method: string; route: string; status: number; ms: number },
): void {
  if (!logger.isLevelEnabled('info')) return;
  const stream = (logger as unknown as Record<symbol, DestinationStream>)[streamSym]!;
  stream.write(
    `{"level":"info"${isoTime()},"reqId":"${line.reqId}","method":${json(line.method)},` +
      `"route":${json(line.route)},"status":${line.status},"ms":${Math.round(line.ms * 10) / 10},` +
      `"msg":"request"}\n`,
  );
}

/** Until the server sets one (scripts/site.ts), nothing is written: tests stay quiet */
let processLogger: Logger = createLogger({ level: 'silent' });

/** The process's logger, for what runs outside requests; returns the one it replaces */
export function setLogger(logger: Logger): Logger {
  const previous = processLogger;
  processLogger = logger;
  return previous;
}

/** The process's logger: the jobs', and the base of request loggers unless the app is given one */
export function log(): Logger {
  return processLogger;
}

/**
 * The logger of the request being served: its lines carry the request's id (`reqId`). Taken from
 * the Hono context, not from AsyncLocalStorage, which on Node 20 cost a quarter of a cheap
 * request's CPU (decision 0112); code without the context logs through log().
 */
export function requestLog(c: Context<AppEnv>): Logger {
  const base = c.get('logger') ?? processLogger;
  const requestId = c.get('requestId');
  return requestId ? base.child({ reqId: requestId }) : base;
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
  return (message: string): void => processLogger[level]({ component }, message);
}
