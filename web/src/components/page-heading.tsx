import type { ReactNode } from 'react';

/** A page's heading: its title and the line under it saying what the page is for. */
export function PageHeading({ title, subtitle }: { title: ReactNode; subtitle: ReactNode }) {
  return (
    <div className="page-heading">
      <h1>{title}</h1>
      <p>{subtitle}</p>
    </div>
  );
}
