import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Empty, Input, Tree, type TreeDataNode } from 'antd';

/** A node of a tree the side panels show: folders with children, and the leaves one opens. */
export interface FilterTreeNode<N> {
  id: string;
  children?: N[] | null;
}

export interface FilterTreeProps<N extends FilterTreeNode<N>> {
  roots: N[];
  /** The open leaf; its branch opens when it changes. */
  selectedId: string | null;
  onSelect: (node: N) => void;
  /** Folders open and close on a click and cannot be selected; the other nodes are leaves. */
  isFolder: (node: N) => boolean;
  /** The ids from a root down to `id` (inclusive); [] when it is not in the tree. */
  pathOf: (id: string) => string[];
  /** What opens when no leaf is selected. */
  openAtStart?: string[];
  /** The tree cut to the nodes matching the filter text, and the folders that show the matches. */
  filter: (roots: N[], text: string) => { tree: N[]; expanded: string[] };
  /** A node's title and icon; `expanded` for icons that show a folder open. */
  nodeView: (node: N, expanded: ReadonlySet<string>) => Pick<TreeDataNode, 'title' | 'icon'>;
  height: number;
  /** The panel's class and test id. */
  name: string;
  searchClassName: string;
  searchTestId?: string;
  searchPlaceholder: string;
  /** What the panel says when nothing matches. */
  emptyText: ReactNode;
  /** Keeps the open folders under this key when the panel is drawn again (a phone's view switch). */
  rememberKey?: string;
}

/** Open folders per `rememberKey`, for the page's lifetime: a tree drawn again opens as it was left. */
const openFolders = new Map<string, string[]>();

/**
 * A side panel's tree with a filter box: while filtering, the folders holding matches are open;
 * otherwise the user's own open folders, plus the branch of the selected leaf.
 */
export function FilterTree<N extends FilterTreeNode<N>>({
  roots, selectedId, onSelect, isFolder, pathOf, openAtStart = [], filter, nodeView, height, name, searchClassName, searchTestId, searchPlaceholder, emptyText, rememberKey,
}: FilterTreeProps<N>) {
  const [text, setText] = useState('');
  const [expanded, setExpanded] = useState<string[]>(
    () => (rememberKey && openFolders.get(rememberKey)) || (selectedId ? pathOf(selectedId).slice(0, -1) : openAtStart),
  );
  useEffect(() => {
    if (rememberKey) openFolders.set(rememberKey, expanded);
  }, [rememberKey, expanded]);
  const byId = useMemo(() => {
    const map = new Map<string, N>();
    const walk = (n: N) => { map.set(n.id, n); n.children?.forEach(walk); };
    roots.forEach(walk);
    return map;
  }, [roots]);
  const filtered = useMemo(() => filter(roots, text), [filter, roots, text]);
  const searching = text.trim() !== '';
  const expandedKeys = searching ? filtered.expanded : expanded;
  const expandedSet = useMemo(() => new Set(expandedKeys), [expandedKeys]);
  const data = useMemo(() => {
    // only leaves are chosen: a folder opens and closes instead
    const toTreeData = (n: N): TreeDataNode => ({
      key: n.id,
      ...nodeView(n, expandedSet),
      isLeaf: !isFolder(n),
      selectable: !isFolder(n),
      children: n.children?.map(toTreeData),
    });
    return filtered.tree.map(toTreeData);
  }, [filtered.tree, nodeView, isFolder, expandedSet]);

  // a leaf chosen elsewhere (a link, search, previous/next) opens its branch
  useEffect(() => {
    if (!selectedId) return;
    const path = pathOf(selectedId).slice(0, -1);
    setExpanded((keys) => Array.from(new Set([...keys, ...path])));
  }, [pathOf, selectedId]);

  return (
    <div className={name} data-testid={name}>
      <Input.Search allowClear placeholder={searchPlaceholder} value={text} onChange={(e) => setText(e.target.value)} className={searchClassName} data-testid={searchTestId} />
      {data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
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
            if (node && !isFolder(node)) onSelect(node);
          }}
          onClick={(_, info) => {
            // a folder's title opens or closes it
            const key = String(info.key);
            const node = byId.get(key);
            if (!node || !isFolder(node) || searching) return;
            setExpanded((keys) => (keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key]));
          }}
        />
      )}
    </div>
  );
}
