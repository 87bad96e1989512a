import { Empty, Skeleton } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TManualModule } from '@portal/contract';
import { useManualModules, useModelImageUrl } from '../../api/catalogue';
import { FALLBACK_IMAGE } from '../../components/fallback-image';

interface ManualTilesProps {
  /** The tile's picture: search with its applicability (spec §2). */
  onImage: (module: TManualModule) => void;
  /** The tile's title: run the configuration search (spec §2). */
  onTitle: (module: TManualModule) => void;
}

/** A tile's picture with its link ticket; the fallback while there is none. */
function TileImage({ imageKey, alt }: { imageKey: string | undefined; alt: string }) {
  const src = useModelImageUrl(imageKey);
  return <img src={src ?? FALLBACK_IMAGE} alt={alt} loading="lazy" onError={(e) => { e.currentTarget.src = FALLBACK_IMAGE; }} />;
}

/** The grid of manual modules with their pictures (catalogue `manuals`, `modelImage`). */
export function ManualTiles({ onImage, onTitle }: ManualTilesProps) {
  const { t } = useTranslation('catalogue');
  const { data, isLoading } = useManualModules();
  if (isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (!data?.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('search.tiles.empty')} />;
  return (
    <div className="manual-tiles" data-testid="manual-tiles">
      {data.map((module) => (
        <div key={module.id} className="manual-tile" data-testid={`manual-tile-${module.catelogModel.code1 || module.catelogModel.code0}`}>
          <button type="button" className="manual-tile-image" onClick={() => onImage(module)} title={t('search.tiles.openImage')}>
            <TileImage imageKey={module.imageIds[0]} alt={module.name} />
          </button>
          <button type="button" className="manual-tile-title" onClick={() => onTitle(module)} title={t('search.tiles.runSearch')}>
            <span>{module.name}</span>
            <RightOutlined />
          </button>
        </div>
      ))}
    </div>
  );
}
