/**
 * Text files: UTF-8 (with or without a BOM), UTF-16 with a BOM, and GB18030 — the encoding
 * Chinese Windows saves "ANSI" text in — when the bytes are not valid UTF-8. Binary content
 * (control characters, or text no decoder reads cleanly) is refused.
 */
import { TEXT_FAILURES } from '@toolhub/contracts';
import { textFailure } from '../common/failures';

/** Share of characters that may be controls or U+FFFD before the text counts as binary. */
const BINARY_SHARE = 0.01;

export function looksBinary(text: string): boolean {
  if (text.length === 0) return false;
  let odd = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d && code !== 0x0c) || code === 0xfffd || code === 0x7f) odd += 1;
  }
  return odd / text.length > BINARY_SHARE;
}

export function decodeText(bytes: Buffer): string {
  let text: string;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) text = new TextDecoder('utf-16le').decode(bytes.subarray(2));
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) text = new TextDecoder('utf-16be').decode(bytes.subarray(2));
  else {
    try {
      text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    } catch {
      text = new TextDecoder('gb18030').decode(bytes);
    }
  }
  if (looksBinary(text)) throw textFailure(TEXT_FAILURES.notText);
  return text;
}
