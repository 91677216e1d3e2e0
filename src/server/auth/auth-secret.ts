// The secret lives with the settings (config.ts), where the composition root can reach it too (file links).
export { authSecret } from '~/server/config';
