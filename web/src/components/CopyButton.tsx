/** Button that copies a value and briefly shows "Copied" (or "Copy failed") in place of its label. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from './Button';
import { copyText } from './copyText';

export interface CopyButtonProps extends Omit<ButtonProps, 'value' | 'onClick' | 'children'> {
  value: string;
  /** Defaults to the translated "Copy". */
  label?: string;
}

const RESET_AFTER_MS = 2000;

export function CopyButton({
  value,
  label,
  variant = 'secondary',
  size = 'sm',
  ...rest
}: CopyButtonProps) {
  const { t } = useTranslation('common');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), RESET_AFTER_MS);
    return () => clearTimeout(timer);
  }, [state]);

  async function onClick() {
    setState((await copyText(value)) ? 'copied' : 'failed');
  }

  const text =
    state === 'copied'
      ? t('actions.copied')
      : state === 'failed'
        ? t('actions.copyFailed')
        : (label ?? t('actions.copy'));
  return (
    <Button variant={variant} size={size} onClick={onClick} aria-live="polite" {...rest}>
      {text}
    </Button>
  );
}

export default CopyButton;
