import { useDocumentTitle } from '@/hooks/use-document-title';
import { AuthScreen } from '@/features/accounts/components/auth-screen';

export function LoginRoute() {
  useDocumentTitle('Log In');
  return <AuthScreen mode="signin" />;
}

export function SignupRoute() {
  useDocumentTitle('Sign Up');
  return <AuthScreen mode="signup" />;
}
