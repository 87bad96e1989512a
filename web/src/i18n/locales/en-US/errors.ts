export default {
  http: {
    sessionExpired: 'Your session has expired, please log in again.',
    forbidden: 'You do not have permission for this operation.',
    parameter: 'Parameter format error!',
    server: 'Server error, please contact administrator!',
    unknown: 'The request failed.',
    network: 'The server cannot be reached. Check your connection and try again.',
    downloadFailed: 'Download failed.',
  },
  licence: { title: 'Licence' },
  compatibility: { title: 'Compatibility audit error' },
  detail: { title: 'Error details', index: 'No.' },
  notice: { title: 'Error' },
};
