import { useState } from 'react';
import { Card, Spin } from 'antd';
import { useParams } from 'react-router';
import { useBulletin } from '../../api/bulletins';
import { BulletinView, type BulletinTab } from './bulletin-view';

/** One bulletin; opening it counts a visit and marks it read. */
export default function NoticeDetailPage() {
  const { id } = useParams();
  const { data, isLoading } = useBulletin(id);
  const [tab, setTab] = useState<BulletinTab>('content');
  if (isLoading || !data) return <Spin />;
  return (
    <Card data-testid="notice-detail">
      <BulletinView data={data} tab={tab} onTabChange={setTab} showAudience={false} />
    </Card>
  );
}
