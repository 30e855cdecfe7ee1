/** The shape every admin form validator returns: i18n keys per field, or the body to send. */

/** An i18n key in the admin namespace, with interpolation values. */
export interface FieldError {
  key: string;
  params?: Record<string, string | number>;
}

export type FormErrors<F extends string> = Partial<Record<F, FieldError>>;

export type Validation<F extends string, P> =
  { ok: true; payload: P } | { ok: false; errors: FormErrors<F> };

/** Keeps the first error per field: the earliest rule broken is the one worth fixing first. */
export function addError<F extends string>(
  errors: FormErrors<F>,
  field: F,
  error: FieldError,
): void {
  if (!errors[field]) errors[field] = error;
}
