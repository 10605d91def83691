import { Drawer } from '@mantine/core';
import { GroceryListView } from './grocery-list-view';

export interface GrocerySidePanelProps {
  opened: boolean;
  onClose: () => void;
  /** Whether the user holds grocerylist.enhanced; without it the panel shows the basic list. */
  canUseEnhanced?: boolean;
}

/** The shopping list beside the planner: a drawer from the left, at most 'md' wide (spec 2 §2). */
export function GrocerySidePanel({
  opened,
  onClose,
  canUseEnhanced = false,
}: GrocerySidePanelProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="left"
      size="md"
      title="Shopping List"
      closeButtonProps={{ 'aria-label': 'Close shopping list' }}
    >
      {opened && <GroceryListView canUseEnhanced={canUseEnhanced} onNavigate={onClose} />}
    </Drawer>
  );
}
