/**
 * The Markdown worker: parses, sanitises and highlights shares off the page's thread (see
 * markdownRenderer.ts). Each answer carries its request's id.
 */
import { answer, type MarkdownRequest, type MarkdownResponse } from './markdownWorkerProtocol';

// This file is typed with the page's DOM library; a worker's global scope posts without an origin.
const scope = globalThis as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<MarkdownRequest>) => void): void;
  postMessage(message: MarkdownResponse): void;
};

scope.addEventListener('message', (event) => {
  void answer(event.data).then((response) => {
    if (response) scope.postMessage(response);
  });
});
