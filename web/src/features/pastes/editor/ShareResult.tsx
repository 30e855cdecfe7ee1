/**
 * Shown after a save: the share's links until they hide, then a way to show them (and the QR
 * code) again and the share's entry in text management; then ways to go on.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { linkButtonClass } from '../../../components/classes';
import { pasteManagementPath } from '../../../lib/shareLinks';
import type { SavedShare } from './pasteBodies';
import { ShareLinkDetails } from './ShareLinkDetails';

export interface ShareResultProps {
  share: SavedShare;
  isEdit: boolean;
  /** Create mode: a fresh editor. Edit mode: leave for a new share. */
  onCreateAnother: () => void;
  /** Edit mode: back to the form with what was just saved. */
  onKeepEditing?: () => void;
}

export function ShareResult({ share, isEdit, onCreateAnother, onKeepEditing }: ShareResultProps) {
  const { t } = useTranslation('editor');
  const [isHidden, setIsHidden] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const showAgainRef = useRef<HTMLButtonElement>(null);

  // Move focus to the outcome, so keyboard and screen-reader users land on it after saving.
  useEffect(() => headingRef.current?.focus(), []);
  // Hiding or showing removes the focused button: keep keyboard users on the card. A countdown
  // that ends while the focus is elsewhere leaves it there.
  useEffect(() => {
    if (document.activeElement !== document.body) return;
    (isHidden ? showAgainRef.current : headingRef.current)?.focus();
  }, [isHidden]);

  return (
    <section
      data-testid="share-result"
      aria-labelledby="share-result-title"
      className="rounded-lg border border-green-200 bg-white p-4 shadow-sm sm:p-6 dark:border-green-900 dark:bg-gray-900"
    >
      <h2
        id="share-result-title"
        ref={headingRef}
        tabIndex={-1}
        className="mb-4 text-lg font-semibold text-green-800 focus:outline-none dark:text-green-300"
      >
        {isEdit ? t('result.updated') : t('result.created')}
      </h2>
      {isHidden ? (
        <div data-testid="share-link-hidden" className="flex flex-wrap items-center gap-2">
          <p className="text-sm text-gray-600 dark:text-gray-400">{t('result.hidden')}</p>
          <Button
            ref={showAgainRef}
            variant="secondary"
            size="sm"
            onClick={() => setIsHidden(false)}
            data-testid="share-show-again"
          >
            {t('result.showAgain')}
          </Button>
          <Link
            to={pasteManagementPath(share.slug)}
            className={linkButtonClass}
            data-testid="share-in-management"
          >
            {t('result.inManagement')}
          </Link>
        </div>
      ) : (
        <ShareLinkDetails share={share} onHide={() => setIsHidden(true)} />
      )}
      <div className="mt-6 flex flex-wrap gap-2 border-t border-gray-200 pt-4 dark:border-gray-700">
        {onKeepEditing && (
          <Button variant="secondary" onClick={onKeepEditing} data-testid="share-keep-editing">
            {t('result.keepEditing')}
          </Button>
        )}
        <Button onClick={onCreateAnother} data-testid="share-create-another">
          {isEdit ? t('result.newShare') : t('result.createAnother')}
        </Button>
      </div>
    </section>
  );
}
