/**
 * A file request's page (/request/{slug}, docs/FILE-REQUESTS.md): the password gate, then the
 * owner's title and note (plain text, or Markdown through the sanitising renderer), the limits,
 * an optional name and message, and the drop zone. Nothing of what others sent is ever shown.
 */
import type { PublicFileRequest } from '@cloudpaste/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/apiError';
import { Card } from '../../../components/Card';
import { LazyMarkdownView } from '../../../components/markdown/LazyMarkdownView';
import { SharePasswordPrompt } from '../../../components/SharePasswordPrompt';
import { TextArea } from '../../../components/TextArea';
import { TextField } from '../../../components/TextField';
import { formatBytes, formatDateTime } from '../../../lib/format';
import { useShareTicket } from '../../../components/useShareTicket';
import { useFileRequestInfo, useVerifyFileRequest } from '../api';
import { RequestDropZone } from './RequestDropZone';
import { useRequestUploads } from './useRequestUploads';

export function FileRequestView({ slug }: { slug: string }) {
  const { t } = useTranslation('fileRequest');
  const info = useFileRequestInfo(slug);
  const [ticket, setTicket] = useShareTicket(slug, 'fileRequestTicket');
  const verify = useVerifyFileRequest(slug);

  if (info.isPending) return <p className="py-10 text-center text-gray-500">{t('loading')}</p>;
  if (info.isError) {
    return (
      <Card>
        <div data-testid="file-request-unavailable" className="py-10 text-center">
          <h1 className="text-lg font-semibold text-gray-900 dark:text-gray-100">
            {t('visit.unavailable')}
          </h1>
          <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">{info.error.message}</p>
        </div>
      </Card>
    );
  }
  if (info.data.has_password && ticket === undefined) {
    const error = verify.error;
    return (
      <SharePasswordPrompt
        idPrefix="file-request"
        namespace="fileRequest"
        isSubmitting={verify.isPending}
        problem={
          !error
            ? undefined
            : error instanceof ApiError && error.status === 401
              ? 'wrong'
              : error instanceof ApiError && error.status === 429
                ? 'tooMany'
                : { message: error.message }
        }
        onSubmit={(entered) => verify.mutate(entered, { onSuccess: setTicket })}
      />
    );
  }
  return <OpenRequest request={info.data} ticket={ticket} />;
}

function OpenRequest({ request, ticket }: { request: PublicFileRequest; ticket?: string }) {
  const { t, i18n } = useTranslation('fileRequest');
  const client = useQueryClient();
  const [uploader, setUploader] = useState('');
  const [message, setMessage] = useState('');
  const refresh = useCallback(
    () => void client.invalidateQueries({ queryKey: ['fileRequest', request.slug] }),
    [client, request.slug],
  );
  const { queue, add } = useRequestUploads(request, { ticket, uploader, message }, refresh);
  const bytes = (n: number) => formatBytes(n, i18n.language);
  const limits = [
    request.expires_at &&
      t('visit.until', { time: formatDateTime(request.expires_at, i18n.language) }),
    request.max_file_bytes > 0 && t('visit.maxFile', { size: bytes(request.max_file_bytes) }),
    request.files_left !== null && t('visit.filesLeft', { count: request.files_left }),
    request.bytes_left !== null && t('visit.bytesLeft', { size: bytes(request.bytes_left) }),
    request.allowed_types.length > 0 &&
      t('visit.types', { types: request.allowed_types.join(', ') }),
  ].filter((line): line is string => typeof line === 'string');

  return (
    <Card>
      <div data-testid="file-request" className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <p className="text-xs font-medium tracking-wide text-blue-700 uppercase dark:text-blue-300">
            {t('visit.kicker')}
          </p>
          <h1 className="text-xl font-semibold break-words text-gray-900 dark:text-gray-100">
            {request.title}
          </h1>
          {request.note &&
            (request.note_markdown ? (
              <LazyMarkdownView source={request.note} />
            ) : (
              <p className="text-sm break-words whitespace-pre-wrap text-gray-700 dark:text-gray-300">
                {request.note}
              </p>
            ))}
        </div>
        {limits.length > 0 && (
          <ul className="list-disc pl-5 text-sm text-gray-600 dark:text-gray-400">
            {limits.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('visit.yourName')}
            value={uploader}
            maxLength={100}
            onChange={(event) => setUploader(event.target.value)}
          />
          <TextArea
            label={t('visit.message')}
            value={message}
            maxLength={1000}
            rows={2}
            onChange={(event) => setMessage(event.target.value)}
          />
        </div>
        <RequestDropZone queue={queue} onFiles={add} />
        <p className="text-xs text-gray-500 dark:text-gray-400">{t('visit.private')}</p>
      </div>
    </Card>
  );
}
