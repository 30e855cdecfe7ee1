/** Why an encrypted share cannot be opened: no key in the link, the wrong key, or damaged content. */
import { useTranslation } from 'react-i18next';
import { ErrorWithWayHome } from '../../../components/ErrorWithWayHome';
import { damageKey } from '../../../lib/e2eeDamage';

export interface EncryptedPasteErrorProps {
  problem: 'missing-key' | 'wrong-key' | 'damaged';
  /** The format's error code (docs/ENCRYPTION.md, "Errors"), for damaged content. */
  code?: string;
}

const TEXTS = {
  'missing-key': ['errors.missingKeyTitle', 'errors.missingKey'],
  'wrong-key': ['errors.wrongKeyTitle', 'errors.wrongKey'],
  damaged: ['errors.damagedTitle', 'errors.damaged'],
} as const;

export function EncryptedPasteError({ problem, code }: EncryptedPasteErrorProps) {
  const { t } = useTranslation('e2ee');
  const [title, description] = TEXTS[problem];
  const why = problem === 'damaged' ? t(damageKey(code)) : '';
  return (
    <div
      data-testid="paste-e2ee-error"
      data-problem={problem}
      data-code={code}
      role="alert"
      className="mx-auto max-w-xl"
    >
      <ErrorWithWayHome
        title={t(title)}
        description={why ? `${t(description)} ${why}` : t(description)}
      />
    </div>
  );
}
