/**
 * ESLint rule: each folder directly under `parent` keeps to itself (web features, storage drivers,
 * server service areas), so a file in one imports no file of another, or with `entry` only the
 * other's public entry file (`entry: 'index'`: `../files/index.js`, never `../files/file-deps.js`).
 * With `entry`, files directly in `parent` are held to it too: they reach a folder through its entry. Import paths are resolved against the importing
 * file, so `../upload/x` from a feature counts as much as a longer path through `features/`; what
 * `no-restricted-imports` patterns cannot see, since they match the written path only.
 *
 * Options: { parent: absolute folder, entry?: 'index',
 *   allow?: [{ from: 'explorer', to: 'upload/shareOptions' }] }
 * (`entry` is a file name without extension; `to` is a file or folder under `parent`, without
 * extension).
 */
import path from 'node:path';

const EXTENSION = /\.(?:[cm]?[jt]sx?)$/;

/** The first folder under `parent` that `file` lies in, or null. */
function siblingOf(parent, file) {
  const relative = path.relative(parent, file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const parts = relative.split(path.sep);
  return parts.length > 1 ? parts[0] : null;
}

/** `target` under `parent`, with forward slashes and no extension. */
function nameUnder(parent, target) {
  return path.relative(parent, target).split(path.sep).join('/').replace(EXTENSION, '');
}

export const noSiblingImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Folders under one parent (features, drivers) do not import each other.' },
    schema: [
      {
        type: 'object',
        properties: {
          parent: { type: 'string' },
          entry: { type: 'string' },
          allow: {
            type: 'array',
            items: {
              type: 'object',
              properties: { from: { type: 'string' }, to: { type: 'string' } },
              required: ['from', 'to'],
              additionalProperties: false,
            },
          },
        },
        required: ['parent'],
        additionalProperties: false,
      },
    ],
    messages: {
      sibling:
        "'{{source}}' reaches into {{other}}/ from {{own}}/: folders under {{parent}} do not import each other; move what both need to a shared module.",
      internal:
        "'{{source}}' reaches into {{other}}/ from {{own}}/: folders under {{parent}} import each other through {{other}}/{{entry}} only; export what is meant to be used there.",
    },
  },
  create(context) {
    const { parent, entry, allow = [] } = context.options[0];
    const atTop = entry && path.dirname(context.filename) === parent;
    const own = siblingOf(parent, context.filename) ?? (atTop ? '.' : null);
    if (!own) return {};
    const check = (node) => {
      const source = node.source?.type === 'Literal' ? node.source.value : undefined;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), source);
      const other = siblingOf(parent, target);
      if (!other || other === own) return;
      const name = nameUnder(parent, target);
      const allowed = allow.some(
        (entry) => entry.from === own && (name === entry.to || name.startsWith(`${entry.to}/`)),
      );
      if (allowed || (entry && name === `${other}/${entry}`)) return;
      context.report({
        node: node.source,
        messageId: entry ? 'internal' : 'sibling',
        data: {
          source,
          own: own === '.' ? path.basename(parent) : own,
          other,
          entry,
          parent: path.basename(parent),
        },
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'no-sibling-imports': noSiblingImports } };
