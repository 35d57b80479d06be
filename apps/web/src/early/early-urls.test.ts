import { describe, expect, it } from 'vitest';
import { homeMeetingsRange } from '@/features/home/api/prefetch-home';
import { buildUrl } from '@/lib/api-client';
import { earlyUrls } from './early-urls';

describe('earlyUrls', () => {
  it('are the URLs the app asks for on /home, so it can take the answers over', () => {
    const range = homeMeetingsRange();
    expect(earlyUrls()).toEqual([
      buildUrl('/api/verify-token'),
      buildUrl('/api/profile'),
      buildUrl('/api/settings'),
      buildUrl('/api/inbox'),
      buildUrl('/api/activities/unread-counts'),
      buildUrl('/api/meetings', { from: range.from, to: range.to, limit: 100 }),
      buildUrl('/api/activities/stats', { months: 6 }),
    ]);
  });
});
