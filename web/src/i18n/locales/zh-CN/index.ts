/** Every zh-CN namespace (one per JSON file here): a chunk of its own, loaded by i18n/bundles. */
import type { ResourceLanguage } from 'i18next';
import { toNamespaces } from '../../bundles';

export default toNamespaces(
  import.meta.glob<ResourceLanguage[string]>('./*.json', { eager: true, import: 'default' }),
);
