/** Why an encrypted share cannot be opened: no key in the link, the wrong key, or damaged content. */
import { useTranslation } from 'react-i18next';
import { ErrorWithWayHome } from '../../../components/ErrorWithWayHome';

export interface EncryptedPasteErrorProps {
  problem: 'missing-key' | 'wrong-key' | 'damaged';
  /** The format's error code (docs/ENCRYPTION.md, "Errors"), for damaged content. */
  code?: string;
}

const TEXTS = {
  'missing-key': ['e2ee.errors.missingKeyTitle', 'e2ee.errors.missingKey'],
  'wrong-key': ['e2ee.errors.wrongKeyTitle', 'e2ee.errors.wrongKey'],
  damaged: ['e2ee.errors.damagedTitle', 'e2ee.errors.damaged'],
} as const;

const DAMAGE = new Set([
  'truncated',
  'reordered',
  'trailing-data',
  'tampered',
  'not-encrypted',
  'unsupported-version',
  'bad-header',
]);

export function EncryptedPasteError({ problem, code }: EncryptedPasteErrorProps) {
  const { t } = useTranslation('pasteView');
  const [title, description] = TEXTS[problem];
  const why =
    problem === 'damaged' ? t(`e2ee.damage.${code && DAMAGE.has(code) ? code : 'other'}`) : '';
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
