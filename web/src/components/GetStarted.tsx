import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

type OpenGetStarted = () => void;

const GetStartedContext = createContext<OpenGetStarted | null>(null);

/**
 * Supplies what "Get Started" does. The eligibility dialog ("Join MealBox") mounts this
 * provider with its own opener; the header and the landing page only call `useGetStarted()`.
 */
export function GetStartedProvider({ onGetStarted, children }: { onGetStarted: OpenGetStarted; children: ReactNode }) {
  return <GetStartedContext.Provider value={onGetStarted}>{children}</GetStartedContext.Provider>;
}

/**
 * Returns the "Get Started" action. Without a provider it takes the visitor to the landing
 * page, where onboarding starts.
 */
export function useGetStarted(): OpenGetStarted {
  const openDialog = useContext(GetStartedContext);
  const navigate = useNavigate();
  const goToLandingPage = useCallback(() => navigate('/'), [navigate]);
  return openDialog ?? goToLandingPage;
}
