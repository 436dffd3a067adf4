import { formatDay, tallinnWallClock } from '../../../../db/domain/dates';

/** An instant as DD.MM.YYYY HH:MM in Estonian time (the log's entries, the alerts) */
export function adminTime(at: number): string {
  const { minutes } = tallinnWallClock(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${formatDay(at)} ${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}
