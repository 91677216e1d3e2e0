// The documents scenario of `npm run bench` (issue 26): `count` uploads of `mb` MB each at once through
// POST /v1/files (multipart, sent as a stream: the bench never holds a file whole either), then as many downloads
// at once through GET /v1/files/{id}/content, with the web server's RSS sampled before and during each. The
// server streams both ways, so its RSS must not grow with the file size: compare --upload-mb 2 and 20.
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';

export type UploadResult = {
  files: number;
  fileMb: number;
  uploadMBps: number;
  downloadMBps: number;
  uploadSeconds: number;
  downloadSeconds: number;
  /** Web server RSS (MB): just before the uploads, and the highest sample during uploads and during downloads. */
  rssBeforeMb: number;
  rssPeakUploadMb: number;
  rssPeakDownloadMb: number;
  errors: number;
};

const CHUNK = 256 * 1024;
const MB = 1_000_000;

/**
 * A PDF of `bytes` bytes (the server decides the type from the first bytes): the header, comment lines of
 * filler, the end marker. Produced chunk by chunk.
 */
function pdfStream(bytes: number, seed: string) {
  const head = Buffer.from(`%PDF-1.4\n% bench file ${seed}\n`);
  const tail = Buffer.from('\n%%EOF\n');
  const line = Buffer.from(`% ${'abcdefghijklmnopqrstuvwxyz0123456789'.repeat(3)} ${seed}\n`);
  const filler = Buffer.alloc(CHUNK);
  for (let at = 0; at < CHUNK; at += line.length) line.copy(filler, at);
  let left = bytes - head.length - tail.length;
  let started = false;
  return function next(): Buffer | null {
    if (!started) {
      started = true;
      return head;
    }
    if (left > 0) {
      const piece = filler.subarray(0, Math.min(CHUNK, left));
      left -= piece.length;
      return piece;
    }
    if (left === 0) {
      left = -1;
      return tail;
    }
    return null;
  };
}

/** multipart/form-data with `purpose` and one `file` part, as a stream with `duplex: 'half'`. */
function multipartBody(bytes: number, seed: string) {
  const boundary = `----aos-bench-${seed}-${Date.now()}`;
  const hash = createHash('sha256');
  const next = pdfStream(bytes, seed);
  const preamble = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nintake\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench-${seed}.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const epilogue = Buffer.from(`\r\n--${boundary}--\r\n`);
  let stage: 'preamble' | 'file' | 'done' = 'preamble';
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (stage === 'preamble') {
        stage = 'file';
        controller.enqueue(new Uint8Array(preamble));
        return;
      }
      if (stage === 'file') {
        const piece = next();
        if (piece) {
          hash.update(piece);
          // A copy: the filler buffer is reused for the next chunk while this one may still be queued.
          controller.enqueue(new Uint8Array(piece));
          return;
        }
        stage = 'done';
        controller.enqueue(new Uint8Array(epilogue));
        return;
      }
      controller.close();
    },
  });
  return { body, contentType: `multipart/form-data; boundary=${boundary}`, sha256: () => hash.digest('hex') };
}

/** One upload through POST /v1/files; ok when 201 with the size and sha256 of what was sent. */
async function uploadOne(base: string, key: string, bytes: number, seed: string) {
  const form = multipartBody(bytes, seed);
  const res = await fetch(`${base}/v1/files`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': form.contentType },
    body: form.body,
    duplex: 'half',
  } as RequestInit);
  const text = await res.text();
  const answer = JSON.parse(text) as { id?: string; size?: number; sha256?: string };
  const ok = res.status === 201 && answer.size === bytes && answer.sha256 === form.sha256();
  return { ok, status: res.status, text, id: answer.id, sha256: answer.sha256 };
}

