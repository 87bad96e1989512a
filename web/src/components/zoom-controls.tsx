import { Button, Tooltip } from 'antd';
import { AimOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ZoomPan } from './use-zoom-pan';
import { canZoomIn, canZoomOut, zoomLabel } from './zoom';

interface ZoomControlsProps {
  view: ZoomPan;
  /** The namespace whose `zoom.in`, `zoom.out` and `zoom.reset` name the buttons. */
  namespace: 'catalogue' | 'manuals';
  /** The test ids' prefix: `<prefix>-zoom-out`, `<prefix>-zoom`, `<prefix>-zoom-in`, `<prefix>-zoom-reset`. */
  testId: string;
  className: string;
  labelClassName: string;
  /** Small text buttons, for a toolbar laid over the picture. */
  compact?: boolean;
  /** What reset does besides the view's own reset. */
  onReset?: () => void;
}

/**
 * Zoom out, the zoom in percent, zoom in and reset of a zoomable picture. A press on the controls
 * does not start a drag of the stage under them.
 */
export function ZoomControls({ view, namespace, testId, className, labelClassName, compact, onReset }: ZoomControlsProps) {
  const { t } = useTranslation(namespace);
  const button = compact ? ({ size: 'small', type: 'text' } as const) : {};
  return (
    <div className={className} onPointerDown={(e) => e.stopPropagation()}>
      <Tooltip title={t('zoom.out')}>
        <Button {...button} icon={<ZoomOutOutlined />} onClick={view.zoomOut} disabled={!canZoomOut(view.zoom)} aria-label={t('zoom.out')} data-testid={`${testId}-zoom-out`} />
      </Tooltip>
      <span className={labelClassName} data-testid={`${testId}-zoom`}>{zoomLabel(view.zoom)}</span>
      <Tooltip title={t('zoom.in')}>
        <Button {...button} icon={<ZoomInOutlined />} onClick={view.zoomIn} disabled={!canZoomIn(view.zoom)} aria-label={t('zoom.in')} data-testid={`${testId}-zoom-in`} />
      </Tooltip>
      <Tooltip title={t('zoom.reset')}>
        <Button {...button} icon={<AimOutlined />} onClick={onReset ?? view.reset} aria-label={t('zoom.reset')} data-testid={`${testId}-zoom-reset`} />
      </Tooltip>
    </div>
  );
}
