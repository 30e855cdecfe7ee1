/** Previous / next through the folder's images, with where we are ("3 / 12"). */
import type { FsItem } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { focusRing } from '../../../components/classes';
import { Glyph } from '../Glyph';

export interface ImageStepperProps {
  images: FsItem[];
  index: number;
  onShow: (name: string) => void;
}

export function ImageStepper({ images, index, onShow }: ImageStepperProps) {
  const { t } = useTranslation('explorer');
  if (index === -1 || images.length < 2) return null;
  const button = (delta: -1 | 1) => {
    const target = images[index + delta];
    const label = delta < 0 ? t('preview.previous') : t('preview.next');
    return (
      <button
        type="button"
        disabled={!target}
        onClick={() => target && onShow(target.name)}
        aria-label={label}
        title={label}
        data-testid={delta < 0 ? 'preview-previous' : 'preview-next'}
        className={`rounded p-1.5 text-gray-600 hover:bg-gray-100 disabled:opacity-40 dark:text-gray-300 dark:hover:bg-gray-800 ${focusRing}`}
      >
        <Glyph name={delta < 0 ? 'chevronLeft' : 'chevronRight'} className="h-5 w-5" />
      </button>
    );
  };
  return (
    <div className="flex items-center gap-1 text-sm text-gray-600 dark:text-gray-300">
      {button(-1)}
      <span data-testid="preview-position" className="tabular-nums">
        {t('preview.position', { current: index + 1, total: images.length })}
      </span>
      {button(1)}
    </div>
  );
}
