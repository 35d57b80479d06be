import type { Broker } from './broker.ts';
import type { ChannelHub } from './channel-hub.ts';
import type { ClientRegistry } from './client-registry.ts';
import type { ChannelOptions, RealtimeLogger, ResolvedOptions } from './server-options.ts';

/** What connections and command handlers share within one server. */
export interface ServerContext {
  readonly options: ResolvedOptions;
  readonly broker: Broker;
  readonly nodeId: string;
  readonly logger: RealtimeLogger;
  readonly hub: ChannelHub;
  readonly registry: ClientRegistry;
  /** Resolves once the broker is started. */
  ready(): Promise<void>;
  channelOptions(channel: string): ChannelOptions;
}
