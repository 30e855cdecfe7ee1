/** A fenced code block with a copy button; ```mermaid blocks are drawn as diagrams instead. */
import type { Element } from 'hast';
import type { ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../CopyButton';
import { hastText } from './headingIds';
import { MermaidDiagram } from './MermaidDiagram';

export interface CodeBlockProps extends ComponentPropsWithoutRef<'pre'> {
  /** The hast element MarkdownView passes alongside the props. */
  node?: Element;
}

function codeChild(node: Element | undefined): Element | undefined {
  const first = node?.children.find((child) => child.type === 'element');
  return first?.tagName === 'code' ? first : undefined;
}

function hasClass(element: Element | undefined, name: string): boolean {
  const classes = element?.properties.className;
  return Array.isArray(classes) && classes.includes(name);
}

export function CodeBlock({ node, children, ...rest }: CodeBlockProps) {
  const { t } = useTranslation('markdown');
  const code = codeChild(node);
  // remark-rehype ends every code block with a newline that was not in the source.
  const text = code ? hastText(code).replace(/\n$/, '') : '';
  if (hasClass(code, 'language-mermaid')) return <MermaidDiagram source={text} />;
  return (
    <div className="code-block relative">
      <pre {...rest}>{children}</pre>
      {code && (
        <CopyButton
          value={text}
          label={t('copyCode')}
          className="code-copy absolute top-2 right-2"
        />
      )}
    </div>
  );
}
