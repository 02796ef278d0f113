/**
 * zod 4 compiles object parsers with `new Function` unless told not to, and tests whether it may
 * with `new Function("")` on the first parse. Under the pages' Content-Security-Policy
 * (`script-src 'self'`, no 'unsafe-eval') that test is refused and reported as a violation
 * (Lighthouse: "Issues were logged in the Issues panel", best practices 96 on the guest list).
 * `z.config({ jitless: true })` keeps zod from trying; it writes its settings to
 * `globalThis.__zod_globalConfig`, which zod reads when it loads. Setting them there when this
 * module runs (src/index.tsx imports it first, before any module that could bring zod) keeps zod
 * itself out of the entry bundle. test/unit/lib/zodWithoutEval.test.ts checks that zod takes it.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
