/**
 * Text shares under load: create (POST /api/paste) and view (GET /api/paste/{slug}, which counts a
 * view in the database) at 1, 16 and 64 concurrent clients, against a bare Hono endpoint measured
 * in the same run. Targets (issue 3): view >= 50% of the ceiling, create >= 25%.
 */
import { load, loadFigures, startCeiling } from '../support/load.js';
import type { Bench, Measurement } from '../support/types.js';

const LEVELS = [1, 16, 64];
/** Runs of a second or more: shorter ones measured the warm-up and the ramp, not the rate. */
const AMOUNT = { view: 40_000, create: 6_000, warmup: 5_000 };
/** About 1 KB of typical Markdown. */
const SAMPLE = `# Meeting notes\n\n${'- [x] an item with **bold** and \u0060code\u0060\n'.repeat(20)}\n| a | b |\n|---|---|\n| 1 | 2 |\n`;

export const pastesBench: Bench = {
  name: 'pastes',
  async run({ url, api, adminToken }) {
    const ceilingServer = await startCeiling();
    try {
      const auth = `Bearer ${await adminToken()}`;
      const { slug } = await api<{ slug: string }>('/paste', { method: 'POST', auth, body: { content: SAMPLE, maxViews: 0 } });
      const targets = {
        ceiling: { url: `${ceilingServer.url}/ceiling` },
        view: { url: `${url}/api/paste/${slug}` },
        create: {
          url: `${url}/api/paste`,
          method: 'POST' as const,
          headers: { authorization: auth, 'content-type': 'application/json' },
          body: JSON.stringify({ content: SAMPLE, format: 'markdown' }),
        },
      };
      for (const target of Object.values(targets)) await load({ ...target, connections: 16, amount: AMOUNT.warmup });

      const measurements: Measurement[] = [];
      for (const connections of LEVELS) {
        const ceiling = await load({ ...targets.ceiling, connections, amount: AMOUNT.view });
        const view = await load({ ...targets.view, connections, amount: AMOUNT.view });
        const create = await load({ ...targets.create, connections, amount: AMOUNT.create });
        const note = `${connections} concurrent`;
        measurements.push(
          { name: `ceiling (bare Hono) c=${connections}`, figures: loadFigures(ceiling), note },
          { name: `view GET /api/paste/:slug c=${connections}`, figures: loadFigures(view, ceiling), note: `${note}, target >= 50%` },
          { name: `create POST /api/paste c=${connections}`, figures: loadFigures(create, ceiling), note: `${note}, target >= 25%` },
        );
      }
      return measurements;
    } finally {
      ceilingServer.stop();
    }
  },
};
