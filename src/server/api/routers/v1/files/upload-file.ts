import { z } from 'zod';
import { config } from '~/server/config';
import { FILE_PURPOSES, type FilePurpose } from '~/server/db/schema/files';
import { AppError } from '~/server/domain/errors';
import { safeFileName } from '~/server/domain/files/file-name';
import { storeUpload } from '~/server/domain/files/store-upload';
import { v1Endpoint } from '~/server/api/rest/endpoint';
import { readFileForm } from '~/server/api/rest/multipart-form';
import { fileSchema } from './file-schema';

const uploadForm = z.object({
  purpose: z.enum(FILE_PURPOSES).describe('What the file is for'),
  file: z.string().meta({ format: 'binary' }).describe('The document: PDF, PNG, JPEG, WebP, DOCX, XLSX, ODT or text'),
});

function purposeOf(fields: Record<string, string>): FilePurpose {
  const purpose = fields.purpose;
  if (purpose === undefined) throw new AppError('VALIDATION', `purpose: wajib (${FILE_PURPOSES.join(', ')}).`);
  if (!(FILE_PURPOSES as readonly string[]).includes(purpose))
    throw new AppError('VALIDATION', `purpose: salah satu dari ${FILE_PURPOSES.join(', ')}.`);
  return purpose as FilePurpose;
}

export const uploadFileEndpoint = v1Endpoint({
  scope: 'berkas:tulis',
  meta: {
    openapi: {
      method: 'POST',
      path: '/files',
      tags: ['Files'],
      summary: 'Upload a document',
      description:
        'multipart/form-data with one part `file` and a field `purpose`. The type is decided from the bytes; a ' +
        'declared type or extension that does not match them, a type outside the list, an empty file or one ' +
        'over the size cap, or one over the organization quota is 422 VALIDATION naming `file`.',
      contentTypes: ['multipart/form-data'],
      protect: true,
    },
    successStatus: 201,
    multipart: true,
  },
  input: uploadForm,
  output: fileSchema,
  handle: async ({ ctx, request }) => {
    const form = readFileForm(request, 'file');
    const part = await form.file;
    const name = safeFileName(part.filename);
    if (!name) throw new AppError('VALIDATION', 'file: nama berkas wajib (filename di Content-Disposition).');
    const { filesMaxBytes, filesQuotaBytes } = config();
    return storeUpload({
      db: ctx.db,
      storage: ctx.domain.files,
      organizationId: ctx.apiKey.organizationId,
      livemode: ctx.apiKey.livemode,
      name,
      declaredType: part.mimeType,
      bytes: part.bytes,
      purpose: async () => purposeOf(await form.fields),
      limits: { maxFileBytes: filesMaxBytes, quotaBytes: filesQuotaBytes },
    });
  },
});
