import { useId } from "react";

/** The МИР globe, inline so the shell needs no extra request (same drawing as public/logo.svg). */
export function Logo({ size = 32, title }: { size?: number; title?: string }) {
  const gradient = useId();
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role={title ? "img" : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4c6ef5" />
          <stop offset="1" stopColor="#15aabf" />
        </linearGradient>
      </defs>
      <circle cx="32" cy="32" r="30" fill={`url(#${CSS.escape(gradient)})`} />
      <g fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" opacity=".95">
        <ellipse cx="32" cy="32" rx="12" ry="26" />
        <path d="M8 24h48M8 40h48M32 6v52" />
      </g>
    </svg>
  );
}
