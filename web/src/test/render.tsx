import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '../app/provider';
import { appRoutes } from '../app/router';

/** Renders the whole app (providers and every route) at a path, as the browser would. */
export const renderApp = (path: string) => {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
  // No macrotask between a typed string's keys: each was a timer of happy-dom's and a yield, 3 to
  // 5 s of the web project's 53 s of CPU (one worker, twice each). Every event still comes in
  // order, and React renders after each call of user's.
  const user = userEvent.setup({ delay: null });
  const view = render(
    <AppProvider queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, user };
};
