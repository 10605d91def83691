export { onboardingRoutes } from './onboarding.routes';
export { createOnboardingService, type OnboardingService } from './onboarding.service';
