import type { S3Client } from '@aws-sdk/client-s3';
import type { FileStore, FileWriter } from '~/server/domain/files/file-store';

export type S3Settings = {
  bucket: string;
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

/** S3's smallest part but the last: an upload holds at most this much before it is sent. */
const PART_BYTES = 5 * 1024 * 1024;

const keyOf = (fileId: string) => `files/${fileId}`;

type Sdk = typeof import('@aws-sdk/client-s3');
let sdk: Promise<Sdk> | undefined;
/**
 * The SDK, loaded with a store's first request: it is ~7 MB of resident memory and a good part of a process's
 * start, which a process that never reaches the bucket (every one without S3_BUCKET) need not carry.
 */
const loadSdk = () => (sdk ??= import('@aws-sdk/client-s3'));

/**
 * Files as objects of an S3-compatible bucket (`files/<id>`). A file smaller than one part is one PUT; a larger
 * one a multipart upload of 5 MiB parts, so an upload holds one part in memory whatever the file's size. An
 * aborted upload is aborted in the bucket too: nothing is left behind.
 */
export function s3FileStore(settings: S3Settings): FileStore {
  const { bucket } = settings;
  let connected: Promise<{ s3: Sdk; client: S3Client }> | undefined;
  const connect = () => (connected ??= loadSdk().then((s3) => ({ s3, client: newClient(s3, settings) })));
  return {
    name: 's3',
    writer(_db, fileId): FileWriter {
      const Key = keyOf(fileId);
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      let uploadId: string | undefined;
      const parts: { ETag: string; PartNumber: number }[] = [];
      const sendPart = async () => {
        const Body = Buffer.concat(pending, pendingBytes);
        pending = [];
        pendingBytes = 0;
        const { s3, client } = await connect();
        uploadId ??= (await client.send(new s3.CreateMultipartUploadCommand({ Bucket: bucket, Key }))).UploadId!;
        const PartNumber = parts.length + 1;
        const { ETag } = await client.send(
          new s3.UploadPartCommand({ Bucket: bucket, Key, UploadId: uploadId, PartNumber, Body }),
        );
        parts.push({ ETag: ETag!, PartNumber });
      };
      return {
        async write(part) {
          pending.push(part);
          pendingBytes += part.length;
          if (pendingBytes >= PART_BYTES) await sendPart();
        },
        async finish() {
          const { s3, client } = await connect();
          if (uploadId === undefined) {
            const Body = Buffer.concat(pending, pendingBytes);
            pending = [];
            await client.send(new s3.PutObjectCommand({ Bucket: bucket, Key, Body, ContentLength: Body.length }));
            return;
          }
          if (pendingBytes > 0) await sendPart();
          await client.send(
            new s3.CompleteMultipartUploadCommand({
              Bucket: bucket,
              Key,
              UploadId: uploadId,
              MultipartUpload: { Parts: parts },
            }),
          );
        },
        async abort() {
          pending = [];
          const { s3, client } = await connect();
          // Some S3-compatible servers lack AbortMultipartUpload; their unfinished parts are never an object,
          // and a bucket lifecycle rule (AbortIncompleteMultipartUpload) clears them where they are kept.
          if (uploadId !== undefined)
            await client
              .send(new s3.AbortMultipartUploadCommand({ Bucket: bucket, Key, UploadId: uploadId }))
              .catch(() => undefined);
          await client.send(new s3.DeleteObjectCommand({ Bucket: bucket, Key }));
        },
      };
    },
    read(_db, fileId) {
      let body: ReadableStream<Uint8Array> | undefined;
      let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
      return new ReadableStream<Uint8Array>(
        {
          async pull(controller) {
            if (!reader) {
              const { s3, client } = await connect();
              const object = await client.send(new s3.GetObjectCommand({ Bucket: bucket, Key: keyOf(fileId) }));
              body = object.Body!.transformToWebStream() as ReadableStream<Uint8Array>;
              reader = body.getReader();
            }
            const next = await reader.read();
            if (next.done) controller.close();
            else controller.enqueue(next.value);
          },
          async cancel(reason) {
            await reader?.cancel(reason);
          },
        },
        { highWaterMark: 0 },
      );
    },
    async remove(_db, fileId) {
      const { s3, client } = await connect();
      await client.send(new s3.DeleteObjectCommand({ Bucket: bucket, Key: keyOf(fileId) }));
    },
  };
}

function newClient(s3: Sdk, settings: S3Settings): S3Client {
  return new s3.S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
  });
}

/** A client of the bucket, as the store makes one (tests list the bucket with it). */
export async function s3Client(settings: S3Settings): Promise<S3Client> {
  return newClient(await loadSdk(), settings);
}
