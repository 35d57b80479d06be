import type { BrokerPublication, HistoryPage } from './broker.ts';
import type { ChannelSubscription } from './channel-subscription.ts';
import { publicationsJson } from './channel-subscription.ts';
import { withRawField } from './command-codec.ts';
import type { StreamPosition } from './protocol-messages.ts';
import type { ServerContext } from './server-context.ts';

export interface RecoveryRequest {
  readonly recover: boolean;
  readonly offset: number;
  readonly epoch: string;
}

export interface SubscribeOutcome {
  /** Encoded SubscribeResult. */
  readonly resultJson: string;
  /** Position to start live delivery from; null when the channel keeps no history. */
  readonly position: StreamPosition | null;
}

/** Recovered when the epoch matches and the publications since the offset reach the top. */
export function isRecovered(page: HistoryPage, request: RecoveryRequest): boolean {
  if (request.epoch !== '' && request.epoch !== page.epoch) {
    return false;
  }
  const first = page.publications[0];
  const last = page.publications[page.publications.length - 1];
  if (first === undefined || last === undefined) {
    return page.offset === request.offset;
  }
  return first.offset === request.offset + 1 && last.offset === page.offset;
}

/**
 * Registers the subscription with the hub (it buffers live publications from now on), then reads
 * the stream position and, when asked, the publications to recover. Live publications buffered
 * meanwhile are merged by `ChannelSubscription.goLive`, so there is no gap and no duplicate.
 */
export async function establishSubscription(
  server: ServerContext,
  subscription: ChannelSubscription,
  request: RecoveryRequest,
  extra: Record<string, unknown>,
): Promise<SubscribeOutcome> {
  await server.hub.add(subscription);
  if (subscription.options.history === undefined) {
    return { resultJson: JSON.stringify(extra), position: null };
  }
  const page = await server.broker.history(subscription.channel, {
    limit: request.recover ? server.options.recoveryMaxPublications : 0,
    since: request.recover ? request.offset : undefined,
    reverse: false,
  });
  const recovered = request.recover && isRecovered(page, request);
  const publications: BrokerPublication[] = recovered ? page.publications : [];
  const last = publications[publications.length - 1];
  const replyOffset = recovered ? request.offset : page.offset;
  const result: Record<string, unknown> = {
    ...extra,
    recoverable: true,
    positioned: true,
    epoch: page.epoch,
  };
  if (replyOffset > 0) {
    result.offset = replyOffset;
  }
  if (request.recover) {
    result.was_recovering = true;
  }
  if (recovered) {
    result.recovered = true;
  }
  let resultJson = JSON.stringify(result);
  if (publications.length > 0) {
    resultJson = withRawField(resultJson, 'publications', publicationsJson(publications));
  }
  const offset = last?.offset ?? replyOffset;
  return { resultJson, position: { offset, epoch: page.epoch } };
}
