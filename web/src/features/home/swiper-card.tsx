import { lazy, Suspense, useState } from 'react';
import { Button, Card, Tooltip } from 'antd';
import { PictureOutlined, SettingOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fileViewPath } from '../../api/files';
import { useHomeSwiper } from '../../api/home';
import { useTicketUrls } from '../../api/tickets';
import { useReducedMotion } from '../../app/motion';
import { usePermission } from '../../app/permission';
import { FALLBACK_IMAGE } from '../../components/fallback-image';
import { DEFAULT_SLIDES } from './default-slides';
import { Slides } from './slides';

// the editor (antd Upload, Modal) is for administrators: fetched when opened, not with every home page (decision 030)
const SwiperSettingsModal = lazy(() => import('./swiper-settings-modal').then((m) => ({ default: m.SwiperSettingsModal })));

/** Who may change the swiper: the system settings' administrators (the server checks the same code). */
export const SWIPER_ADMIN = 'PER_SYSTEM_MANAGEMENT_VIEW' as const;
const AUTOPLAY_MS = 6000;

interface Slide { key: string; image: string | undefined; caption: string; link: string }

/** A slide's picture; a picture that does not load shows the fallback (spec §8). */
function SlideImage({ src, alt }: { src: string | undefined; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (!src) return <div className="home-swiper-img home-swiper-loading" />;
  return <img className="home-swiper-img" src={failed ? FALLBACK_IMAGE : src} alt={alt} onError={() => setFailed(true)} draggable={false} />;
}

/** The home swiper (spec §2 Home, §9: 3 images): the administrator's pictures, or the built-in ones until set. */
export function SwiperCard() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const { has } = usePermission();
  const { data } = useHomeSwiper();
  const [editing, setEditing] = useState(false);
  const reducedMotion = useReducedMotion();
  const configured = data?.slides ?? [];
  const urls = useTicketUrls(configured.map((s) => fileViewPath(s.fileId)));
  const slides: Slide[] = configured.length
    ? configured.map((s, i) => ({ key: s.fileId, image: urls[i], caption: s.caption, link: s.link }))
    : DEFAULT_SLIDES.map((s, i) => ({ key: `default-${i}`, image: s.image, caption: t(s.captionKey), link: '' }));

  const open = (link: string) => {
    if (!link) return;
    if (link.startsWith('/')) navigate(link);
    else window.open(link, '_blank', 'noopener,noreferrer');
  };

  return (
    <Card
      className="home-card home-swiper-card"
      title={<span><PictureOutlined /> {t('swiper.title')}</span>}
      extra={has(SWIPER_ADMIN) ? (
        <Tooltip title={t('swiper.configure')}>
          <Button type="text" size="small" icon={<SettingOutlined />} onClick={() => setEditing(true)} aria-label={t('swiper.configure')} data-testid="home-swiper-configure" />
        </Tooltip>
      ) : null}
      data-testid="home-swiper"
    >
      {data && (
        <Slides autoplayMs={reducedMotion ? false : AUTOPLAY_MS} dotLabel={(n) => t('swiper.picture', { n })}>
          {slides.map((s) => (
            <div
              key={s.key}
              className={`home-swiper-slide${s.link ? ' home-swiper-link' : ''}`}
              onClick={() => open(s.link)}
              onKeyDown={(e) => { if (e.key === 'Enter') open(s.link); }}
              role={s.link ? 'link' : undefined}
              tabIndex={s.link ? 0 : undefined}
              data-testid="home-swiper-slide"
            >
              <SlideImage src={s.image} alt={s.caption || t('swiper.title')} />
              {s.caption ? <div className="home-swiper-caption">{s.caption}</div> : null}
            </div>
          ))}
        </Slides>
      )}
      {editing && (
        <Suspense fallback={null}>
          <SwiperSettingsModal slides={configured} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </Card>
  );
}
