import { newsEvent } from '@app/shared/realtime';
import type { ChannelEvent } from '../channel-events';

/** news: one published news item. */
export function decodeNewsEvent(data: unknown): ChannelEvent | null {
  const parsed = newsEvent.safeParse(data);
  return parsed.success ? { name: 'news', payload: parsed.data } : null;
}
