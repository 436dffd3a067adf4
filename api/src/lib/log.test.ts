import { describe, expect, it } from 'vitest';
import { createLogger, writeAccessLine } from './log';

/** A logger whose lines are kept as written */
function keeping(level: 'info' | 'warn') {
  const lines: string[] = [];
  const logger = createLogger({
    level,
    destination: { write: (text: string) => lines.push(text) },
  });
  return { logger, lines };
}

describe('the access line', () => {
  it('is the line pino writes for the same fields, but for its time', () => {
    const fields = { reqId: 'aB3-_x.9', method: 'GET', route: '/api/notices/:id', status: 200 };
    const ours = keeping('info');
    writeAccessLine(ours.logger, { ...fields, ms: 1.26 });
    const pinos = keeping('info');
    pinos.logger.info({ ...fields, ms: 1.3 }, 'request');

    expect(ours.lines).toHaveLength(1);
    const withoutTime = (line: string) => line.replace(/"time":"[^"]+"/, '"time":""');
    expect(withoutTime(ours.lines[0]!)).toBe(withoutTime(pinos.lines[0]!));
    expect(JSON.parse(ours.lines[0]!)).toMatchObject({ level: 'info', msg: 'request', ms: 1.3 });
  });

  it('quotes a route and a method as JSON', () => {
    const { logger, lines } = keeping('info');
    writeAccessLine(logger, { reqId: 'x', method: 'GET', route: '/a/"b"\\', status: 404, ms: 0 });
    expect(JSON.parse(lines[0]!)).toMatchObject({ route: '/a/"b"\\', status: 404 });
  });

  it('is not written when the logger writes no info lines', () => {
    const { logger, lines } = keeping('warn');
    writeAccessLine(logger, { reqId: 'x', method: 'GET', route: '/', status: 200, ms: 1 });
    expect(lines).toEqual([]);
  });
});
