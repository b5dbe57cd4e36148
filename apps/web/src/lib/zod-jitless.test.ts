import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
});

// Under the app's CSP a `new Function` call, even one zod catches, is reported as a violation.
describe('zod-jitless', () => {
  it('keeps zod from ever calling the Function constructor', async () => {
    const calls: unknown[][] = [];
    const RealFunction = Function;
    vi.stubGlobal(
      'Function',
      new Proxy(RealFunction, {
        construct(target, args: unknown[]) {
          calls.push(args);
          return Reflect.construct(target, args) as object;
        },
      }),
    );
    await import('./zod-jitless');
    const { z } = await import('zod');
    const schema = z.object({ email: z.string(), nested: z.object({ n: z.number() }) });
    expect(schema.parse({ email: 'a@b.test', nested: { n: 1 } })).toEqual({
      email: 'a@b.test',
      nested: { n: 1 },
    });
    expect(calls).toEqual([]);
  });
});
