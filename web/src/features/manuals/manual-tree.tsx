import { useCallback } from 'react';
import type { TreeDataNode } from 'antd';
import { FileTextOutlined, FolderOpenOutlined, FolderOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TManualNode } from '@portal/contract';
import { FilterTree } from '../../components/filter-tree';
import { filterManualTree, pathTo } from './manuals-logic';

function toTreeData(node: TManualNode, expanded: ReadonlySet<string>): TreeDataNode {
  const icon = node.kind === 'DIAGRAM'
    ? <ThunderboltOutlined />
    : node.kind === 'TOPIC'
      ? <FileTextOutlined />
      : expanded.has(node.id) ? <FolderOpenOutlined /> : <FolderOutlined />;
  return {
    key: node.id,
    title: (
      <span className={`manual-tree-title manual-tree-${node.kind.toLowerCase()}`} data-testid={`manual-node-${node.code}`} title={node.title}>
        {node.title}
      </span>
    ),
    icon,
    isLeaf: node.kind !== 'CHAPTER',
    selectable: node.kind !== 'CHAPTER',
    children: node.children?.map((c) => toTreeData(c, expanded)),
  };
}

interface ManualTreeProps {
  nodes: TManualNode[];
  selectedId: string | null;
  onSelect: (node: TManualNode) => void;
  height: number;
}

const isFolder = (node: TManualNode) => node.kind === 'CHAPTER';

/** A manual's chapters, topics and diagrams with a filter box; the open topic's chapters stay open. */
export function ManualTree({ nodes, selectedId, onSelect, height }: ManualTreeProps) {
  const { t } = useTranslation('manuals');
  const pathOf = useCallback((id: string) => pathTo(nodes, id).map((n) => n.id), [nodes]);
  return (
    <FilterTree<TManualNode>
      roots={nodes}
      selectedId={selectedId}
      onSelect={onSelect}
      isFolder={isFolder}
      pathOf={pathOf}
      filter={filterManualTree}
      toTreeData={toTreeData}
      height={height}
      className="manual-tree"
      testId="manual-tree"
      searchClassName="manual-tree-filter"
      searchPlaceholder={t('view.treeFilter')}
      emptyText={t('view.treeEmpty')}
    />
  );
}
