import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { FormRules } from './form/form-types';
import { zodRules } from './form/zod-rules';
import { FORM_RULES_UNAVAILABLE, lazyResolver } from './lazy-resolver';

type Values = { name: string };
const schema = z.object({ name: z.string().trim().min(1, 'Enter a name') });

describe('lazyResolver', () => {
  it('loads the schema only when the form is first checked, once, and then checks with it', async () => {
    const load = vi.fn(async () => zodRules<Values>(schema));
    const { resolver } = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();

    const refused = await resolver({ name: ' ' });
    expect(refused.errors.name?.message).toBe('Enter a name');
    const passed = await resolver({ name: ' Ada ' });
    expect(passed.values).toEqual({ name: 'Ada' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preload starts the load before the first check, which then waits for the same load', async () => {
    const load = vi.fn(async () => zodRules<Values>(schema));
    const { resolver, preload } = lazyResolver(load);
    preload();
    expect(load).toHaveBeenCalledTimes(1);
    await resolver({ name: 'Ada' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers a root error when the load fails, and tries again at the next check', async () => {
    const load = vi
      .fn<() => Promise<FormRules<Values>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(zodRules<Values>(schema));
    const { resolver, preload } = lazyResolver(load);
    preload();

    const offline = await resolver({ name: 'Ada' });
    expect(offline.values).toEqual({});
    expect(offline.errors.root?.message).toBe(FORM_RULES_UNAVAILABLE);

    const online = await resolver({ name: 'Ada' });
    expect(online.values).toEqual({ name: 'Ada' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
