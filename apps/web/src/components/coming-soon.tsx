import {
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

export interface ComingSoonProps {
  title: string;
  description: string;
}

/** An honest placeholder for a screen whose feature has not been built yet. */
export function ComingSoon({ title, description }: ComingSoonProps) {
  useDocumentTitle(title);
  return (
    <Container size="sm" py={{ base: 'xl', sm: 64 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md" align="flex-start">
          <Group gap="sm">
            <ThemeIcon variant="light" size="lg" radius="xl">
              <IconHourglassHigh size={20} />
            </ThemeIcon>
            <Badge variant="light" color="gray">
              Coming soon
            </Badge>
          </Group>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {title}
          </Title>
          <Text c="dimmed">{description}</Text>
          <Text size="sm" c="dimmed">
            This part of Simmer is still being built. Nothing here pretends to work yet.
          </Text>
          <Button component={Link} to={paths.home} variant="light">
            Back to Home
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
