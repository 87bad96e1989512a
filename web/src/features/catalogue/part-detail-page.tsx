import { useState } from 'react';
import { Card } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PART_TABS, PartDetail, type PartTab } from './part-detail';
import { VipGated } from '../vip';

/** /part/:id?tab=… — the part detail as its own, linkable page (one tab per part). */
function PartDetailScreen() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const initial = params.get('tab');
  const [tab, setTab] = useState<PartTab>(PART_TABS.includes(initial as PartTab) ? (initial as PartTab) : 'info');
  return (
    <div className="page">
      <Card className="catalogue-card">
        <PartDetail titlesTab partId={id} tab={tab} onTabChange={setTab} onOpenPart={(partId) => navigate(`/part/${partId}`)} />
      </Card>
    </div>
  );
}

/** A gated user without a catalogue package sees the offer instead, and no call is made (decision 043). */
export default function PartDetailPage() {
  return <VipGated scope="SERIES_CATALOGUE" what="catalogue"><PartDetailScreen /></VipGated>;
}
