import { Image } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TAttachment } from '@portal/contract';
import { fileViewPath } from '../../api/files';
import { useTicketUrls } from '../../api/tickets';
import { AttachmentList } from './inquiry-form';

/** Pictures a browser shows in an <img> (SVG stays a download: it is a document, not a photo). */
const PICTURE = /\.(jpe?g|png|gif|webp)$/i;
export const isPicture = (fileName: string) => PICTURE.test(fileName);

/**
 * An inquiry's or a reply's files: pictures as thumbnails that open a preview (one group, so the
 * preview pages through them), other files as links that download them.
 */
export function FileThumbs({ files }: { files: readonly TAttachment[] }) {
  const { t } = useTranslation('inquiry');
  const pictures = files.filter((f) => isPicture(f.fileName));
  const others = files.filter((f) => !isPicture(f.fileName));
  // An <img> cannot send the token header: each picture's link carries a ticket.
  const urls = useTicketUrls(pictures.map((f) => fileViewPath(f.id)));
  if (!files.length) return <span className="inquiry-muted">{t('form.noFiles')}</span>;
  return (
    <div className="inquiry-attachments">
      {pictures.length > 0 && (
        <div className="inquiry-thumbs">
          <Image.PreviewGroup>
            {pictures.map((f, i) => (
              <span key={f.id} className="inquiry-thumb" title={f.fileName} data-testid="inquiry-thumb">
                {urls[i] ? (
                  <Image src={urls[i]} alt={f.fileName} width={72} height={72} />
                ) : (
                  <span className="inquiry-thumb-wait" />
                )}
              </span>
            ))}
          </Image.PreviewGroup>
        </div>
      )}
      {others.length > 0 && <AttachmentList files={others} />}
    </div>
  );
}
