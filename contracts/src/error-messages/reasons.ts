/**
 * Reason ids and their parameters, as types only (no texts): what the server's error factories and
 * the web accept. A reason's parameters are the `{{placeholders}}` of its English text.
 */
import type { errorMessagesEn } from './en.js';

export type ErrorReason = keyof typeof errorMessagesEn;
export type ErrorLanguage = 'en' | 'zh';
export type ErrorParamValue = string | number;
/** Parameter values of a rendered error; `field`, when present, prefixes the text (`field: text`). */
export type ErrorParams = Readonly<Record<string, ErrorParamValue>>;

type Placeholders<S> = S extends `${string}{{${infer P}}}${infer Rest}`
  ? P | Placeholders<Rest>
  : never;

export type ErrorParamName<R extends ErrorReason> = Placeholders<(typeof errorMessagesEn)[R]>;

/** The arguments after a reason: nothing when its text has no placeholder, else one value per placeholder. */
export type ReasonArgs<R extends ErrorReason> = [ErrorParamName<R>] extends [never]
  ? []
  : [params: Record<ErrorParamName<R>, ErrorParamValue>];
