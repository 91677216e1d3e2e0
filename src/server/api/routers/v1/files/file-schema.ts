import { z } from 'zod';
import { FILE_PURPOSES } from '~/server/db/schema/files';
import { ALLOWED_TYPES } from '~/server/domain/files/allowed-types';

export const fileIdInput = z.object({ id: z.string().describe('File id (`file_…`)') });

export const fileSchema = z
  .object({
    id: z.string().describe('`file_…`'),
    object: z.literal('file'),
    purpose: z.enum(FILE_PURPOSES),
    filename: z.string().describe('The uploaded name, without path, control or bidi characters'),
    content_type: z.enum(Object.keys(ALLOWED_TYPES) as [string, ...string[]]).describe('Decided from the bytes'),
    size: z.number().int().describe('Bytes'),
    sha256: z.string().describe('Hex SHA-256 of the bytes'),
    livemode: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'File' });
