/** Ready uploader configurations for an API key (docs/INTEGRATIONS.md). */
export type { UploaderOptions } from './options.js';
export { shareXFileUploader, shareXTextUploader, sxcuText, type ShareXUploader } from './sharex.js';
export { curlScript, shellQuote } from './shell.js';
export {
  picListUploader,
  picListText,
  type PicListAdvancedConfig,
  type PicListSettings,
} from './piclist.js';
