import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FORM_RULES_UNAVAILABLE, lazyResolver } from './lazy-resolver';

type Values = { name: string };
const schema = z.object({ name: z.string().trim().min(1, 'Enter a name') });
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];

describe('lazyResolver', () => {
  it('loads the schema only when the form is first checked, once, and then checks with it', async () => {
    const load = vi.fn(async () => zodResolver(schema) as Resolver<Values>);
    const { resolver } = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();

    const refused = await resolver({ name: ' ' }, undefined, options);
    expect(refused.errors.name?.message).toBe('Enter a name');
    const passed = await resolver({ name: ' Ada ' }, undefined, options);
    expect(passed.values).toEqual({ name: 'Ada' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preload starts the load before the first check, which then waits for the same load', async () => {
    const load = vi.fn(async () => zodResolver(schema) as Resolver<Values>);
    const { resolver, preload } = lazyResolver(load);
    preload();
    expect(load).toHaveBeenCalledTimes(1);
    await resolver({ name: 'Ada' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers a root error when the load fails, and tries again at the next check', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(zodResolver(schema) as Resolver<Values>);
    const { resolver, preload } = lazyResolver(load);
    preload();

    const offline = await resolver({ name: 'Ada' }, undefined, options);
    expect(offline.values).toEqual({});
    expect(offline.errors.root?.message).toBe(FORM_RULES_UNAVAILABLE);

    const online = await resolver({ name: 'Ada' }, undefined, options);
    expect(online.values).toEqual({ name: 'Ada' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
