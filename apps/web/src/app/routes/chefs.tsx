import { useDocumentTitle } from '@/hooks/use-document-title';
import { ChefLandingPage } from '@/features/chefs/components/chef-landing-page';
import { ChefSignupPage } from '@/features/chefs/components/chef-signup-page';

export function ChefsLandingRoute() {
  useDocumentTitle('Get Paid to Share Your Recipes');
  return <ChefLandingPage />;
}

export function ChefSignupRoute() {
  useDocumentTitle('Become a Chef');
  return <ChefSignupPage />;
}
