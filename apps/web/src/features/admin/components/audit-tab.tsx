import {
  Alert,
  Button,
  Code,
  Group,
  NativeSelect,
  Pagination,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { AUDIT_ACTIONS, AUDIT_ACTION_LABELS, type AuditAction } from '@simmer/domain/admin';
import { IconAlertCircle, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useDateFormat } from '@/lib/format-date';
import { useAuditLog } from '../api/admin';
import { exportUrls } from '../api/revenue';
import classes from './admin.module.css';

const compact = (value: unknown) => (value == null ? '—' : JSON.stringify(value));

/** The audit trail (ADR 0028): every admin action, newest first, filterable by action. */
export function AuditTab() {
  const format = useDateFormat();
  const [action, setAction] = useState<AuditAction | null>(null);
  const [page, setPage] = useState(1);
  const audit = useAuditLog(action, page);
  const pages = audit.data ? Math.max(1, Math.ceil(audit.data.total / audit.data.pageSize)) : 1;

  return (
    <Stack>
      <Group align="flex-end" gap="sm">
        <NativeSelect
          label="Action"
          w={320}
          maw="100%"
          data={[
            { value: '', label: 'All actions' },
            ...AUDIT_ACTIONS.map((value) => ({ value, label: AUDIT_ACTION_LABELS[value] })),
          ]}
          value={action ?? ''}
          onChange={(event) => {
            setAction((event.currentTarget.value || null) as AuditAction | null);
            setPage(1);
          }}
        />
        <Button
          component="a"
          href={exportUrls.audit(action)}
          download
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          Export CSV
        </Button>
      </Group>
      {audit.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />}>
          Failed to load the audit trail
        </Alert>
      )}
      {audit.data && audit.data.entries.length === 0 && (
        <Text c="dimmed">No admin actions recorded yet.</Text>
      )}
      {audit.data && audit.data.entries.length > 0 && (
        <Table.ScrollContainer minWidth={800}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th className={classes.sticky}>When</Table.Th>
                <Table.Th>Action</Table.Th>
                <Table.Th>By</Table.Th>
                <Table.Th>Target</Table.Th>
                <Table.Th>Before</Table.Th>
                <Table.Th>After</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {audit.data.entries.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td className={classes.sticky}>
                    {format.date(entry.at)} {format.time(entry.at)}
                  </Table.Td>
                  <Table.Td>{AUDIT_ACTION_LABELS[entry.action]}</Table.Td>
                  <Table.Td>{entry.actorEmail ?? entry.actorId ?? '—'}</Table.Td>
                  <Table.Td>
                    {entry.targetUserEmail ?? entry.targetUserId ?? '—'}
                    {entry.targetRecipeId && (
                      <Text size="xs" c="dimmed">
                        Recipe {entry.targetRecipeId}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Code>{compact(entry.before)}</Code>
                  </Table.Td>
                  <Table.Td>
                    <Code>{compact(entry.after)}</Code>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
        />
      )}
    </Stack>
  );
}
