/** Zod reads the configuration zodConfig.ts sets before it loads: no eval probe under our CSP. */
import { expect, it } from 'vitest';
import './zodConfig';
import { config } from 'zod/v4/core';

it('turns off Zod’s compiled parsers, and with them its eval probe', () => {
  expect(config().jitless).toBe(true);
});
