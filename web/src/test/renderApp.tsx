/** Renders the real route table in a memory router with the app's providers, for app tests. */
import { render } from '@testing-library/react';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { App, createAppRouter } from '../app/App';

export function renderApp(path: string) {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path], v5Compat: true }));
  const view = render(<App router={router} />);
  return { ...view, router };
}
