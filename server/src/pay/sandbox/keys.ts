/**
 * RSA key pairs of the sandbox, generated once and kept in DATA_DIR. Several processes may
 * start at once on one DATA_DIR: each writes its candidate to a file of its own and links it
 * into place, which succeeds for exactly one; every process then reads the winner, so all
 * of them sign and verify with the same keys.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const generateKeyPair = promisify(crypto.generateKeyPair);

export interface RsaKeyPair {
  privateKey: crypto.KeyObject;
  publicKey: crypto.KeyObject;
  /** A stable id of the public key, standing in for a certificate serial number. */
  serialNo: string;
}

async function createOnce(file: string): Promise<void> {
  const { privateKey } = await generateKeyPair('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  await fs.mkdir(path.dirname(file), { recursive: true });
  const candidate = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  await fs.writeFile(candidate, privateKey, { mode: 0o600, flag: 'wx' });
  try {
    // link() never replaces an existing file: the first process's key wins, whole.
    await fs.link(candidate, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await fs.rm(candidate, { force: true });
  }
}

export async function loadOrCreateKeyPair(dataDir: string, name: string): Promise<RsaKeyPair> {
  const file = path.join(dataDir, name);
  let pem: string;
  try {
    pem = await fs.readFile(file, 'utf8');
  } catch {
    await createOnce(file);
    pem = await fs.readFile(file, 'utf8');
  }
  const privateKey = crypto.createPrivateKey(pem);
  const publicKey = crypto.createPublicKey(privateKey);
  const der = publicKey.export({ type: 'spki', format: 'der' });
  return { privateKey, publicKey, serialNo: crypto.createHash('sha1').update(der).digest('hex').toUpperCase() };
}
