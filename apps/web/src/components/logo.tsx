import { Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function Logo() {
  return (
    <Link
      to={paths.home}
      aria-label="Simmer home"
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      <Group gap={8} wrap="nowrap">
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <Text fw={800} fz="lg" component="span">
          Simmer
        </Text>
      </Group>
    </Link>
  );
}
