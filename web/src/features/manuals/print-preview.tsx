import { useRef, useState } from 'react';
import { App, Button, Modal } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { TTopicDetail } from '@portal/contract';
import { useCurrentUser } from '../../api/auth';
import { logTopicPrint, useTopicDocumentUrl } from '../../api/manuals';
import { PRINT_SANDBOX, TopicFrame, type TopicFrameHandle } from '../../components/topic-frame';
import { decoratePrintDocument, watermarkText } from './print';

interface PrintPreviewProps {
  detail: TTopicDetail | null;
  onClose: () => void;
}

/**
 * The topic as it will print: its own document (no portal chrome) on a page-wide sheet, with a
 * header naming manual, topic and printer, and the user's watermark on every page. Printing is
 * logged first (manualsEndpoints.logPrint); a refused log prints nothing.
 */
export function PrintPreview({ detail, onClose }: PrintPreviewProps) {
  const { t } = useTranslation('manuals');
  const { message } = App.useApp();
  const { data: user } = useCurrentUser();
  const frame = useRef<TopicFrameHandle>(null);
  const [ready, setReady] = useState(false);
  const [printing, setPrinting] = useState(false);
  const documentUrl = useTopicDocumentUrl(detail ?? undefined);

  const decorate = (doc: Document | null) => {
    if (!doc || !detail || !user) {
      setReady(false);
      if (!doc) void message.error(t('print.failed'));
      return;
    }
    const now = new Date();
    decoratePrintDocument(doc, {
      product: t('shell:productName'),
      path: detail.breadcrumbs.map((b) => b.title),
      printedLine: t('print.printedBy', { name: user.name, time: dayjs(now).format('YYYY-MM-DD HH:mm') }),
      watermark: watermarkText(user, now),
    });
    frame.current?.remeasure();
    setReady(true);
  };

  const print = async () => {
    if (!detail) return;
    setPrinting(true);
    try {
      await logTopicPrint(detail.node.id, detail.lang ?? undefined);
      void message.success(t('print.logged'));
      frame.current?.window()?.print();
    } catch {
      /* the http client shows the server's message */
    } finally {
      setPrinting(false);
    }
  };

  return (
    <Modal
      open={!!detail}
      onCancel={onClose}
      title={t('print.title')}
      width={900}
      destroyOnHidden
      className="print-preview"
      footer={[
        <span key="hint" className="print-preview-hint">{t('print.hint')}</span>,
        <Button key="close" onClick={onClose}>{t('print.close')}</Button>,
        <Button key="print" type="primary" icon={<PrinterOutlined />} loading={printing} disabled={!ready} onClick={() => void print()} data-testid="print-confirm">
          {t('print.print')}
        </Button>,
      ]}
      afterOpenChange={(open) => { if (!open) setReady(false); }}
    >
      {detail && documentUrl && (
        <div className="print-sheet-box" data-testid="print-preview">
          <div className="print-sheet">
            <TopicFrame
              ref={frame}
              src={documentUrl}
              title={detail.node.title}
              sandbox={PRINT_SANDBOX}
              onLoad={decorate}
              minHeight={600}
              testId="print-frame"
            />
          </div>
        </div>
      )}
    </Modal>
  );
}
