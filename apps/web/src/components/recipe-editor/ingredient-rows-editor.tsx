import { ActionIcon, Button, NumberInput, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEditableRows } from '@/hooks/use-editable-rows';
import classes from './recipe-rows.module.css';

/** What an ingredient row shows; a form's rows may carry more, kept as they are. */
export interface EditableIngredientRow {
  key: string;
  name: string;
  /** As typed: a number, or the text of one ('' when empty). */
  quantity: number | string;
  unit: string;
  preparation: string;
}

export interface IngredientRowsEditorProps<Row extends EditableIngredientRow> {
  rows: Row[];
  /** Field path → message: `ingredients`, `ingredients.<key>.name`, `ingredients.<key>.quantity`. */
  errors: Record<string, string | undefined>;
  onChange: (rows: Row[]) => void;
  newRow: () => Row;
}

/** Ingredient rows (name, quantity, unit, preparation) with add and remove. */
export function IngredientRowsEditor<Row extends EditableIngredientRow>({
  rows,
  errors,
  onChange,
  newRow,
}: IngredientRowsEditorProps<Row>) {
  const editable = useEditableRows(rows, onChange, newRow);
  const { addButton, focusRef, remove, add } = editable;
  const update = (key: string, patch: Partial<EditableIngredientRow>) =>
    editable.update(key, patch as Partial<Row>);

  return (
    <>
      {errors.ingredients && (
        <Text c="red" size="sm" role="alert" tabIndex={-1} data-form-error>
          {errors.ingredients}
        </Text>
      )}
      <ol className={classes.rowList} aria-label="Ingredients">
        {rows.map((row, index) => {
          const label = `Ingredient ${index + 1}`;
          const error = (field: string) => errors[`ingredients.${row.key}.${field}`];
          return (
            <li key={row.key} className={classes.ingredientRow} aria-label={label}>
              <TextInput
                ref={focusRef(row.key)}
                className={classes.ingredientName}
                label="Name"
                aria-label={`${label} name`}
                placeholder="e.g. flour"
                value={row.name}
                onChange={(event) => update(row.key, { name: event.currentTarget.value })}
                error={error('name')}
                maxLength={200}
                size="md"
              />
              <NumberInput
                className={classes.ingredientQuantity}
                label="Quantity"
                aria-label={`${label} quantity`}
                placeholder="0"
                value={row.quantity}
                onChange={(value) => update(row.key, { quantity: value })}
                error={error('quantity')}
                min={0}
                step={0.01}
                decimalScale={2}
                allowNegative={false}
                hideControls
                inputMode="decimal"
                size="md"
              />
              <TextInput
                className={classes.ingredientUnit}
                label="Unit"
                aria-label={`${label} unit`}
                placeholder="e.g. cup"
                value={row.unit}
                onChange={(event) => update(row.key, { unit: event.currentTarget.value })}
                maxLength={40}
                size="md"
              />
              <TextInput
                className={classes.ingredientPreparation}
                label="Preparation"
                aria-label={`${label} preparation`}
                placeholder="e.g. finely chopped"
                value={row.preparation}
                onChange={(event) => update(row.key, { preparation: event.currentTarget.value })}
                maxLength={200}
                size="md"
              />
              <ActionIcon
                className={classes.ingredientRemove}
                variant="subtle"
                color="red"
                size={42}
                aria-label={`Remove ingredient ${index + 1}`}
                onClick={() => remove(row.key)}
              >
                <IconTrash size={20} aria-hidden />
              </ActionIcon>
            </li>
          );
        })}
      </ol>
      <div>
        <Button
          ref={addButton}
          variant="light"
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={add}
        >
          Add Ingredient
        </Button>
      </div>
    </>
  );
}
