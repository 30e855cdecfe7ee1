/** Expiry select (presets, never, custom; "keep current" when editing) and the custom amount and unit. */
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { formatDateTime } from '../../../lib/format';
import { EXPIRY_PRESETS, EXPIRY_UNITS, type ExpiryChoice, type ExpiryUnit } from './expiry';

export interface ExpiryFieldsProps {
  choice: ExpiryChoice;
  amount: string;
  unit: ExpiryUnit;
  onChoice: (choice: ExpiryChoice) => void;
  onAmount: (amount: string) => void;
  onUnit: (unit: ExpiryUnit) => void;
  amountError?: string;
  /** Edit mode: the share's current expiry (null = never), offered as "keep". */
  current?: string | null;
  /** Edit mode: the share has expired (or used up its views) and is no longer reachable. */
  isExpired?: boolean;
}

export function ExpiryFields(props: ExpiryFieldsProps) {
  const { choice, amount, unit, onChoice, onAmount, onUnit, amountError, current, isExpired } =
    props;
  const { t, i18n } = useTranslation('editor');
  const isEdit = current !== undefined;
  const currentText = current
    ? formatDateTime(current, i18n.language, current)
    : t('expiry.presets.never');
  const options = [
    ...(isEdit ? [{ value: 'keep', label: t('expiry.keep', { current: currentText }) }] : []),
    ...EXPIRY_PRESETS.map((p) => ({ value: p.choice, label: t(`expiry.presets.${p.choice}`) })),
    { value: 'custom', label: t('expiry.custom') },
  ];
  return (
    <div className="space-y-3">
      <SelectField
        id="paste-expiry"
        label={t('expiry.label')}
        hint={isEdit ? (isExpired ? t('expiry.expiredHint') : undefined) : t('expiry.defaultHint')}
        value={choice}
        onChange={(e) => onChoice(e.target.value as ExpiryChoice)}
        options={options}
      />
      {choice === 'custom' && (
        <div className="grid grid-cols-2 gap-3">
          <TextField
            id="paste-expiry-amount"
            label={t('expiry.amount')}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={amount}
            onChange={(e) => onAmount(e.target.value)}
            error={amountError}
          />
          <SelectField
            id="paste-expiry-unit"
            label={t('expiry.unit')}
            value={unit}
            onChange={(e) => onUnit(e.target.value as ExpiryUnit)}
            options={EXPIRY_UNITS.map((u) => ({ value: u, label: t(`expiry.units.${u}`) }))}
          />
        </div>
      )}
    </div>
  );
}
