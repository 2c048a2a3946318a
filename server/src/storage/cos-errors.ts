/**
 * Refusals of the embedded store, shaped like COS's: an HTTP status and an XML body with
 * `Code` (what the SDKs branch on: RequestTimeTooSkewed makes them correct their clock) and
 * `Message`, which carries the catalogue body the API would answer (`1300,…：文件过大`), so
 * a page shows the same words whichever way the file went.
 */
import crypto from 'node:crypto';
import { ERROR_CODES, errorBody } from '@toolhub/contracts';
import { escapeXml } from '../xml';

export class CosError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    /** The catalogue detail: FILE_TOO_LARGE, FILE_TYPE_MISMATCH, or a short English reason. */
    readonly detail: string,
  ) {
    super(errorBody(ERROR_CODES.BAD_REQUEST, detail));
  }
}

export const cosErrors = {
  accessDenied: (detail: string) => new CosError(403, 'AccessDenied', detail),
  invalidAccessKeyId: () => new CosError(403, 'InvalidAccessKeyId', 'unknown secret id or security token'),
  signatureDoesNotMatch: () => new CosError(403, 'SignatureDoesNotMatch', 'the signature does not match'),
  requestTimeTooSkewed: () => new CosError(403, 'RequestTimeTooSkewed', 'the signature is not valid at this time'),
  expiredToken: () => new CosError(400, 'ExpiredToken', 'the credential has expired'),
  entityTooLarge: (detail: string) => new CosError(413, 'EntityTooLarge', detail),
  invalidArgument: (detail: string) => new CosError(400, 'InvalidArgument', detail),
  invalidUri: () => new CosError(400, 'InvalidURI', 'the object key is not valid'),
  noSuchBucket: () => new CosError(404, 'NoSuchBucket', 'no such bucket'),
  noSuchKey: () => new CosError(404, 'NoSuchKey', 'no such object'),
  methodNotAllowed: () => new CosError(405, 'MethodNotAllowed', 'the method is not allowed on this resource'),
};

export const newRequestId = () => crypto.randomBytes(18).toString('base64url');

export function cosErrorXml(error: CosError, resource: string, requestId: string): string {
  return [
    "<?xml version='1.0' encoding='utf-8' ?>",
    '<Error>',
    `<Code>${error.code}</Code>`,
    `<Message>${escapeXml(error.message)}</Message>`,
    `<Resource>${escapeXml(resource)}</Resource>`,
    `<RequestId>${requestId}</RequestId>`,
    '</Error>',
  ].join('\n');
}
