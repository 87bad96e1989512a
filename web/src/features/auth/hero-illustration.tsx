/** Decorative line drawing of an e-scooter over a blueprint grid, for the login hero. */
export function HeroIllustration() {
  return (
    <svg className="hero-illustration" viewBox="0 0 360 200" role="presentation">
      <defs>
        <pattern id="hero-grid" width="20" height="20" patternUnits="userSpaceOnUse">
          <path d="M20 0H0V20" fill="none" stroke="rgba(255,255,255,0.08)" strokeWidth="1" />
        </pattern>
      </defs>
      <rect width="360" height="200" fill="url(#hero-grid)" rx="12" />
      <g fill="none" stroke="#5eead4" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="88" cy="146" r="30" />
        <circle cx="88" cy="146" r="8" />
        <circle cx="272" cy="146" r="30" />
        <circle cx="272" cy="146" r="8" />
        <path d="M88 146h62l26-10h58l38 10" />
        <path d="M150 146l18-44h70" stroke="#ffffff" />
        <path d="M238 102l34 44" />
        <path d="M238 102l-10-52h-22" stroke="#ffffff" />
        <path d="M196 50h22" stroke="#ffffff" strokeWidth="5" />
        <path d="M120 112h46" stroke="#ffffff" strokeWidth="6" />
      </g>
      <path d="M190 116l-12 20h10l-6 16 18-24h-10l6-12z" fill="#fcd34d" />
      <g stroke="rgba(94,234,212,0.55)" strokeWidth="1.5" strokeDasharray="4 4" fill="none">
        <path d="M272 116V40h58" />
        <path d="M88 116V30H40" />
      </g>
      <g fill="#5eead4">
        <circle cx="330" cy="40" r="4" />
        <circle cx="40" cy="30" r="4" />
      </g>
    </svg>
  );
}
