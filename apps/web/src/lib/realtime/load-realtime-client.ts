import { loadOnce } from '@/lib/load-once';

/**
 * The realtime client (centrifuge and the app's connection), imported on demand and once for every
 * hook that holds a channel, asks for presence or publishes: a page using them does not carry it
 * before its first paint (docs/architecture.md 10).
 */
export const loadRealtimeClient = loadOnce(() => import('./realtime-client'));
