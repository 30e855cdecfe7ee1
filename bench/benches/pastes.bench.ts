/**
 * Text shares under load: create (POST /api/paste) and view (GET /api/paste/{slug}, which counts a
 * view) at 1, 16 and 64 concurrent clients, against a bare Hono endpoint measured in the same run.
 * Targets (docs/PERFORMANCE.md): view >= 50% of the ceiling, create >= 25%.
 *
 * The load generator shares the machine's cores with the server, and a machine shared with others
 * runs at a speed that drifts by a fifth within a minute. So each level runs BENCH_PASTES_ROUNDS
 * rounds (default 3) of ceiling, view and create back to back; each round's ratio compares runs
 * made within seconds of each other, and the median round is reported.
 */
import { positiveInt } from '../support/options.js';
import { load, loadFigures, startCeiling, type LoadResult } from '../support/load.js';
import type { Bench, Measurement } from '../support/types.js';

const LEVELS = [1, 16, 64];
/** Runs of a second or more: shorter ones measured the warm-up and the ramp, not the rate. */
const AMOUNT = { view: 25_000, create: 10_000, warmup: 5_000 };

interface Round {
  ceiling: LoadResult;
  view: LoadResult;
  create: LoadResult;
}

/** The round whose ratio of `target` to the ceiling is the median one. */
function medianRound(rounds: Round[], target: 'view' | 'create'): Round {
  const ratio = (round: Round) => round[target].throughput / round.ceiling.throughput;
  const sorted = [...rounds].sort((a, b) => ratio(a) - ratio(b));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}
/** About 1 KB of typical Markdown. */
const SAMPLE = `# Meeting notes\n\n${'- [x] an item with **bold** and \u0060code\u0060\n'.repeat(20)}\n| a | b |\n|---|---|\n| 1 | 2 |\n`;

export const pastesBench: Bench = {
  name: 'pastes',
  async run({ url, api, adminToken }) {
    const ceilingServer = await startCeiling();
    try {
      const auth = `Bearer ${await adminToken()}`;
      const { slug } = await api<{ slug: string }>('/paste', {
        method: 'POST',
        auth,
        body: { content: SAMPLE, maxViews: 0 },
      });
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
      for (const target of Object.values(targets))
        await load({ ...target, connections: 16, amount: AMOUNT.warmup });

      const roundCount = positiveInt('BENCH_PASTES_ROUNDS', 3);
      const measurements: Measurement[] = [];
      for (const connections of LEVELS) {
        const rounds: Round[] = [];
        for (let round = 0; round < roundCount; round++) {
          rounds.push({
            ceiling: await load({ ...targets.ceiling, connections, amount: AMOUNT.view }),
            view: await load({ ...targets.view, connections, amount: AMOUNT.view }),
            create: await load({ ...targets.create, connections, amount: AMOUNT.create }),
          });
        }
        const ratios = (target: 'view' | 'create') =>
          rounds
            .map((r) => `${((100 * r[target].throughput) / r.ceiling.throughput).toFixed(0)}%`)
            .join(' ');
        const note = `${connections} concurrent, median of ${roundCount} rounds`;
        const view = medianRound(rounds, 'view');
        const create = medianRound(rounds, 'create');
        measurements.push(
          {
            name: `ceiling (bare Hono) c=${connections}`,
            figures: loadFigures(view.ceiling),
            note: `${note}, the view's round`,
          },
          {
            name: `view GET /api/paste/:slug c=${connections}`,
            figures: loadFigures(view.view, view.ceiling),
            note: `${note} (${ratios('view')}), target >= 50%`,
          },
          {
            name: `create POST /api/paste c=${connections}`,
            figures: loadFigures(create.create, create.ceiling),
            note: `${note} (${ratios('create')}), target >= 25%`,
          },
        );
      }
      return measurements;
    } finally {
      ceilingServer.stop();
    }
  },
};
