import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
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

/**
 * Files as objects of an S3-compatible bucket (`files/<id>`). A file smaller than one part is one PUT; a larger
 * one a multipart upload of 5 MiB parts, so an upload holds one part in memory whatever the file's size. An
 * aborted upload is aborted in the bucket too: nothing is left behind.
 */
export function s3FileStore(settings: S3Settings, client = s3Client(settings)): FileStore {
  const { bucket } = settings;
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
        uploadId ??= (await client.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key }))).UploadId!;
        const PartNumber = parts.length + 1;
        const { ETag } = await client.send(
          new UploadPartCommand({ Bucket: bucket, Key, UploadId: uploadId, PartNumber, Body }),
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
          if (uploadId === undefined) {
            const Body = Buffer.concat(pending, pendingBytes);
            pending = [];
            await client.send(new PutObjectCommand({ Bucket: bucket, Key, Body, ContentLength: Body.length }));
            return;
          }
          if (pendingBytes > 0) await sendPart();
          await client.send(
            new CompleteMultipartUploadCommand({
              Bucket: bucket,
              Key,
              UploadId: uploadId,
              MultipartUpload: { Parts: parts },
            }),
          );
        },
        async abort() {
          pending = [];
          // Some S3-compatible servers lack AbortMultipartUpload; their unfinished parts are never an object,
          // and a bucket lifecycle rule (AbortIncompleteMultipartUpload) clears them where they are kept.
          if (uploadId !== undefined)
            await client
              .send(new AbortMultipartUploadCommand({ Bucket: bucket, Key, UploadId: uploadId }))
              .catch(() => undefined);
          await client.send(new DeleteObjectCommand({ Bucket: bucket, Key }));
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
              const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(fileId) }));
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
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(fileId) }));
    },
  };
}

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
  });
}
