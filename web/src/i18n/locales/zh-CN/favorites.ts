export default {
  routes: {
    my_favorite: '我的收藏',
  },
  title: '我的收藏',
  tabs: {
    PartMaster: '零件',
    Handbook: '手册',
  },
  columns: {
    index: '序号',
    name: '名称',
    materialCode: '物料编码',
    kind: '类型',
    collectionTime: '收藏时间',
    action: '操作',
  },
  kinds: {
    PartMaster: '零件',
    ManualTopic: '主题',
    Manual: '手册',
  },
  star: {
    add: '收藏',
    remove: '取消收藏',
    isFavorite: '已收藏',
    added: '收藏成功',
    removed: '取消收藏成功',
  },
  pin: '置顶',
  unpin: '取消置顶',
  pinned: '置顶',
  empty: '暂无收藏',
  noTabs: '您没有可查看的收藏页签。',
  range: '第 {{from}}-{{to}} 条，共 {{total}} 条',
  home: {
    title: '我的收藏',
    all: '全部收藏',
    empty: '收藏零件和手册主题后会显示在这里。',
  },
};
