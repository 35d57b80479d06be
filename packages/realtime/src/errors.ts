import { errorMessages, temporaryErrorCodes } from './codes.ts';
import { disconnectReason } from './disconnect-reason.ts';

/** An error replied to one command (code 100-1999); the connection stays open. */
export class RealtimeError extends Error {
  readonly code: number;
  readonly temporary: boolean;

  constructor(code: number, message?: string, temporary?: boolean) {
    super(message ?? errorMessages[code] ?? 'error');
    this.name = 'RealtimeError';
    this.code = code;
    this.temporary = temporary ?? temporaryErrorCodes.has(code);
  }
}

/** Ends the connection with a disconnect code (3000-4999). */
export class DisconnectError extends Error {
  readonly code: number;
  readonly reason: string;

  constructor(code: number, reason?: string) {
    const text = disconnectReason(code, reason);
    super(text);
    this.name = 'DisconnectError';
    this.code = code;
    this.reason = text;
  }
}
