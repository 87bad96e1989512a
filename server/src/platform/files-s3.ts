import { Readable, Transform } from 'node:stream';
import {
  DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client, S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertSafeKey, getThroughStream, type FileStorage } from './files.js';

/** Where the bucket is and who the portal is there (FILE_STORAGE=s3, decision 040). */
export interface S3Settings {
  bucket: string;
  /** An S3-compatible server's address (MinIO, Ceph, a cloud's); unset: AWS by region. */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's own chain (environment, profile, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `bucket` in the path rather than the host name (most S3-compatible servers want it). */
  forcePathStyle: boolean;
  /** Prefixed to every key, so one bucket can hold several installations. */
  prefix: string;
}

/** A multipart upload's part: the file streams through one part in memory per queue slot. */
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_AT_ONCE = 2;

/** Passes on `take` bytes after skipping `skip`, then ends. */
function slice(skip: number, take: number): Transform {
  let at = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      const start = Math.max(0, skip - at);
      const end = Math.min(chunk.length, skip + take - at);
      at += chunk.length;
      if (end > start) this.push(chunk.subarray(start, end));
      if (at >= skip + take) this.push(null);
      done();
    },
  });
}

const notFound = (err: unknown) =>
  err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata?.httpStatusCode === 404);

export function s3Client(s: S3Settings): S3Client {
  return new S3Client({
    endpoint: s.endpoint,
    region: s.region,
    forcePathStyle: s.forcePathStyle,
    credentials: s.accessKeyId && s.secretAccessKey ? { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } : undefined,
    // Checksums only where S3 requires them: many S3-compatible servers refuse the newer trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Files in an S3-compatible bucket: written by multipart upload as they stream (lib-storage; a
 * failed one is aborted), read as a stream, one byte range passed on to the server.
 */
export function s3FileStorage(s: S3Settings, client = s3Client(s)): FileStorage & { keys(): AsyncGenerator<string> } {
  const keyOf = (key: string) => {
    assertSafeKey(key);
    return `${s.prefix}${key}`;
  };
  const getStream: FileStorage['getStream'] = async (key, range) => {
    try {
      const got = await client.send(new GetObjectCommand({
        Bucket: s.bucket, Key: keyOf(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined,
      }));
      const body = got.Body as Readable;
      const answered = /^bytes (\d+)-\d+\/(\d+)$/.exec(got.ContentRange ?? '');
      const size = answered ? Number(answered[2]) : got.ContentLength ?? 0;
      if (!range) return { stream: body, size };
      // A server may answer a range with more (RFC 9110 lets it ignore Range; s3rver does for 0-0).
      const from = answered ? Number(answered[1]) : 0;
      return { stream: body.pipe(slice(range.start - from, range.end - range.start + 1)), size };
    } catch (err) {
      if (notFound(err)) return null;
      throw err;
    }
  };
  const putStream = async (key: string, data: Readable | Buffer) => {
    const upload = new Upload({
      client, params: { Bucket: s.bucket, Key: keyOf(key), Body: data }, partSize: PART_BYTES, queueSize: PARTS_AT_ONCE,
    });
    // The SDK reads the body as an iterable: a failing stream rejects the upload, which aborts it.
    // The stream's own error is the answer (a refusal of the upload's inspector, say), not the abort's.
    let failed: unknown;
    if (data instanceof Readable) data.once('error', (err) => { failed = err; });
    try {
      await upload.done();
    } catch (err) {
      throw failed ?? err;
    }
  };
  return {
    put: (key, data) => putStream(key, typeof data === 'string' ? Buffer.from(data) : data),
    putStream,
    getStream,
    get: getThroughStream(getStream),
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: s.bucket, Key: keyOf(key) }));
        return true;
      } catch (err) {
        if (notFound(err)) return false;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: s.bucket, Key: keyOf(key) }));
    },
    // Nothing is written in two steps that a reader could see; the parts of a multipart upload a
    // crash cut short are invisible, and the bucket's lifecycle rule (AbortIncompleteMultipartUpload) removes them.
    removeStaleTemporary: async () => 0,
    async *keys() {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: s.bucket, Prefix: s.prefix || undefined, ContinuationToken: token }));
        for (const o of page.Contents ?? []) if (o.Key) yield o.Key.slice(s.prefix.length);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
