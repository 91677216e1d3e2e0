import 'server-only';
import { cookies } from 'next/headers';
import { TEST_MODE_COOKIE } from './test-mode';

/** Whether this browser has the organization's test-mode switch on (the cookie the switch writes). */
export async function testModeOn(): Promise<boolean> {
  return (await cookies()).get(TEST_MODE_COOKIE)?.value === '1';
}
