import type { ReactNode } from 'react';
import { Button } from 'antd';
import { DownloadOutlined, LinkOutlined } from '@ant-design/icons';
import type { TDownloadSource } from '@portal/contract';
import { useTicketUrl } from '../../api/tickets';
import { downloadPathOf, refreshDownloads } from '../../api/downloads';

/** Bytes as the lists show them (1 KB = 1024 bytes). */
export function formatSize(bytes: number): string {
  if (bytes <= 0) return '-';
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value >= 10 || unit === 0 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}

/**
 * A download as a plain link with a ticket (the browser streams the file to disk; nothing is held
 * in memory); a link entry opens its address in a new tab. The server counts each download, so the
 * lists are refreshed a moment later.
 */
export function DownloadLink({ id, source, children, testId }: { id: string; source: TDownloadSource; children?: ReactNode; testId?: string }) {
  const href = useTicketUrl(downloadPathOf(id));
  const external = source === 'LINK';
  return (
    <Button
      type="link"
      size="small"
      href={href}
      disabled={!href}
      icon={external ? <LinkOutlined /> : <DownloadOutlined />}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
      onClick={() => setTimeout(refreshDownloads, 1000)}
      data-testid={testId ?? `download-${id}`}
    >
      {children}
    </Button>
  );
}
