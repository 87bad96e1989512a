/** The product mark: a scooter silhouette with a charging bolt, drawn inline. */
export function LogoMark({ size = 36, title }: { size?: number; title?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-label={title} className="logo-mark">
      <defs>
        <linearGradient id="logo-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#14b8a6" />
          <stop offset="1" stopColor="#0e7490" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="15" fill="url(#logo-bg)" />
      <circle cx="17" cy="45" r="7.5" fill="none" stroke="#ffffff" strokeWidth="4" />
      <circle cx="47" cy="45" r="7.5" fill="none" stroke="#ffffff" strokeWidth="4" />
      <path d="M17 45h15l7-21h7" fill="none" stroke="#ffffff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M39 24l8 21" fill="none" stroke="#ffffff" strokeWidth="4" strokeLinecap="round" />
      <path d="M29 8l-8 15h7l-4 12 12-17h-7l4-10z" fill="#fcd34d" stroke="#0e7490" strokeWidth="1" strokeLinejoin="round" />
    </svg>
  );
}
