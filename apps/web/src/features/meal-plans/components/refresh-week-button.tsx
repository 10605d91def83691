import { MEAL_MESSAGES, type DateRange } from '@simmer/domain/meal-plans';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { memo } from 'react';
import { notify } from '@/lib/notify';
import { useRefreshWeek } from '../api/meals';

const LABEL = 'Rebuild shopping list for this week';
const REBUILT = 'Shopping list rebuilt for this week';

/** Spec 2 §7 'refresh a week': rebuilds the shopping list of the days shown from their meals. */
export const RefreshWeekButton = memo(function RefreshWeekButton({ week }: { week: DateRange }) {
  const refresh = useRefreshWeek();
  const rebuild = () =>
    refresh.mutate(
      { start: week.start, end: week.end },
      {
        onSuccess: () => void notify({ color: 'green', message: REBUILT }),
        onError: () => void notify({ color: 'red', message: MEAL_MESSAGES.updateFailed }),
      },
    );
  return (
    <Tooltip label={LABEL} withArrow>
      <ActionIcon
        variant="default"
        size="input-sm"
        aria-label={LABEL}
        loading={refresh.isPending}
        onClick={rebuild}
      >
        <IconRefresh size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
});
