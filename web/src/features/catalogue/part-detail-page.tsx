import { useState } from 'react';
import { Card } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PART_TABS, PartDetail, type PartTab } from './part-detail';

/** /part/:id?tab=… — the part detail as its own, linkable page (one tab per part). */
export default function PartDetailPage() {
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
