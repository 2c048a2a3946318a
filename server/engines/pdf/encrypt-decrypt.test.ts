/**
 * Encrypt and decrypt on the corpus: an encrypted output opens only with its passwords
 * (`qpdf --decrypt`), is AES-256 with the permissions asked (`qpdf --show-encryption`) and
 * keeps its pages; a decrypted output is not encrypted and reads as its input.
 */
import { describe, expect, it } from 'vitest';
import { CORPUS_FILES, ENCRYPTED_PASSWORDS, hexEncodedPdf, readCorpus } from './corpus/make-corpus';
import { pdfDecrypt } from './decrypt';
import { pdfEncrypt } from './encrypt';
import { callEngine, failureOf, isolateTempDir, onlyFile } from './test-support/engine-calls';
import { decryptWith, encryptionOf, pageTexts, qpdfCheck, renderedGrey, streamFiltersOf } from './test-support/pdfs';

isolateTempDir();

describe('encrypt', () => {
  const input = readCorpus(CORPUS_FILES.objectStreams17);

  it('locks a file with AES-256: only the user or owner password opens it, with the permissions asked', async () => {
    const userPassword = ' -用户 密码 ';
    const ownerPassword = 'owner\nwith a line break';
    const texts = await pageTexts(input);
    for (const permissions of [
      { print: true, copy: false, modify: false },
      { print: false, copy: true, modify: true },
    ]) {
      const run = await callEngine(pdfEncrypt, { file: 'k', userPassword, ownerPassword, permissions }, input);
      const [name, locked] = onlyFile(run);
      expect(name).toBe('encrypted.pdf');
      expect(run.data.Files).toEqual([{ Name: 'encrypted.pdf', Bytes: locked.length, Pages: 8 }]);
      expect((await qpdfCheck(locked, userPassword)).passes).toBe(true);
      expect(await decryptWith(locked, 'wrong')).toBeUndefined();
      expect(await decryptWith(locked, '')).toBeUndefined();
      const opened = await decryptWith(locked, userPassword);
      expect(opened).toBeDefined();
      expect(await pageTexts(opened as Buffer)).toEqual(texts);
      expect(await decryptWith(locked, ownerPassword)).toBeDefined();
      expect(await encryptionOf(locked, userPassword)).toEqual({ encrypted: true, revision: 6, method: 'AESv3', ...permissions });
    }
  });

  it('without an owner password, the user password cannot lift the restrictions', async () => {
    const locked = onlyFile(await callEngine(pdfEncrypt, { file: 'k', userPassword: 'u', permissions: { print: false, copy: false, modify: false } }, input))[1];
    const encryption = await encryptionOf(locked, 'u');
    expect(encryption).toMatchObject({ encrypted: true, print: false, copy: false, modify: false });
    expect(await decryptWith(locked, '')).toBeUndefined();
  });

  it('re-encrypts an encrypted file when given its password', async () => {
    const encrypted = readCorpus(CORPUS_FILES.encrypted);
    const locked = onlyFile(
      await callEngine(pdfEncrypt, { file: 'k', userPassword: 'new', password: ENCRYPTED_PASSWORDS.user, permissions: { print: true, copy: true, modify: true } }, encrypted),
    )[1];
    expect(await decryptWith(locked, ENCRYPTED_PASSWORDS.user)).toBeUndefined();
    expect(await pageTexts((await decryptWith(locked, 'new')) as Buffer)).toEqual(await pageTexts((await decryptWith(encrypted, ENCRYPTED_PASSWORDS.user)) as Buffer));
    expect(await failureOf(pdfEncrypt, { file: 'k', userPassword: 'new', permissions: { print: true, copy: true, modify: true } }, encrypted)).toBe('password required');
  });
});

describe('decrypt', () => {
  it('removes the encryption with the user or the owner password; the pages stay', async () => {
    const encrypted = readCorpus(CORPUS_FILES.encrypted);
    const expected = await pageTexts((await decryptWith(encrypted, ENCRYPTED_PASSWORDS.user)) as Buffer);
    for (const password of [ENCRYPTED_PASSWORDS.user, ENCRYPTED_PASSWORDS.owner]) {
      const run = await callEngine(pdfDecrypt, { file: 'k', password }, encrypted);
      const [name, plain] = onlyFile(run);
      expect(name).toBe('decrypted.pdf');
      expect((await qpdfCheck(plain)).passes).toBe(true);
      expect(await encryptionOf(plain)).toEqual({ encrypted: false });
      expect(await pageTexts(plain)).toEqual(expected);
      expect(run.data).toMatchObject({ InputBytes: encrypted.length, InputPages: 3, Files: [{ Name: 'decrypted.pdf', Pages: 3 }] });
    }
  });

  it('says the password is wrong, or missing, rather than answering anything', async () => {
    const encrypted = readCorpus(CORPUS_FILES.encrypted);
    expect(await failureOf(pdfDecrypt, { file: 'k', password: 'open sesame' }, encrypted)).toBe('wrong password');
    expect(await failureOf(pdfDecrypt, { file: 'k', password: '' }, encrypted)).toBe('password required');
  });

  it('lifts the restrictions of a file that opens without a password, and refuses a file with no encryption', async () => {
    const restricted = readCorpus(CORPUS_FILES.restricted);
    expect(await encryptionOf(restricted)).toMatchObject({ encrypted: true, print: false, copy: false });
    const plain = onlyFile(await callEngine(pdfDecrypt, { file: 'k', password: '' }, restricted))[1];
    expect(await encryptionOf(plain)).toEqual({ encrypted: false });
    expect(await pageTexts(plain)).toEqual(await pageTexts(restricted));
    expect(await failureOf(pdfDecrypt, { file: 'k', password: '' }, readCorpus(CORPUS_FILES.text14))).toBe('not encrypted');
  });

  it('encrypts and decrypts every stream as it is, decoding none (SECURITY.md): the pages look the same', async () => {
    const input = Buffer.from(await hexEncodedPdf(2));
    const locked = onlyFile(await callEngine(pdfEncrypt, { file: 'k', userPassword: 'u', permissions: { print: true, copy: true, modify: true } }, input))[1];
    const plain = onlyFile(await callEngine(pdfDecrypt, { file: 'k', password: 'u' }, locked))[1];
    expect((await streamFiltersOf(plain)).filter((filter) => filter === '/ASCIIHexDecode')).toHaveLength(2);
    expect(await renderedGrey(plain, 2, 20)).toEqual(await renderedGrey(input, 2, 20));
  });
});
