import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProvider } from './provider';
import { appRoutes } from './router';

const router = createBrowserRouter(appRoutes);

export function App() {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
