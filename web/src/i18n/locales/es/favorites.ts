export default {
  routes: {
    my_favorite: 'Mis favoritos',
  },
  title: 'Mis favoritos',
  tabs: {
    PartMaster: 'Piezas',
    Handbook: 'Manuales',
  },
  columns: {
    index: 'N.º',
    name: 'Nombre',
    materialCode: 'Código de material',
    kind: 'Tipo',
    collectionTime: 'Fecha de guardado',
    action: 'Acción',
  },
  kinds: {
    PartMaster: 'Pieza',
    ManualTopic: 'Tema',
    Manual: 'Manual',
  },
  star: {
    add: 'Añadir a favoritos',
    remove: 'Quitar de favoritos',
    isFavorite: 'En sus favoritos',
    added: 'Añadido a favoritos',
    removed: 'Quitado de favoritos',
  },
  pin: 'Fijar arriba',
  unpin: 'Desfijar',
  pinned: 'Fijado',
  empty: 'Aún no hay favoritos',
  noTabs: 'No puede ver ninguna pestaña de favoritos.',
  range: '{{from}}-{{to}} de {{total}}',
  home: {
    title: 'Favoritos',
    all: 'Todos los favoritos',
    empty: 'Marque piezas y temas de manuales con la estrella para encontrarlos aquí.',
  },
};
