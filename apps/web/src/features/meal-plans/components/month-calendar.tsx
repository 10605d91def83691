import { addDays, startOfWeek, WEEKDAY_NAMES } from '@simmer/domain/meal-plans';
import { ActionIcon, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useDateFormat } from '@/lib/format-date';
import classes from './month-calendar.module.css';

interface MonthCalendarProps {
  /** The chosen ISO day. */
  value: string;
  onChange: (day: string) => void;
  /** The earliest ISO day that can be chosen. */
  minDay: string;
}

const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;
function shiftMonth(month: string, by: number): string {
  const date = new Date(`${month}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + by);
  return date.toISOString().slice(0, 10);
}

/** A month of days to pick one from, with previous and next month buttons. */
export function MonthCalendar({ value, onChange, minDay }: MonthCalendarProps) {
  const dates = useDateFormat();
  const [month, setMonth] = useState(() => firstOfMonth(value));
  const start = startOfWeek(month, dates.weekStartsOn);
  const days = Array.from({ length: 42 }, (_, n) => addDays(start, n));
  const weeks = Array.from({ length: 6 }, (_, w) => days.slice(w * 7, w * 7 + 7)).filter((week) =>
    week.some((day) => day.startsWith(month.slice(0, 7))),
  );
  const weekdays = days
    .slice(0, 7)
    .map((day) => WEEKDAY_NAMES[new Date(`${day}T00:00:00Z`).getUTCDay()]!);
  const monthTitle = new Intl.DateTimeFormat(dates.locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}T00:00:00Z`));
  const canGoBack = month > firstOfMonth(minDay);

  return (
    <div>
      <Group justify="space-between" mb="xs">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Previous month"
          disabled={!canGoBack}
          onClick={() => setMonth(shiftMonth(month, -1))}
        >
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <Text fw={700} aria-live="polite">
          {monthTitle}
        </Text>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Next month"
          onClick={() => setMonth(shiftMonth(month, 1))}
        >
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
      </Group>
      <table className={classes.grid} role="grid" aria-label={monthTitle}>
        <thead>
          <tr>
            {weekdays.map((name) => (
              <th key={name} scope="col" abbr={name}>
                {name.slice(0, 2)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const isOtherMonth = !day.startsWith(month.slice(0, 7));
                return (
                  <td key={day}>
                    {!isOtherMonth && (
                      <UnstyledButton
                        className={classes.day}
                        data-selected={day === value || undefined}
                        disabled={day < minDay}
                        aria-pressed={day === value}
                        aria-label={dates.day(day, 'long')}
                        onClick={() => onChange(day)}
                      >
                        {Number(day.slice(8))}
                      </UnstyledButton>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
