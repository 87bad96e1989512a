import { useEffect, useState } from 'react';
import { Button, Modal } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FALLBACK_IMAGE } from './fallback-image';
import { useTouchScreen } from './use-touch-screen';
import { useZoomPan } from './use-zoom-pan';
import { wrapIndex } from './zoom';
import { ZoomControls } from './zoom-controls';
import './photo-preview.css';

export interface PreviewImage {
  src: string;
  title?: string;
}

interface PhotoPreviewProps {
  open: boolean;
  images: PreviewImage[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  title?: string;
}

/** Spec §2: 830 px wide. */
const PREVIEW_WIDTH = 830;

/**
 * The photo preview modal (spec §2): previous/next with wrap-around past both ends, an index
 * counter, zoom 0.2–6 in steps of 0.1 with the wheel and buttons, drag to pan, and a fallback
 * picture when one fails to load. Arrow keys move too.
 */
export function PhotoPreview({ open, images, index, onIndexChange, onClose, title }: PhotoPreviewProps) {
  const { t } = useTranslation('catalogue');
  const view = useZoomPan();
  const touch = useTouchScreen();
  const [failed, setFailed] = useState<Record<string, boolean>>({});
  const count = images.length;
  const current = images[index];
  const { reset } = view;

  useEffect(() => reset(), [index, open]); // eslint-disable-line react-hooks/exhaustive-deps

  const go = (delta: number) => onIndexChange(wrapIndex(index, delta, count));

  useEffect(() => {
    if (!open || count < 2) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowLeft') onIndexChange(wrapIndex(index, -1, count));
      if (e.key === 'ArrowRight') onIndexChange(wrapIndex(index, 1, count));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, index, count, onIndexChange]);

  const src = current && !failed[current.src] ? current.src : FALLBACK_IMAGE;

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={PREVIEW_WIDTH}
      title={title ?? current?.title}
      className="photo-preview"
      destroyOnHidden
      centered
    >
      <div className="photo-preview-toolbar">
        <div className="photo-preview-nav">
          <Button icon={<LeftOutlined />} onClick={() => go(-1)} disabled={count < 2} aria-label={t('photos.previous')} data-testid="photo-prev">
            {t('photos.previous')}
          </Button>
          <span className="photo-preview-counter" data-testid="photo-counter">
            {count ? `${index + 1} / ${count}` : '0 / 0'}
          </span>
          <Button onClick={() => go(1)} disabled={count < 2} aria-label={t('photos.next')} data-testid="photo-next">
            {t('photos.next')} <RightOutlined />
          </Button>
        </div>
        <ZoomControls view={view} namespace="catalogue" testId="photo" className="photo-preview-zoom" labelClassName="photo-preview-zoom-label" />
      </div>
      <div
        className={`photo-preview-stage${view.dragging ? ' is-dragging' : ''}`}
        {...view.stage}
        data-testid="photo-stage"
      >
        {current && (
          <img
            key={current.src}
            src={src}
            alt={current.title ?? ''}
            draggable={false}
            style={{ transform: view.transform }}
            onError={() => setFailed((f) => ({ ...f, [current.src]: true }))}
          />
        )}
      </div>
      <div className="photo-preview-hint">{t(touch ? 'photos.hintTouch' : 'photos.hint')}</div>
    </Modal>
  );
}
