// One request at a time against a started app: the p50/p95/p99 of each call, for the domain-read
// budgets of docs/architecture.md 10 ("under 20 ms p50 for one request at a time").

export interface Endpoint {
  name: string;
  path: string;
  /** The p50 budget in ms. */
  budget: number;
}

export interface EndpointResult extends Endpoint {
  p50: number;
  p95: number;
  p99: number;
  /** Size of the last answer. */
  bytes: number;
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

/** Calls each endpoint `warmup` times unmeasured, then `requests` times, one after the other. */
export async function measureOneAtATime(
  base: string,
  token: string,
  endpoints: readonly Endpoint[],
  options: { warmup: number; requests: number; log: (line: string) => void },
): Promise<EndpointResult[]> {
  const results: EndpointResult[] = [];
  for (const endpoint of endpoints) {
    const call = async () => {
      const t0 = performance.now();
      const res = await fetch(`${base}${endpoint.path}`, { headers: { authorization: `Bearer ${token}` } });
      const body = await res.arrayBuffer();
      if (res.status !== 200) {
        throw new Error(`${endpoint.path}: ${res.status} ${Buffer.from(body).toString()}`);
      }
      return { ms: performance.now() - t0, bytes: body.byteLength };
    };
    for (let i = 0; i < options.warmup; i += 1) {
      await call();
    }
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < options.requests; i += 1) {
      const r = await call();
      times.push(r.ms);
      bytes = r.bytes;
    }
    times.sort((a, b) => a - b);
    results.push({
      ...endpoint,
      p50: percentile(times, 0.5),
      p95: percentile(times, 0.95),
      p99: percentile(times, 0.99),
      bytes,
    });
    options.log(`${endpoint.name}: p50 ${percentile(times, 0.5).toFixed(2)} ms`);
  }
  return results;
}

/** The markdown table of the results, with each call's verdict against its budget. */
export function resultsTable(results: readonly EndpointResult[]): string[] {
  return [
    '| call | p50 ms | p95 ms | p99 ms | answer bytes | budget (p50) |',
    '| --- | --- | --- | --- | --- | --- |',
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} | ${r.p99.toFixed(2)} | ${r.bytes} | < ${r.budget} ms: **${r.p50 < r.budget ? 'met' : 'not met'}** |`,
    ),
  ];
}
