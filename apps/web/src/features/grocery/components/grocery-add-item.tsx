import { ActionIcon, Button, Group, TextInput } from '@mantine/core';
import { IconCamera, IconPlus } from '@tabler/icons-react';
import { memo, useState, type FormEvent } from 'react';

interface GroceryAddItemProps {
  /** Adds the text; false when it was blank and nothing was added. */
  onAdd: (text: string) => boolean;
}

/** The add-item box ("2 lemons") and the receipt camera, which the spec only has log. */
export const GroceryAddItem = memo(function GroceryAddItem({ onAdd }: GroceryAddItemProps) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (onAdd(text)) setText('');
  };
  return (
    <form onSubmit={submit}>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          aria-label="Add an item"
          placeholder="e.g. 2 lemons"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={200}
          size="md"
          style={{ flex: 1, minWidth: 0 }}
          enterKeyHint="done"
          autoComplete="off"
        />
        <ActionIcon
          variant="default"
          size={42}
          aria-label="Scan a receipt (coming soon)"
          title="Scan a receipt (coming soon)"
          // Spec 2 §2: capture only logs; nothing is read from the picture yet.
          onClick={() => console.info('Receipt capture is not available yet')}
        >
          <IconCamera size={20} aria-hidden />
        </ActionIcon>
        <Button type="submit" size="md" leftSection={<IconPlus size={18} aria-hidden />}>
          Add
        </Button>
      </Group>
    </form>
  );
});
