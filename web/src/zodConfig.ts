/**
 * Zod compiles its object parsers with `new Function` when it may. Our CSP forbids eval (script-src
 * 'self'), so that was refused anyway, but Zod's probe for it logged a CSP violation on every page
 * that parses a form (Lighthouse counts it against best practices). Without the probe, Zod's
 * interpreted parsers run, as they already did.
 *
 * Zod keeps its configuration on globalThis (one for every copy of it), so this is set before Zod
 * loads without bringing Zod into the first JavaScript of every page (`z.config` did: 3.6 KB gz).
 * main.tsx imports it first, before any schema is built; zodConfig.test.ts checks Zod reads it.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;
