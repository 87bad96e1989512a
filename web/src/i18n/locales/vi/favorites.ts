export default {
  routes: {
    my_favorite: 'Mục yêu thích của tôi',
  },
  title: 'Mục yêu thích của tôi',
  tabs: {
    PartMaster: 'Phụ tùng',
    Handbook: 'Sổ tay',
  },
  columns: {
    index: 'STT',
    name: 'Tên',
    materialCode: 'Mã vật tư',
    kind: 'Loại',
    collectionTime: 'Thời gian lưu',
    action: 'Thao tác',
  },
  kinds: {
    PartMaster: 'Phụ tùng',
    ManualTopic: 'Chủ đề',
    Manual: 'Sổ tay',
  },
  star: {
    add: 'Thêm vào yêu thích',
    remove: 'Bỏ yêu thích',
    isFavorite: 'Đã có trong yêu thích',
    added: 'Đã thêm vào yêu thích',
    removed: 'Bỏ yêu thích thành công',
  },
  pin: 'Ghim lên đầu',
  unpin: 'Bỏ ghim',
  pinned: 'Ghim',
  empty: 'Chưa có mục yêu thích',
  noTabs: 'Bạn không được xem thẻ yêu thích nào.',
  range: '{{from}}-{{to}} / {{total}}',
  home: {
    title: 'Yêu thích',
    all: 'Tất cả yêu thích',
    empty: 'Đánh dấu sao phụ tùng và chủ đề sổ tay để thấy chúng ở đây.',
  },
};
