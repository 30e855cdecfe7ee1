/** A fenced code block with a copy button; diagram blocks (diagrams/languages.ts) are drawn instead. */
import type { ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../CopyButton';
import { DiagramBlock } from './diagrams/DiagramBlock';
import type { CodeInfo } from './markdownTree';

export interface CodeBlockProps extends ComponentPropsWithoutRef<'pre'> {
  /** Its code's text and language, worked out with the rest of the tree (hastToTree.ts). */
  code?: CodeInfo;
}

export function CodeBlock({ code, children, ...rest }: CodeBlockProps) {
  const { t } = useTranslation('markdown');
  if (code?.diagram) return <DiagramBlock kind={code.diagram} source={code.text} />;
  return (
    <div className="code-block relative">
      <pre {...rest}>{children}</pre>
      {code && (
        <CopyButton
          value={code.text}
          label={t('copyCode')}
          className="code-copy absolute top-2 right-2"
        />
      )}
    </div>
  );
}
