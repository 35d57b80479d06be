import { afterEach, describe, expect, it, vi } from 'vitest';

// The CSP forbids `new Function`: a browser refuses it and reports a violation. Here every call is
// recorded and refused the same way.
function refuseFunctionConstructor(): { calls: number } {
  const record = { calls: 0 };
  const refused = function refusedFunctionConstructor() {
    record.calls += 1;
    throw new EvalError('Refused to evaluate a string as JavaScript (CSP script-src)');
  };
  vi.stubGlobal('Function', refused);
  return record;
}

describe('zod configuration (lib/zod-config, first import of main.tsx)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('parses object schemas without ever trying to build a Function', async () => {
    const record = refuseFunctionConstructor();
    await import('./zod-config');
    const { z } = await import('zod');
    const schema = z.object({ id: z.number(), name: z.string(), tags: z.array(z.string()) });
    expect(schema.parse({ id: 1, name: 'Maria', tags: [] })).toEqual({ id: 1, name: 'Maria', tags: [] });
    expect(schema.safeParse({ id: 'x' }).success).toBe(false);
    expect(record.calls).toBe(0);
  });
});
