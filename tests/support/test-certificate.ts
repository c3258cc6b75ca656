import { generate } from 'selfsigned'

/** A self-signed certificate for 127.0.0.1 and localhost, made fresh for a test run. */
export async function testCertificate(): Promise<{ cert: string; key: string }> {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keySize: 2048,
    algorithm: 'sha256',
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 7, ip: '127.0.0.1' },
          { type: 2, value: 'localhost' },
        ],
      },
    ],
  })
  return { cert: pems.cert, key: pems.private }
}
