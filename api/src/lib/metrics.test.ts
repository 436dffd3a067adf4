import { describe, expect, it } from 'vitest';
import { createMetrics } from './metrics';

const metrics = () =>
  createMetrics({ queueDepths: async () => ({ mail: 0, push: 0, refunds: 0 }), pool: null });

const line = (text: string, start: string) =>
  text.split('\n').find((l) => l.startsWith(start + ' '));

describe('request durations', () => {
  it('are a Prometheus histogram by method, route and status, counted as observed', async () => {
    const m = metrics();
    for (const seconds of [0.0004, 0.001, 0.003, 0.2, 12]) m.observe('GET', '/api/x', 200, seconds);
    m.observe('POST', '/api/x', 422, 0.002);
    const { text } = await m.scrape();

    const get = 'method="GET",route="/api/x",status="200"';
    const bucket = (le: string) => `http_request_duration_seconds_bucket{le="${le}",${get}}`;
    expect(line(text, bucket('0.001'))).toBe(`${bucket('0.001')} 2`);
    expect(line(text, bucket('0.005'))).toBe(`${bucket('0.005')} 3`);
    expect(line(text, bucket('0.25'))).toBe(`${bucket('0.25')} 4`);
    expect(line(text, bucket('10'))).toBe(`${bucket('10')} 4`);
    expect(line(text, bucket('+Inf'))).toBe(`${bucket('+Inf')} 5`);
    expect(text).toContain(`http_request_duration_seconds_count{${get}} 5`);
    const sum = Number(line(text, `http_request_duration_seconds_sum{${get}}`)!.split(' ')[1]);
    expect(sum).toBeCloseTo(12.2044, 6);
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toContain(`http_requests_total{${get}} 5`);
    expect(text).toContain('http_requests_total{method="POST",route="/api/x",status="422"} 1');
  });
});
