export default {
  routes: {
    my_favorite: 'Meine Favoriten',
  },
  title: 'Meine Favoriten',
  tabs: {
    PartMaster: 'Teile',
    Handbook: 'Handbücher',
  },
  columns: {
    index: 'Nr.',
    name: 'Name',
    materialCode: 'Materialnummer',
    kind: 'Art',
    collectionTime: 'Gemerkt am',
    action: 'Aktion',
  },
  kinds: {
    PartMaster: 'Teil',
    ManualTopic: 'Thema',
    Manual: 'Handbuch',
  },
  star: {
    add: 'Zu Favoriten hinzufügen',
    remove: 'Aus Favoriten entfernen',
    isFavorite: 'In Ihren Favoriten',
    added: 'Zu Favoriten hinzugefügt',
    removed: 'Aus Favoriten entfernt',
  },
  pin: 'Oben anheften',
  unpin: 'Lösen',
  pinned: 'Oben',
  empty: 'Noch keine Favoriten',
  noTabs: 'Sie dürfen keinen Favoriten-Reiter sehen.',
  range: '{{from}}-{{to}} von {{total}}',
  home: {
    title: 'Favoriten',
    all: 'Alle Favoriten',
    empty: 'Markieren Sie Teile und Handbuchthemen mit dem Stern, um sie hier zu finden.',
  },
};
