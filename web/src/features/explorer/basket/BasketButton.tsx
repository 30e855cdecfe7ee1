/** The toolbar's way to the file basket, with how many files it holds. */
import { useTranslation } from 'react-i18next';
import { ToolButton } from '../ToolButton';

export function BasketButton({ count, onOpen }: { count: number; onOpen: () => void }) {
  const { t } = useTranslation('explorer');
  return (
    <ToolButton
      glyph="basket"
      label={t('basket.title')}
      srLabel={t('basket.open', { count })}
      onClick={onOpen}
      testId="basket-open"
      badge={
        count > 0 && (
          <span
            aria-hidden="true"
            data-testid="basket-count"
            className="absolute -top-1.5 -right-1.5 min-w-4 rounded-full bg-blue-600 px-1 text-center text-[10px] leading-4 font-semibold text-white"
          >
            {count > 99 ? '99+' : count}
          </span>
        )
      }
    />
  );
}
