import { Button, FileButton, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileImport } from '@tabler/icons-react';
import { useRef } from 'react';
import { RECIPE_BOX_EXPORT_URL } from '../api/imports';
import { RECIPE_FILE_ACCEPT } from '../import-request';

/**
 * Recipe files on the import screen: import one (schema.org Recipe JSON-LD from Simmer or another
 * recipe app) into the same review as a web page, or download the whole box as one.
 */
export function RecipeFilePanel({
  onFile,
  isBusy,
}: {
  onFile: (file: File) => void;
  isBusy: boolean;
}) {
  const resetPicker = useRef<() => void>(null);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} aria-labelledby="recipe-files-title">
      <Stack gap="sm">
        <div>
          <Title order={2} fz="lg" id="recipe-files-title">
            Recipe files
          </Title>
          <Text size="sm" c="dimmed">
            Import a recipe file exported from Simmer or another recipe app (schema.org Recipe
            JSON-LD, .json or .jsonld), or download all your recipes as one.
          </Text>
        </div>
        <Group gap="sm">
          <FileButton
            accept={RECIPE_FILE_ACCEPT}
            resetRef={resetPicker}
            onChange={(file) => {
              if (file) onFile(file);
              // The same file can be chosen again after a failed import.
              resetPicker.current?.();
            }}
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                disabled={isBusy}
                leftSection={<IconFileImport size={18} aria-hidden />}
              >
                Import a recipe file
              </Button>
            )}
          </FileButton>
          <Button
            component="a"
            href={RECIPE_BOX_EXPORT_URL}
            download
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden />}
          >
            Export all recipes
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Which of a recipe file's recipes is under review, when the file holds more than one. */
export function FileRecipePicker({
  fileName,
  names,
  index,
  onPick,
}: {
  fileName: string;
  names: string[];
  index: number;
  onPick: (index: number) => void;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Select
        label="Recipe from this file"
        description={`${fileName} holds ${names.length} recipes: save this one, then choose the next.`}
        data={names.map((name, place) => ({
          value: String(place),
          label: `${place + 1}. ${name}`,
        }))}
        value={String(index)}
        onChange={(value) => {
          if (value !== null && Number(value) !== index) onPick(Number(value));
        }}
        allowDeselect={false}
        searchable={names.length > 10}
        comboboxProps={{ withinPortal: true }}
      />
    </Paper>
  );
}
