import { useState } from 'react';
import { Descriptions, Empty, Skeleton, Tag } from 'antd';
import { ZoomInOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TSpecialTool } from '@portal/contract';
import { useToolPictureSrc, useSpecialTool } from '../../api/special-tools';
import { FALLBACK_IMAGE } from '../../components/fallback-image';
import { PhotoPreview } from '../../components/photo-preview';
import { CATEGORY_COLORS } from './tool-view';
import './special-tools.css';

/** A tool's picture that opens the photo preview (zoom, pan) on click. */
function ToolPicture({ tool }: { tool: TSpecialTool }) {
  const { t } = useTranslation('special-tools');
  const [open, setOpen] = useState(false);
  const src = useToolPictureSrc(tool.pictureUrl);
  if (!tool.pictureUrl) return <div className="tool-detail-picture tool-detail-nopicture"><Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noPicture')} /></div>;
  if (!src) return <div className="tool-detail-picture" />;
  return (
    <>
      <button type="button" className="tool-detail-picture" onClick={() => setOpen(true)} aria-label={t('detail.enlarge')} data-testid="tool-picture">
        <img src={src} alt={tool.name} onError={(e) => { e.currentTarget.src = FALLBACK_IMAGE; }} />
        <span className="tool-detail-zoom"><ZoomInOutlined /> {t('detail.enlarge')}</span>
      </button>
      <PhotoPreview open={open} images={[{ src, title: `${tool.code} ${tool.name}` }]} index={0} onIndexChange={() => {}} onClose={() => setOpen(false)} title={tool.name} />
    </>
  );
}

/** One special tool: its picture beside everything spec §3 lists for it. */
export function SpecialToolView({ tool }: { tool: TSpecialTool }) {
  const { t } = useTranslation('special-tools');
  return (
    <div className="tool-detail" data-testid="tool-detail">
      <ToolPicture tool={tool} />
      <div className="tool-detail-body">
        <div className="tool-detail-code">{tool.code}</div>
        <h2 className="tool-detail-name">{tool.name}</h2>
        <div className="tool-detail-tags">
          <Tag color={CATEGORY_COLORS[tool.category]}>{tool.categoryName}</Tag>
          <Tag>{tool.driveTypeName}</Tag>
        </div>
        <Descriptions size="small" bordered column={1} className="tool-detail-fields">
          <Descriptions.Item label={t('fields.purpose')}>{tool.purpose}</Descriptions.Item>
          <Descriptions.Item label={t('fields.parameter')}>{tool.technicalParameter}</Descriptions.Item>
          <Descriptions.Item label={t('fields.unit')}>{tool.unitName}</Descriptions.Item>
          <Descriptions.Item label={t('fields.driveType')}>{tool.driveTypeName}</Descriptions.Item>
          <Descriptions.Item label={t('fields.models')}>
            {tool.allModels ? (
              <Tag color="green">{t('models.all')}</Tag>
            ) : (
              <span className="tool-detail-models">{tool.models.map((m) => <Tag key={m.code} title={m.code}>{m.name}</Tag>)}</span>
            )}
          </Descriptions.Item>
        </Descriptions>
      </div>
    </div>
  );
}

/** A tool by id: loading, not found, or its view. */
export function SpecialToolDetail({ id }: { id: string }) {
  const { t } = useTranslation('special-tools');
  const { data, isLoading, isError } = useSpecialTool(id);
  if (isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (isError || !data) return <Empty description={t('detail.notFound')} />;
  return <SpecialToolView tool={data} />;
}
