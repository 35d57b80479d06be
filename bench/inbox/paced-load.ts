// Open-loop load: requests start at evenly spaced times (rate per second), spread over a pool of
// keep-alive connections, whatever the answers' speed. Latency counts from the planned start, so a
// slow answer also delays what should have been sent meanwhile (no coordinated omission). Used for
// the latency at a given load; autocannon's own rate option sends each second's quota in a burst.
import http from 'node:http';

export interface PacedResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) {
    return 0;
  }
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export async function pacedLoad(
  url: string,
  options: { rate: number; seconds: number; connections: number; headers: Record<string, string> },
): Promise<PacedResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const total = Math.round(options.rate * options.seconds);
  const interval = 1000 / options.rate;
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  await new Promise<void>((resolve) => {
    let sent = 0;
    let finished = 0;
    const settle = () => {
      finished += 1;
      if (finished === total) {
        resolve();
      }
    };
    const fire = (planned: number) => {
      const request = http.get(url, { agent, headers: options.headers }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode !== 200) {
            errors += 1;
          }
          latencies.push(performance.now() - planned);
          settle();
        });
      });
      request.on('error', () => {
        errors += 1;
        settle();
      });
    };
    const tick = () => {
      const due = Math.min(total, Math.floor((performance.now() - started) / interval) + 1);
      while (sent < due) {
        fire(started + sent * interval);
        sent += 1;
      }
      if (sent < total) {
        setTimeout(tick, Math.max(0, started + sent * interval - performance.now()));
      }
    };
    tick();
  });
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / elapsed,
    p50: Math.round(percentile(latencies, 50) * 10) / 10,
    p99: Math.round(percentile(latencies, 99) * 10) / 10,
    errors,
  };
}
