export default {
  routes: {
    my_favorite: 'My favourites',
  },
  title: 'My favourites',
  tabs: {
    PartMaster: 'Parts',
    Handbook: 'Handbooks',
  },
  columns: {
    index: 'No.',
    name: 'Name',
    materialCode: 'Material code',
    kind: 'Type',
    collectionTime: 'Collection time',
    action: 'Action',
  },
  kinds: {
    PartMaster: 'Part',
    ManualTopic: 'Topic',
    Manual: 'Manual',
  },
  star: {
    add: 'Add to favourites',
    remove: 'Unfavourite',
    isFavorite: 'In your favourites',
    added: 'Added to favourites',
    removed: 'Unfavourite succeeded',
  },
  pin: 'Pin on top',
  unpin: 'Unpin',
  pinned: 'Top',
  empty: 'No favourites yet',
  noTabs: 'You may not see any favourites tab.',
  range: '{{from}}-{{to}} of {{total}}',
  home: {
    title: 'Favourites',
    all: 'All favourites',
    empty: 'Star parts and manual topics to find them here.',
  },
};
