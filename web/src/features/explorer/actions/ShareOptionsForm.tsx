/**
 * The options of a share made from the explorer: the upload page's share options (remark, link,
 * password, expiry, views, access), with its fields, defaults, checks and words
 * (features/upload/components/ShareLimitFields.tsx, shareOptions.ts), less where an upload is
 * stored, which a mount file already has.
 */
import { ShareLimitFields, useShareOptionTexts } from '../../upload/components/ShareLimitFields';
import type { OptionErrors, ShareOptionValues } from '../../upload/shareOptions';

export interface ShareOptionsFormProps {
  values: ShareOptionValues;
  onChange: <K extends keyof ShareOptionValues>(key: K, value: ShareOptionValues[K]) => void;
  errors: OptionErrors;
}

export function ShareOptionsForm({ values, onChange, errors }: ShareOptionsFormProps) {
  const { errorText, slugHint } = useShareOptionTexts(values, errors);
  return (
    <div className="space-y-4" data-testid="share-options">
      <ShareLimitFields
        idPrefix="share"
        values={values}
        onChange={onChange}
        errorText={errorText}
        slugHint={slugHint}
      />
    </div>
  );
}
