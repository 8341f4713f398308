import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AppLayout } from './components/AppLayout.tsx';
import { AccountRoute } from './screens/Account/AccountRoute.tsx';
import { AuthRoute } from './screens/Auth/AuthRoute.tsx';
import { CheckoutRoute } from './screens/Checkout/CheckoutRoute.tsx';
import { LandingRoute } from './screens/Landing/LandingRoute.tsx';
import { MealPlansRoute } from './screens/MealPlans/MealPlansRoute.tsx';
import { MealsRoute } from './screens/Meals/MealsRoute.tsx';
import { MenuSelectionRoute } from './screens/MenuSelection/MenuSelectionRoute.tsx';
import { PaymentResponseRoute } from './screens/PaymentResponse/PaymentResponseRoute.tsx';
import { ResetPasswordRoute } from './screens/ResetPassword/ResetPasswordRoute.tsx';
import { withMessages } from './i18n/index.ts';

const NotFoundScreen = lazy(() => import('./screens/NotFound/NotFoundScreen.tsx'));
const HelpScreen = lazy(withMessages('info', () => import('./screens/Info/HelpScreen.tsx')));
const TermsScreen = lazy(withMessages('info', () => import('./screens/Info/TermsScreen.tsx')));
const PrivacyScreen = lazy(withMessages('info', () => import('./screens/Info/PrivacyScreen.tsx')));
// Partners' documentation: English (the API's language) under /ar too, with the information pages' words.
const DevelopersScreen = lazy(withMessages('info', () => import('./screens/Developers/DevelopersScreen.tsx')));
// The whole admin area is one lazily loaded route: customers never download it.
const AdminRoutes = lazy(withMessages('admin', () => import('./screens/Admin/AdminRoutes.tsx')));

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
      // Each guarded route starts its query beside its guard's session check (the guard is inside it).
      { path: '/', element: <LandingRoute /> },
      { path: '/meal-plans', element: <MealPlansRoute /> },
      { path: '/menu/:weekId', element: <MenuSelectionRoute /> },
      { path: '/auth', element: <AuthRoute /> },
      { path: '/reset-password', element: <ResetPasswordRoute /> },
      { path: '/checkout', element: <CheckoutRoute /> },
      { path: '/account', element: <AccountRoute /> },
      // Both paths of the old product show the payment result.
      { path: '/payment/response', element: <PaymentResponseRoute /> },
      { path: '/payments/response', element: <PaymentResponseRoute /> },
      { path: '/meals', element: <MealsRoute /> },
      // Plain information, no query of their own (the help page reads the contact details).
      { path: '/help', element: <HelpScreen /> },
      { path: '/terms', element: <TermsScreen /> },
      { path: '/privacy', element: <PrivacyScreen /> },
      { path: '/developers', element: <DevelopersScreen /> },
      { path: '/admin/*', element: <AdminRoutes /> },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];
