import { z } from 'zod';

/** decisions.md, Sizes: any string field is at most 20,000 characters (callback_url: 2,048). */
export const MAX_STRING = 20_000;

export const text = () => z.string().max(MAX_STRING);
