import { Readable } from 'node:stream';
import busboy from 'busboy';
import { AppError } from '~/server/domain/errors';

export type FilePart = { filename: string; mimeType: string; bytes: AsyncIterable<Uint8Array> };

/** What a form may carry besides its one file: a few short fields. */
const LIMITS = { files: 2, fields: 10, fieldSize: 1024, parts: 12, fieldNameSize: 100 };

const badForm = (message: string) => new AppError('VALIDATION', message, { status: 400 });

/**
 * A multipart/form-data body with one file part named `fileField`, read as it arrives (busboy): `file`
 * resolves when that part starts and its bytes are pulled by the consumer (backpressure reaches the socket);
 * `fields` resolves once the whole form is read, or rejects when the form is malformed, cut off, has a second
 * file, or ends without the file. A cut-off body also fails the file's bytes, so whoever reads them stops.
 */
export function readFileForm(
  req: Request,
  fileField: string,
): { file: Promise<FilePart>; fields: Promise<Record<string, string>> } {
  const contentType = req.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType) || !req.body) {
    const refused = Promise.reject(badForm('Body harus multipart/form-data dengan satu bagian `file`.'));
    refused.catch(() => undefined);
    return { file: refused, fields: refused };
  }
  let parser: busboy.Busboy;
  try {
    // File names arrive as UTF-8 from browsers and fetch; busboy's default is latin1.
    parser = busboy({ headers: { 'content-type': contentType }, limits: LIMITS, defParamCharset: 'utf8' });
  } catch {
    const refused = Promise.reject(badForm('Header Content-Type multipart tidak sah (boundary).'));
    refused.catch(() => undefined);
    return { file: refused, fields: refused };
  }
  const source = Readable.fromWeb(req.body as import('node:stream/web').ReadableStream<Uint8Array>);
  const fields: Record<string, string> = {};
  let current: Readable | null = null;
  let seen = false;
  let problem: AppError | null = null;

  const file = new Promise<FilePart>((resolve, reject) => {
    parser.on('file', (name, stream, info) => {
      if (name !== fileField || seen) {
        problem ??= new AppError('VALIDATION', `${name}: hanya satu berkas, di bagian \`${fileField}\`.`);
        stream.resume();
        return;
      }
      seen = true;
      current = stream;
      resolve({ filename: info.filename ?? '', mimeType: info.mimeType, bytes: stream });
    });
    parser.on('close', () => {
      if (!seen) reject(new AppError('VALIDATION', `${fileField}: wajib, satu berkas.`));
    });
    parser.on('error', (error) => reject(badForm(`Body multipart tidak sah: ${(error as Error).message}.`)));
  });
  file.catch(() => undefined);

  const done = new Promise<Record<string, string>>((resolve, reject) => {
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated || info.nameTruncated)
        problem ??= new AppError('VALIDATION', `${name}: terlalu panjang.`);
      fields[name] = value;
    });
    parser.on('partsLimit', () => (problem ??= badForm('Body multipart: terlalu banyak bagian.')));
    parser.on('filesLimit', () => (problem ??= new AppError('VALIDATION', `${fileField}: hanya satu berkas.`)));
    parser.on('fieldsLimit', () => (problem ??= badForm('Body multipart: terlalu banyak field.')));
    parser.on('close', () => {
      if (problem) reject(problem);
      else if (!seen) reject(new AppError('VALIDATION', `${fileField}: wajib, satu berkas.`));
      else resolve(fields);
    });
    parser.on('error', (error) => {
      const failure = badForm(`Body multipart tidak sah: ${(error as Error).message}.`);
      current?.destroy(failure);
      reject(failure);
    });
  });
  done.catch(() => undefined);

  // A client that hangs up: the body stream errors, and the file's reader must see it.
  source.on('error', (error) => {
    const failure = badForm(`Body terputus: ${error.message}.`);
    current?.destroy(failure);
    parser.destroy(failure);
  });
  source.pipe(parser);
  return { file, fields: done };
}
