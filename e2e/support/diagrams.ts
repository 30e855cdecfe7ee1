/** A share with one block of every diagram language (docs/MARKDOWN.md, "Diagrams and charts"). */

export const DIAGRAM_BLOCKS: Record<string, string> = {
  mermaid: ['graph TD', '  A[Start] --> B{Works?}', '  B -->|yes| C[Ship]', '  B -->|no| A'].join(
    '\n',
  ),
  flow: [
    'st=>start: Start',
    'op=>operation: Build',
    'cond=>condition: Green?',
    'e=>end: Ship',
    'st->op->cond',
    'cond(yes)->e',
    'cond(no)->op',
  ].join('\n'),
  dot: 'digraph G { rankdir=LR; write -> review -> merge; review -> write [label="changes"]; }',
  echarts: JSON.stringify({
    title: { text: 'Shares per day' },
    xAxis: { type: 'category', data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] },
    yAxis: { type: 'value' },
    series: [{ type: 'bar', data: [12, 20, 15, 8, 17], label: { show: true } }],
  }),
  markmap: ['# CloudPaste', '## Text', '- Markdown', '- Diagrams', '## Files', '- Mounts'].join(
    '\n',
  ),
  abc: ['X:1', 'T:Scale', 'M:4/4', 'L:1/4', 'K:C', 'CDEF|GABc|'].join('\n'),
};

/** The alt text each kind of diagram is shown with (markdown.json, diagram.alt). */
export const DIAGRAM_ALTS: Record<string, string> = {
  mermaid: 'Mermaid diagram',
  flow: 'Flowchart',
  dot: 'Graphviz graph',
  echarts: 'Chart',
  markmap: 'Mind map',
  abc: 'Music notation',
};

export function fence(language: string, body: string): string {
  return ['```' + language, body, '```'].join('\n');
}

export const ALL_DIAGRAMS = [
  '# Diagrams',
  ...Object.entries(DIAGRAM_BLOCKS).flatMap(([language, body]) => [
    `## ${language}`,
    fence(language, body),
  ]),
].join('\n\n');
