import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { GROCERY_MESSAGES } from '@simmer/domain/grocery';
import type { DateRange } from '@simmer/domain/meal-plans';
import { memo, useState, type FormEvent } from 'react';
import { dateRangeError } from '../grocery-range';

interface GroceryRangeDialogProps {
  opened: boolean;
  range: DateRange;
  onClose: () => void;
  onApply: (range: DateRange) => void;
}

function RangeForm({ range, onApply }: { range: DateRange; onApply: (range: DateRange) => void }) {
  const [draft, setDraft] = useState(range);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = dateRangeError(draft);
    setError(problem);
    if (!problem) onApply(draft);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          type="date"
          label="Start Date"
          value={draft.start}
          onChange={(event) => setDraft({ ...draft, start: event.currentTarget.value })}
          size="md"
          required
          data-autofocus
        />
        <TextInput
          type="date"
          label="End Date"
          value={draft.end}
          min={draft.start || undefined}
          onChange={(event) => setDraft({ ...draft, end: event.currentTarget.value })}
          size="md"
          required
        />
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit">Apply</Button>
        </Group>
      </Stack>
    </form>
  );
}

/** 'Select Date Range': which planned days the shopping list covers. */
export const GroceryRangeDialog = memo(function GroceryRangeDialog({
  opened,
  range,
  onClose,
  onApply,
}: GroceryRangeDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={GROCERY_MESSAGES.selectRange} centered>
      {/* Mounted per opening, so a dialog closed half-edited opens again on the current range. */}
      {opened && <RangeForm range={range} onApply={onApply} />}
    </Modal>
  );
});
