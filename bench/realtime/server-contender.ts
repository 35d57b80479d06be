import type { NewsPayload } from './shared.ts';

/** One server under test, attached to the bench's node:http server. */
export interface Contender {
  /** Sends one publication to every subscriber of the channel on this node. */
  publish(channel: string, data: NewsPayload): Promise<void> | void;
  connectionCount(): number;
  close(): Promise<void>;
}
