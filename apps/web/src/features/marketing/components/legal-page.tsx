import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { LegalDocument } from '../legal-content';

function BackToHome() {
  return (
    <Anchor
      component={Link}
      to={paths.home}
      fw={600}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
    >
      <IconArrowLeft size={16} aria-hidden />
      Back to Home
    </Anchor>
  );
}

export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <Container size="sm" py="xl" component="article">
      <Stack gap="lg">
        <BackToHome />
        <div>
          <Title order={1}>{document.title}</Title>
          <Text c="dimmed" size="sm" mt={4}>
            Last updated {document.lastUpdated}
          </Text>
        </div>
        <Text>{document.intro}</Text>
        {document.sections.map((section) => (
          <Stack key={section.heading} gap="xs" component="section">
            <Title order={2} fz="xl">
              {section.heading}
            </Title>
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph.slice(0, 40)}>{paragraph}</Text>
            ))}
            {section.bullets && (
              <List spacing={6}>
                {section.bullets.map((bullet) => (
                  <List.Item key={bullet.slice(0, 40)}>{bullet}</List.Item>
                ))}
              </List>
            )}
          </Stack>
        ))}
        <BackToHome />
      </Stack>
    </Container>
  );
}
