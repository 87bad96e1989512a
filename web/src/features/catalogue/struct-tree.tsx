import { useEffect, useMemo, useState } from 'react';
import { Empty, Input, Tree, type TreeDataNode } from 'antd';
import { AppstoreOutlined, ClusterOutlined, FileImageOutlined, FolderOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TTreeNode } from '@portal/contract';
import { filterTree, pathTo } from './catalogue-logic';

const ICONS: Partial<Record<TTreeNode['type'], React.ReactNode>> = {
  LINE: <AppstoreOutlined />,
  SERIES: <AppstoreOutlined />,
  MODEL: <AppstoreOutlined />,
  SYSTEM: <ClusterOutlined />,
  ASSEMBLY: <FolderOutlined />,
  PARTLIST: <FileImageOutlined />,
};

function toTreeData(node: TTreeNode): TreeDataNode {
  return {
    key: node.id,
    title: (
      <span className={`struct-tree-title struct-tree-${node.type.toLowerCase()}`} data-testid={`tree-node-${node.code}`} title={`${node.code} · ${node.name}`}>
        {node.name}
      </span>
    ),
    icon: ICONS[node.type],
    isLeaf: node.type === 'PARTLIST',
    selectable: node.type === 'PARTLIST',
    children: node.children?.map(toTreeData),
  };
}

interface StructTreeProps {
  root: TTreeNode;
  selectedId: string | null;
  onSelectPartlist: (node: TTreeNode) => void;
  height: number;
}

/** The model's tree (series → systems → assemblies → partlists) with a search box filtering nodes. */
export function StructTree({ root, selectedId, onSelectPartlist, height }: StructTreeProps) {
  const { t } = useTranslation('catalogue');
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<string[]>(() => (selectedId ? pathTo(root, selectedId) : [root.id]));
  const byId = useMemo(() => {
    const map = new Map<string, TTreeNode>();
    const walk = (n: TTreeNode) => { map.set(n.id, n); n.children?.forEach(walk); };
    walk(root);
    return map;
  }, [root]);
  const filtered = useMemo(() => filterTree(root, search), [root, search]);
  const data = useMemo(() => (filtered.tree ? [toTreeData(filtered.tree)] : []), [filtered.tree]);

  // a partlist chosen elsewhere (a link, the first one) opens its branch
  useEffect(() => {
    if (!selectedId) return;
    const path = pathTo(root, selectedId).slice(0, -1);
    setExpanded((keys) => Array.from(new Set([...keys, ...path])));
  }, [root, selectedId]);

  const expandedKeys = search.trim() ? filtered.expanded : expanded;

  return (
    <div className="struct-tree" data-testid="struct-tree">
      <Input.Search allowClear placeholder={t('struct.treeSearch')} value={search} onChange={(e) => setSearch(e.target.value)} className="struct-tree-search" data-testid="struct-tree-search" />
      {data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('struct.treeEmpty')} />
      ) : (
        <Tree
          showIcon
          blockNode
          height={height}
          treeData={data}
          expandedKeys={expandedKeys}
          selectedKeys={selectedId ? [selectedId] : []}
          onExpand={(keys) => { if (!search.trim()) setExpanded(keys as string[]); }}
          onSelect={(_, info) => {
            const node = byId.get(String(info.node.key));
            if (node?.type === 'PARTLIST') onSelectPartlist(node);
          }}
          onClick={(_, node) => {
            // clicking a folder opens or closes it
            const key = String(node.key);
            const n = byId.get(key);
            if (!n || n.type === 'PARTLIST' || search.trim()) return;
            setExpanded((keys) => (keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key]));
          }}
        />
      )}
    </div>
  );
}
