/**
 * An upload as a page makes it: a credential from the hub's credential call, then the
 * unmodified cos-nodejs-sdk-v5's putObject to the endpoint the credential names. The
 * files-and-tasks bench times this path and the recognition bench sends its images through
 * it; one copy keeps both on the path the screens take.
 */
import type { CosCredential } from '@toolhub/contracts';
import { json, type HttpBrowser } from '../server/src/test-support/http-browser';
import { serverRequire } from './servers';

interface CosSdk {
  putObject(params: { Bucket: string; Region: string; Key: string; Body: Buffer }): Promise<unknown>;
}
type CosConstructor = new (options: object) => CosSdk;

/**
 * Uploads `body` as the visitor of `browser`: its object name. A credential call that does
 * not answer 200 throws a `Failure` (the recognition bench's HubBroke, a plain Error elsewhere).
 */
export async function uploadAsPage(browser: HttpBrowser, body: Buffer, fileType: 'jpg' | 'png' | 'pdf', Failure: new (message: string) => Error = Error): Promise<string> {
  const answer = await browser.apiPost('/api/getcoscredential', { fileType });
  if (answer.status !== 200) throw new Failure(`the credential call answered ${answer.status}: ${answer.body}`);
  const credential = json<{ data: CosCredential }>(answer).data;
  const COS = serverRequire('cos-nodejs-sdk-v5') as CosConstructor;
  const cos = new COS({
    Domain: credential.endpoint,
    Protocol: new URL(credential.endpoint ?? '').protocol,
    getAuthorization: (_: unknown, callback: (auth: object) => void) =>
      callback({
        TmpSecretId: credential.secret_id,
        TmpSecretKey: credential.secret_key,
        SecurityToken: credential.token,
        StartTime: credential.start_time,
        ExpiredTime: credential.expired_time,
      }),
  });
  await cos.putObject({ Bucket: credential.bucket, Region: credential.region, Key: credential.cos_file_name, Body: body });
  return credential.cos_file_name;
}
