import { lazy, Suspense, useState } from 'react';

// antd's Descriptions, Progress, Skeleton and Alert, for administrators only: fetched when the
// dialog is first opened, not with every signed-in header (decision 030)
const SystemInfoDialog = lazy(() => import('./system-info-dialog').then((m) => ({ default: m.SystemInfoDialog })));

/** Licence information for the system administrator (spec §2, §3): the dialog, once opened. */
export function SystemInfoModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <SystemInfoDialog open={open} onClose={onClose} />
    </Suspense>
  );
}
