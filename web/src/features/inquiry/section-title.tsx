import type { ReactNode } from 'react';

/** An inquiry card's title: the section's icon, then its name. */
export function SectionTitle({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <span className="inquiry-section-title">
      {icon}
      {children}
    </span>
  );
}
