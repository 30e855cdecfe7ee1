/** One Vitest run over every workspace's unit and route tests (e2e has its own config). */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', include: ['contracts/src/**/*.test.ts'], environment: 'node' } },
      // The lint config's import boundaries (tools/eslint/).
      { test: { name: 'tools', include: ['tools/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      'web/vite.config.ts',
    ],
  },
});
