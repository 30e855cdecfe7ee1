/**
 * Deleting shares named by slug, link or id, one at a time so each gets its own answer: the
 * management list (searched by the slug) gives the id the delete call needs.
 */
import type { Context } from '../context.js';
import { EXIT } from '../errors.js';
import { printJson, printLine } from '../io.js';
import { parseShareRef } from '../links.js';

export interface DeleteTarget {
  id: string;
  slug: string;
}

export interface DeleteOps {
  find(search: string): Promise<DeleteTarget[]>;
  /** Deletes one share; answers why it was not deleted, or null. */
  remove(id: string): Promise<string | null>;
}

export async function deleteByRefs(
  ctx: Context,
  refs: string[],
  ops: DeleteOps,
  json: boolean | undefined,
): Promise<number> {
  const deleted: string[] = [];
  const failed: { ref: string; error: string }[] = [];
  for (const ref of refs) {
    const { slug } = parseShareRef(ref);
    const target = (await ops.find(slug)).find((t) => t.slug === slug || t.id === slug);
    const error = target ? await ops.remove(target.id) : 'not found';
    if (error === null) deleted.push(target!.slug);
    else failed.push({ ref, error });
  }
  if (json) {
    await printJson(ctx.io, { deleted, failed });
  } else {
    const { t } = ctx.texts;
    for (const slug of deleted) await printLine(ctx.io.stdout, t('delete.done', { slug }));
    for (const { ref, error } of failed) {
      // The JSON keeps `not found` in English; a reason the server gave passes through.
      const reason = error === 'not found' ? t('delete.notFound') : error;
      const message = t('delete.failed', { ref, reason });
      await printLine(ctx.io.stderr, t('report.line', { message }));
    }
  }
  if (failed.length === 0) return EXIT.ok;
  return failed.every((f) => f.error === 'not found') ? EXIT.notFound : EXIT.failure;
}
