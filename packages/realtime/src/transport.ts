import type { TransportName } from './protocol-messages.ts';

/** The way one connection's messages reach its client. */
export interface Transport {
  readonly name: TransportName;
  /** HTTP-streaming and SSE: commands arrive through the emulation endpoint. */
  readonly emulation: boolean;
  /** Writes encoded replies and pushes, in order. */
  send(messages: readonly string[]): void;
  /** Tells the client the disconnect code, then closes; resolves once closed. */
  close(code: number, reason: string): Promise<void>;
  /** Ends at once, without telling the client. */
  terminate(): void;
  /** Bytes written but not yet handed to the network. */
  bufferedBytes(): number;
}
