/**
 * Making one export (docs/MARKDOWN.md, "Export"). Each format's code is imported here, when it is
 * asked for, so it is a chunk of its own that the share view never fetches otherwise.
 */
import { saveBlob } from '../../../lib/saveFile';
import { documentElement, exportFilename, type ExportSource } from './exportTarget';
import type { ExportFormat } from './formats';

function nameOf(source: ExportSource): string {
  return source.title || source.slug;
}

export async function runExport(
  format: ExportFormat,
  source: ExportSource,
  lang: string,
): Promise<void> {
  const element = documentElement(source.container);
  if (format === 'pdf') {
    const { printDocument } = await import('./printDocument');
    printDocument();
  } else if (format === 'html') {
    const { standaloneHtml } = await import('./standaloneHtml');
    const html = await standaloneHtml(element, nameOf(source), lang);
    saveBlob(new Blob([html], { type: 'text/html;charset=utf-8' }), exportFilename(source, 'html'));
  } else if (format === 'png') {
    const { documentPngs } = await import('./documentPng');
    const images = await documentPngs(element);
    images.forEach((image, index) => {
      const ext = images.length > 1 ? `${index + 1}.png` : 'png';
      saveBlob(image, exportFilename(source, ext));
    });
  } else {
    const { documentDocx } = await import('./documentDocx');
    saveBlob(await documentDocx(element, nameOf(source)), exportFilename(source, 'docx'));
  }
}
