import type { Store } from '../db/client';
import { buildTestApp, openTestStore, type TestApp } from './test-app';

export interface TwoNodes {
  /** The one store both nodes use. */
  store: Store;
  nodeA: TestApp;
  nodeB: TestApp;
  /** Closes both nodes, then drops the store. */
  close(): Promise<void>;
}

/** Two app nodes on one fresh store, joined through the Redis at `redisUrl` (plus `env`). */
export async function startTwoNodes(redisUrl: string, env: Record<string, string> = {}): Promise<TwoNodes> {
  const { store, drop } = await openTestStore();
  const nodeEnv = { ...env, REDIS_URL: redisUrl };
  const started: TestApp[] = [];
  const close = async () => {
    for (const node of started) {
      await node.close();
    }
    await drop();
  };
  try {
    started.push(await buildTestApp(nodeEnv, { store }));
    started.push(await buildTestApp(nodeEnv, { store }));
  } catch (error) {
    await close();
    throw error;
  }
  const [nodeA, nodeB] = started as [TestApp, TestApp];
  return { store, nodeA, nodeB, close };
}
