import {
  Alert,
  Anchor,
  Box,
  Button,
  Container,
  Divider,
  Loader,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconBrandGoogle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { saveOnboardingDataToAccount } from '@/lib/onboarding-data';
import { paths } from '@/config/paths';
import {
  localKeys,
  safeLocalGet,
  safeLocalRemove,
  safeSessionGet,
  safeSessionRemove,
  sessionKeys,
} from '@/lib/storage-keys';
import {
  AUTH_MESSAGES,
  authErrorMessage,
  authOptionsQueryOptions,
  googleErrorMessage,
  recordAcquisition,
  signInWithEmail,
  signUpWithEmail,
  verifyTwoFactorCode,
  startGoogleSignIn,
  useAuthOptions,
  type Credentials,
} from '../api/auth';
import { sessionQueryKey, useSession } from '@/lib/session';
import {
  authNavigationFromParams,
  authNavigationToParams,
  decidePostAuthRedirect,
  POST_AUTH_STORAGE_KEYS,
  readAuthNavigation,
  type AuthNavigation,
} from '../post-auth-redirect';

export type AuthMode = 'signin' | 'signup';

const COPY = {
  signin: {
    heading: 'Sign in to your account',
    proSubheading: 'Sign in to continue to Pro checkout',
    submit: 'Sign in',
    crossPrompt: "Don't have an account?",
    crossLink: 'Sign up',
    crossTo: paths.signup,
    passwordAutocomplete: 'current-password',
  },
  signup: {
    heading: 'Create a new account',
    proSubheading: 'Sign up to start your Pro trial',
    submit: 'Sign up',
    crossPrompt: 'Already have an account?',
    crossLink: 'Sign in',
    crossTo: paths.login,
    passwordAutocomplete: 'new-password',
  },
} as const;

/** /login and /signup: one screen in two modes (spec 1 §2, §4). */
export function AuthScreen({ mode }: { mode: AuthMode }) {
  const copy = COPY[mode];
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const { data: user, isPending: isSessionPending } = useSession();
  const { data: authOptions } = useAuthOptions();

  const oauth = searchParams.get('oauth');
  // Google comes back with 'new' for an account it has just created, 'done' for a known one.
  const isOauthSuccess = oauth === 'done' || oauth === 'new';
  const oauthErrorCode = searchParams.get('error');
  const navigation: AuthNavigation = oauth
    ? authNavigationFromParams(searchParams)
    : readAuthNavigation(location.state);

  const [email, setEmail] = useState(() =>
    mode === 'signup' ? (safeSessionGet(sessionKeys.pendingSignupEmail) ?? '') : '',
  );
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  // Set when the account has two-factor authentication: the password was right, a code is next.
  const [isAwaitingCode, setIsAwaitingCode] = useState(false);
  const [code, setCode] = useState('');
  // A Google error that came back in the URL shows until the next attempt.
  const [isOauthErrorDismissed, setIsOauthErrorDismissed] = useState(false);
  const isFinishingOauth = useRef(false);

  const oauthError =
    isOauthErrorDismissed || isBusy
      ? null
      : oauth === 'error'
        ? googleErrorMessage(oauthErrorCode)
        : isOauthSuccess && !isSessionPending && !user
          ? AUTH_MESSAGES.googleFailed
          : null;
  const shownError = error ?? oauthError;
  const isOauthReturn = isOauthSuccess && Boolean(user);

  /** Refreshes the session so guards see the user, then redirects (spec 1 §4). */
  async function finishAuth(target: AuthNavigation) {
    try {
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      if (!queryClient.getQueryData(sessionQueryKey)) {
        throw new Error('Signed in, but the session could not be read');
      }
      const decision = decidePostAuthRedirect({
        origin: window.location.origin,
        storage: {
          returnUrl: safeLocalGet(localKeys.returnUrl),
          pendingSharedRecipe: safeLocalGet(localKeys.pendingSharedRecipe),
          pendingShareId: safeLocalGet(localKeys.pendingShareId),
          redirectAfterLogin: safeLocalGet(localKeys.redirectAfterLogin),
        },
        navigation: target,
      });
      POST_AUTH_STORAGE_KEYS.forEach(safeLocalRemove);
      if (decision.kind === 'full-page') {
        window.location.assign(decision.url);
        return;
      }
      await navigate(decision.to, { replace: true, state: decision.state });
    } catch {
      setError(AUTH_MESSAGES.postAuthFailed);
      setIsBusy(false);
    }
  }

  useEffect(() => {
    if (!isOauthReturn || isFinishingOauth.current) return;
    isFinishingOauth.current = true;
    void (async () => {
      if (oauth === 'new') {
        // A new account from Google keeps the questionnaire's answers, as an email sign-up does.
        recordAcquisition();
        await saveOnboardingDataToAccount();
      }
      await finishAuth(navigation);
    })();
    // Runs once, when Google has brought a signed-in user back here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOauthReturn]);

  function startAttempt() {
    setError(null);
    setIsOauthErrorDismissed(true);
    setIsBusy(true);
  }

  /**
   * Runs one sign-in step; `step` answers 'signed-in' when the session exists, or 'needs-code'
   * when the account asks for its authenticator code first.
   */
  async function attempt(
    event: FormEvent<HTMLFormElement>,
    step: () => Promise<'signed-in' | 'needs-code'>,
  ) {
    event.preventDefault();
    if (isBusy) return;
    startAttempt();
    let outcome: 'signed-in' | 'needs-code';
    try {
      outcome = await step();
    } catch (failure) {
      setError(authErrorMessage(failure));
      setIsBusy(false);
      return;
    }
    if (outcome === 'needs-code') {
      setIsAwaitingCode(true);
      setIsBusy(false);
      return;
    }
    safeSessionRemove(sessionKeys.pendingSignupEmail);
    await finishAuth(navigation);
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) =>
    attempt(event, async () => {
      const credentials: Credentials = { email: email.trim(), password };
      if (mode === 'signup') {
        await signUpWithEmail(credentials);
        recordAcquisition();
        // A visitor who answered the questionnaire first keeps their answers (spec 1 §3).
        await saveOnboardingDataToAccount();
        return 'signed-in';
      }
      const { twoFactorRequired } = await signInWithEmail(credentials);
      return twoFactorRequired ? 'needs-code' : 'signed-in';
    });

  const handleCode = (event: FormEvent<HTMLFormElement>) =>
    attempt(event, async () => {
      await verifyTwoFactorCode(code);
      return 'signed-in';
    });

  async function handleGoogle() {
    if (isBusy) return;
    startAttempt();
    try {
      const options = authOptions ?? (await queryClient.fetchQuery(authOptionsQueryOptions));
      if (!options.googleEnabled) {
        setError(AUTH_MESSAGES.googleNotConfigured);
        setIsBusy(false);
        return;
      }
      const back = (outcome: 'done' | 'new' | 'error') => {
        const params = authNavigationToParams(navigation);
        params.set('oauth', outcome);
        return `${window.location.origin}${paths.login}?${params.toString()}`;
      };
      const url = await startGoogleSignIn({
        callbackURL: back('done'),
        newUserCallbackURL: back('new'),
        errorCallbackURL: back('error'),
      });
      window.location.href = url;
    } catch (failure) {
      setError(authErrorMessage(failure, AUTH_MESSAGES.googleFailed));
      setIsBusy(false);
    }
  }

  function goBack() {
    // React Router numbers its history entries; on the first one a step back would leave the app.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(paths.home);
  }

  // Google returns to the screen by a full page load, so the state travels in the URL instead.
  const crossLinkState: unknown = oauth
    ? {
        from: navigation.from,
        selectedTier: navigation.selectedTier,
        period: navigation.period,
        fromPreview: navigation.fromPreview,
      }
    : location.state;

  if (isOauthReturn && !error) return <FullPageSpinner label="Signing you in" />;
  if (isSessionPending) return <FullPageSpinner label="Checking your session" />;
  // Already signed in: home. Not while this screen is signing someone in or showing why it failed.
  if (user && !isBusy && !error && !isOauthReturn) return <Navigate to={paths.home} replace />;

  return (
    <Container size={420} px="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Box>
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
            onClick={goBack}
            px="xs"
          >
            Back
          </Button>
        </Box>
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <Stack gap="lg">
            <Stack gap={4}>
              <Title order={1} fz={{ base: 24, sm: 28 }}>
                {copy.heading}
              </Title>
              {navigation.selectedTier === 'pro' && (
                <Text c="dimmed" data-testid="auth-subheading">
                  {copy.proSubheading}
                </Text>
              )}
            </Stack>

            {shownError && (
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertCircle size={18} aria-hidden />}
                data-testid="auth-error"
              >
                {shownError}
              </Alert>
            )}

            {isAwaitingCode ? (
              <form onSubmit={(event) => void handleCode(event)} aria-label="Two-factor code">
                <Stack gap="md">
                  <Text size="sm">
                    Enter the 6-digit code from your authenticator app to finish signing in.
                  </Text>
                  <TextInput
                    label="Authentication code"
                    name="code"
                    required
                    autoComplete="one-time-code"
                    inputMode="numeric"
                    pattern="[0-9 ]{6,7}"
                    value={code}
                    onChange={(event) => setCode(event.currentTarget.value)}
                    data-autofocus
                  />
                  <Button
                    type="submit"
                    fullWidth
                    disabled={isBusy}
                    leftSection={isBusy ? <Loader size={16} color="currentColor" /> : undefined}
                  >
                    {isBusy ? 'Loading...' : 'Verify'}
                  </Button>
                </Stack>
              </form>
            ) : (
              <form onSubmit={(event) => void handleSubmit(event)} aria-label={copy.heading}>
                <Stack gap="md">
                  <TextInput
                    label="Email"
                    type="email"
                    name="email"
                    required
                    autoComplete="email"
                    inputMode="email"
                    placeholder="you@example.com"
                    value={email}
                    onChange={(event) => setEmail(event.currentTarget.value)}
                  />
                  <PasswordInput
                    label="Password"
                    name="password"
                    required
                    autoComplete={copy.passwordAutocomplete}
                    value={password}
                    onChange={(event) => setPassword(event.currentTarget.value)}
                  />
                  <Button
                    type="submit"
                    fullWidth
                    disabled={isBusy}
                    leftSection={isBusy ? <Loader size={16} color="currentColor" /> : undefined}
                  >
                    {isBusy ? 'Loading...' : copy.submit}
                  </Button>
                </Stack>
              </form>
            )}

            <Divider label="Or continue with" labelPosition="center" />

            <Button
              variant="default"
              fullWidth
              disabled={isBusy}
              leftSection={<IconBrandGoogle size={18} aria-hidden />}
              onClick={() => void handleGoogle()}
            >
              Continue with Google
            </Button>

            <Text size="sm" ta="center">
              {copy.crossPrompt}{' '}
              <Anchor
                component={Link}
                to={copy.crossTo}
                state={crossLinkState}
                fw={600}
                onClick={() => setError(null)}
              >
                {copy.crossLink}
              </Anchor>
            </Text>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
