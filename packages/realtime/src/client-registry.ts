import type { ClientConnection } from './client-connection.ts';

/** Connections of this node, by client id, user and emulation session. */
export class ClientRegistry {
  /** Every open connection, connected or not yet. */
  readonly all = new Set<ClientConnection>();
  private readonly byId = new Map<string, ClientConnection>();
  private readonly byUser = new Map<string, Set<ClientConnection>>();
  private readonly bySession = new Map<string, ClientConnection>();

  add(connection: ClientConnection): void {
    this.all.add(connection);
  }

  /** Indexes a connection once its connect command succeeded. */
  connected(connection: ClientConnection): void {
    this.byId.set(connection.id, connection);
    let connections = this.byUser.get(connection.userId);
    if (connections === undefined) {
      connections = new Set();
      this.byUser.set(connection.userId, connections);
    }
    connections.add(connection);
    if (connection.transport.emulation) {
      this.bySession.set(connection.session, connection);
    }
  }

  remove(connection: ClientConnection): void {
    this.all.delete(connection);
    if (this.byId.get(connection.id) !== connection) {
      return;
    }
    this.byId.delete(connection.id);
    this.bySession.delete(connection.session);
    const connections = this.byUser.get(connection.userId);
    connections?.delete(connection);
    if (connections?.size === 0) {
      this.byUser.delete(connection.userId);
    }
  }

  get(clientId: string): ClientConnection | undefined {
    return this.byId.get(clientId);
  }

  session(session: string): ClientConnection | undefined {
    return this.bySession.get(session);
  }

  user(userId: string): ClientConnection[] {
    return [...(this.byUser.get(userId) ?? [])];
  }

  connectedConnections(): IterableIterator<ClientConnection> {
    return this.byId.values();
  }

  subscriptionCount(): number {
    let count = 0;
    for (const connection of this.all) {
      count += connection.subscriptions.size;
    }
    return count;
  }
}
