import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AppLayout } from './components/AppLayout.tsx';
import { MealsRoute } from './screens/Meals/MealsRoute.tsx';

const NotFoundScreen = lazy(() => import('./screens/NotFound/NotFoundScreen.tsx'));

/**
 * The route table. Each screen is its own chunk (React.lazy); a route whose screen has a
 * query renders a small wrapper from the entry bundle that starts the query while the chunk
 * downloads. Screens are added here as they are built; until then their paths fall through
 * to the not-found screen.
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/meals', element: <MealsRoute /> },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];
