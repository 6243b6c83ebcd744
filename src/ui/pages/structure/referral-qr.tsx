import { Anchor, Skeleton, Stack } from "@mantine/core";
import { useEffect, useState } from "react";
import { ruStructure as t } from "../../i18n/ru.structure";
import css from "./referrals-page.module.css";

/**
 * `link` as a QR code (an SVG image, dark on white whatever the colour scheme, so that any camera reads it)
 * with «Скачать QR-код». The encoder (`uqr`, ~4 KB gzip) is fetched when the code is first drawn: only an
 * owner's own page needs it, never the first page's JavaScript.
 */
export function ReferralQr({ link }: { link: string }) {
  const [image, setImage] = useState<{ link: string; src: string } | null>(null);
  useEffect(() => {
    let current = true;
    void import("uqr").then(({ renderSVG }) => {
      // Medium correction and the standard quiet zone of four modules: read from a screen or a print.
      const svg = renderSVG(link, { ecc: "M", border: 4, pixelSize: 8 });
      if (current) setImage({ link, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
    });
    return () => {
      current = false;
    };
  }, [link]);
  const src = image?.link === link ? image.src : null;
  return (
    <Stack gap="xs" align="center" className={css.qr}>
      {src ? (
        <img src={src} alt={t.link.qr} width={176} height={176} className={css.qrImage} data-referral-qr="" />
      ) : (
        <Skeleton width={176} height={176} role="status" aria-label={t.link.qrLoading} />
      )}
      {src ? (
        <Anchor href={src} download="mir-referral-qr.svg" size="sm" underline="always">
          {t.link.download}
        </Anchor>
      ) : null}
    </Stack>
  );
}
