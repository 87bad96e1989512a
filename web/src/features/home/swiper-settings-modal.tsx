import { useState } from 'react';
import { App, Button, Input, Modal, Space, Upload, type UploadProps } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  HOME_SWIPER_CAPTION_MAX, HOME_SWIPER_IMAGE_TYPES, HOME_SWIPER_LINK_MAX, HOME_SWIPER_MAX, UPLOAD_LIMITS,
  type THomeSlide, type UploadLimit,
} from '@portal/contract';
import { fileViewPath, uploadFile } from '../../api/files';
import { useSaveHomeSwiper } from '../../api/home';
import { useTicketUrl } from '../../api/tickets';
import { FALLBACK_IMAGE } from '../../components/fallback-image';
import { acceptOf, checkUploadFile } from '../../components/limited-upload.rules';

/** One picture at a time, of the swiper's kinds, within the default upload size. */
const PICTURE_LIMIT: UploadLimit = { maxMb: UPLOAD_LIMITS.default.maxMb, maxCount: 1, types: HOME_SWIPER_IMAGE_TYPES };
const LINK_OK = /^(\/(?!\/)\S*|https?:\/\/\S+)$/i;

interface Slot { fileId: string | null; link: string; caption: string }
const emptySlot = (): Slot => ({ fileId: null, link: '', caption: '' });

function Thumb({ fileId, label }: { fileId: string | null; label: string }) {
  const url = useTicketUrl(fileId ? fileViewPath(fileId) : undefined);
  return (
    <div className="home-swiper-thumb">
      {fileId ? <img src={url ?? FALLBACK_IMAGE} alt={label} onError={(e) => { e.currentTarget.src = FALLBACK_IMAGE; }} /> : <span>{label}</span>}
    </div>
  );
}

/** The administrator's settings of the home swiper: 3 pictures, each with an optional link and caption. */
export function SwiperSettingsModal({ slides, onClose }: { slides: THomeSlide[]; onClose: () => void }) {
  const { t } = useTranslation('home');
  const { t: tf } = useTranslation('files');
  const { message } = App.useApp();
  const save = useSaveHomeSwiper();
  const [slots, setSlots] = useState<Slot[]>(() =>
    Array.from({ length: HOME_SWIPER_MAX }, (_, i) => (slides[i] ? { ...slides[i] } : emptySlot())));
  const [uploading, setUploading] = useState<number | null>(null);
  const change = (i: number, patch: Partial<Slot>) => setSlots((list) => list.map((s, j) => (j === i ? { ...s, ...patch } : s)));

  const uploadProps = (i: number): UploadProps => ({
    accept: acceptOf(PICTURE_LIMIT),
    showUploadList: false,
    beforeUpload: (file) => {
      const problem = checkUploadFile(file, PICTURE_LIMIT, 0);
      if (problem) {
        void message.warning(tf(problem.key, problem.params));
        return Upload.LIST_IGNORE;
      }
      return true;
    },
    customRequest: ({ file, onSuccess, onError }) => {
      const form = new FormData();
      form.append('softType', 'default');
      form.append('file', file as File, (file as File).name);
      setUploading(i);
      uploadFile(form, 'default').then(
        (record) => { change(i, { fileId: record.id }); onSuccess?.(record); },
        (err: Error) => onError?.(err),
      ).finally(() => setUploading(null));
    },
  });

  const badLink = slots.findIndex((s) => s.fileId && s.link.trim() && !LINK_OK.test(s.link.trim()));
  const onSave = () => {
    if (badLink >= 0) return void message.warning(t('swiper.badLink'));
    const chosen = slots.filter((s) => s.fileId).map((s) => ({ fileId: s.fileId!, link: s.link.trim(), caption: s.caption.trim() }));
    save.mutate({ slides: chosen }, {
      onSuccess: () => { void message.success(t('swiper.saved')); onClose(); },
    });
  };

  return (
    <Modal
      open
      title={t('swiper.settingsTitle')}
      width={720}
      onCancel={onClose}
      onOk={onSave}
      okText={t('swiper.save')}
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: uploading !== null, 'data-testid': 'home-swiper-save' }}
      destroyOnHidden
    >
      <p className="home-card-lead">{t('swiper.settingsHint', { types: HOME_SWIPER_IMAGE_TYPES.join(', '), count: HOME_SWIPER_MAX })}</p>
      {slots.map((slot, i) => (
        <div className="home-swiper-slot" key={i} data-testid={`home-swiper-slot-${i}`}>
          <Thumb fileId={slot.fileId} label={t('swiper.picture', { n: i + 1 })} />
          <div className="home-swiper-slot-fields">
            <Space wrap>
              <Upload {...uploadProps(i)}>
                <Button icon={<UploadOutlined />} loading={uploading === i} data-testid={`home-swiper-upload-${i}`}>
                  {slot.fileId ? t('swiper.replace') : t('swiper.choose')}
                </Button>
              </Upload>
              {slot.fileId && (
                <Button icon={<DeleteOutlined />} onClick={() => change(i, emptySlot())} data-testid={`home-swiper-remove-${i}`}>{t('swiper.remove')}</Button>
              )}
            </Space>
            <Input
              placeholder={t('swiper.caption')}
              value={slot.caption}
              maxLength={HOME_SWIPER_CAPTION_MAX}
              disabled={!slot.fileId}
              onChange={(e) => change(i, { caption: e.target.value })}
              data-testid={`home-swiper-caption-${i}`}
            />
            <Input
              placeholder={t('swiper.link')}
              value={slot.link}
              maxLength={HOME_SWIPER_LINK_MAX}
              disabled={!slot.fileId}
              status={badLink === i ? 'error' : undefined}
              onChange={(e) => change(i, { link: e.target.value })}
              data-testid={`home-swiper-link-${i}`}
            />
          </div>
        </div>
      ))}
    </Modal>
  );
}
