import { Alert, Group, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PERSONA_DETAILS, PERSONAS, PROFILE_MESSAGES, type Persona } from '@simmer/domain/profiles';
import { useState } from 'react';
import { useUpdateProfile } from '../api/profile';
import classes from './profile-page.module.css';

function isPersona(value: string): value is Persona {
  return (PERSONAS as readonly string[]).includes(value);
}

/** The four personas as cards; choosing one saves it at once. */
export function PersonaTab({ persona }: { persona: Persona }) {
  const update = useUpdateProfile();
  const [failed, setFailed] = useState(false);
  const selected = update.isPending ? (update.variables.persona ?? persona) : persona;

  const choose = (value: string) => {
    if (!isPersona(value) || value === persona) return;
    setFailed(false);
    update.mutate({ persona: value }, { onError: () => setFailed(true) });
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2} size="h3" id="persona-heading">
          Cooking Profile
        </Title>
        <Text c="dimmed">Pick the cook that sounds most like you. We plan meals around it.</Text>
      </Stack>
      <Radio.Group value={selected} onChange={choose} aria-labelledby="persona-heading">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {PERSONAS.map((value) => (
            <Radio.Card
              key={value}
              value={value}
              radius="md"
              p="md"
              className={classes.personaCard}
            >
              <Group wrap="nowrap" align="flex-start" gap="md">
                <Radio.Indicator />
                <Stack gap={4}>
                  <Text fw={700}>{PERSONA_DETAILS[value].title}</Text>
                  <Text size="sm" c="dimmed">
                    {PERSONA_DETAILS[value].description}
                  </Text>
                </Stack>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      {failed && (
        <Alert color="red" role="alert" py="xs">
          {PROFILE_MESSAGES.updatePersonaFailed}
        </Alert>
      )}
    </Stack>
  );
}
