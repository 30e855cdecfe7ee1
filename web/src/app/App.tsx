/** The whole app: providers around the router. */
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Providers } from './Providers';
import { routes } from './routes';

export function App() {
  // Created on mount rather than at import so tests and HMR get a fresh router.
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
