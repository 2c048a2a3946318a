import { QR } from '@toolhub/contracts';
import { useEffect, useState } from 'react';

/**
 * A QR code of `text` as an SVG data URL, at the share level M (spec §9). SVG needs no
 * canvas and stays sharp at any size. Undefined until drawn, or if drawing failed. The
 * encoder is loaded here, on first use, so it is not part of the page's start-up code.
 */
export function useQrCode(text: string): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
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
