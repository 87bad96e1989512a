import { useCallback, useMemo } from 'react';
import { AppstoreOutlined, ClusterOutlined, FileImageOutlined, FolderOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TTreeNode } from '@portal/contract';
import { FilterTree } from '../../components/filter-tree';
import { filterTree, pathTo } from './catalogue-logic';

const ICONS: Partial<Record<TTreeNode['type'], React.ReactNode>> = {
  LINE: <AppstoreOutlined />,
  SERIES: <AppstoreOutlined />,
  MODEL: <AppstoreOutlined />,
  SYSTEM: <ClusterOutlined />,
  ASSEMBLY: <FolderOutlined />,
  PARTLIST: <FileImageOutlined />,
};

const nodeView = (node: TTreeNode) => ({
  title: (
    <span className={`struct-tree-title struct-tree-${node.type.toLowerCase()}`} data-testid={`tree-node-${node.code}`} title={`${node.code} · ${node.name}`}>
      {node.name}
    </span>
  ),
  icon: ICONS[node.type],
});

interface StructTreeProps {
  root: TTreeNode;
  selectedId: string | null;
  onSelectPartlist: (node: TTreeNode) => void;
  height: number;
}

const isFolder = (node: TTreeNode) => node.type !== 'PARTLIST';
const filterRoots = (roots: TTreeNode[], text: string) => {
  const { tree, expanded } = filterTree(roots[0], text);
  return { tree: tree ? [tree] : [], expanded };
};

/** The model's tree (series → systems → assemblies → partlists) with a search box filtering nodes. */
export function StructTree({ root, selectedId, onSelectPartlist, height }: StructTreeProps) {
  const { t } = useTranslation('catalogue');
  const roots = useMemo(() => [root], [root]);
  const pathOf = useCallback((id: string) => pathTo(root, id), [root]);
  return (
    <FilterTree<TTreeNode>
      roots={roots}
      selectedId={selectedId}
      onSelect={onSelectPartlist}
      isFolder={isFolder}
      pathOf={pathOf}
      openAtStart={[root.id]}
      filter={filterRoots}
      nodeView={nodeView}
      height={height}
      name="struct-tree"
      searchClassName="struct-tree-search"
      searchTestId="struct-tree-search"
      searchPlaceholder={t('struct.treeSearch')}
      emptyText={t('struct.treeEmpty')}
      rememberKey={`struct:${root.id}`}
    />
  );
}
