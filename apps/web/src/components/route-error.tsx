import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { track } from '@/lib/analytics';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** Shown when a route fails to load or render. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'An unexpected error occurred';
  useDocumentTitle('Something went wrong');
  useEffect(() => {
    track({
      type: 'error',
      errorName: error instanceof Error ? error.name : 'RouteError',
      errorMessage: message.slice(0, 2000),
      ...(error instanceof Error && error.stack
        ? { errorStack: error.stack.slice(0, 10_000) }
        : {}),
      metadata: { path: window.location.pathname },
    });
  }, [error, message]);
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Title order={2}>Something went wrong</Title>
        <Text c="dimmed">{message}</Text>
        <Button onClick={() => window.location.reload()}>Try Again</Button>
        <Button component={Link} to={paths.home} variant="subtle">
          Back to Home
        </Button>
      </Stack>
    </Center>
  );
}
