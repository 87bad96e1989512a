/** What other features place: the download area card (home dashboard). */
export { DownloadAreaCard, type DownloadAreaCardProps } from './download-area-card';
