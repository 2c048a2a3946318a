import { QR } from '@toolhub/contracts';
import { useEffect, useState } from 'react';

/**
 * A QR code of `text` as an SVG data URL, at the share level M (spec §9). SVG needs no
 * canvas and stays sharp at any size. Undefined until drawn, if drawing failed, or while `text`
 * is undefined: the encoder is loaded here, on first use, and takes a phone's main thread for
 * about 100 ms, so a caller passes the text only once the code is about to be seen.
 */
export function useQrCode(text: string | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (text === undefined) return;
    let current = true;
    import('qrcode')
      .then(({ default: QRCode }) =>
        QRCode.toString(text, { type: 'svg', errorCorrectionLevel: QR.shareLevel, margin: QR.defaultMargin }),
      )
      .then((svg) => {
        if (current) setUrl(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch((error: unknown) => console.warn('[toolhub] share QR failed', error));
    return () => {
      current = false;
    };
  }, [text]);
  return url;
}
