/**
 * Why an encrypted file share did not open or download (docs/ENCRYPTION.md, "Errors"), in the
 * reader's language: no key in the link, the wrong key, damaged content (cut short, reordered,
 * changed…), the server failing, or a cancel. A failed download says its partial file was dropped.
 */
import { useTranslation } from 'react-i18next';
import { ErrorWithWayHome } from '../../../components/ErrorWithWayHome';
import { damageKey } from '../../../lib/e2eeDamage';
import type { OpenProblem } from './sealedFile';

export interface SealedFileProblemProps {
  problem: OpenProblem | { kind: 'missing-key' };
  /** A download had begun: its incomplete file was discarded. */
  wasDownloading: boolean;
  onRetry?: () => void;
}

export function SealedFileProblem({ problem, wasDownloading, onRetry }: SealedFileProblemProps) {
  const { t } = useTranslation('e2ee');
  const discarded = wasDownloading ? ` ${t('file.discarded')}` : '';
  let title: string;
  let description: string;
  switch (problem.kind) {
    case 'missing-key':
      [title, description] = [t('errors.missingKeyTitle'), t('errors.missingKey')];
      break;
    case 'wrong-key':
      [title, description] = [t('errors.wrongKeyTitle'), t('errors.wrongKey')];
      break;
    case 'damaged': {
      const why = t(damageKey(problem.code));
      [title, description] = [t('errors.damagedTitle'), `${t('errors.damaged')} ${why}`];
      break;
    }
    case 'cancelled':
      [title, description] = [t('file.failedTitle'), t('file.cancelled')];
      break;
    case 'unavailable':
      title = t('file.failedTitle');
      description =
        problem.status === 0
          ? t('file.offline')
          : t('file.unavailable', { status: problem.status });
      break;
    default:
      [title, description] = [t('file.failedTitle'), t('password.failed')];
  }
  const retriable = problem.kind === 'unavailable' || problem.kind === 'cancelled';
  return (
    <div
      data-testid="file-e2ee-error"
      data-problem={problem.kind}
      data-code={problem.kind === 'damaged' ? problem.code : undefined}
      role="alert"
      className="mx-auto max-w-xl"
    >
      <ErrorWithWayHome
        title={title}
        description={`${description}${discarded}`}
        onRetry={retriable ? onRetry : undefined}
      />
    </div>
  );
}
