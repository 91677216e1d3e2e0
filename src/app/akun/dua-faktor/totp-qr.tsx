'use client';

import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** The otpauth:// address as a QR code (an SVG drawn in the browser: the secret never leaves the page). */
export function TotpQr({ uri, alt }: { uri: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }).then((svg) => {
      if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [uri]);
  return src ? (
    <img src={src} alt={alt} width={200} height={200} className="totp-qr" />
  ) : (
    <div className="totp-qr" aria-hidden="true" />
  );
}

/** The base32 secret inside an otpauth:// address, in groups of four for typing it by hand. */
export function manualKey(uri: string): string {
  const secret = new URL(uri).searchParams.get('secret') ?? '';
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}
