/** Enters or leaves fullscreen for a preview's container; absent where fullscreen is not allowed. */
import { useTranslation } from 'react-i18next';
import type { Fullscreen } from './useFullscreen';
import { PreviewButton } from './previewIcons';

export function FullscreenButton({ fullscreen }: { fullscreen: Fullscreen }) {
  const { t } = useTranslation('preview');
  if (!fullscreen.isEnabled) return null;
  const { isFullscreen } = fullscreen;
  return (
    <PreviewButton
      label={isFullscreen ? t('exitFullscreen') : t('enterFullscreen')}
      icon={isFullscreen ? 'exitFullscreen' : 'enterFullscreen'}
      onClick={fullscreen.toggle}
      data-testid="preview-fullscreen"
    />
  );
}
