// Realtime bench orchestrator (docs/architecture.md 10; docs/architecture.md 10.1).
//
//   node --import tsx bench/realtime/run.ts [--only fanout,idle,storm] [--contenders ours,ws,socketio]
//        [--quick] [--no-pin] [--json file]
//
// For every contender it starts a server process (pinned to CPU0, --expose-gc) and a client process
// (pinned to CPU1), drives both over IPC, and prints the figures as Markdown. See README.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { childFds } from './run-processes.ts';
import { environment } from './run-report.ts';
import { args, contenders, log, root, scenarios, settings } from './run-settings.ts';
import { fanoutReport, runFanout } from './scenario-fanout.ts';
import { idleReport, runIdle } from './scenario-idle.ts';
import { runStorm, stormReport } from './scenario-storm.ts';
import { fixed } from './stats.ts';

async function main(): Promise<void> {
  const date = new Date().toISOString();
  const loadBefore = os.loadavg()[0] ?? 0;
  log(`realtime bench: ${scenarios.join(', ')} / ${contenders.join(', ')}${args.quick ? ' (quick)' : ''}`);
  if (childFds < settings.idleClients + 1000) {
    log(
      `warning: only ${childFds} file descriptors per process; raise the limit (ulimit -n) for the idle scenario`,
    );
  }
  const started = performance.now();
  const report: Record<string, unknown> = { settings };
  const sections: string[] = [];
  if (scenarios.includes('fanout')) {
    const results = await runFanout();
    report.fanout = results;
    sections.push(`### 1. Fan-out\n\n${fanoutReport(results)}`);
  }
  if (scenarios.includes('idle')) {
    const results = await runIdle();
    report.idle = results;
    sections.push(`### 2. Idle connections\n\n${idleReport(results)}`);
  }
  if (scenarios.includes('storm')) {
    const results = await runStorm();
    report.storm = results;
    sections.push(`### 3. Reconnect storm\n\n${stormReport(results)}`);
  }
  const minutes = (performance.now() - started) / 60_000;
  const env = {
    ...environment(),
    date,
    'load average (1 min)': `${fixed(loadBefore, 1)} at start, ${fixed(os.loadavg()[0] ?? 0, 1)} at end`,
  };
  report.environment = env;
  const header = [
    `Command: \`${['node --import tsx bench/realtime/run.ts', ...process.argv.slice(2)].join(' ')}\``,
    ...Object.entries(env).map(([key, value]) => `- ${key}: ${value}`),
    `- total time: ${fixed(minutes, 1)} min`,
  ];
  console.log(`${header.join('\n')}\n\n${sections.join('\n\n')}`);
  const jsonPath = args.json ?? join(root, 'bench', 'results', 'realtime.json');
  mkdirSync(dirname(jsonPath), { recursive: true });
  writeFileSync(jsonPath, `${JSON.stringify(report, null, 2)}\n`);
  log(`raw results: ${jsonPath}`);
}

await main();
