import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TVehicleInfo } from '@portal/contract';
import { usePermission } from '../../app/permission';
import { VehicleInquiries } from '../inquiry/vin-history';
import { VehicleBulletins } from '../bulletins/vehicle-bulletins';

const DASH = '–';

/** Which vehicle the struct view is restricted to (spec §3 Vehicle info), compact. */
export function VehicleHeader({ vehicle }: { vehicle: TVehicleInfo }) {
  const { t } = useTranslation('catalogue');
  const { t: tb } = useTranslation('bulletins');
  const { has } = usePermission();
  const v = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? DASH : value);
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3, lg: 4, xl: 4, xxl: 4 }} className="vehicle-header" data-testid="vehicle-header">
      <Descriptions.Item label={t('vehicle.vin')}><b className="vehicle-vin">{vehicle.vinCode}</b></Descriptions.Item>
      <Descriptions.Item label={t('vehicle.model')}>{v(vehicle.basicModelName)} ({vehicle.modelCode})</Descriptions.Item>
      <Descriptions.Item label={t('vehicle.series')}>{v(vehicle.modelSeries)}</Descriptions.Item>
      <Descriptions.Item label={t('vehicle.config')}>{v(vehicle.configCode)}</Descriptions.Item>
      <Descriptions.Item label={t('vehicle.productionDate')}>{v(vehicle.manufactureDate)}</Descriptions.Item>
      <Descriptions.Item label={t('vehicle.motorNumber')}>{v(vehicle.driveMotorNumber || vehicle.motorNumber)}</Descriptions.Item>
      <Descriptions.Item label={t('vehicle.batteryNumber')}>{v(vehicle.batteryPackNumber)}</Descriptions.Item>
      <Descriptions.Item label={t('vehicle.colour')}>{v(vehicle.exDecorationColor)}</Descriptions.Item>
      {has('PER_ENQUIRY_MANAGEMENT_VIEW') && (
        <Descriptions.Item label={t('vehicle.inquiries')}><VehicleInquiries vin={vehicle.vinCode} /></Descriptions.Item>
      )}
      {has('PER_BULLETIN_VIEW') && (
        <Descriptions.Item label={tb('vehicle.label')}><VehicleBulletins vin={vehicle.vinCode} /></Descriptions.Item>
      )}
    </Descriptions>
  );
}
