/** The export formats, in the menu's order (docs/MARKDOWN.md, "Export"). */
export type ExportFormat = 'html' | 'pdf' | 'png' | 'docx';
export const EXPORT_FORMATS: readonly ExportFormat[] = ['html', 'pdf', 'png', 'docx'];
