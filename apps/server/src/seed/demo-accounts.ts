import type { Role } from '@simmer/domain/accounts';

export const DEMO_PASSWORD = 'simmer-demo';

export interface DemoAccount {
  role: Role;
  email: string;
  name: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { role: 'free', email: 'free@simmer.test', name: 'Riley Park' },
  { role: 'pro', email: 'pro@simmer.test', name: 'Jordan Lee' },
  { role: 'chef', email: 'chef@simmer.test', name: 'Marisol Vega' },
  { role: 'admin', email: 'admin@simmer.test', name: 'Simmer Admin' },
];
