import { Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { safeSessionSet, sessionKeys } from '@/lib/storage-keys';

/**
 * The landing page's email field: keeps the email as the pending sign-up email, then opens /signup.
 * The prerendered landing page does the same from `data-signup-email` (app/static-landing/enhance.ts).
 */
export function SignupEmailForm({ id }: { id: string }) {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    safeSessionSet(sessionKeys.pendingSignupEmail, email.trim());
    void navigate(paths.signup);
  }

  return (
    <form onSubmit={handleSubmit} aria-label="Get started" data-signup-email>
      <Group gap="sm" align="flex-start" wrap="wrap">
        <TextInput
          id={id}
          type="email"
          name="email"
          required
          placeholder="you@example.com"
          aria-label="Email address"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          size="md"
          style={{ flex: '1 1 240px' }}
        />
        <Button type="submit" size="md">
          Get Started Free
        </Button>
      </Group>
    </form>
  );
}
