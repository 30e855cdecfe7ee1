/**
 * An end-to-end encrypted share (docs/ENCRYPTION.md): its content arrived as ciphertext, opened
 * here with the key of the link's fragment (and the encryption password when it has one), then
 * shown like any share. A missing or wrong key, a wrong password and damaged content each say so;
 * nothing undecrypted is ever shown.
 */
import type { PasteView } from '@cloudpaste/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner';
import { PasswordPrompt } from '../view/PasswordPrompt';
import { EncryptedPasteError } from './EncryptedPasteError';
import { keyOfHash, openText, type OpenResult } from './sealing';

type Opening =
  | { kind: 'opening' }
  | { kind: 'password'; isSubmitting: boolean; wrong: boolean }
  | { kind: 'failed'; problem: 'missing-key' | 'wrong-key' | 'damaged'; code?: string }
  | { kind: 'open'; text: string };

export interface EncryptedPasteProps {
  paste: PasteView & { content: string };
  /** The opened share, its text in the clear; `link` carries the key. */
  children: (text: string, link: string) => React.ReactNode;
  /** This page's link without its fragment. */
  link: string;
}

function next(result: OpenResult): Opening {
  if (result.ok) return { kind: 'open', text: result.text };
  if (result.problem === 'password-required')
    return { kind: 'password', isSubmitting: false, wrong: false };
  if (result.problem === 'wrong-password')
    return { kind: 'password', isSubmitting: false, wrong: true };
  return { kind: 'failed', problem: result.problem, code: result.code };
}

export function EncryptedPaste({ paste, children, link }: EncryptedPasteProps) {
  const { t } = useTranslation('e2ee');
  // Read once: a heading link may change the fragment later.
  const [key] = useState(() => keyOfHash(window.location.hash));
  const [opening, setOpening] = useState<Opening>(() =>
    key ? { kind: 'opening' } : { kind: 'failed', problem: 'missing-key' },
  );

  useEffect(() => {
    if (!key) return;
    let isCurrent = true;
    void openText(paste.content, key, '').then((result) => {
      if (isCurrent) setOpening(next(result));
    });
    return () => {
      isCurrent = false;
    };
  }, [paste.content, key]);

  function unlock(password: string) {
    setOpening({ kind: 'password', isSubmitting: true, wrong: false });
    void openText(paste.content, key, password).then((result) => setOpening(next(result)));
  }

  switch (opening.kind) {
    case 'opening':
      return (
        <div className="flex justify-center py-16 text-gray-500 dark:text-gray-400">
          <Spinner size="lg" label={t('decrypting')} />
        </div>
      );
    case 'password':
      return (
        <PasswordPrompt
          purpose="encryption"
          isSubmitting={opening.isSubmitting}
          problem={opening.wrong ? 'wrong' : undefined}
          onSubmit={unlock}
        />
      );
    case 'failed':
      return <EncryptedPasteError problem={opening.problem} code={opening.code} />;
    case 'open':
      return children(opening.text, `${link}#${key}`);
  }
}
