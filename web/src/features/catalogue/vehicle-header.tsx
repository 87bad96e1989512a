import { useState } from 'react';
import { Button, Descriptions } from 'antd';
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TVehicleInfo } from '@portal/contract';
import { usePermission } from '../../app/permission';
import { useDevice } from '../../app/device';
import { VehicleInquiries } from '../inquiry/vin-history';
import { VehicleBulletins } from '../bulletins/vehicle-bulletins';

const DASH = '–';

/**
 * Which vehicle the struct view is restricted to (spec §3 Vehicle info), compact. A phone shows
 * the VIN, the model, its inquiries and bulletins, the rest on request: the drawing and the parts
 * come first.
 */
export function VehicleHeader({ vehicle }: { vehicle: TVehicleInfo }) {
  const { t } = useTranslation('catalogue');
  const { t: tb } = useTranslation('bulletins');
  const { has } = usePermission();
  const brief = useDevice() === 'mobile';
  const [more, setMore] = useState(false);
  const details = !brief || more;
  const v = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? DASH : value);
  return (
    <>
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3, lg: 4, xl: 4, xxl: 4 }} className="vehicle-header" data-testid="vehicle-header">
        <Descriptions.Item label={t('vehicle.vin')}><b className="vehicle-vin">{vehicle.vinCode}</b></Descriptions.Item>
        <Descriptions.Item label={t('vehicle.model')}>{v(vehicle.basicModelName)} ({vehicle.modelCode})</Descriptions.Item>
        {details && <Descriptions.Item label={t('vehicle.series')}>{v(vehicle.modelSeries)}</Descriptions.Item>}
        {details && <Descriptions.Item label={t('vehicle.config')}>{v(vehicle.configCode)}</Descriptions.Item>}
        {details && <Descriptions.Item label={t('vehicle.productionDate')}>{v(vehicle.manufactureDate)}</Descriptions.Item>}
        {details && <Descriptions.Item label={t('vehicle.motorNumber')}>{v(vehicle.driveMotorNumber || vehicle.motorNumber)}</Descriptions.Item>}
        {details && <Descriptions.Item label={t('vehicle.batteryNumber')}>{v(vehicle.batteryPackNumber)}</Descriptions.Item>}
        {details && <Descriptions.Item label={t('vehicle.colour')}>{v(vehicle.exDecorationColor)}</Descriptions.Item>}
        {has('PER_ENQUIRY_MANAGEMENT_VIEW') && (
          <Descriptions.Item label={t('vehicle.inquiries')}><VehicleInquiries vin={vehicle.vinCode} /></Descriptions.Item>
        )}
        {has('PER_BULLETIN_VIEW') && (
          <Descriptions.Item label={tb('vehicle.label')}><VehicleBulletins vin={vehicle.vinCode} /></Descriptions.Item>
        )}
      </Descriptions>
      {brief && (
        <Button type="link" size="small" className="vehicle-more" icon={more ? <UpOutlined /> : <DownOutlined />} onClick={() => setMore((m) => !m)} data-testid="vehicle-more">
          {more ? t('vehicle.less') : t('vehicle.more')}
        </Button>
      )}
    </>
  );
}
