import { Card } from 'antd';
import { useParams } from 'react-router';
import { SpecialToolDetail } from './special-tool-detail';

/** /special_tool/:id — one special tool as its own, linkable page. */
export default function SpecialToolDetailPage() {
  const { id = '' } = useParams();
  return (
    <div className="page">
      <Card className="tool-detail-card">
        <SpecialToolDetail id={id} />
      </Card>
    </div>
  );
}
