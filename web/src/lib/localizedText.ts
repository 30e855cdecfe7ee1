/** Text the server gives in every interface language (storage types, their fields and providers). */
import type { LocalizedText, StorageLanguage } from '@cloudpaste/contracts';

/** The text in the interface's language (English for any other). */
export const localized = (text: LocalizedText, language: string): string =>
  text[language as StorageLanguage] ?? text['en-US'];
