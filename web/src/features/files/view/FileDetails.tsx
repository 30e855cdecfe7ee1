/**
 * A file share's facts: size, type, upload time, views of the limit, expiry, how it is delivered
 * (through this server, or straight from storage: the share's use_proxy) and remark.
 */
import type { PublicFileInfo } from '@cloudpaste/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoTip } from '../../../components/InfoTip';
import { formatBytes, formatDateTime } from '../../../lib/format';

interface FactProps {
  label: string;
  children: ReactNode;
  wide?: boolean;
  /** Beside the label, e.g. an explanation. */
  extra?: ReactNode;
}

function Fact({ label, children, wide, extra }: FactProps) {
  return (
    <div className={wide ? 'sm:col-span-2 lg:col-span-3' : undefined}>
      <dt className="flex items-center gap-1.5 text-xs font-medium text-gray-500 uppercase dark:text-gray-400">
        {label}
        {extra}
      </dt>
      <dd className="mt-0.5 text-sm break-words text-gray-900 dark:text-gray-100">{children}</dd>
    </div>
  );
}

export function FileDetails({ file }: { file: PublicFileInfo }) {
  const { t, i18n } = useTranslation('fileView');
  const locale = i18n.language;
  const max = file.max_views > 0 ? String(file.max_views) : t('details.unlimited');
  return (
    <dl
      className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3"
      data-testid="file-details"
    >
      <Fact label={t('details.size')}>{formatBytes(file.size, locale)}</Fact>
      <Fact label={t('details.type')}>{file.mimetype || t('details.unknownType')}</Fact>
      <Fact label={t('details.uploaded')}>
        <time dateTime={file.created_at}>
          {formatDateTime(file.created_at, locale, file.created_at)}
        </time>
      </Fact>
      <Fact label={t('details.views')}>{t('details.viewsOf', { views: file.views, max })}</Fact>
      <Fact label={t('details.expires')}>
        {file.expires_at ? (
          <time dateTime={file.expires_at}>
            {formatDateTime(file.expires_at, locale, file.expires_at)}
          </time>
        ) : (
          t('details.never')
        )}
      </Fact>
      <Fact
        label={t('details.delivery')}
        extra={
          <InfoTip
            label={t('details.deliveryAbout')}
            text={file.use_proxy ? t('details.proxyHint') : t('details.directHint')}
            testId="file-delivery-info"
          />
        }
      >
        <span data-testid="file-delivery" data-proxy={file.use_proxy}>
          {file.use_proxy ? t('details.proxy') : t('details.direct')}
        </span>
      </Fact>
      {file.remark && (
        <Fact label={t('details.remark')} wide>
          <span className="whitespace-pre-wrap">{file.remark}</span>
        </Fact>
      )}
    </dl>
  );
}
