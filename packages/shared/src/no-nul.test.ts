import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findNul, NUL_MESSAGE, refuseNul } from './no-nul';

describe('refuseNul', () => {
  const schema = refuseNul(z.object({ name: z.string(), tags: z.array(z.string()).optional() }));

  it('passes clean input through the schema unchanged', () => {
    expect(schema.parse({ name: 'Ana', tags: ['a'] })).toEqual({ name: 'Ana', tags: ['a'] });
  });

  it('refuses a NUL character in a field, an array item or a key, naming where', () => {
    const issue = (input: unknown) => schema.safeParse(input).error?.issues[0];
    expect(issue({ name: 'a\u0000b' })).toMatchObject({ path: ['name'], message: NUL_MESSAGE });
    expect(issue({ name: 'a', tags: ['ok', '\u0000'] })).toMatchObject({ path: ['tags', 1] });
    expect(findNul(JSON.parse('{"x\\u0000": 1}'))).toEqual(['x']);
    expect(findNul('plain')).toBeNull();
  });

  it('still reports the schema own errors for clean input', () => {
    expect(schema.safeParse({ name: 5 }).error?.issues[0]?.path).toEqual(['name']);
  });
});
