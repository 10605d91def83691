import { AuthScreen } from '@/features/accounts/components/auth-screen';

export function LoginRoute() {
  return <AuthScreen mode="signin" />;
}

export function SignupRoute() {
  return <AuthScreen mode="signup" />;
}