/** One download of the content, read as it arrives; what is wrong with it, or null. */
async function downloadOne(base: string, key: string, id: string, bytes: number, sha256: string) {
  const res = await fetch(`${base}/v1/files/${id}/content`, { headers: { Authorization: `Bearer ${key}` } });
  const hash = createHash('sha256');
  let got = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    hash.update(chunk);
    got += chunk.length;
  }
  return res.status === 200 && got === bytes && hash.digest('hex') === sha256 ? null : `${res.status}, ${got} bytes`;
}

/** Samples `rssMb` every 100 ms until stopped; the highest sample. */
function sampleRss(rssMb: () => number) {
  let peak = rssMb();
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb());
  }, 100);
  return () => {
    clearInterval(timer);
    return Math.max(peak, rssMb());
  };
}

export async function runUploadBench(args: {
  base: string;
  /** One key per upload, each of its own organization (the storage quota is per organization). */
  keys: string[];
  fileMb: number;
  count: number;
  /** RSS of the web server process(es), in MB. */
  rssMb: () => number;
  log: (...parts: unknown[]) => void;
}): Promise<UploadResult> {
  const { base, keys, count, rssMb, log } = args;
  const bytes = Math.round(args.fileMb * MB);
  let errors = 0;
  // Warm-up: one small file each way, so the first use's code (multipart parser, type sniffing, the file
  // routes) is loaded before "before" is read, and what grows after is the load, not the first call.
  const warm = await uploadOne(base, keys[0]!, 256 * 1024, 'warm');
  if (!warm.ok) throw new Error(`warm-up upload: ${warm.status} ${warm.text}`);
  await downloadOne(base, keys[0]!, warm.id!, 256 * 1024, warm.sha256!);
  const rssBeforeMb = rssMb();
  const stopUploadSampler = sampleRss(rssMb);
  const t0 = performance.now();
  const uploaded = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const key = keys[i % keys.length]!;
      const result = await uploadOne(base, key, bytes, String(i));
      if (!result.ok) {
        errors++;
        log(`  ! upload ${i}: ${result.status} ${result.text.slice(0, 300)}`);
        return null;
      }
      return { key, id: result.id!, sha256: result.sha256! };
    }),
  );
  const uploadSeconds = (performance.now() - t0) / 1000;
  const rssPeakUploadMb = stopUploadSampler();

  const stopDownloadSampler = sampleRss(rssMb);
  const t1 = performance.now();
  const ready = uploaded.filter((u) => u !== null);
  await Promise.all(
    ready.map(async ({ key, id, sha256 }) => {
      const problem = await downloadOne(base, key, id, bytes, sha256);
      if (problem) {
        errors++;
        log(`  ! download ${id}: ${problem}`);
      }
    }),
  );
  const downloadSeconds = (performance.now() - t1) / 1000;
  const rssPeakDownloadMb = stopDownloadSampler();
  const total = (n: number) => (n * bytes) / MB;
  return {
    files: count,
    fileMb: args.fileMb,
    uploadMBps: total(count) / uploadSeconds,
    downloadMBps: total(ready.length) / downloadSeconds,
    uploadSeconds,
    downloadSeconds,
    rssBeforeMb,
    rssPeakUploadMb,
    rssPeakDownloadMb,
    errors,
  };
}

export function uploadTable(r: UploadResult): string {
  const mb = (n: number) => n.toFixed(0);
  return [
    '| files at once | file MB | upload MB/s | download MB/s | web RSS before MB | peak during uploads MB | peak during downloads MB | growth MB | errors |',
    '|---|---|---|---|---|---|---|---|---|',
    `| ${r.files} | ${r.fileMb} | ${r.uploadMBps.toFixed(1)} | ${r.downloadMBps.toFixed(1)} | ${mb(r.rssBeforeMb)} | ${mb(r.rssPeakUploadMb)} | ${mb(r.rssPeakDownloadMb)} | ${mb(Math.max(r.rssPeakUploadMb, r.rssPeakDownloadMb) - r.rssBeforeMb)} | ${r.errors} |`,
  ].join('\n');
}
