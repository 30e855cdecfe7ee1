/** axe-core in a page (the context needs bypassCSP so the script can be injected). */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface Violation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/** axe's WCAG 2 A and AA violations on the page as it is now, as readable lines. */
export async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const found = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (o: object) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const result = await axe.run({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
    return result.violations as Violation[];
  });
  return found.map(
    (v) => `${v.id}: ${v.help} @ ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
