import { useCallback } from 'react';
import { FileTextOutlined, FolderOpenOutlined, FolderOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TManualNode } from '@portal/contract';
import { FilterTree, type FilterTreeProps } from '../../components/filter-tree';
import { filterManualTree, pathTo } from './manuals-logic';

function nodeView(node: TManualNode, expanded: ReadonlySet<string>) {
  const icon = node.kind === 'DIAGRAM'
    ? <ThunderboltOutlined />
    : node.kind === 'TOPIC'
      ? <FileTextOutlined />
      : expanded.has(node.id) ? <FolderOpenOutlined /> : <FolderOutlined />;
  const title = (
    <span className={`manual-tree-title manual-tree-${node.kind.toLowerCase()}`} data-testid={`manual-node-${node.code}`} title={node.title}>
      {node.title}
    </span>
  );
  return { title, icon };
}

/** The panel's state, as the tree panel takes it. */
type ManualTreeProps = { nodes: TManualNode[] } & Pick<FilterTreeProps<TManualNode>, 'selectedId' | 'onSelect' | 'height'>;

const isFolder = (node: TManualNode) => node.kind === 'CHAPTER';

/** A manual's chapters, topics and diagrams with a filter box; the open topic's chapters stay open. */
export function ManualTree({ nodes, ...panel }: ManualTreeProps) {
  const { t } = useTranslation('manuals');
  const pathOf = useCallback((id: string) => pathTo(nodes, id).map((n) => n.id), [nodes]);
  return (
    <FilterTree<TManualNode>
      {...panel}
      roots={nodes}
      isFolder={isFolder}
      pathOf={pathOf}
      filter={filterManualTree}
      nodeView={nodeView}
      name="manual-tree"
      searchClassName="manual-tree-filter"
      searchPlaceholder={t('view.treeFilter')}
      emptyText={t('view.treeEmpty')}
    />
  );
}
