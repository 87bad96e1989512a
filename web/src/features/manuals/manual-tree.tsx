import { useEffect, useMemo, useState } from 'react';
import { Empty, Input, Tree, type TreeDataNode } from 'antd';
import { FileTextOutlined, FolderOpenOutlined, FolderOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TManualNode } from '@portal/contract';
import { filterManualTree, pathTo } from './manuals-logic';

function toTreeData(node: TManualNode, expanded: Set<string>): TreeDataNode {
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

/** A manual's chapters, topics and diagrams with a filter box; the open topic's chapters stay open. */
export function ManualTree({ nodes, selectedId, onSelect, height }: ManualTreeProps) {
  const { t } = useTranslation('manuals');
  const roots = nodes;
  const byId = useMemo(() => {
    const map = new Map<string, TManualNode>();
    const walk = (n: TManualNode) => { map.set(n.id, n); n.children?.forEach(walk); };
    nodes.forEach(walk);
    return map;
  }, [nodes]);
  const [filter, setFilter] = useState('');
  const [expanded, setExpanded] = useState<string[]>(() => pathTo(roots, selectedId).slice(0, -1).map((n) => n.id));
  const filtered = useMemo(() => filterManualTree(roots, filter), [roots, filter]);
  const searching = filter.trim() !== '';
  const expandedKeys = searching ? filtered.expanded : expanded;
  const expandedSet = useMemo(() => new Set(expandedKeys), [expandedKeys]);
  const data = useMemo(() => filtered.tree.map((n) => toTreeData(n, expandedSet)), [filtered.tree, expandedSet]);

  // a topic opened elsewhere (search, previous/next, a link) opens its chapters
  useEffect(() => {
    if (!selectedId) return;
    const path = pathTo(roots, selectedId).slice(0, -1).map((n) => n.id);
    setExpanded((keys) => Array.from(new Set([...keys, ...path])));
  }, [roots, selectedId]);

  return (
    <div className="manual-tree" data-testid="manual-tree">
      <Input.Search allowClear placeholder={t('view.treeFilter')} value={filter} onChange={(e) => setFilter(e.target.value)} className="manual-tree-filter" />
      {data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('view.treeEmpty')} />
      ) : (
        <Tree
          showIcon
          blockNode
          height={height}
          treeData={data}
          expandedKeys={expandedKeys}
          selectedKeys={selectedId ? [selectedId] : []}
          onExpand={(keys) => { if (!searching) setExpanded(keys as string[]); }}
          onSelect={(_, info) => {
            const node = byId.get(String(info.node.key));
            if (node && node.kind !== 'CHAPTER') onSelect(node);
          }}
          onClick={(_, info) => {
            // a chapter's title opens or closes it
            const key = String(info.key);
            if (byId.get(key)?.kind !== 'CHAPTER' || searching) return;
            setExpanded((keys) => (keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key]));
          }}
        />
      )}
    </div>
  );
}
