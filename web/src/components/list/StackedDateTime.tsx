/** A time as a date line and a smaller time line, with an optional note line below ('—' if unusable). */
import { useTranslation } from 'react-i18next';
import { formatDateParts } from '../../lib/format';

const secondary = 'text-xs text-gray-500 dark:text-gray-400';

export function StackedDateTime({ iso, note }: { iso: string; note?: string }) {
  const { i18n } = useTranslation();
  const parts = formatDateParts(iso, i18n.language);
  if (!parts) return <span>—</span>;
  return (
    <time dateTime={iso} className="flex flex-col">
      <span className="whitespace-nowrap">{parts.date}</span>
      <span className={secondary}>{parts.time}</span>
      {/* A long unbroken name (a key's, an account's) wraps rather than widening its column. */}
      {note && <span className={`${secondary} wrap-anywhere`}>{note}</span>}
    </time>
  );
}
