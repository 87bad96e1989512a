import { useState } from 'react';
import { Button, Empty, Skeleton } from 'antd';
import { EyeOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@portal/contract';
import { useTicketUrls } from '../../api/tickets';
import { usePartPhotos } from '../../api/catalogue';
import { FALLBACK_IMAGE } from '../../components/fallback-image';
import { PhotoPreview } from '../../components/photo-preview';
import { thumbWindowStart, wrapIndex } from '../../components/zoom';

/**
 * Spec §2 physical map: up to 5 thumbnails at once, scrolled one at a time, and the preview. The
 * tab has no gate beyond viewing the catalogue, so it loads its own photo list (PER_MANUAL_VIEW),
 * not the part-info tab's detail (PER_MANUAL_PART_INFO).
 */
export function PhysicalMap({ partId, partCode, partName }: { partId: string; partCode: string; partName: string }) {
  const { t } = useTranslation('catalogue');
  const photos = usePartPhotos(partId);
  const [selected, setSelected] = useState(0);
  const [start, setStart] = useState(0);
  const [open, setOpen] = useState(false);
  const links = useTicketUrls(photos.data?.photoUrls ?? []);
  if (photos.isLoading || links.some((l) => !l)) return <Skeleton.Image active />;
  const images = links.map((url, i) => ({ src: url!, title: t('photos.caption', { code: partCode, index: i + 1 }) }));
  if (images.length === 0) return <Empty description={t('photos.empty')} />;

  const size = LIMITS.partPhotoCount;
  const select = (index: number) => {
    setSelected(index);
    setStart((s) => thumbWindowStart(s, index, size, images.length));
  };
  const move = (delta: number) => select(wrapIndex(selected, delta, images.length));
  const visible = images.slice(start, start + size);

  return (
    <div className="physical-map" data-testid="physical-map">
      <button type="button" className="physical-map-main" onClick={() => setOpen(true)} data-testid="photo-main" aria-label={t('photos.open')}>
        <img src={images[selected].src} alt={images[selected].title} onError={(e) => { e.currentTarget.src = FALLBACK_IMAGE; }} />
        <span className="physical-map-zoom-hint"><EyeOutlined /> {t('photos.open')}</span>
      </button>
      <div className="physical-map-strip">
        <Button shape="circle" icon={<LeftOutlined />} onClick={() => move(-1)} disabled={images.length < 2} aria-label={t('photos.previous')} />
        <div className="physical-map-thumbs">
          {visible.map((image, i) => {
            const index = start + i;
            return (
              <button
                key={image.src}
                type="button"
                className={`physical-map-thumb${index === selected ? ' is-selected' : ''}`}
                onClick={() => select(index)}
                onDoubleClick={() => { select(index); setOpen(true); }}
                data-testid={`photo-thumb-${index + 1}`}
                aria-label={image.title}
              >
                <img src={image.src} alt={image.title} onError={(e) => { e.currentTarget.src = FALLBACK_IMAGE; }} />
              </button>
            );
          })}
        </div>
        <Button shape="circle" icon={<RightOutlined />} onClick={() => move(1)} disabled={images.length < 2} aria-label={t('photos.next')} />
      </div>
      <div className="physical-map-caption">{t('photos.count', { index: selected + 1, count: images.length, name: partName })}</div>
      <PhotoPreview
        open={open}
        images={images}
        index={selected}
        onIndexChange={select}
        onClose={() => setOpen(false)}
        title={`${partCode} · ${partName}`}
      />
    </div>
  );
}
