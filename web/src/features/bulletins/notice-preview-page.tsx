import { Alert, Card, Spin } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useBulletinPreview } from '../../api/bulletins';
import { BULLETIN_TABS, BulletinView, type BulletinTab } from './bulletin-view';

/**
 * notice_preview/{id}/{title}/{activeId}: the bulletin as readers will see it, before publishing
 * too, with its audience; activeId is the section open (content, attachments, vehicles,
 * audience; another value opens the content). No visit is counted and nothing is marked read.
 */
export default function NoticePreviewPage() {
  const { t } = useTranslation('bulletins');
  const { id, title = '', activeId } = useParams();
  const navigate = useNavigate();
  const { data, isLoading } = useBulletinPreview(id);
  const tab: BulletinTab = (BULLETIN_TABS as readonly string[]).includes(activeId ?? '') ? (activeId as BulletinTab) : 'content';
  if (isLoading || !data) return <Spin />;
  return (
    <Card data-testid="notice-preview">
      <Alert
        type={data.status === 'APPROVED' ? 'success' : 'warning'} showIcon style={{ marginBottom: 12 }}
        title={t('view.previewBanner', { status: t(`status.${data.status}`) })}
      />
      <BulletinView
        data={data} tab={tab} showAudience
        onTabChange={(next) => navigate(`/notice_preview/${id}/${encodeURIComponent(title)}/${next}`, { replace: true })}
      />
    </Card>
  );
}
