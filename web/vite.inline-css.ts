/**
 * Build only: the entry's stylesheet is written into index.html (src/build/inlineStylesheets.ts
 * says why) and dropped from the output, so neither the server nor the service worker holds it twice.
 */
import type { Plugin } from 'vite';
import { inlineStylesheets } from './src/build/inlineStylesheets.ts';

export function inlineEntryStylesheet(): Plugin {
  return {
    name: 'cloudpaste:inline-entry-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return inlineStylesheets(html, (href) => {
          const fileName = href.replace(/^\//, '');
          const asset = bundle[fileName];
          if (asset?.type !== 'asset') return undefined;
          delete bundle[fileName];
          // The Vite manifest is written after this and would still name the deleted file.
          for (const output of Object.values(bundle))
            if (output.type === 'chunk') output.viteMetadata?.importedCss.delete(fileName);
          return typeof asset.source === 'string'
            ? asset.source
            : new TextDecoder().decode(asset.source);
        });
      },
    },
  };
}
