/** A link the browser's download manager fetches (a file, or a folder's zip). */
import { Icon } from '../../../components/Icon';

export interface DownloadLinkProps {
  href: string;
  name: string;
  label: string;
  testId?: string;
  /** On phones only the icon shows (the label stays for screen readers). */
  compact?: boolean;
}

export function DownloadLink({ href, name, label, testId, compact = false }: DownloadLinkProps) {
  return (
    <a
      href={href}
      download={name}
      rel="noopener noreferrer"
      data-testid={testId}
      className="inline-flex items-center gap-1.5 rounded-md px-2.5 py-1.5 text-sm font-medium text-blue-700 hover:bg-blue-50 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none dark:text-blue-300 dark:hover:bg-gray-800"
    >
      <Icon name="download" className="h-4 w-4" />
      <span className={compact ? 'sr-only sm:not-sr-only' : undefined}>{label}</span>
    </a>
  );
}
