/**
 * The chat app's JS-SDK config signature (WeChat JS-SDK "附录1-JS-SDK使用权限签名算法"): SHA-1,
 * in hex, of `jsapi_ticket=…&noncestr=…&timestamp=…&url=…`, the fields in that order, the url
 * the page's own without its fragment.
 */
import crypto from 'node:crypto';

export interface JsSdkSigned {
  nonceStr: string;
  timestamp: number;
  url: string;
}

export const jsSdkSignature = (ticket: string, { nonceStr, timestamp, url }: JsSdkSigned) =>
  crypto.createHash('sha1').update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`).digest('hex');
