// lint-as: src/server/domain/orders/planted.ts
// expect: The domain imports no process module
// expect: The domain reads no process global
// expect: The domain keeps no process-wide state
import { env } from 'node:process';

export const timeout = Number(process.env.WEBHOOK_TIMEOUT_MS ?? env.X);
export const cache = (globalThis as { cache?: Map<string, string> }).cache;
