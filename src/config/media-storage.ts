import { s3Storage } from '@payloadcms/storage-s3'

type Env = Record<string, string | undefined>

/** S3-compatible storage is used when a bucket is named; otherwise uploads stay on local disk. */
export const usesObjectStorage = (env: Env = process.env) => Boolean(env.S3_BUCKET)

/**
 * Uploaded pictures on S3-compatible storage (AWS S3, Cloudflare R2, Scaleway, OVH, MinIO, ...)
 * when `S3_BUCKET` is set. Files are still served through Payload's own file route, so their
 * addresses, access rules and the image optimizer's allowed paths are the same as on local disk.
 * The `prefix` field exists in the schema either way, so one set of migrations fits both.
 */
export function mediaStorage(env: Env = process.env) {
  return s3Storage({
    enabled: usesObjectStorage(env),
    alwaysInsertFields: true,
    bucket: env.S3_BUCKET ?? '',
    collections: { media: env.S3_PREFIX ? { prefix: env.S3_PREFIX } : true },
    config: {
      region: env.S3_REGION || 'us-east-1',
      endpoint: env.S3_ENDPOINT || undefined,
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
      credentials:
        env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
          : undefined,
      // Checksums only where S3 requires them: several S3-compatible stores refuse the SDK's
      // default checksum headers and chunked uploads.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  })
}
