/** One operation of the API reference, opened: its parameters, request body and answer. */
import { useTranslation } from 'react-i18next';
import { focusRing } from '../../components/classes';
import type { JsonSchema, Operation, Payload } from './openApiModel';
import { CONSTRAINT_WORDS, schemaText, type ConstraintWords } from './schemaText';

type Components = Record<string, JsonSchema>;

/** The constraint words in the page's language. */
function useConstraintWords(): ConstraintWords {
  const { t } = useTranslation('apiDocs');
  return Object.fromEntries(
    Object.keys(CONSTRAINT_WORDS).map((key) => [key, t(`constraints.${key}`)]),
  ) as ConstraintWords;
}

const heading = 'text-xs font-semibold uppercase tracking-wide text-gray-500 dark:text-gray-400';
const code =
  'overflow-x-auto rounded-md bg-gray-50 p-3 font-mono text-xs leading-5 text-gray-800 dark:bg-gray-950 dark:text-gray-200';

function PayloadView({
  payload,
  components,
  words,
}: {
  payload: Payload;
  components: Components;
  words: ConstraintWords;
}) {
  const { t } = useTranslation('apiDocs');
  return (
    <div className="space-y-1">
      <p className="text-xs text-gray-600 dark:text-gray-400">
        <code>{payload.mediaType}</code>
        {payload.envelope && <> · {t('envelope')}</>}
      </p>
      {/* Focusable, so a keyboard can scroll a wide schema sideways. */}
      <pre className={`${code} ${focusRing}`} tabIndex={0}>
        {schemaText(payload.schema, components, words)}
      </pre>
    </div>
  );
}

export function OperationDetails({
  operation,
  components,
}: {
  operation: Operation;
  components: Components;
}) {
  const { t } = useTranslation('apiDocs');
  const words = useConstraintWords();
  const { parameters, body, answer, status } = operation;
  return (
    <div className="space-y-4 border-t border-gray-200 px-4 py-3 dark:border-gray-800">
      {parameters.length > 0 && (
        <section>
          <h4 className={heading}>{t('parameters')}</h4>
          <div className="mt-1 overflow-x-auto">
            <table className="w-full text-left text-xs">
              <thead className="text-gray-500 dark:text-gray-400">
                <tr>
                  <th className="py-1 pr-3 font-medium">{t('table.name')}</th>
                  <th className="py-1 pr-3 font-medium">{t('table.in')}</th>
                  <th className="py-1 font-medium">{t('table.type')}</th>
                </tr>
              </thead>
              <tbody>
                {parameters.map((p) => (
                  <tr key={`${p.in}:${p.name}`} className="align-top">
                    <td className="py-1 pr-3 font-mono whitespace-nowrap">
                      {p.name}
                      {p.required && (
                        <span className="text-red-600 dark:text-red-400" title={t('required')}>
                          {' '}
                          *
                        </span>
                      )}
                    </td>
                    <td className="py-1 pr-3 whitespace-nowrap">{t(`in.${p.in}`)}</td>
                    <td className="py-1 font-mono break-all whitespace-pre-wrap">
                      {schemaText(p.schema, components, words)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
      <section>
        <h4 className={heading}>{t('requestBody')}</h4>
        {body ? (
          <PayloadView payload={body} components={components} words={words} />
        ) : (
          <p className="text-xs text-gray-600 dark:text-gray-400">{t('noBody')}</p>
        )}
      </section>
      <section>
        <h4 className={heading}>{t('answer', { status })}</h4>
        {answer ? (
          <PayloadView payload={answer} components={components} words={words} />
        ) : (
          <p className="text-xs text-gray-600 dark:text-gray-400">{t('noBody')}</p>
        )}
      </section>
    </div>
  );
}
