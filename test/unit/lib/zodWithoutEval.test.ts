describe('zodWithoutEval', () => {
  it('makes zod parse without new Function (the pages’ CSP refuses eval)', async () => {
    await jest.isolateModulesAsync(async () => {
      await import('../../../src/lib/zodWithoutEval');
      const { z } = await import('zod');
      expect(z.config().jitless).toBe(true);
      const spy = jest.spyOn(globalThis, 'Function');
      try {
        const schema = z.object({ name: z.string(), count: z.number() });
        expect(schema.parse({ name: 'Ana', count: 2 })).toEqual({ name: 'Ana', count: 2 });
        expect(schema.safeParse({ name: 3 }).success).toBe(false);
        expect(spy).not.toHaveBeenCalled();
      } finally {
        spy.mockRestore();
      }
    });
  });
});
